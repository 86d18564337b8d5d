import {test} from 'node:test';
import assert from 'node:assert/strict';
import withoutModulePaths from '../../plugins/client-registry/withoutModulePaths.cjs';

const entry = (chunk: string, modulePath: string) =>
  `  "${chunk}": [() => import(/* webpackChunkName: "${chunk}" */ "${modulePath}"), "${modulePath}", require.resolveWeak("${modulePath}")],`;

test('the client registry keeps each loader and module id and drops the reported module path', () => {
  const source = ['export default {', entry('0058b4c6', '@generated/docs/p/docs-175.json'), entry('17896441', '@theme/DocItem'), '};'].join(
    '\n',
  );
  const result = withoutModulePaths(source);
  assert.equal(
    result.split('\n')[1],
    '  "0058b4c6": [() => import(/* webpackChunkName: "0058b4c6" */ "@generated/docs/p/docs-175.json"), "", require.resolveWeak("@generated/docs/p/docs-175.json")],',
  );
  assert.equal((result.match(/, "", require\.resolveWeak/g) ?? []).length, 2);
});

test('a registry of another shape fails the build instead of passing through', () => {
  assert.throws(() => withoutModulePaths('export default {};'), /plugins\/client-registry: expected 0 registry entries/);
  const changed = `  "a": [() => import("@theme/DocItem"), "@theme/DocItem", require.resolveWeak("@theme/DocItem")],`;
  assert.throws(() => withoutModulePaths(`export default {\n${changed}\n};`), /expected 1 .* found 0/);
});

test('the installed Docusaurus writes the registry in the shape the loader expects', async () => {
  const {default: fs} = await import('node:fs');
  const template = fs.readFileSync(require.resolve('@docusaurus/core/lib/server/codegen/codegenRoutes.js'), 'utf8');
  assert.match(
    template,
    /\[\(\) => import\(\/\* webpackChunkName: "\$\{chunkName\}" \*\/ "\$\{modulePath\}"\), "\$\{modulePath\}", require\.resolveWeak\("\$\{modulePath\}"\)\]/,
  );
});
