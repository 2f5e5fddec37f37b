#!/usr/bin/env node
// `npm test`: every suite, in order, stopping at the first failure:
//   0. lint and format: `biome ci .` (Biome's formatter and recommended lint rules over the whole
//      tree, biome.jsonc; about 2 s). `npm run format` rewrites what it finds misformatted.
//   1. the import boundaries (`nx run-many -t boundaries`: dependency-cruiser, a few seconds each):
//      the frontend's with .dependency-cruiser.cjs (shared/README.md), the API's layers with
//      api/.dependency-cruiser.cjs (api/README.md)
//   2. typecheck: the frontend packages as one program (`tsc -p tsconfig.json`), the other
//      projects by their `typecheck` target; then the unit tests: `nx run-many -t test`
//      (jest in shared/shell/remotes; the API's suite on SQLite and PostgreSQL)
//   3. the frontend build: `nx run-many -t build` for the shell and the remotes (the API's
//      `build` is its typecheck, already run in step 2)
//   4. the browser tests (e2e/, playwright-core + Debian chromium) against the built product,
//      several files at once (E2E_CONCURRENCY; each file starts its own server on its own port)
// Ends with a plain summary line: "N passed, N failed".
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT, bin, frontendApps, nxProjectName, run } from './lib/product.mjs';

const require = createRequire(import.meta.url);
const nx = bin('nx');
const env = { ...process.env, NX_TUI: 'false' };
const cores = os.availableParallelism();
// Builds and typechecks use several threads each: one project per two cores.
const parallel = Number(process.env.NX_PARALLEL) || Math.max(1, Math.floor(cores / 2));
const nxFlags = ['--outputStyle=stream', '--nxBail', `--parallel=${parallel}`];
// Each jest project runs in one process on a small machine (jest keeps a core free) and the API
// suite runs its two engines in one process each: the API's run and the jest projects, one after
// another, share the cores side by side. Waits in the tests are on conditions, not on time, so
// the contention only lengthens them.
const testParallel = Number(process.env.NX_PARALLEL) || Math.max(2, cores);
// Browser test files at once: each has its own server (its own port and data) and browser.
const e2eConcurrency = Number(process.env.E2E_CONCURRENCY) || Math.max(2, Math.floor(cores / 2) + 1);

/**
 * The browser test files, named one by one: `node --test <folder>` runs the folder's tests on
 * Node 20 but, from Node 22, takes its arguments as file globs and fails on a folder.
 */
function e2eFiles() {
  const folder = path.join('e2e', 'tests');
  return readdirSync(path.join(ROOT, folder))
    .filter((name) => name.endsWith('.test.mjs'))
    .sort()
    .map((name) => path.join(folder, name));
}

/** Projects that define a target (empty when none do, or when Nx cannot tell). */
function projectsWith(target) {
  try {
    const out = execFileSync(nx, ['show', 'projects', '--with-target', target, '--json'], {
      cwd: ROOT,
      env,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    return JSON.parse(out);
  } catch {
    return [];
  }
}

/**
 * The Nx projects the root tsconfig.json type-checks: the folders its `include` names (each
 * package's own tsconfig.json extends it and includes a part of that list).
 */
function frontendTypecheckProjects() {
  const ts = require('typescript');
  const { config, error } = ts.readConfigFile(path.join(ROOT, 'tsconfig.json'), ts.sys.readFile);
  if (error) throw new Error(ts.flattenDiagnosticMessageText(error.messageText, '\n'));
  const folders = new Set((config.include ?? []).map((entry) => entry.split('/')[0]));
  return [...folders].map((folder) => nxProjectName(folder));
}

// First and fastest: a misformatted file or a lint error stops the run in seconds.
const suites = [{ name: 'lint and format', command: bin('biome'), args: ['ci', '.'] }];
if (projectsWith('boundaries').length > 0) {
  suites.push({ name: 'import boundaries', command: nx, args: ['run-many', '-t', 'boundaries', ...nxFlags] });
}
// The frontend packages are type-checked as one program (the root tsconfig.json): checked
// package by package, each of the seven checks shared/src again with the antd and React types
// (11 to 16 s of CPU each, 92 s in all; 23 s for all at once). The other projects (the API) by their target.
const frontendTypecheck = frontendTypecheckProjects();
const otherTypechecks = projectsWith('typecheck').filter((p) => !frontendTypecheck.includes(p));
if (frontendTypecheck.length > 0) {
  suites.push({ name: 'typecheck (frontends)', command: bin('tsc'), args: ['-p', 'tsconfig.json'] });
}
if (otherTypechecks.length > 0) {
  suites.push({
    name: 'typecheck (API)',
    command: nx,
    args: ['run-many', '-t', 'typecheck', '-p', otherTypechecks.join(','), ...nxFlags],
  });
}
suites.push(
  {
    name: 'unit and API tests',
    command: nx,
    args: ['run-many', '-t', 'test', '--outputStyle=stream', '--nxBail', `--parallel=${testParallel}`],
  },
  // Production mode: exactly the dists `npm start` serves and the browser tests load.
  {
    name: 'frontend build',
    command: nx,
    args: [
      'run-many',
      '-t',
      'build',
      '-p',
      frontendApps()
        .map((a) => nxProjectName(a.folder))
        .join(','),
      ...nxFlags,
    ],
    env: { NODE_ENV: 'production' },
  },
  {
    name: 'browser tests (e2e)',
    command: process.execPath,
    args: ['--test', `--test-concurrency=${e2eConcurrency}`, '--test-reporter=spec', ...e2eFiles()],
    // Screenshots and logs of this run only.
    before: () => rmSync(path.join(ROOT, 'e2e', '.artifacts'), { recursive: true, force: true }),
  },
);

const results = [];
for (const suite of suites) {
  banner(`${suite.name}`);
  const started = Date.now();
  suite.before?.();
  const code = await run(suite.command, suite.args, { env: { ...env, ...suite.env } });
  const seconds = (Date.now() - started) / 1000;
  results.push({ name: suite.name, ok: code === 0, code, seconds });
  if (code !== 0) break;
}

banner('summary');
for (const suite of suites) {
  const r = results.find((x) => x.name === suite.name);
  const status = !r ? 'not run' : r.ok ? 'passed' : `FAILED (exit ${r.code})`;
  console.log(`  ${suite.name.padEnd(22)} ${status}${r ? `  ${r.seconds.toFixed(1)} s` : ''}`);
}
const passed = results.filter((r) => r.ok).length;
const failed = results.filter((r) => !r.ok).length;
const notRun = suites.length - results.length;
console.log('');
if (notRun > 0) console.log(`${notRun} suite(s) not run after the first failure.`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);

function banner(title) {
  console.log(`\n=== ${title} ${'='.repeat(Math.max(3, 70 - title.length))}\n`);
}
