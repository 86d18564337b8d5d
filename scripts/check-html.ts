/**
 * `npm run check:html [build folder]`: html-validate (.htmlvalidate.json) over
 * every page of a build, both languages. html-validate checks files one after
 * another; the pages are split over one process per core, which on a
 * two-core machine halves the time. Exits 1 when any page is invalid, after
 * printing every process's findings.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {spawn} from 'node:child_process';
import {nodeBin} from './node-bin';

/** The site's rules, wherever the build folder is (html-validate would otherwise look for them beside each page). */
const config = path.join(__dirname, '..', '.htmlvalidate.json');

function validate(files: string[]): Promise<{code: number; output: string}> {
  const {command, args} = nodeBin('html-validate', ['--config', config, ...files]);
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {stdio: ['ignore', 'pipe', 'pipe']});
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({code: code ?? 1, output}));
  });
}

async function main(): Promise<void> {
  const dir = path.resolve(process.argv[2] ?? 'build');
  if (!fs.existsSync(dir)) throw new Error(`${dir} does not exist: build the site first (npm run build).`);
  const files = fs
    .readdirSync(dir, {withFileTypes: true, recursive: true})
    .flatMap((entry) => (entry.isFile() && entry.name.endsWith('.html') ? [path.join(entry.parentPath, entry.name)] : []))
    .sort();
  if (files.length === 0) throw new Error(`${dir} holds no HTML pages.`);
  // One group of pages per core, of nearly equal size, each in a stable order.
  const groups: string[][] = Array.from({length: Math.min(os.availableParallelism(), files.length)}, () => []);
  files.forEach((file, index) => groups[index % groups.length].push(file));
  const results = await Promise.all(groups.map(validate));
  for (const {output} of results) if (output.trim()) process.stdout.write(output.endsWith('\n') ? output : `${output}\n`);
  const failed = results.some((r) => r.code !== 0);
  console.log(
    `html-validate: ${files.length} pages in ${path.relative(process.cwd(), dir) || dir}, ${failed ? 'with errors (above)' : 'all valid'}.`,
  );
  if (failed) process.exitCode = 1;
}

if (require.main === module) {
  main().catch((error: Error) => {
    console.error(error.message);
    process.exitCode = 1;
  });
}
