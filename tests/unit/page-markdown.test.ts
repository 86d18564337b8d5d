import {test} from 'node:test';
import assert from 'node:assert/strict';
import {htmlToMarkdown, mermaidBlocks, pageContent, withAccTitle} from '../../plugins/page-markdown/toMarkdown';
import {llmsStrings, renderLlmsFullTxt, renderLlmsTxt, type IndexedPage} from '../../plugins/page-markdown/llmsTxt';
import {markdownUrl} from '../../src/utils/markdownUrl';
import {feedbackConnectSource, feedbackEndpoint, issuesUrl} from '../../config/feedback';
import {feedbackLink, feedbackPayload, type FeedbackMessage} from '../../src/components/PageFeedback/target';

const site = 'https://docs.example.org';

/** A doc page as the build writes it (minified markup, theme classes), with every kind of block the conversion handles. */
const docPage = `<!doctype html><html class="docs-wrapper docs-doc-page plugin-id-default"><head>
<meta name=description content="How billing works."></head><body>
<nav><a href=/docs>Docs</a></nav>
<div role=note data-sample-notice=doc><div class="theme-admonition theme-admonition-warning"><div class=admonitionHeading_x><span class=admonitionIcon_x><svg></svg></span>Example content</div><div class=admonitionContent_x><p>This page is an example.</div></div></div>
<div class="theme-doc-markdown markdown"><header><h1>Billing</h1></header>
<p>Intro<!-- --> with a <a href=/docs/srb/setup#general>link</a> and <a href=#rules>an anchor</a>.
<h2 class=anchor id=rules>Rules<a href=#rules class=hash-link aria-label="Direct link to Rules">${'\u200b'}</a></h2>
<table><thead><tr><th>Field<th>Meaning<tbody><tr><td><strong>Rhythm</strong><td>How often</table>
<div class="theme-admonition theme-admonition-tip alert"><div class=admonitionHeading_y><span class=admonitionIcon_y><svg viewBox="0 0 1 1"><path d=""></path></svg></span>tip</div><div class=admonitionContent_y><p>Post credit memos first.</div></div>
<figure class=site-diagram id=x><svg id=diagram-abc-0><title>Flow</title><text>Contract</text></svg></figure>
<div class="language-yaml codeBlockContainer_x theme-code-block"><div><pre class="prism-code language-yaml"><code><span class=token-line>a: 1<br></span><span class=token-line>b: 2<br></span></code></pre><button>Copy</button></div></div>
<div class=tabs-container><ul role=tablist><li role=tab>JSON<li role=tab>YAML</ul><div><div role=tabpanel><p>json text</div><div role=tabpanel hidden><p>yaml text</div></div></div>
</div></body></html>`;

