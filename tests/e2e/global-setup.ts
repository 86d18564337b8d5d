import fs from 'node:fs';
import path from 'node:path';
import {startNginx} from '../../scripts/nginx';
import {sitePort, crashSitePort} from '../../playwright.config';

/** Serves build/ (and build-test/, the test-only crash site, when built) with the production nginx config. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const siteDir = path.resolve(__dirname, '../..');
  const servers = [await startNginx({port: sitePort})];
  const crashBuild = path.join(siteDir, 'build-test');
  if (fs.existsSync(path.join(crashBuild, 'index.html'))) {
    servers.push(await startNginx({root: crashBuild, port: crashSitePort}));
  }
  return async () => {
    for (const server of servers) server.kill('SIGQUIT');
  };
}
