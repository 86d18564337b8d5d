import {test} from 'node:test';
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {inlineScriptHashes, renderConfig} from '../../scripts/nginx';

function fixtureSite(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-'));
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<html><head><script src=/assets/js/main.js defer></script><script data-rh=true type=application/ld+json>{"a":1}</script></head>' +
      '<body><script>setTheme()</script></body></html>',
  );
  fs.mkdirSync(path.join(dir, 'de'));
  fs.writeFileSync(path.join(dir, 'de', 'index.html'), '<html><body><script>setTheme()</script><script>other()</script></body></html>');
  return dir;
}

const sha = (s: string) => `'sha256-${crypto.createHash('sha256').update(s).digest('base64')}'`;

test('only inline scripts are hashed, each once, JSON-LD and external scripts left out', () => {
  assert.deepEqual(inlineScriptHashes(fixtureSite()), [sha('setTheme()'), sha('other()')].sort());
});

test('the rendered config has no placeholder left and carries the hashes', () => {
  const root = fixtureSite();
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'conf-'));
  const conf = fs.readFileSync(renderConfig({root, port: 4321, outDir: out}), 'utf8');
  assert.doesNotMatch(conf, /__[A-Z_]+__/);
  assert.match(conf, /listen 4321;/);
  assert.match(conf, new RegExp(`root ${root};`));
  const headers = fs.readFileSync(path.join(out, 'security-headers.conf'), 'utf8');
  assert.ok(headers.includes(sha('setTheme()')));
  assert.doesNotMatch(headers, /__[A-Z_]+__/);
});

test('rendering refuses a folder without a built site', () => {
  const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'empty-'));
  assert.throws(() => renderConfig({root: empty, port: 1, outDir: empty}), /npm run build/);
});
