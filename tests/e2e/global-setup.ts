import fs from 'node:fs';
import path from 'node:path';
import {startNginx} from '../hosts/nginx';
import {siteBuildDir, sitePort, testSitePort} from '../../playwright.config';

/** Serves build/ or E2E_BUILD_DIR (and build-test/, the test-only site, when built) with the production nginx config. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const siteDir = path.resolve(__dirname, '../..');
  const servers = [await startNginx({root: siteBuildDir, port: sitePort})];
  const testBuild = path.join(siteDir, 'build-test');
  if (fs.existsSync(path.join(testBuild, 'index.html'))) {
    servers.push(await startNginx({root: testBuild, port: testSitePort}));
  }
  return async () => {
    for (const server of servers) server.kill('SIGQUIT');
  };
}
