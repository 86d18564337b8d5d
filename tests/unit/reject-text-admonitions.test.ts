import {test} from 'node:test';
import assert from 'node:assert/strict';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkDirective from 'remark-directive';
import {VFile} from 'vfile';
import type {Root} from 'mdast';
import {visit} from 'unist-util-visit';
import rejectTextAdmonitions from '../../plugins/content-checks/rejectTextAdmonitions';

/** Stands in for Docusaurus' admonitions plugin: it marks the directives it handles. */
function admonitions() {
  return (tree: Root) =>
    visit(tree, 'containerDirective', (node) => {
      if (['note', 'tip', 'info', 'warning', 'danger'].includes(node.name)) node.data = {hName: 'div'};
    });
}

function check(markdown: string) {
  const processor = unified().use(remarkParse).use(remarkDirective).use(admonitions).use(rejectTextAdmonitions);
  const file = new VFile({path: 'docs/pb/welcome.md', value: markdown});
  return processor.run(processor.parse(file), file);
}

test('the bracket form is an admonition and passes', async () => {
  await check('Intro.\n\n:::warning[Credit memos come first]\n\nText.\n\n:::\n');
});

test('the old title form fails, naming the file, the line and the fix', async () => {
  await assert.rejects(check('Intro.\n\n:::warning Credit memos come first\n\nText.\n\n:::\n'), (error: Error) => {
    assert.match(String(error), /docs\/pb\/welcome\.md:3:1/);
    assert.match(error.message, /":::warning Credit memos come first"/);
    assert.match(error.message, /":::warning\[Credit memos come first\]"/);
    return true;
  });
});

test('a stray closing marker fails', async () => {
  await assert.rejects(check('Text.\n:::\n'), /Admonition marker rendered as text: ":::"/);
});

test('an unknown admonition type fails', async () => {
  await assert.rejects(check(':::warn\n\nText.\n\n:::\n'), /Unknown admonition type ":::warn"/);
});

test('colons in prose and code are left alone', async () => {
  await check('Time: 10:30. Ratio 1:2.\n\n```text\n:::warning Not markdown\n```\n');
});
