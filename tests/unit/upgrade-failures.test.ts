import {test} from 'node:test';
import assert from 'node:assert/strict';
import {failures} from '../../scripts/upgrade/failures';

test('TypeScript, ESLint and Docusaurus errors each become one line with the file and the reason', () => {
  const log = [
    "plugins/search/theme/SearchPage/index.tsx(17,10): error TS2305: Module '\"@docusaurus/theme-common\"' has no exported member 'usePluralForm'.",
    '',
    '/work/site/src/theme/Root.tsx',
    "  12:5  error  'x' is assigned a value but never used  @typescript-eslint/no-unused-vars",
    '  14:1  warning  Unexpected console statement  no-console',
    '\u001b[31m[ERROR]\u001b[39m Client bundle compiled with errors therefore further build is impossible.',
  ].join('\n');
  assert.deepEqual(failures(log), [
    "plugins/search/theme/SearchPage/index.tsx(17,10): error TS2305: Module '\"@docusaurus/theme-common\"' has no exported member 'usePluralForm'.",
    "/work/site/src/theme/Root.tsx:12:5 'x' is assigned a value but never used @typescript-eslint/no-unused-vars",
    '[ERROR] Client bundle compiled with errors therefore further build is impossible.',
  ]);
});

test('a failed unit test and a failed end-to-end test give their file, title and first error', () => {
  const log = [
    'not ok 7 - the runtime names the files of the chunks',
    '  ---',
    '  duration_ms: 3.2',
    "  location: '/work/site/tests/build/bundle.test.ts:105:3'",
    "  failureType: 'testCodeFailure'",
    "  error: 'no chunk hash table in the runtime'",
    '  ...',
    '  1) tests/e2e/search.spec.ts:40:1 › the modal opens on Ctrl+K ──────────',
    '',
    '    Error: expect(locator).toBeVisible() failed',
    '    Error: a second line of the same failure',
  ].join('\n');
  assert.deepEqual(failures(log), [
    '/work/site/tests/build/bundle.test.ts:105:3 the runtime names the files of the chunks: no chunk hash table in the runtime',
    'tests/e2e/search.spec.ts:40:1 the modal opens on Ctrl+K: Error: expect(locator).toBeVisible() failed',
  ]);
});

test('any other error line counts only when no tool named the failure; a passing log has none', () => {
  assert.deepEqual(failures('building…\nError: Cannot find module "@docusaurus/plugin-x"\n'), [
    'Error: Cannot find module "@docusaurus/plugin-x"',
  ]);
  assert.deepEqual(failures('ok 1 - fine\n# pass 1\n'), []);
  assert.equal(failures(Array.from({length: 30}, (_, i) => `[ERROR] failure ${i}`).join('\n')).length, 20);
});
