/**
 * Tools only the benchmark needs (Lighthouse), kept out of the site's
 * dependencies: an editor's `npm install` does not fetch them. They are pinned
 * in bench/tools/package.json and its lock file, and installed there on the
 * benchmark's first run, or again when the pinned version changes.
 */
import fs from 'node:fs';
import path from 'node:path';
import {execFileSync} from 'node:child_process';
import {npmCommand} from '../node-bin';

export const benchToolsDir = path.resolve(__dirname, '..', '..', 'bench', 'tools');

const readJson = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8'));

/** The tools whose installed version differs from the pinned one (all of them before the first install). */
export function missingTools(dir = benchToolsDir): string[] {
  const pinned = readJson(path.join(dir, 'package.json')).dependencies as Record<string, string>;
  return Object.entries(pinned)
    .filter(([name, version]) => {
      const manifest = path.join(dir, 'node_modules', ...name.split('/'), 'package.json');
      return !fs.existsSync(manifest) || readJson(manifest).version !== version;
    })
    .map(([name, version]) => `${name}@${version}`);
}

export function ensureBenchTools(dir = benchToolsDir): void {
  const missing = missingTools(dir);
  if (missing.length === 0) return;
  console.log(`Installing the benchmark's tools into ${path.relative(process.cwd(), dir) || dir}: ${missing.join(', ')}…`);
  const npm = npmCommand(['install', '--no-audit', '--no-fund']);
  execFileSync(npm.command, npm.args, {cwd: dir, stdio: 'inherit', shell: npm.shell});
}
