#!/usr/bin/env node
// `npm test`: every suite, in order, stopping at the first failure:
//   1. typecheck (when a project defines it) and unit tests: `nx run-many -t test`
//      (jest in shared/shell/remotes; the API's suite on SQLite and PostgreSQL)
//   2. the frontend build: `nx run-many -t build`
//   3. the browser tests (e2e/, playwright-core + Debian chromium) against the built product
// Ends with a plain summary line: "N passed, N failed".
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { ROOT, bin, run } from './lib/product.mjs';

const nx = bin('nx');
const env = { ...process.env, NX_TUI: 'false' };
const nxFlags = ['--outputStyle=stream', '--nxBail'];

/** Projects that define a target (empty when none do, or when Nx cannot tell). */
function projectsWith(target) {
  try {
    const out = execFileSync(nx, ['show', 'projects', '--with-target', target, '--json'], { cwd: ROOT, env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
    return JSON.parse(out);
  } catch {
    return [];
  }
}

const suites = [];
if (projectsWith('typecheck').length > 0) {
  suites.push({ name: 'typecheck', command: nx, args: ['run-many', '-t', 'typecheck', ...nxFlags] });
}
suites.push(
  { name: 'unit and API tests', command: nx, args: ['run-many', '-t', 'test', ...nxFlags] },
  // The build also runs in CI=true mode with NODE_ENV=production, exactly what `npm start` serves.
  { name: 'frontend build', command: nx, args: ['run-many', '-t', 'build', ...nxFlags], env: { NODE_ENV: 'production' } },
  {
    name: 'browser tests (e2e)',
    command: process.execPath,
    args: ['--test', '--test-concurrency=1', '--test-reporter=spec', path.join('e2e', 'tests')],
  },
);

const results = [];
for (const suite of suites) {
  banner(`${suite.name}`);
  const started = Date.now();
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
