import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import * as runtime from 'react/jsx-runtime';
import {VFile} from 'vfile';
import mermaidDiagrams from '../../plugins/diagrams';
import {COLUMN_WIDTH, MIN_SCALE, fitsColumn, markedWide, topToBottom} from '../../plugins/diagrams/layout';

/** The page's HTML, compiled the way Docusaurus compiles Markdown (MDX, then React on the server). */
async function html(markdown: string, filePath = 'docs/pb/welcome.md', locale = 'en', frontMatter: Record<string, unknown> = {}) {
  // Docusaurus hands the remark plugins the page's front matter with the file.
  const file = new VFile({path: path.resolve(filePath), value: markdown, data: {frontMatter}});
  // ESM only: loaded when a test runs.
  const {evaluate} = await import('@mdx-js/mdx');
  const {default: Content} = await evaluate(file, {...runtime, remarkPlugins: [[mermaidDiagrams, {locale}]]});
  const {renderToStaticMarkup} = (await import('react-dom/server' as string)) as {renderToStaticMarkup: (node: unknown) => string};
  return renderToStaticMarkup(runtime.jsx(Content, {}));
}

test('a flowchart becomes an inline SVG with role="img", a title and a description', async () => {
  const page = await html(
    '## Billing run\n\n```mermaid\nflowchart LR\n  accTitle: From contract to invoice\n  accDescr: A contract leads to a billing proposal, which leads to an invoice.\n  A[Contract] --> B[Billing proposal]\n  B --> C[Invoice]\n```\n',
  );
  assert.doesNotMatch(page, /<pre|language-mermaid/);
  const svg = /<svg[^>]*>/.exec(page)?.[0] ?? '';
  assert.match(svg, /role="img"/);
  const titleId = /aria-labelledby="([^"]+)"/.exec(svg)?.[1];
  const descId = /aria-describedby="([^"]+)"/.exec(svg)?.[1];
  assert.match(page, new RegExp(`<title id="${titleId}">From contract to invoice</title>`));
  assert.match(page, new RegExp(`<desc id="${descId}">A contract leads to a billing proposal, which leads to an invoice.</desc>`));
  assert.match(page, />Billing<\/tspan>|Billing proposal/);
  // Colours follow the colour mode through the site's CSS variables.
  assert.match(page, /var\(--site-diagram-node-bg\)/);
  // The figure's box scrolls a diagram wider than the column; it is a tab stop named by the title.
  assert.match(
    page,
    /<figure class="site-diagram" style="--site-diagram-width:\d+px"><div class="site-diagram__scroll" tabindex="0" role="group" aria-labelledby="([^"]+)">/,
  );
  assert.equal(/aria-labelledby="([^"]+)">/.exec(page)?.[1], titleId);
});

test('a sequence diagram without accTitle is named after the heading above it, in the page language', async () => {
  const page = await html(
    '## Ablauf\n\n```mermaid\nsequenceDiagram\n  participant S as Vertrieb\n  participant P as Projektleitung\n  S->>P: Auftrag\n```\n',
    'i18n/de/docusaurus-plugin-content-docs/current/pb/welcome.md',
    'de',
  );
  assert.match(page, /<svg[^>]*role="img"/);
  assert.match(page, /<title id="[^"]+">Ablauf \(Diagramm\)<\/title>/);
  const description = /<desc id="[^"]+">([^<]*)<\/desc>/.exec(page)?.[1] ?? '';
  assert.match(description, /^Sequenzdiagramm: /);
  for (const label of ['Vertrieb', 'Projektleitung', 'Auftrag']) assert.ok(description.includes(label), `${label} in "${description}"`);
  // Mermaid's own ids (actor0, root-0, the participants' names) carry the diagram's id, unique on the page.
  const svgId = /<svg id="([^"]+)"/.exec(page)?.[1] ?? '';
  const ids = [...page.matchAll(/ id="([^"]+)"/g)].map(([, id]) => id);
  assert.ok(ids.length > 5 && ids.every((id) => id.startsWith(svgId)), ids.join(' '));
});

test('a diagram above every heading is named after the page’s title, in the page language', async () => {
  const source = 'Some contract lines end on a fixed date.\n\n```mermaid\nflowchart LR\n  A --> B\n```\n\n## Create quotes\n';
  const en = await html(source, 'docs/srb/working-with-contracts/contract-renewal.md', 'en', {title: 'Contract renewal'});
  assert.match(en, /<title id="[^"]+">Contract renewal \(diagram\)<\/title>/);
  const de = await html(source, 'i18n/de/docusaurus-plugin-content-docs/current/srb/contract-renewal.md', 'de', {
    title: 'Vertragsverlängerung',
  });
  assert.match(de, /<title id="[^"]+">Vertragsverlängerung \(Diagramm\)<\/title>/);
  // Without front matter, the page's first-level heading is its title.
  assert.match(await html(`# Price update\n\n${source}`), /<title id="[^"]+">Price update \(diagram\)<\/title>/);
});

