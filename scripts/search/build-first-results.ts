/**
 * Bundles the script that paints the first results of /search before the app
 * (src/search/firstResults) into one file, written next to each language's index
 * by build-embedded-index.ts. It is not part of the app's bundles: it must run
 * before them, on its own. Its worker is built first and carried in it as text.
 */
import path from 'node:path';
import {build, type BuildOptions} from 'esbuild';

const root = path.resolve(__dirname, '../..');

async function bundle(entry: string, options: BuildOptions = {}): Promise<string> {
  const result = await build({
    entryPoints: [path.join(root, 'src/search/firstResults', entry)],
    bundle: true,
    minify: true,
    format: 'iife',
    // As the site's own code: the browsers of package.json's browserslist run ES2020.
    target: 'es2020',
    alias: {'@site': root},
    legalComments: 'none',
    write: false,
    logLevel: 'silent',
    ...options,
  });
  return result.outputFiles![0]!.text;
}

export async function buildFirstResultsScript(): Promise<string> {
  const worker = await bundle('worker.ts');
  return bundle('index.ts', {define: {WORKER_SOURCE: JSON.stringify(worker)}});
}
