/**
 * The bundler's table of chunk file hashes, split among the chunks that load them.
 *
 * To load a chunk, the runtime (`runtime~main.<hash>.js`, which every page
 * runs) builds its file name from a table of every chunk's hash: about 700
 * entries per language, 9.5 of the runtime's 11 KiB gzip, most of them for
 * pages other than the one open. A chunk can only be loaded by code in a chunk
 * loaded before it, so here each chunk's entry moves into the chunks that load
 * it: a doc's page chunk into its route section (plugins/client-routes), a
 * diagram type into Mermaid's chunk. Only the chunks that main.js loads keep
 * their entry in the runtime. A chunk adds its entries when the runtime
 * installs it, before any of its code can ask for one of them.
 *
 * Chunk groups tell which chunks load which: a chunk's entry goes into one
 * chunk of every group that loads its group, since all chunks of a group are
 * installed before its code runs. File hashes are final only after this
 * (the bundler's real content hash comes later and covers the new references).
 *
 * Production browser build with Rspack only: the server build loads no chunk
 * files, and webpack's runtime (DOCS_WITHOUT_FASTER) has another shape.
 */
import type {Plugin} from '@docusaurus/types';
import type {Chunk, Compilation, Compiler} from '@rspack/core';
import {findRuntimeTable, rewriteRuntime, withHashes} from './rewrite';

const name = 'chunk-hash-map';

const jsFile = (chunk: Chunk): string | undefined => [...chunk.files].find((file) => file.endsWith('.js'));

/** Of a group's chunks, the one to carry entries: the one in the fewest groups, so shared files change least. */
function carrierOf(chunks: readonly Chunk[]): Chunk | undefined {
  const withFile = chunks.filter((chunk) => jsFile(chunk));
  return withFile.sort((a, b) => a.groupsIterable.size - b.groupsIterable.size)[0];
}

export type Split = {kept: Record<string, string>; carried: Map<Chunk, Record<string, string>>};

/** Which entries stay in the runtime and which chunks carry the others. */
export function splitTable(hashes: Record<string, string>, chunks: Iterable<Chunk>): Split {
  const byId = new Map([...chunks].map((chunk) => [chunk.id, chunk]));
  const kept: Record<string, string> = {};
  const carried = new Map<Chunk, Record<string, string>>();
  for (const [id, hash] of Object.entries(hashes)) {
    const chunk = byId.get(id);
    if (!chunk) throw new Error(`plugins/performance/${name}: the runtime names chunk ${id}, which the build does not have`);
    const loaders = [...chunk.groupsIterable].flatMap((group) => group.getParents());
    const carriers = loaders.map((group) => (group.isInitial() ? undefined : carrierOf(group.chunks)));
    if (carriers.length === 0 || carriers.some((carrier) => !carrier)) {
      kept[id] = hash;
      continue;
    }
    for (const carrier of carriers) carried.set(carrier!, {...carried.get(carrier!), [id]: hash});
  }
  return {kept, carried};
}

function moveHashes(compilation: Compilation): void {
  const {RawSource} = compilation.compiler.webpack.sources;
  const runtimes = [...compilation.chunks].filter((chunk) => chunk.hasRuntime());
  const runtimeFile = runtimes.length === 1 ? jsFile(runtimes[0]) : undefined;
  if (!runtimeFile) throw new Error(`plugins/performance/${name}: expected one runtime chunk, found ${runtimes.length}`);
  const runtime = compilation.getAsset(runtimeFile)!.source.source().toString();
  const table = findRuntimeTable(runtime);
  const {kept, carried} = splitTable(table.hashes, compilation.chunks);
  for (const [carrier, hashes] of carried) {
    const file = jsFile(carrier)!;
    const code = compilation.getAsset(file)!.source.source().toString();
    compilation.updateAsset(file, new RawSource(withHashes(code, file, hashes)));
  }
  compilation.updateAsset(runtimeFile, new RawSource(rewriteRuntime(runtime, table, kept)));
}

export default function chunkHashMap(): Plugin {
  return {
    name,
    configureWebpack(config, isServer, utils) {
      if (isServer || config.mode !== 'production' || utils.currentBundler.name !== 'rspack') return {};
      return {
        plugins: [
          {
            // Docusaurus types the bundler as webpack; this build's is Rspack.
            apply(bundler: unknown) {
              const compiler = bundler as Compiler;
              compiler.hooks.thisCompilation.tap(name, (compilation) => {
                // After minification, before the real content hashes are computed.
                const stage = compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_INLINE;
                compilation.hooks.processAssets.tap({name, stage}, () => moveHashes(compilation));
              });
            },
          },
        ],
      };
    },
  };
}
