/**
 * Ctrl+K (⌘K) or "/" pressed while the page's scripts run but before React has
 * hydrated it would be lost: the search button's keyboard hook listens only once
 * hydrated, and on a slow phone hydration takes a second. This client module
 * listens from the scripts' start and, once the page is hydrated, presses the key
 * again for the hook, which opens the modal.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

const editable = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'SELECT', 'TEXTAREA'].includes(target.tagName));

/** The keys DocSearch opens its modal with. */
export const opensSearch = (event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'target'>) =>
  (event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey)) || (event.key === '/' && !editable(event.target));

const root = ExecutionEnvironment.canUseDOM ? document.documentElement : undefined;
if (root && root.dataset.hasHydrated !== 'true') {
  let pending: KeyboardEventInit | undefined;
  const early = (event: KeyboardEvent) => {
    if (!opensSearch(event)) return;
    // Ctrl+K would otherwise go to the browser's own search field.
    event.preventDefault();
    pending = {key: event.key, code: event.code, ctrlKey: event.ctrlKey, metaKey: event.metaKey, bubbles: true, cancelable: true};
  };
  window.addEventListener('keydown', early);
  new MutationObserver((_, observer) => {
    if (root.dataset.hasHydrated !== 'true') return;
    observer.disconnect();
    window.removeEventListener('keydown', early);
    // After the hydrating render's effects, among them the hook's listener.
    if (pending) setTimeout(() => window.dispatchEvent(new KeyboardEvent('keydown', pending)));
  }).observe(root, {attributes: true, attributeFilter: ['data-has-hydrated']});
}
