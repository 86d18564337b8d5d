/**
 * Build section: wall time of the full bilingual build (`npm run build`,
 * including the search index) and the size of its output.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {npmCommand} from '../node-bin';
import type {BenchContext, BenchSection} from './types';
import {budget, kib, table} from './shared';
import {localeDir, translatedLocales} from '../../config/i18n';

interface DirSize {
  files: number;
  bytes: number;
  html: number;
  js: number;
  jsGzip: number;
  css: number;
}

function measureDir(root: string, exclude: (rel: string) => boolean = () => false): DirSize {
  const size: DirSize = {files: 0, bytes: 0, html: 0, js: 0, jsGzip: 0, css: 0};
  for (const rel of fs.readdirSync(root, {recursive: true, encoding: 'utf8'})) {
    const file = path.join(root, rel);
    if (exclude(rel) || !fs.statSync(file).isFile()) continue;
    const bytes = fs.statSync(file).size;
    size.files++;
    size.bytes += bytes;
    if (rel.endsWith('.html')) size.html += bytes;
    if (rel.endsWith('.css')) size.css += bytes;
    if (rel.endsWith('.js') && rel.startsWith('assets')) {
      size.js += bytes;
      size.jsGzip += zlib.gzipSync(fs.readFileSync(file), {level: 6}).length;
    }
  }
  return size;
}

export default async function benchBuild(ctx: BenchContext, {skipBuild = false} = {}): Promise<BenchSection> {
  const failures: string[] = [];
  let seconds: number | null = null;
  if (!skipBuild) {
    const started = Date.now();
    const {command, args, shell} = npmCommand(['run', '--silent', 'build']);
    const result = spawnSync(command, args, {cwd: ctx.siteDir, shell, stdio: ['ignore', 'ignore', 'inherit']});
    if (result.status !== 0) throw new Error('`npm run build` failed; the benchmark needs a build.');
    seconds = (Date.now() - started) / 1000;
    const limit = budget(ctx.budgets, 'buildSeconds');
    if (seconds > limit) failures.push(`Full build took ${seconds.toFixed(0)} s; the budget is ${limit} s.`);
  }
  const all = measureDir(ctx.buildDir);
  const dirs = translatedLocales.map(localeDir);
  const main = measureDir(ctx.buildDir, (rel) => dirs.some((dir) => rel === dir || rel.startsWith(`${dir}${path.sep}`)));
  const row = (name: string, s: DirSize) => [name, s.files, kib(s.bytes), kib(s.html), kib(s.css), kib(s.js), kib(s.jsGzip)];
  const translated = dirs.map((dir) => row(`${dir}/`, measureDir(path.join(ctx.buildDir, dir))));
  const lines = [
    seconds === null
      ? 'Build time: not measured (`--skip-build`; the existing build/ was measured).'
      : `Full build of both languages (\`npm run build\`, including the search index): **${seconds.toFixed(0)} s**.`,
    '',
    table(
      ['Output', 'Files', 'Total', 'HTML', 'CSS', 'JS (all chunks)', 'JS gzip'],
      [row('build/ (every language)', all), row('default language (without the folders below)', main), ...translated],
    ),
  ];
  const outputLimit = budget(ctx.budgets, 'outputMiB');
  if (all.bytes / 2 ** 20 > outputLimit)
    failures.push(`The build is ${(all.bytes / 2 ** 20).toFixed(1)} MiB; the budget is ${outputLimit} MiB.`);
  return {title: 'Build', markdown: lines.join('\n'), failures};
}
