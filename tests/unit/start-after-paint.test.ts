import {test} from 'node:test';
import assert from 'node:assert/strict';
import vm from 'node:vm';
import {pageFile, preloadScripts, startScript} from '../../plugins/performance/start-after-paint';

const page = (head: string, body = '<p>Text</p>') => `<!doctype html><html><head><title>T</title>${head}</head><body>${body}</body></html>`;

test('a built page preloads its deferred bundles in <head> at low priority instead of running them', () => {
  const html = page(
    '<script src=/assets/js/runtime~main.1.js defer></script><script src="/assets/js/main.2.js" defer="defer"></script><link rel=stylesheet href=/a.css>',
  );
  assert.equal(
    preloadScripts(html, 'docs/index.html'),
    page(
      '<link rel=preload as=script fetchpriority=low href=/assets/js/runtime~main.1.js data-start-after-paint>' +
        '<link rel=preload as=script fetchpriority=low href=/assets/js/main.2.js data-start-after-paint><link rel=stylesheet href=/a.css>',
    ),
  );
});

test('a script an editor put in the page body is left alone', () => {
  const body = '<script src=/widget.js defer></script>';
  const html = preloadScripts(page('<script src=/assets/js/main.2.js defer></script>', body), 'x/index.html');
  assert.ok(html.endsWith(`<body>${body}</body></html>`));
});

test('a page without deferred bundles in <head> fails the build, naming the file, the template and the switch', () => {
  assert.throws(
    () => preloadScripts(page('<script type=module src=/assets/js/main.2.js></script>'), 'de/blog/index.html'),
    /plugins\/performance\/start-after-paint: de\/blog\/index\.html .*ssgTemplate\.html\.js.*PERFORMANCE_LAYER_SKIP=start-after-paint/s,
  );
});

test("a route's page is the index.html of its folder under the locale's output folder, or the .html file it names", () => {
  assert.equal(pageFile('/b/de', '/de/', '/de/docs/x'), '/b/de/docs/x/index.html');
  assert.equal(pageFile('/b', '/', '/'), '/b/index.html');
  assert.equal(pageFile('/b', '/', '/404.html'), '/b/404.html');
});

/**
 * A page with two preloaded scripts in <head>, a third one the content put in <body>
 * with the same attributes, and enough DOM and timers for the start script.
 */
function fakePage({visibility = 'visible', paintTiming = true}: {visibility?: string; paintTiming?: boolean} = {}) {
  const appended: {src: string; async: boolean}[] = [];
  const timers: {fn: () => void; ms: number}[] = [];
  const frames: (() => void)[] = [];
  let observer: ((list: {getEntriesByName: (name: string) => unknown[]}) => void) | undefined;
  let observed: unknown;
  const headLinks = ['/assets/js/runtime~main.1.js', '/assets/js/main.2.js'].map((href) => ({href}));
  const bodyLinks = [{href: '/assets/js/from-the-content.js'}];
  const select = (links: {href: string}[]) => (selector: string) => (selector.includes('[data-start-after-paint]') ? links : []);
  const document = {
    visibilityState: visibility,
    querySelectorAll: select([...headLinks, ...bodyLinks]),
    createElement: () => ({src: '', async: true}),
    head: {querySelectorAll: select(headLinks), appendChild: (el: {src: string; async: boolean}) => appended.push({...el})},
    body: {querySelectorAll: select(bodyLinks)},
  };
  class PerformanceObserver {
    static supportedEntryTypes = paintTiming ? ['paint', 'resource'] : ['resource'];
    constructor(callback: typeof observer) {
      observer = callback;
    }
    observe(options: unknown) {
      observed = {...(options as object)};
    }
  }
  const window = {
    PerformanceObserver,
    setTimeout: (fn: () => void, ms: number) => timers.push({fn, ms}),
    requestAnimationFrame: (fn: () => void) => frames.push(fn),
  };
  vm.runInNewContext(startScript, {window, document});
  return {
    window,
    appended,
    timers,
    frames,
    get observed() {
      return observed;
    },
    paint: (name: string) => observer!({getEntriesByName: (n) => (n === name ? [{name}] : [])}),
  };
}

/** Runs the frames requested so far (each may request the next), then the timers of 0 ms. */
function passFrames(page: ReturnType<typeof fakePage>, count: number) {
  for (let i = 0; i < count; i++) page.frames.splice(0).forEach((frame) => frame());
  page.timers.filter((t) => t.ms === 0).forEach((t) => t.fn());
}

test('the scripts start, in order and once, when the content is painted and two frames have passed; a preload in <body> never starts', () => {
  const page = fakePage();
  assert.deepEqual(page.observed, {type: 'paint', buffered: true});
  page.paint('first-paint');
  passFrames(page, 2);
  assert.deepEqual(page.appended, [], 'a paint without content does not count');
  page.paint('first-contentful-paint');
  assert.deepEqual(page.appended, [
    {src: '/assets/js/runtime~main.1.js', async: false},
    {src: '/assets/js/main.2.js', async: false},
  ]);
  page.paint('first-contentful-paint');
  for (const timer of page.timers) timer.fn();
  assert.equal(page.appended.length, 2, 'started once');
});

test('a first contentful paint before the rest of the page was painted does not start them yet', () => {
  const page = fakePage();
  page.paint('first-contentful-paint');
  passFrames(page, 1);
  assert.deepEqual(page.appended, []);
  passFrames(page, 1);
  assert.equal(page.appended.length, 2);
});

test('without a reported paint the scripts start after at most three seconds', () => {
  const page = fakePage();
  passFrames(page, 2);
  assert.deepEqual(page.appended, []);
  page.timers.find((t) => t.ms === 3000)!.fn();
  assert.equal(page.appended.length, 2);
});

test('a page opened in the background starts its scripts at once', () => {
  const page = fakePage({visibility: 'hidden'});
  assert.equal(page.appended.length, 2);
  assert.equal(page.observed, undefined);
});

test('without paint timing the scripts start after two frames', () => {
  const page = fakePage({paintTiming: false});
  assert.equal(page.observed, undefined);
  passFrames(page, 1);
  assert.equal(page.appended.length, 0);
  passFrames(page, 1);
  assert.equal(page.appended.length, 2);
});
