/**
 * Bundles the scripts that paint the first results of /search before the app
 * (src/search/firstResults): the first-results script, one file written next to each
 * language's index by build-embedded-index.ts, its worker built first and carried in it
 * as text; and the page's start script, which the build writes inline into the page
 * (first-answers.ts). Neither is part of the app's bundles: they must run before them, on
 * their own.
 */
import path from 'node:path';
import {build, buildSync, type BuildOptions} from 'esbuild';

const root = path.resolve(__dirname, '../..');

function options(entry: string, extra: BuildOptions = {}): BuildOptions & {write: false} {
  return {
    entryPoints: [path.join(root, 'src/search/firstResults', entry)],
    bundle: true,
    minify: true,
    format: 'iife',
    // As the site's own code: the browsers of package.json's browserslist run ES2020.
    target: 'es2020',
    alias: {'@site': root},
    legalComments: 'none',
    logLevel: 'silent',
    ...extra,
    write: false,
  };
}

async function bundle(entry: string, extra: BuildOptions = {}): Promise<string> {
  return (await build(options(entry, extra))).outputFiles[0]!.text;
}

export async function buildFirstResultsScript(): Promise<string> {
  const worker = await bundle('worker.ts');
  return bundle('index.ts', {define: {WORKER_SOURCE: JSON.stringify(worker)}});
}

let startScript: string | undefined;

/**
 * The search page's inline start script (src/search/firstResults/bootstrap.ts), the same
 * text for every build with the same sources: the Content-Security-Policy allows it by its
 * hash (scripts/inline-scripts.ts). Synchronous, for that policy's callers.
 */
export function searchStartScript(): string {
  // No trailing newline: the page holds the script as it is hashed.
  startScript ??= buildSync(options('bootstrap.ts')).outputFiles[0]!.text.trim();
  return startScript;
}
