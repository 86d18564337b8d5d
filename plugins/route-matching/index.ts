/**
 * Route matching whose cost does not grow with the number of pages (see
 * staticPath.ts): react-router's import of path-to-regexp gets the wrapper
 * with a fast path for plain route paths. Only react-router's import is
 * redirected, so the wrapper's own import reaches the original, and no other
 * package can receive a path-to-regexp of a version it did not ask for.
 * Both the browser and the server bundle use it.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

const wrapper = path.join(__dirname, 'pathToRegexp.ts');
const reactRouterDir = /[\\/]node_modules[\\/]react-router[\\/]/;

export default function routeMatching(): Plugin {
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