test('a doc page becomes Markdown: title, notice, links, tables, admonitions, diagram source, code and tabs', async () => {
  const content = pageContent(docPage, '/docs/srb/billing', site, ['flowchart LR\n  A --> B']);
  assert.ok(content);
  assert.equal(content.kind, 'doc');
  assert.equal(content.title, 'Billing');
  assert.equal(content.description, 'How billing works.');
  assert.equal(content.sample, true);
  const md = await htmlToMarkdown(content.html);
  assert.match(md, /^# Billing\n\n> \*\*Example content\*\*\n>\n> This page is an example\.\n/);
  assert.match(md, /\[link\]\(https:\/\/docs\.example\.org\/docs\/srb\/setup#general\)/);
  assert.match(md, /\[an anchor\]\(https:\/\/docs\.example\.org\/docs\/srb\/billing#rules\)/);
  assert.match(md, /^## Rules$/m);
  // Compact: cells are not padded to the widest one, so a wide table stays short.
  assert.match(md, /^\| Field \| Meaning \|\n\| - \| - \|\n\| \*\*Rhythm\*\* \| How often \|$/m);
  assert.match(md, /> \*\*Tip\*\*\n>\n> Post credit memos first\./);
  // The diagram has no accTitle of its own: the .md keeps the title the page gives it.
  assert.match(md, /```mermaid\nflowchart LR\n {2}accTitle: Flow\n {2}A --> B\n```/);
  assert.match(md, /```yaml\na: 1\nb: 2\n```/);
  assert.match(md, /\*\*JSON\*\*\n\njson text\n\n\*\*YAML\*\*\n\nyaml text/);
  assert.doesNotMatch(md, /Direct link|Copy\n|<svg|<!--|Docs\]/);
});

test('a page with more diagrams than Mermaid blocks in its source fails, naming the page', () => {
  assert.throws(
    () => pageContent(docPage, '/docs/srb/billing', site, []),
    /\/docs\/srb\/billing: the page shows 1 diagram\(s\), its source has 0/,
  );
});

test('pages other than docs and posts are not converted', () => {
  assert.equal(pageContent('<html class="blog-list-page"><body><h1>Blog</h1></body></html>', '/blog', site), null);
});

test('Mermaid blocks are found as the build finds them, not inside other code blocks', async () => {
  const source = '---\ntitle: x\n---\n\n```mermaid\ngraph TD\n  A-->B\n```\n\n````md\n```mermaid\nnot a diagram\n```\n````\n';
  assert.deepEqual(await mermaidBlocks(source), ['graph TD\n  A-->B']);
});

test('the Markdown version sits at the page path plus .md', () => {
  assert.equal(markdownUrl('/docs/srb/welcome'), '/docs/srb/welcome.md');
  assert.equal(markdownUrl('/de/docs/'), '/de/docs.md');
  assert.equal(markdownUrl('/de/blog/release-2025-04-15'), '/de/blog/release-2025-04-15.md');
});

const page = (over: Partial<IndexedPage>): IndexedPage => ({
  kind: 'doc',
  title: 'Setup',
  description: 'Set it up.',
  markdownUrl: `${site}/docs/srb/setup.md`,
  url: `${site}/docs/srb/setup`,
  sample: false,
  section: 'Subscription & Recurring Billing',
  sectionSummary: 'Manage contracts.',
  markdown: '# Setup\n\nText.\n',
  ...over,
});

/** The English site's facts for llms.txt. */
const facts = {
  title: 'Extension Docs',
  tagline: 'Docs',
  indexUrl: `${site}/llms.txt`,
  fullUrl: `${site}/llms-full.txt`,
  other: {label: 'Deutsch', url: `${site}/de/llms.txt`},
  strings: llmsStrings.en,
};

test('llms.txt lists every page that is not an example, by app, then the release notes', () => {
  const pages = [
    page({}),
    page({title: 'Example [page]', sample: true, markdownUrl: `${site}/docs/srb/x.md`}),
    page({kind: 'post', title: 'Release 1', markdownUrl: `${site}/blog/r1.md`, url: `${site}/blog/r1`, markdown: '# Release 1\n'}),
  ];
  const txt = renderLlmsTxt(facts, pages);
  assert.match(txt, /^# Extension Docs\n\n> Docs\n/);
  assert.match(
    txt,
    /## Subscription & Recurring Billing\n\nManage contracts\.\n\n- \[Setup\]\(https:\/\/docs\.example\.org\/docs\/srb\/setup\.md\): Set it up\.\n/,
  );
  assert.match(txt, /## Release notes\n\n- \[Release 1\]\(https:\/\/docs\.example\.org\/blog\/r1\.md\)/);
  assert.doesNotMatch(txt, /Example \[page\]|x\.md/);
  const full = renderLlmsFullTxt(facts, pages);
  assert.match(full, /---\n\nSource: https:\/\/docs\.example\.org\/docs\/srb\/setup\n\n# Setup\n\nText\.\n/);
  assert.doesNotMatch(full, /x\.md/);
});

test('FEEDBACK_URL: https only (http to localhost), one host, and the policy allows exactly that endpoint', () => {
  assert.equal(feedbackEndpoint(''), null);
  assert.equal(feedbackEndpoint(' https://feedback.example.org/docs '), 'https://feedback.example.org/docs');
  assert.equal(feedbackEndpoint('http://127.0.0.1:3850/feedback'), 'http://127.0.0.1:3850/feedback');
  assert.throws(() => feedbackEndpoint('http://feedback.example.org'), /FEEDBACK_URL .* must use https/);
  assert.throws(() => feedbackEndpoint('feedback'), /FEEDBACK_URL .* must be an address/);
  assert.throws(() => feedbackEndpoint('https://user:pw@feedback.example.org'), /user name or password/);
  assert.throws(() => feedbackEndpoint('https://*.example.org/docs'), /must name one host, not a wildcard/);
  assert.equal(feedbackConnectSource('https://feedback.example.org/docs?x=1'), 'https://feedback.example.org/docs');
  assert.equal(feedbackConnectSource(feedbackEndpoint('https://f.example.org/a;b,c')), 'https://f.example.org/a%3Bb%2Cc');
  assert.equal(feedbackConnectSource(null), null);
});

test('without an endpoint, an answer becomes a pre-filled GitHub issue or e-mail naming page, language and answer', () => {
  const message: FeedbackMessage = {page: `${site}/de/docs/srb`, title: 'SRB', language: 'de', answer: 'no', comment: ' Steps missing '};
  const email = 'docs@acme.test';
  const issue = feedbackLink({endpoint: null, issuesUrl: 'https://github.com/acme/docs/issues/new', email}, message)!;
  const params = new URL(issue).searchParams;
  assert.equal(params.get('title'), 'Feedback (not helpful): SRB');
  assert.equal(params.get('body'), `Page: ${site}/de/docs/srb\nLanguage: de\nHelpful: no\n\nSteps missing`);
  const mail = feedbackLink({endpoint: null, issuesUrl: null, email}, message)!;
  assert.match(mail, /^mailto:docs@acme\.test\?subject=Feedback%20\(not%20helpful\)%3A%20SRB&body=Page%3A%20/);
  assert.equal(feedbackLink({endpoint: 'https://f.example.org', issuesUrl: null, email}, message), null);
  assert.deepEqual(JSON.parse(feedbackPayload(message)), {
    page: `${site}/de/docs/srb`,
    title: 'SRB',
    language: 'de',
    answer: 'no',
    comment: 'Steps missing',
  });
  assert.equal(issuesUrl({url: 'https://github.com/acme/docs', branch: 'main'}), 'https://github.com/acme/docs/issues/new');
  assert.equal(issuesUrl({url: 'https://gitlab.com/acme/docs', branch: 'main'}), null);
});

test('admonitions keep their kind, with their own title after it, in the page language', async () => {
  const box = (type: string, title: string) =>
    `<div class="theme-admonition theme-admonition-${type} alert"><div class=admonitionHeading_y><span class=admonitionIcon_y><svg></svg></span>${title}</div><div class=admonitionContent_y><p>Text.</div></div>`;
  const page = (lang: string) =>
    `<!doctype html><html lang=${lang} class="docs-doc-page plugin-id-default"><body><div class="theme-doc-markdown markdown"><header><h1>T</h1></header>` +
    `${box('warning', 'Placeholder')}${box('danger', 'danger')}${box('caution', 'Vorsicht')}</div></body></html>`;
  const en = await htmlToMarkdown(pageContent(page('en'), '/docs/x', site)!.html);
  assert.match(en, /> \*\*Warning: Placeholder\*\*\n>\n> Text\./);
  assert.match(en, /> \*\*Danger\*\*\n/);
  const de = await htmlToMarkdown(pageContent(page('de'), '/de/docs/x', site)!.html);
  assert.match(de, /> \*\*Warnung: Placeholder\*\*\n/);
  assert.match(de, /> \*\*Vorsicht\*\*\n/);
});

test("a changelog's list keeps the separators the page shows by layout: date – link (badge): summary", async () => {
  const html =
    '<!doctype html><html lang=en class="docs-doc-page plugin-id-default"><body><div class="theme-doc-markdown markdown"><header><h1>Changelog</h1></header>' +
    '<ul><li class=item_x><time datetime=2025-07-14 class=date_x>July 14, 2025</time><span><a href=/blog/hotfix-2025-07-14>Hotfix 14 July 2025</a> ' +
    '<span class=badge_x data-sample-badge="">Example</span></span><span class=description_x data-changelog-summary>Hotfix of 14 July.</span></ul></div></body></html>';
  const md = await htmlToMarkdown(pageContent(html, '/docs/srb/changelog', site)!.html);
  assert.match(
    md,
    /^- July 14, 2025 – \[Hotfix 14 July 2025\]\(https:\/\/docs\.example\.org\/blog\/hotfix-2025-07-14\) \(Example\): Hotfix of 14 July\.$/m,
  );
});

test("llms.txt: each app's entry page first, changelogs left out, pages for editors last under Optional", () => {
  const txt = renderLlmsTxt(facts, [
    page({title: 'MDX reference', section: 'Documentation', role: 'optional', markdownUrl: `${site}/docs/mdx.md`}),
    page({title: 'Bundles', markdownUrl: `${site}/docs/srb/bundles.md`}),
    page({title: 'Changelog', role: 'changelog', markdownUrl: `${site}/docs/srb/changelog.md`}),
    page({title: 'Welcome', role: 'entry', markdownUrl: `${site}/docs/srb.md`}),
    page({kind: 'post', title: 'Release 1', markdownUrl: `${site}/blog/r1.md`, url: `${site}/blog/r1`}),
  ]);
  const headings = [...txt.matchAll(/^## (.+)$/gm)].map((m) => m[1]);
  assert.deepEqual(headings, ['Subscription & Recurring Billing', 'Release notes', 'Optional']);
  assert.match(
    txt,
    /## Subscription & Recurring Billing\n\nManage contracts\.\n\n- \[Welcome\]\([^)]+\/docs\/srb\.md\)[^\n]*\n- \[Bundles\]/,
  );
  assert.doesNotMatch(txt, /Changelog/);
  assert.match(txt, /## Optional\n\n- \[MDX reference\]\(https:\/\/docs\.example\.org\/docs\/mdx\.md\)/);
});

test("a diagram's Mermaid source gets the page's title for it, unless it names one itself", () => {
  assert.equal(
    withAccTitle('flowchart TD\n    A --> B', 'Billing (diagram)'),
    'flowchart TD\n    accTitle: Billing (diagram)\n    A --> B',
  );
  assert.equal(
    withAccTitle('%%{init: {}}%%\nsequenceDiagram\n  A->>B: Hi', 'Flow'),
    '%%{init: {}}%%\nsequenceDiagram\n  accTitle: Flow\n  A->>B: Hi',
  );
  assert.equal(withAccTitle('flowchart LR\n  accTitle: Own\n  A --> B', 'Flow'), 'flowchart LR\n  accTitle: Own\n  A --> B');
  assert.equal(withAccTitle('---\ntitle: Own\n---\nflowchart LR\n  A --> B', 'Flow'), '---\ntitle: Own\n---\nflowchart LR\n  A --> B');
  assert.equal(
    withAccTitle('---\nconfig: {}\n---\nflowchart LR\n  A --> B', 'Flow'),
    '---\nconfig: {}\n---\nflowchart LR\n  accTitle: Flow\n  A --> B',
  );
  assert.equal(withAccTitle('flowchart LR\n  A --> B', ''), 'flowchart LR\n  A --> B');
});

test('an API reference page is converted like a doc page when its docs instance is named', () => {
  const apiPage = docPage.replace('plugin-id-default', 'plugin-id-web-api');
  assert.equal(pageContent(apiPage, '/web-api/reference/x', site, ['flowchart LR\n  A --> B']), null);
  assert.equal(pageContent(apiPage, '/web-api/reference/x', site, ['flowchart LR\n  A --> B'], ['default', 'web-api'])?.kind, 'doc');
});

test('llms.txt links the OpenAPI description right after the API reference overview', () => {
  const api = (title: string, file: string, role?: 'entry') =>
    page({
      title,
      section: 'API reference',
      sectionSummary: undefined,
      markdownUrl: `${site}/web-api/${file}.md`,
      url: `${site}/web-api/${file}`,
      role,
    });
  const txt = renderLlmsTxt({...facts, openApiUrl: `${site}/openapi/web.json`}, [
    page({}),
    api('List jobs', 'reference/list-jobs'),
    api('Web API', 'index', 'entry'),
  ]);
  assert.match(
    txt,
    /## API reference\n\n- \[Web API\]\(https:\/\/docs\.example\.org\/web-api\/index\.md\)[^\n]*\n- \[OpenAPI description\]\(https:\/\/docs\.example\.org\/openapi\/web\.json\): [^\n]+\n- \[List jobs\]/,
  );
});

test('a page whose title is not in a header (an API operation) has it once', async () => {
  const html = `<html class="docs-wrapper docs-doc-page plugin-id-web-api"><body><div class="theme-doc-markdown markdown"><h1>List jobs</h1><p>GET /api/jobs</div></body></html>`;
  const content = pageContent(html, '/web-api/reference/list-jobs', site, [], ['web-api']);
  assert.ok(content);
  assert.equal(await htmlToMarkdown(content.html), '# List jobs\n\nGET /api/jobs\n');
});
