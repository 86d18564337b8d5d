/**
 * Contracts on upstream files. Code that replaces, copies or edits a file of
 * an installed package (a piece of the performance layer, a theme component
 * that replaces an upstream one instead of wrapping it) names that file here
 * or in its own list, and recorded.json keeps a hash of each. A release that
 * leaves the files alone builds without an edit; one that changes a file stops
 * the build, naming the owner, the file and what to do. Version numbers play
 * no part, so package ranges can be normal `^` ranges fixed by the lock file.
 *
 *   npm run upstream:record     record the hashes of the installed files (after reviewing a change)
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const siteDir = path.resolve(__dirname, '..', '..');
export const recordedFile = path.join(__dirname, 'recorded.json');

export interface Contract {
  /** Who depends on the files: a piece's name, or a component's folder under src/theme. */
  owner: string;
  /** Upstream files as `<package>/<path inside it>`, e.g. `@docusaurus/core/lib/client/preload.js`. */
  files: readonly string[];
  /** What to do when one of them changed, besides reviewing the owner. */
  switchOff: string;
}

export interface Recorded {
  /** The package versions the hashes were taken from, for the message. */
  versions: Record<string, string>;
  hashes: Record<string, string>;
  /** Why each file's hash was last recorded, and when: what the reviewer found in the upstream change. */
  reasons?: Record<string, {date: string; reason: string}>;
}

/** `@scope/name/lib/x.js` → [`@scope/name`, `lib/x.js`]. */
export function splitUpstream(file: string): [string, string] {
  const parts = file.split('/');
  const size = file.startsWith('@') ? 2 : 1;
  return [parts.slice(0, size).join('/'), parts.slice(size).join('/')];
}

/** The folder of the installed package `pkg`, found in node_modules from `fromDir` upwards as Node finds packages. */
export function packageDir(pkg: string, fromDir: string): string | undefined {
  for (let dir = path.resolve(fromDir); ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', pkg);
    if (fs.existsSync(path.join(candidate, 'package.json'))) return candidate;
    if (path.dirname(dir) === dir) return undefined;
  }
}

/**
 * As the build resolves it: from the site, or else from @docusaurus/core (react-router and history come with it).
 * By folder, not require.resolve, as some packages export no package.json.
 */
const installedDir = (pkg: string) => packageDir(pkg, siteDir) ?? packageDir(pkg, path.join(siteDir, 'node_modules/@docusaurus/core'));

/** SHA-256 of an installed upstream file (line endings as published), or undefined when it is gone. */
export function hashOf(file: string): string | undefined {
  const [pkg, rel] = splitUpstream(file);
  const dir = installedDir(pkg);
  const full = dir && path.join(dir, rel);
  if (!full || !fs.existsSync(full)) return undefined;
  return crypto.createHash('sha256').update(fs.readFileSync(full)).digest('hex');
}

export function readRecorded(file = recordedFile): Recorded {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Recorded;
}

/** One message per contract with a changed, missing or unrecorded file; empty when all hold. */
export function brokenContracts(
  contracts: readonly Contract[],
  recorded: Recorded,
  hash: (file: string) => string | undefined = hashOf,
): string[] {
  return contracts.flatMap((contract) => {
    const changed = contract.files.flatMap((file) => {
      const now = hash(file);
      const then = recorded.hashes[file];
      const version = recorded.versions[splitUpstream(file)[0]];
      if (!then) return [`${file} has no recorded hash (run npm run upstream:record after reviewing it)`];
      if (!now) return [`${file} is gone (recorded from ${version ?? 'an earlier version'})`];
      return now === then ? [] : [`${file} changed since ${version ?? 'it was recorded'}`];
    });
    if (!changed.length) return [];
    return [
      `- ${contract.owner}:\n    ${changed.join('\n    ')}\n  Compare the new file with ${contract.owner} and update it, then run npm run upstream:record; or ${contract.switchOff}.`,
    ];
  });
}

/**
 * Throws when a contract is broken, with every broken one in the message.
 * UPSTREAM_CONTRACTS=warn prints the message and goes on: for trying a release
 * (the upgrade rehearsal's v4 canary), never for a build that is published.
 */
export function checkContracts(
  contracts: readonly Contract[],
  recorded: Recorded = readRecorded(),
  env: NodeJS.ProcessEnv = process.env,
): void {
  const broken = brokenContracts(contracts, recorded);
  if (!broken.length) return;
  const message = `Upstream files changed under code that depends on them (plugins/upstream-contracts):\n${broken.join('\n')}`;
  const mode = env.UPSTREAM_CONTRACTS ?? 'check';
  if (mode === 'warn') console.warn(`[upstream-contracts] ${message}`);
  else if (mode === 'check') throw new Error(message);
  else throw new Error(`UPSTREAM_CONTRACTS="${mode}": expected "check" (the default) or "warn".`);
}

/**
 * The hashes and versions of every file the contracts name. A file that is new or whose hash
 * changed since `previous` needs `reason` (what the review of its upstream change found), kept
 * next to its hash with the date; the others keep theirs.
 */
export function record(
  contracts: readonly Contract[],
  {
    previous,
    reason,
    date = new Date().toISOString().slice(0, 10),
    hash = hashOf,
  }: {previous?: Recorded; reason?: string; date?: string; hash?: (file: string) => string | undefined} = {},
): Recorded {
  const files = [...new Set(contracts.flatMap((c) => c.files))].sort();
  const missing = files.filter((file) => !hash(file));
  if (missing.length) throw new Error(`Not installed, so not recorded: ${missing.join(', ')}`);
  const changed = files.filter((file) => previous?.hashes[file] !== hash(file));
  if (changed.length && !reason?.trim()) {
    throw new Error(
      `These files are new or changed: ${changed.join(', ')}.\nSay what the review of their upstream change found: ` +
        'npm run upstream:record -- --reason "<what changed and what you did>".',
    );
  }
  const packages = [...new Set(files.map((file) => splitUpstream(file)[0]))].sort();
  const version = (dir: string | undefined) =>
    dir ? (JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as {version: string}).version : 'unknown';
  const reasons = Object.fromEntries(
    files.flatMap((file) => {
      if (changed.includes(file)) return [[file, {date, reason: reason!.trim()}]];
      const kept = previous?.reasons?.[file];
      return kept ? [[file, kept]] : [];
    }),
  );
  return {
    versions: Object.fromEntries(packages.map((pkg) => [pkg, version(installedDir(pkg))])),
    hashes: Object.fromEntries(files.map((file) => [file, hash(file)!])),
    reasons,
  };
}
