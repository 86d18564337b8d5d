/**
 * Route matching whose cost does not grow with the number of pages (see
 * staticPath.ts): react-router's import of path-to-regexp gets the wrapper
 * with a fast path for plain route paths. Only react-router's import is
 * redirected, so the wrapper's own import reaches the original, and no other
 * package can receive a path-to-regexp of a version it did not ask for.
 * Both the browser and the server bundle use it.
 *
 * A react-router that no longer imports path-to-regexp by that name would make
 * the replacement stop applying without an error, so the build first checks
 * that both of its builds still do.
 */
import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import type {Plugin} from '@docusaurus/types';

const wrapper = path.join(__dirname, 'pathToRegexp.ts');
const reactRouterDir = /[\\/]node_modules[\\/]react-router[\\/]/;

/** react-router's builds, as @docusaurus/core resolves it, and how each imports path-to-regexp. */
export const reactRouterImports = [
  {file: 'esm/react-router.js', text: "from 'path-to-regexp'"},
  {file: 'cjs/react-router.js', text: "require('path-to-regexp')"},
];

export function checkReactRouterImports(): void {
  const fromCore = createRequire(require.resolve('@docusaurus/core/package.json'));
  const dir = path.dirname(fromCore.resolve('react-router/package.json'));
  for (const {file, text} of reactRouterImports) {
    const source = fs.existsSync(path.join(dir, file)) ? fs.readFileSync(path.join(dir, file), 'utf8') : '';
    if (!source.includes(text)) {
      throw new Error(
        `plugins/performance/route-matching: react-router's ${file} no longer contains ${text}, so the fast path would not apply. ` +
          'Update or remove the piece, or build without it: PERFORMANCE_LAYER_SKIP=route-matching (or PERFORMANCE_LAYER=off).',
      );
    }
  }
}

export default function routeMatching(): Plugin {
  checkReactRouterImports();
  return {
    name: 'route-matching',
    configureWebpack(_config, _isServer, utils) {
      const {NormalModuleReplacementPlugin} = utils.currentBundler.instance;
      return {
        plugins: [
          new NormalModuleReplacementPlugin(/^path-to-regexp$/, (resource: {context?: string; request: string}) => {
            if (reactRouterDir.test(`${resource.context ?? ''}/`)) resource.request = wrapper;
          }),
        ],
      };
    },
  };
}
