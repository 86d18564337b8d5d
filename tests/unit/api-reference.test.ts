import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {cliAction, localizedOperationPage, syncFolder, writeTranslatedPages} from '../../plugins/api-reference';

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

const generatedPage = `---
id: list-jobs
title: "List projects"
description: "Returns projects."
hide_title: true
---

import Heading from "@theme/Heading";

<Heading
  as={"h1"}
  className={"openapi__heading"}
  children={"List projects"}
>
</Heading>

<MethodEndpoint
  method={"get"}
  path={"/api/jobs"}
  context={"endpoint"}
>
</MethodEndpoint>

Returns projects.

<ParamsDetails
  {...require("./list-jobs.ParamsDetails.json")}
>
</ParamsDetails>
`;

test("a translated operation page: the sidebar's name as title, heading and previous/next label, the English text as it is", () => {
  const page = localizedOperationPage(generatedPage, 'Projekte „auflisten“', 'Projekte auflisten (GET /api/jobs).');
  assert.match(page, /^title: "Projekte „auflisten“"$/m);
  assert.match(page, /^pagination_label: "Projekte „auflisten“"$/m);
  assert.match(page, /^description: "Projekte auflisten \(GET \/api\/jobs\)\."$/m);
  assert.match(page, /as=\{"h1"\}\n {2}className=\{"openapi__heading"\}\n {2}children=\{"Projekte „auflisten“"\}/);
  assert.doesNotMatch(page, /List projects/);
  assert.match(page, /\nReturns projects\.\n/);
  assert.throws(() => localizedOperationPage(generatedPage.replace('as={"h1"}', 'as="h1"'), 'x', 'y'), /h1 in another form/);
});

test("each translated locale gets the operation pages under its docs instance's i18n folder, named from its current.json", (t) => {
  const site = fs.mkdtempSync(path.join(os.tmpdir(), 'api-i18n-'));
  t.after(() => fs.rmSync(site, {recursive: true, force: true}));
  const generated = path.join(site, 'generated');
  fs.mkdirSync(generated);
  fs.writeFileSync(path.join(generated, 'list-jobs.api.mdx'), generatedPage);
  fs.writeFileSync(path.join(generated, 'list-jobs.ParamsDetails.json'), '{}');
  fs.writeFileSync(path.join(generated, 'sidebar.ts'), 'export default [];');
  const de = path.join(site, 'i18n', 'de');
  fs.mkdirSync(path.join(de, 'docusaurus-plugin-content-docs-web-api'), {recursive: true});
  fs.writeFileSync(
    path.join(de, 'docusaurus-plugin-content-docs-web-api', 'current.json'),
    JSON.stringify({'sidebar.api.doc.List projects': {message: 'Projekte auflisten'}}),
  );
  fs.writeFileSync(path.join(de, 'code.json'), JSON.stringify({'site.api.englishReference': {message: 'Der Referenztext ist englisch.'}}));
  const i18n = {defaultLocale: 'en', locales: ['en', 'de'], path: 'i18n'} as never;
  assert.equal(writeTranslatedPages(site, i18n, generated), 2);
  const target = path.join(de, 'docusaurus-plugin-content-docs-web-api', 'current', 'reference');
  assert.deepEqual(fs.readdirSync(target).sort(), ['list-jobs.ParamsDetails.json', 'list-jobs.api.mdx']);
  const page = fs.readFileSync(path.join(target, 'list-jobs.api.mdx'), 'utf8');
  assert.match(page, /^title: "Projekte auflisten"$/m);
  assert.match(page, /^description: "Projekte auflisten \(GET \/api\/jobs\)\. Der Referenztext ist englisch\."$/m);
  assert.equal(fs.existsSync(path.join(site, 'i18n', 'en')), false);
  // Unchanged, nothing is written again.
  assert.equal(writeTranslatedPages(site, i18n, generated), 0);
});