test('a diagram with no title, no heading above it and no page title fails the build, naming the file and line', async () => {
  await assert.rejects(html('Text.\n\n```mermaid\nflowchart LR\n  A --> B\n```\n', 'docs/srb/untitled.md'), (error: Error) => {
    assert.match(error.message, /docs\/srb\/untitled\.md:3: the diagram has no title for screen readers\. Give it one with `accTitle: …`/);
    return true;
  });
});

test('the title of the diagram’s front matter names it', async () => {
  const page = await html('```mermaid\n---\ntitle: Price update\n---\nflowchart TD\n  A --> B\n```\n');
  assert.match(page, /<title id="[^"]+">Price update<\/title>/);
});

test('an edge label covers its line: an opaque background in the colour variables, no sentinel left', async () => {
  const page = await html('## Renewal\n\n```mermaid\nflowchart LR\n  A[Renewal lines] -- Create Quotes --> B[Sales quote]\n```\n');
  const svg = page.slice(page.indexOf('<svg'), page.lastIndexOf('</svg>'));
  assert.match(svg, />Create<\/tspan>/);
  const css = /<style>([\s\S]*?)<\/style>/.exec(svg)?.[1] ?? '';
  const id = /<svg id="([^"]+)"/.exec(page)?.[1];
  assert.ok(css.endsWith(`#${id} .edgeLabel rect{opacity:1}`), 'the last rule makes edge label backgrounds opaque');
  assert.match(css, /\.edgeLabel rect\{[^}]*fill:var\(--site-diagram-label-bg\)/);
  assert.doesNotMatch(svg, /#(?:fffff[0-4]|00000[1-5])/i, 'every sentinel colour became a variable');
});

test('a diagram carries only the style rules that apply to it', async () => {
  const page = await html('## Billing\n\n```mermaid\nflowchart TD\n  A[Contract] --> B[Invoice]\n```\n');
  const css = /<style>([\s\S]*?)<\/style>/.exec(page)?.[1] ?? '';
  const id = /<svg id="([^"]+)"/.exec(page)?.[1];
  for (const used of [`#${id}{`, `#${id} .node rect`, `#${id} .flowchart-link{`, `#${id} .marker{`]) assert.ok(css.includes(used), used);
  for (const unused of ['.error-icon', '@keyframes', 'animation', '[data-look=neo]', '.cluster', 'mermaidTooltip', ':root'])
    assert.ok(!css.includes(unused), unused);
  // A list of selectors keeps the ones that match.
  assert.match(css, new RegExp(`#${id} \\.node rect\\{`));
});

const chain =
  'flowchart LR\n  A[Sales order linked to a project] --> B[Project tasks and planning lines]\n  B --> C[Time recordings]\n' +
  '  C --> D[Check and release on the Project Billing page]\n  D --> E[Post time recordings]\n  E --> F[Create and post the invoice]\n';

/** The drawn size of the page's diagram, from its viewBox. */
function size(page: string) {
  const [, , width, height] = /viewBox="([^"]+)"/.exec(page)![1].split(' ').map(Number);
  return {width, height};
}

test('a left-to-right chain wider than the column is drawn top to bottom and fits it', async () => {
  const page = await html(`## From time recording to invoice\n\n\`\`\`mermaid\n${chain}\`\`\`\n`);
  const {width, height} = size(page);
  assert.ok(width <= COLUMN_WIDTH && height > width, `drawn ${width} × ${height}`);
  assert.match(page, new RegExp(`--site-diagram-width:${Math.ceil(width)}px`));
  assert.doesNotMatch(page, /data-wide/);
});

test('a diagram marked ```mermaid wide keeps its direction and says it is wide on purpose', async () => {
  const page = await html(`## From time recording to invoice\n\n\`\`\`mermaid wide\n${chain}\`\`\`\n`);
  const {width, height} = size(page);
  assert.ok(width > COLUMN_WIDTH && width > height, `drawn ${width} × ${height}`);
  assert.match(page, /<figure class="site-diagram" data-wide="" style=/);
});

