import {createHash} from 'node:crypto';
import {mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {browserLaunchOptions} from './chromium';
import {PALETTE} from './palette';

/**
 * Renders Mermaid sources to SVG at build time with Mermaid itself, in the
 * browser chromium.ts finds (Debian's Chromium, CHROMIUM_PATH, Chrome or Edge).
 * Results are cached on disk by source, so the second locale's build and later
 * builds only start the browser for diagrams that changed.
 */

/** The SVG and its drawn size in CSS pixels (its viewBox). */
export type Rendered = {svg: string; width: number; height: number; title?: string; description?: string};
export type Outcome = {ok: true; value: Rendered} | {ok: false; message: string};

/** The Mermaid settings every diagram is drawn with: colours are sentinels that become CSS variables. */
const mermaidConfig = {
  theme: 'base',
  themeVariables: PALETTE.themeVariables,
  // Labels as SVG text, not HTML in <foreignObject>: no HTML from authors reaches the page.
  htmlLabels: false,
  flowchart: {htmlLabels: false},
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, Ubuntu, sans-serif',
  securityLevel: 'strict',
};

/** The id Mermaid gives the n-th diagram of a batch; the caller replaces it with its own. */
export const ID_PLACEHOLDER = 'site-diagram-id';

const cacheDir = path.join(process.cwd(), 'node_modules', '.cache', 'site-diagrams');
type Rendering = PromiseSettledResult<Rendered>;
type Render = (sources: string[], options: object) => Promise<Rendering[]>;
let renderer: Promise<Render> | undefined;

function cacheFile(source: string) {
  // The entries' shape (their drawn size) is part of the key.
  const hash = createHash('sha256').update(JSON.stringify([mermaidVersion(), 'sized', mermaidConfig, source]));
  return path.join(cacheDir, `${hash.digest('hex')}.json`);
}

function mermaidVersion(): string {
  try {
    return JSON.parse(readFileSync(require.resolve('mermaid/package.json'), 'utf8')).version;
  } catch {
    return 'unknown';
  }
}

/**
 * mermaid-isomorphic is an ES module that needs its own `import.meta`, which the
 * loaders of the tests (tsx) and of the config (jiti) would compile away: Node's
 * own import() where it is available, else Node's own require() (jiti's sandbox).
 */
const nativeImport = new Function('specifier', 'return import(specifier)') as (specifier: string) => Promise<unknown>;

async function createRenderer() {
  const {createMermaidRenderer} = (await nativeImport('mermaid-isomorphic').catch(() =>
    createRequire(__filename)('mermaid-isomorphic'),
  )) as typeof import('mermaid-isomorphic');
  return createMermaidRenderer({launchOptions: browserLaunchOptions()}) as unknown as Render;
}

/** Why a browser did not start, and what to do about it. */
export function browserMissing(error: unknown): Error {
  return new Error(
    'Mermaid diagrams are drawn in a browser while the site builds, and none could be started ' +
      `(${String((error as Error)?.message ?? error).split('\n')[0]}). On Debian or Ubuntu run ` +
      '`bash scripts/system-deps.sh`; elsewhere install Chrome or Edge, or set CHROMIUM_PATH to a Chromium-based browser.',
  );
}

type Job = {sources: string[]; done: (results: Rendering[]) => void; failed: (error: unknown) => void};

/**
 * Sources waiting for the browser. Each render loads Mermaid into a new browser page (about 1.4 s),
 * and the bundler compiles many Markdown files at once: the diagrams of every file that asks while a
 * render runs are drawn together in the next one, instead of one page per file (a minute of a cold build).
 */
let waiting: Job[] = [];
let drawing = false;

async function drawWaiting(): Promise<void> {
  if (drawing) return;
  drawing = true;
  while (waiting.length) {
    const jobs = waiting;
    waiting = [];
    try {
      const render = await (renderer ??= createRenderer());
      const results = await render(
        jobs.flatMap((job) => job.sources),
        {prefix: ID_PLACEHOLDER, mermaidConfig},
      );
      // Each render numbers its diagrams from 0; the results keep the id neutral.
      const neutral = results.map((result, n) => {
        if (result.status === 'rejected') return result;
        const svg = result.value.svg.replace(new RegExp(`${ID_PLACEHOLDER}-${n}(?!\\d)`, 'g'), ID_PLACEHOLDER);
        return {...result, value: {...result.value, svg}};
      });
      for (const job of jobs) job.done(neutral.splice(0, job.sources.length));
    } catch (error) {
      for (const job of jobs) job.failed(browserMissing(error));
    }
  }
  drawing = false;
}

function draw(sources: string[]): Promise<Rendering[]> {
  return new Promise((done, failed) => {
    waiting.push({sources, done, failed});
    void drawWaiting();
  });
}

/** Renders the sources (one Markdown file's diagrams); each SVG's id is ID_PLACEHOLDER. */
export async function renderMermaid(sources: string[]): Promise<Outcome[]> {
  const cached = sources.map(readCache);
  const missing = sources.filter((_, index) => !cached[index]);
  const drawn = missing.length ? await draw(missing) : [];
  return cached.map((outcome, index) => outcome ?? drawnOutcome(sources[index], drawn.shift()!));
}

/** A drawn diagram's outcome; the SVG and its size go into the cache. */
function drawnOutcome(source: string, result: Rendering): Outcome {
  if (result.status === 'rejected') return {ok: false, message: String((result.reason as Error)?.message ?? result.reason)};
  const {svg, width, height, title, description} = result.value;
  const value = {svg, width, height, title, description};
  mkdirSync(cacheDir, {recursive: true});
  writeFileSync(cacheFile(source), JSON.stringify(value));
  return {ok: true, value};
}

function readCache(source: string): Outcome | undefined {
  try {
    return {ok: true, value: JSON.parse(readFileSync(cacheFile(source), 'utf8')) as Rendered};
  } catch {
    return undefined;
  }
}
