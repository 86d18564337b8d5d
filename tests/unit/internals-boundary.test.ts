/**
 * The boundary around framework internals (config/internals.json, eslint.config.mjs): outside
 * the performance layer only the listed files may import them, each listed file still does,
 * and each is covered by an upstream contract.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {ESLint} from 'eslint';
import {internalImportContracts} from '../../plugins/upstream-contracts';
import internals from '../../config/internals.json';
import {readRecorded} from '../../plugins/upstream-contracts/contracts';
import {pieces} from '../../plugins/performance/pieces';

const siteDir = path.resolve(__dirname, '../..');
const internalImports = internals.allowed;

test('ESLint refuses internals outside the layer, in every form, and allows them in the layer', async () => {
  const eslint = new ESLint({cwd: siteDir});
  const code = [
    "import {useAnnouncementBar} from '@docusaurus/theme-common/internal';",
    "import preload from '@docusaurus/core/lib/client/preload';",
    "import {matchRoutes} from 'react-router-config';",
    "const minifier = require('@docusaurus/bundler');",
    "const markdown = import('docusaurus-plugin-openapi-docs/lib/markdown');",
    'const routes = (window as unknown as {docusaurus: unknown}).docusaurus;',
    "import Link from '@docusaurus/Link';",
    'export {useAnnouncementBar, preload, matchRoutes, minifier, markdown, routes, Link};',
  ].join('\n');
  const lint = async (filePath: string) =>
    (await eslint.lintText(code, {filePath: path.join(siteDir, filePath)}))[0].messages
      .filter((m) => /no-restricted/.test(m.ruleId ?? ''))
      .map((m) => m.line);
  assert.deepEqual(await lint('src/components/Probe/index.tsx'), [1, 2, 3, 4, 5, 6]);
  assert.deepEqual(await lint('plugins/performance/probe/index.ts'), []);
});

test('each file allowed an internal still imports it, and an upstream contract covers it', () => {
  const recorded = readRecorded();
  const pieceNames = new Set(pieces.map((piece) => `plugins/performance/${piece.name}`));
  assert.ok(internalImports.length > 0 && internalImports.length <= 10, 'the allow-list stays short');
  for (const entry of internalImports) {
    const source = fs.readFileSync(path.join(siteDir, entry.file), 'utf8');
    for (const specifier of entry.imports) assert.ok(source.includes(`'${specifier}'`), `${entry.file} no longer imports ${specifier}`);
    assert.ok(entry.why.length > 20, `${entry.file}: say why`);
    if (entry.coveredBy) assert.ok(pieceNames.has(entry.coveredBy), `${entry.file}: no piece ${entry.coveredBy}`);
    else assert.ok(entry.upstream?.length, `${entry.file}: names no upstream file and no covering piece`);
  }
  for (const contract of internalImportContracts())
    for (const file of contract.files)
      assert.ok(recorded.hashes[file], `${file} (${contract.owner}) is not recorded: npm run upstream:record`);
});
