import type {SearchArgs, SearchClient, SearchResult} from './types';

type Results = {results: SearchResult[]};

/** autocomplete-core's default `stallThreshold`, which DocSearch v3 keeps. */
export const STALL_THRESHOLD_MS = 300;

/**
 * Makes DocSearch v3's "Unable to fetch results" screen stay visible.
 *
 * DocSearch shows that screen by calling `setStatus('error')` in the `.catch()`
 * it chains onto `searchClient.search()` when the error is named `RetryError`,
 * and then rethrows. The autocomplete-core bundled with @docsearch/react 3.9.0
 * (1.17.9) ends every query with `.finally(() => setStatus('idle'))`, so the
 * error status is replaced at once and the modal falls back to "No results".
 *
 * The client returned here answers `search()` with a promise whose `catch()`,
 * for a RetryError, runs DocSearch's handler (which sets the error status) and
 * then leaves the query pending instead of rejecting it: autocomplete's
 * `finally` never runs for that query, so the error screen stays until the
 * reader types again, which starts a new query as usual. The handler runs no
 * earlier than `stallMs` after the query started, and always after a timer,
 * because autocomplete marks a query still running after its stall threshold
 * as "stalled" (a spinner) and only clears that timer in the same `finally`.
 *
 * Anything other than `.catch()` (await, `.then()`) sees an ordinary promise,
 * so the /search page and other callers handle the error themselves.
 */
export function keepErrorScreen<C extends SearchClient>(client: C, stallMs = STALL_THRESHOLD_MS): C {
  const search = (args: SearchArgs): Promise<Results> => {
    const started = Date.now();
    const promise = client.search(args);
    const keeping = promise.then((value) => value) as Promise<Results>;
    // Callers that use `.catch()` get the promise below instead, so this one needs a handler of its own.
    Promise.prototype.catch.call(keeping, () => {});
    keeping.catch = <T = never>(onRejected?: ((reason: unknown) => T | PromiseLike<T>) | null) =>
      promise.catch(async (error: unknown) => {
        if (!onRejected) throw error;
        if ((error as Error | undefined)?.name !== 'RetryError') return onRejected(error);
        // Always through a timer, even when the threshold has passed: on a busy machine the
        // stall timer may still be waiting to run, and a "stalled" status after "error"
        // would hide the error screen. Due earlier, it runs before this one.
        const wait = Math.max(0, stallMs + 20 - (Date.now() - started));
        await new Promise((resolve) => setTimeout(resolve, wait));
        try {
          await onRejected(error);
        } catch {
          // DocSearch rethrows after setting the error status; rejecting here would reset it.
        }
        return new Promise<T>(() => {});
      }) as Promise<Results | T>;
    return keeping;
  };
  return new Proxy(client, {
    get: (target, property, receiver) => (property === 'search' ? search : Reflect.get(target, property, receiver)),
  });
}
