/**
 * @docusaurus/utils-common without all of tslib.
 *
 * Every page loads utils-common (trailing slashes, the crash page's error
 * chain). Its compiled index is CommonJS and requires tslib for one helper,
 * `__importDefault`; a `require` keeps every export, so all of tslib (about
 * 4 KiB gzip) was in main.js. Here that require gets ./helpers.cjs, which
 * defines the helpers utils-common uses. The build fails, naming this piece,
 * when utils-common stops requiring tslib or uses a helper helpers.cjs lacks.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

const piece = 'plugins/performance/utils-common-tslib';
export const helpersFile = path.join(__dirname, 'helpers.cjs');

/** The tslib helpers a compiled module calls (`tslib_1.__importDefault(…)`). */
export function tslibHelpersUsed(code: string): string[] {
  if (!/\brequire\("tslib"\)/.test(code)) return [];
  return [...new Set([...code.matchAll(/\btslib_\d+\.(__\w+)/g)].map((m) => m[1]))].sort();
}

/** The compiled utils-common modules that require tslib, with the helpers each uses; throws when helpers.cjs lacks one. */
export function checkUtilsCommon(libDir = path.dirname(require.resolve('@docusaurus/utils-common'))): string[] {
  const provided = Object.keys(require(helpersFile) as object);
  const users = fs.readdirSync(libDir).filter((file) => file.endsWith('.js'));
  const requiring: string[] = [];
  for (const file of users) {
    const helpers = tslibHelpersUsed(fs.readFileSync(path.join(libDir, file), 'utf8'));
    if (helpers.length === 0) continue;
    requiring.push(file);
    const missing = helpers.filter((helper) => !provided.includes(helper));
    if (missing.length)
      throw new Error(`${piece}: @docusaurus/utils-common/lib/${file} uses tslib's ${missing.join(', ')}; add it to helpers.cjs`);
  }
  if (requiring.length === 0) throw new Error(`${piece}: @docusaurus/utils-common no longer requires tslib; remove this piece`);
  return requiring;
}

export default function utilsCommonTslib(): Plugin {
  return {
    name: 'utils-common-tslib',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      const libDir = path.dirname(require.resolve('@docusaurus/utils-common'));
      const requiring = checkUtilsCommon(libDir);
      return {
        module: {
          rules: [{include: requiring.map((file) => path.join(libDir, file)), resolve: {alias: {tslib$: helpersFile}}}],
        },
      };
    },
  };
}
