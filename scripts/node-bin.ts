/**
 * Commands of installed packages (docusaurus, tsx, …) and npm itself, started
 * without a shell on Windows, macOS and Linux alike.
 *
 * node_modules/.bin holds shell scripts on Linux and macOS but `.cmd` files on
 * Windows, which Node starts only through a shell. This Node running the
 * package's own JavaScript entry works everywhere and quotes nothing.
 */
import fs from 'node:fs';
import path from 'node:path';
import {packageDir} from '../plugins/upstream-contracts/contracts';

const siteDir = path.resolve(__dirname, '..');

/** The package that provides each command the scripts and tests start. */
export const binPackages = {
  docusaurus: '@docusaurus/core',
  tsx: 'tsx',
  'markdownlint-cli2': 'markdownlint-cli2',
  cspell: 'cspell',
  'html-validate': 'html-validate',
} as const;

export type BinName = keyof typeof binPackages;

/** The JavaScript file of `pkg`'s command `name`, found in node_modules from `fromDir` upwards as Node finds packages. */
export function binFile(pkg: string, name: string, fromDir: string = siteDir): string {
  const dir = packageDir(pkg, fromDir);
  if (!dir) throw new Error(`${pkg} is not installed (from ${fromDir}). Run \`npm ci\`.`);
  const manifest = path.join(dir, 'package.json');
  const {bin} = JSON.parse(fs.readFileSync(manifest, 'utf8')) as {bin?: string | Record<string, string>};
  const entry = typeof bin === 'string' ? bin : bin?.[name];
  if (!entry) throw new Error(`${manifest} has no command "${name}".`);
  return path.join(dir, entry);
}

/** `name args…` as this Node running the command's JavaScript file. */
export function nodeBin(name: BinName, args: string[], fromDir: string = siteDir) {
  return {command: process.execPath, args: [binFile(binPackages[name], name, fromDir), ...args]};
}

/**
 * `npm args…`: under `npm run`, npm's own JavaScript file (npm_execpath) with this Node; else npm from the PATH,
 * through a shell on Windows, where npm is a `.cmd` file.
 */
export function npmCommand(args: string[], env: NodeJS.ProcessEnv = process.env) {
  const cli = env.npm_execpath;
  if (cli && /\.c?js$/.test(cli)) return {command: process.execPath, args: [cli, ...args]};
  return process.platform === 'win32' ? {command: 'npm', args, shell: true} : {command: 'npm', args};
}
