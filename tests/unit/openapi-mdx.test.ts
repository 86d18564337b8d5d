/**
 * Text of the OpenAPI description that the generator writes into MDX: the check
 * names every field MDX would read as code or markup (api:check, the build, api:generate).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import {checkOpenApiFile, mdxCodeIn, OpenApiCheckError} from '../../plugins/api-reference/check';

const hostile = path.join(__dirname, 'fixtures', 'openapi', 'mdx-code.json');

test('api:check refuses text that MDX would read as code, naming its JSON pointer', async () => {
  await assert.rejects(checkOpenApiFile(hostile), (error: Error) => {
    assert.ok(error instanceof OpenApiCheckError);
    assert.match(error.message, /mdx-code\.json/);
    assert.match(error.message, /"import" or "export" is module code in MDX \(at #\/paths\/~1api~1v1~1entries\/get\/description\)/);
    assert.match(error.message, /"<" starts a component .* \(at #\/paths\/~1api~1v1~1entries\/post\/x-deprecated-description\)/);
    return true;
  });
});

test('what MDX reads as code, and what it reads as text', () => {
  for (const code of [
    'export const a = 1',
    'Text\n  import a from "b"',
    'Sum: {1 + 1}',
    'a } b',
    '<b>bold</b>',
    'a < b',
    '<!-- note -->',
  ]) {
    assert.ok(mdxCodeIn(code), code);
  }
  for (const text of ['Returns $top records; exports are listed.', 'Use **bold**, `code` and [links](https://example.com).', 'a > b']) {
    assert.equal(mdxCodeIn(text), undefined, text);
  }
});