test('only a flowchart’s own direction is turned, after front matter, directives and comments', () => {
  assert.equal(topToBottom('flowchart LR\n  A --> B'), 'flowchart TB\n  A --> B');
  assert.equal(
    topToBottom('---\ntitle: Flow\n---\n%%{init: {}}%%\n%% steps\ngraph RL;\n  subgraph S\n  direction LR\n  end'),
    '---\ntitle: Flow\n---\n%%{init: {}}%%\n%% steps\ngraph TB;\n  subgraph S\n  direction LR\n  end',
  );
  assert.equal(topToBottom('flowchart TD\n  A --> B'), undefined);
  assert.equal(topToBottom('sequenceDiagram\n  A->>B: hi'), undefined);
  assert.ok(fitsColumn(COLUMN_WIDTH / MIN_SCALE) && !fitsColumn(COLUMN_WIDTH / MIN_SCALE + 1));
  assert.ok(markedWide('wide') && markedWide('title="x" wide') && !markedWide('widescreen') && !markedWide(undefined));
});

test('a hostile label stays text: no script, no event handler, no HTML in foreignObject', async () => {
  const page = await html(
    '## Labels\n\n```mermaid\nflowchart LR\n  A["<script>alert(1)</script>"] --> B["<img src=x onerror=alert(2)>"]\n  B --> C["</text></svg><iframe src=//evil.example>"]\n```\n',
  );
  const svg = page.slice(page.indexOf('<svg'), page.lastIndexOf('</svg>'));
  assert.ok(svg.length > 0, 'an SVG was drawn');
  assert.doesNotMatch(svg, /<script|<img|<iframe|foreignObject/i);
  assert.doesNotMatch(svg, /\son\w+=/i);
  assert.doesNotMatch(svg, /href="(?!#)/);
});

test('a syntax error fails the build, naming the file, the line and Mermaid’s message', async () => {
  const fixture = 'tests/unit/fixtures/diagrams/syntax-error.md';
  await assert.rejects(html(readFileSync(fixture, 'utf8'), fixture), (error: Error) => {
    assert.match(error.message, /tests\/unit\/fixtures\/diagrams\/syntax-error\.md:5: Mermaid cannot draw/);
    assert.match(error.message, /Parse error on line \d+/);
    return true;
  });
});

test('the build draws in Debian Chromium (its headless shell where installed) or CHROMIUM_PATH, else in an installed Edge (Windows) or Chrome', async () => {
  const {browserLaunchOptions} = await import('../../plugins/diagrams/chromium');
  const {browserMissing} = await import('../../plugins/diagrams/renderMermaid');
  const exists = (file: string) => file === '/opt/chromium';
  assert.equal(browserLaunchOptions('linux', {CHROMIUM_PATH: '/opt/chromium'}, exists).executablePath, '/opt/chromium');
  assert.equal(
    browserLaunchOptions('linux', {}, (file) => file.startsWith('/usr/bin/')).executablePath,
    '/usr/bin/chromium-headless-shell',
  );
  assert.equal(browserLaunchOptions('linux', {}, (file) => file === '/usr/bin/chromium').executablePath, '/usr/bin/chromium');
  assert.equal(browserLaunchOptions('win32', {}, () => false).channel, 'msedge');
  assert.equal(browserLaunchOptions('darwin', {}, () => false).channel, 'chrome');
  assert.match(
    browserMissing(new Error('Executable doesn’t exist\nmore')).message,
    /\(Executable doesn’t exist\).*install Chrome or Edge, or set CHROMIUM_PATH/,
  );
});

test("Mermaid's own ids are numbered per diagram: a sequence diagram drawn after others in the same page gives the same SVG", async () => {
  const {fromHtml} = await import('hast-util-from-html');
  const {diagramElement} = await import('../../plugins/diagrams/diagramSvg');
  // Mermaid counts actors on across the diagrams of a page: the same diagram drawn third says actor7, not actor0.
  const drawn = (n: number) =>
    `<svg id="site-diagram-id" viewBox="0 0 100 50"><g id="root-${n}"><line id="actor${n}"></line></g><use href="#actor${n}"></use><path marker-end="url(#actor${n})"></path></svg>`;
  const page = (n: number) =>
    JSON.stringify(diagramElement(fromHtml(drawn(n), {fragment: true}), 'diagram-x-0', {title: 'T', description: 'D'}));
  assert.equal(page(7), page(0));
  for (const part of ['"id":"diagram-x-0-m0"', '"id":"diagram-x-0-m1"', '"href":"#diagram-x-0-m1"', 'url(#diagram-x-0-m1)'])
    assert.ok(page(7).includes(part), part);
});
