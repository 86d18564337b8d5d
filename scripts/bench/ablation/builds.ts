/**
 * One English build per ablation variant, into bench/.ablation/<variant>/ (not
 * committed): `docusaurus build`, complete by itself (the site's plugins generate
 * the API reference's pages, the search index, the feeds and the host files).
 *
 * Each build leaves bench/.ablation/<variant>.json next to its folder: when it
 * was built, from which commit, with which switch settings; `--reuse` keeps a
 * build whose folder exists and reports that stamp.
 */
import {execFileSync, spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {enabledPieces} from '../../../plugins/performance/switch';
import {nodeBin, type BinName} from '../../node-bin';
import type {Variant} from './variants';

export const ablationDir = (siteDir: string) => path.join(siteDir, 'bench', '.ablation');

export interface VariantBuild {
  variant: Variant;
  outDir: string;
  builtAt: string;
  /** null when the stamp is missing (a folder built by hand): the folder's time stands in for builtAt. */
  buildSeconds: number | null;
  commit: string;
  /** The pieces the switch turns on for this build's environment. */
  enabledPieces: string[];
  reused: boolean;
}

type Stamp = Omit<VariantBuild, 'variant' | 'outDir' | 'reused'> & {variant: string; env: Variant['env']};

/** The environment of a variant's build: the caller's, with the switch set in full for the variant. */
export function variantBuildEnv(variant: Variant, base: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  return {...base, ...variant.env};
}

function run(siteDir: string, command: [BinName, ...string[]], env: NodeJS.ProcessEnv, log: string): void {
  const [name, ...rest] = command;
  const {command: bin, args} = nodeBin(name, rest, siteDir);
  const out = fs.openSync(log, 'a');
  try {
    fs.writeSync(out, `\n$ ${command.join(' ')}\n`);
    const result = spawnSync(bin, args, {cwd: siteDir, env, stdio: ['ignore', out, out]});
    if (result.status !== 0) {
      const tail = fs.readFileSync(log, 'utf8').split('\n').slice(-30).join('\n');
      throw new Error(`\`${command.join(' ')}\` failed (exit ${result.status}); the last lines of ${log}:\n${tail}`);
    }
  } finally {
    fs.closeSync(out);
  }
}

function currentCommit(siteDir: string): string {
  try {
    const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], {cwd: siteDir, encoding: 'utf8'}).trim();
    const dirty = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], {cwd: siteDir, encoding: 'utf8'}).trim();
    return dirty ? `${commit} with uncommitted changes` : commit;
  } catch {
    return 'unknown';
  }
}

/** Builds `variant` (or, with `reuse`, keeps an existing build of it). */
export function buildVariant(siteDir: string, variant: Variant, {reuse}: {reuse: boolean}): VariantBuild {
  const outDir = path.join(ablationDir(siteDir), variant.id);
  const stampFile = `${outDir}.json`;
  // Validates the settings before a build can start with them (an unknown piece name stops here).
  const pieces = [...enabledPieces(variant.env)];
  if (reuse && fs.existsSync(path.join(outDir, 'index.html'))) {
    const stamp = fs.existsSync(stampFile) ? (JSON.parse(fs.readFileSync(stampFile, 'utf8')) as Stamp) : null;
    return {
      variant,
      outDir,
      builtAt: stamp?.builtAt ?? fs.statSync(path.join(outDir, 'index.html')).mtime.toISOString(),
      buildSeconds: stamp?.buildSeconds ?? null,
      commit: stamp?.commit ?? 'unknown',
      enabledPieces: stamp?.enabledPieces ?? pieces,
      reused: true,
    };
  }
  fs.rmSync(outDir, {recursive: true, force: true});
  fs.rmSync(stampFile, {force: true});
  fs.mkdirSync(ablationDir(siteDir), {recursive: true});
  const log = `${outDir}.log`;
  fs.writeFileSync(
    log,
    `Build of ${variant.label}: ${Object.entries(variant.env)
      .map(([k, v]) => `${k}=${v}`)
      .join(' ')}\n`,
  );
  const env = variantBuildEnv(variant);
  const started = Date.now();
  run(siteDir, ['docusaurus', 'build', '--locale', 'en', '--out-dir', outDir], env, log);
  const stamp: Stamp = {
    variant: variant.id,
    env: variant.env,
    enabledPieces: pieces,
    builtAt: new Date().toISOString(),
    buildSeconds: Math.round((Date.now() - started) / 1000),
    commit: currentCommit(siteDir),
  };
  fs.writeFileSync(stampFile, `${JSON.stringify(stamp, null, 2)}\n`);
  return {
    variant,
    outDir,
    builtAt: stamp.builtAt,
    buildSeconds: stamp.buildSeconds,
    commit: stamp.commit,
    enabledPieces: pieces,
    reused: false,
  };
}

/**
 * An earlier build (`--compare=before:/path/to/build`), measured next to the
 * variants as it is: never rebuilt, so a before/after comparison shares one
 * session. Its commit is unknown to the benchmark; the report names its folder.
 */
export function earlierBuild(name: string, dir: string): VariantBuild {
  const outDir = path.resolve(dir);
  const index = path.join(outDir, 'index.html');
  if (!fs.existsSync(index)) throw new Error(`--compare: ${outDir} holds no built site (index.html is missing)`);
  return {
    variant: {id: name, label: name, env: {PERFORMANCE_LAYER: '', PERFORMANCE_LAYER_SKIP: ''}, earlier: true},
    outDir,
    builtAt: fs.statSync(index).mtime.toISOString(),
    buildSeconds: null,
    commit: `(earlier build in ${outDir})`,
    enabledPieces: [],
    reused: true,
  };
}
