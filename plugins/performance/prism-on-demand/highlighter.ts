/**
 * The code highlighter (prism-react-renderer with the site's extra Prism
 * languages, about 100 KiB of script), loaded only by pages that show code.
 *
 * Server rendering uses it directly, so the HTML holds highlighted code. In
 * the browser it is a chunk of its own (code-highlighter.<hash>.js), fetched
 * when the first code block mounts. SITE_SERVER_RENDER comes from this
 * piece's plugin (index.ts), so each bundle keeps only its own branch.
 */
import {useContext, useEffect, useState, type ComponentType} from 'react';
import type {Props} from '@theme/CodeBlock/Content';
import {CodeHighlighting} from '@site/src/components/CodeHighlighting';

export type Highlighter = ComponentType<Props>;

let loaded: Highlighter | null = process.env.SITE_SERVER_RENDER ? (require('./Highlighted') as {default: Highlighter}).default : null;
let loading: Promise<Highlighter> | undefined;
/** Mounted code blocks still without the highlighter, told when it arrives. */
const waiting = new Set<(highlighter: Highlighter) => void>();

/**
 * Starts loading the highlighter unless it is on its way. A failed load (a
 * network error) is forgotten, so the next code block to mount, on this page
 * or the next, tries again; every block waiting then gets it.
 */
function load(): Promise<Highlighter> {
  loading ??= import(/* webpackChunkName: "code-highlighter" */ './Highlighted').then(
    (module) => {
      const highlighter = (loaded = module.default);
      waiting.forEach((notify) => notify(highlighter));
      return highlighter;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The highlighter, or null while it is loading (it starts loading here) or where highlighting is off (CodeHighlighting). */
export function useHighlighter(): Highlighter | null {
  const highlighting = useContext(CodeHighlighting);
  const [highlighter, setHighlighter] = useState<Highlighter | null>(() => (highlighting ? loaded : null)); // a function: useState would call a component given directly
  useEffect(() => {
    if (highlighter || !highlighting) return undefined;
    const notify = (h: Highlighter) => setHighlighter(() => h);
    if (loaded) {
      notify(loaded);
      return undefined;
    }
    waiting.add(notify);
    // Until a later attempt succeeds, the block keeps the code it shows; nothing else to do here.
    load().catch(() => undefined);
    return () => void waiting.delete(notify);
  }, [highlighter, highlighting]);
  return highlighter;
}
