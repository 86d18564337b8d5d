/**
 * The version guard: before a build uses a piece, the installed upstream
 * packages must be in the ranges the piece was written for (pieces.ts).
 * Otherwise the build stops, naming the piece and how to build without it.
 */
import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import semver from 'semver';
import type {Piece} from './pieces';
import {LAYER_SWITCH, SKIP_SWITCH} from './switch';

const siteDir = path.resolve(__dirname, '..', '..');

/**
 * The installed version of a package as the site's build resolves it: from the
 * site, or else from @docusaurus/core (react-router and history come with it).
 */
export function installedVersion(pkg: string): string | undefined {
  const from = [path.join(siteDir, 'package.json'), path.join(siteDir, 'node_modules/@docusaurus/core/package.json')];
  for (const base of from) {
    for (const dir of createRequire(base).resolve.paths(pkg) ?? []) {
      const file = path.join(dir, pkg, 'package.json');
      if (fs.existsSync(file)) return (JSON.parse(fs.readFileSync(file, 'utf8')) as {version: string}).version;
    }
  }
  return undefined;
}

/** One line per upstream package outside the piece's range; empty when it fits. */
export function mismatches(piece: Piece, versionOf: (pkg: string) => string | undefined = installedVersion): string[] {
  return Object.entries(piece.upstream).flatMap(([pkg, range]) => {
    const installed = versionOf(pkg);
    if (installed && semver.satisfies(installed, range)) return [];
    return [`${pkg} ${installed ?? '(not installed)'} is outside ${range}`];
  });
}

/** Throws one message for every enabled piece that does not fit the installed versions. */
export function checkVersions(enabled: readonly Piece[], versionOf: (pkg: string) => string | undefined = installedVersion): void {
  const problems = enabled.flatMap((piece) => {
    const lines = mismatches(piece, versionOf);
    return lines.length
      ? [
          `- ${piece.name}: written for other versions (${lines.join('; ')}).\n  Check it as plugins/performance/README.md says, or build without it: ${SKIP_SWITCH}=${piece.name}`,
        ]
      : [];
  });
  if (problems.length) {
    throw new Error(
      `plugins/performance: pieces of the performance layer do not fit the installed packages:\n${problems.join('\n')}\n` +
        `To build with none of them: ${LAYER_SWITCH}=off.`,
    );
  }
}
