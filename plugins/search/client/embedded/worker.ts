/**
 * The embedded client (./client.ts) in a dedicated worker: loading the index (one long task
 * on a phone) and ranking each query run beside the page, not in its main thread, so neither
 * the first keystroke in the modal nor the /search page's first results hold the page up.
 * The page's side is ./inWorker.ts; the messages are typed there.
 */
import {createEmbeddedClient} from './client';
import {loadEmbeddedIndex} from './load';
import type {WorkerRequest, WorkerResponse, WorkerSettings} from './inWorker';
import type {SearchClient} from '../types';

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<WorkerRequest>) => void) | null;
  postMessage: (message: WorkerResponse) => void;
};

const clients = new Map<string, SearchClient>();

function clientFor(settings: WorkerSettings): SearchClient {
  const key = JSON.stringify(settings);
  let client = clients.get(key);
  if (!client) {
    const {indexDir, language} = settings;
    client = createEmbeddedClient({
      ...settings,
      loadIndex: () => loadEmbeddedIndex(indexDir, language),
    });
    clients.set(key, client);
  }
  return client;
}

scope.onmessage = async ({data: {id, settings, args}}) => {
  try {
    scope.postMessage({id, result: await clientFor(settings).search(args)});
  } catch (error) {
    // Errors do not cross to the page as they are: their name says whether DocSearch shows its error screen.
    const {name, message} = error as Error;
    scope.postMessage({id, error: {name, message}});
  }
};
