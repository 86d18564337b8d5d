/**
 * The code highlighter (prism-react-renderer with the site's extra Prism
 * languages, about 100 KiB of script), loaded only by pages that show code.
 *
 * Server rendering uses it directly, so the HTML holds highlighted code. In
 * the browser it is a chunk of its own, fetched when the first code block
 * mounts. SITE_SERVER_RENDER comes from plugins/prism-on-demand, so each
 * bundle keeps only its own branch.
 */
import {useEffect, useState, type ComponentType} from 'react';
import type {Props} from '@theme/CodeBlock/Content';

export type Highlighter = ComponentType<Props>;

let loaded: Highlighter | null = process.env.SITE_SERVER_RENDER
  ? (require('./Content/Highlighted') as {default: Highlighter}).default
  : null;
let loading: Promise<Highlighter> | undefined;

function load(): Promise<Highlighter> {
  loading ??= import('./Content/Highlighted').then((module) => (loaded = module.default));
  return loading;
}

/** The highlighter, or null while it is loading (it starts loading here). */
export function useHighlighter(): Highlighter | null {
  const [highlighter, setHighlighter] = useState<Highlighter | null>(() => loaded); // a function: useState would call a component given directly
  useEffect(() => {
    if (!highlighter) void load().then((h) => setHighlighter(() => h));
  }, [highlighter]);
  return highlighter;
}
