/**
 * Serves several built sites at once, each with nginx and the production configuration on a port of its own, and
 * stops them again, also when the benchmark is interrupted or dies (a leftover nginx would hold the port).
 */
import type {ChildProcess} from 'node:child_process';
import {startNginx} from '../../tests/hosts/nginx';

export type Served = {baseUrls: string[]; stop(): void};

/** Serves `roots[i]` at http://127.0.0.1:(firstPort + i). */
export async function serveAll(roots: string[], firstPort: number): Promise<Served> {
  const servers: ChildProcess[] = [];
  const stop = () => {
    for (const server of servers.splice(0)) server.kill('SIGQUIT');
  };
  const interrupted = () => {
    stop();
    process.exit(130);
  };
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);
  process.once('exit', stop);
  try {
    for (const [index, root] of roots.entries()) servers.push(await startNginx({root, port: firstPort + index}));
  } catch (error) {
    stop();
    throw error;
  }
  return {
    baseUrls: roots.map((_, index) => `http://127.0.0.1:${firstPort + index}`),
    stop() {
      process.off('SIGINT', interrupted);
      process.off('SIGTERM', interrupted);
      process.off('exit', stop);
      stop();
    },
  };
}
