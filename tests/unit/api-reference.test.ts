import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {cliAction, syncFolder} from '../../plugins/api-reference';

test("a plugin's command is found by its name among those it adds to the command line, as Docusaurus' CLI declares them", async () => {
  const calls: unknown[][] = [];
  const plugin = {
    name: 'generator',
    extendCli(cli: unknown) {
      const c = cli as Record<string, (...args: unknown[]) => typeof c>;
      c.command('gen-docs').description('Generates').usage('<id>').arguments('<id>').option('-p, --plugin-id <plugin>', 'id');
      c.action((...args: unknown[]) => calls.push(['gen', ...args]));
      c.command('gen-docs:version').action((...args: unknown[]) => calls.push(['version', ...args]));
    },
  };
  await cliAction(plugin, 'gen-docs')('web', {opts: () => ({})});
  assert.deepEqual(
    calls.map(([name, id]) => [name, id]),
    [['gen', 'web']],
  );
  assert.throws(() => cliAction(plugin, 'clean-docs'), /generator has no "clean-docs" command any more/);
  assert.throws(() => cliAction({name: 'plain'}, 'gen-docs'), /plain has no "gen-docs" command/);
});

test('the generated pages replace the previous ones file by file: unchanged files are not written, stale ones go', (t) => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'api-sync-'));
  t.after(() => fs.rmSync(tmp, {recursive: true, force: true}));
  const [source, target] = [path.join(tmp, 'new'), path.join(tmp, 'pages')];
  const write = (dir: string, file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
    fs.writeFileSync(path.join(dir, file), text);
  };
  write(source, 'same.api.mdx', 'same');
  write(source, 'changed.api.mdx', 'new text');
  write(source, 'sub/added.json', '{}');
  write(target, 'same.api.mdx', 'same');
  write(target, 'changed.api.mdx', 'old text');
  write(target, 'gone.api.mdx', 'stale');
  const unchanged = fs.statSync(path.join(target, 'same.api.mdx')).mtimeMs;
  assert.equal(syncFolder(source, target), 3);
  assert.deepEqual(fs.readdirSync(target, {recursive: true}).sort(), ['changed.api.mdx', 'same.api.mdx', 'sub', 'sub/added.json']);
  assert.equal(fs.readFileSync(path.join(target, 'changed.api.mdx'), 'utf8'), 'new text');
  assert.equal(fs.statSync(path.join(target, 'same.api.mdx')).mtimeMs, unchanged);
  assert.equal(syncFolder(source, target), 0, 'nothing to do the second time');
  assert.equal(syncFolder(source, path.join(tmp, 'first')), 3, 'a first generation writes every file');
});
