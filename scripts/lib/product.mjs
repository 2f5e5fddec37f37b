// What "the product" is, in one place: the apps that get built, how the API that
// serves them is started, and small process helpers. Used by scripts/start.mjs,
// scripts/dev.mjs, scripts/test.mjs, e2e/harness.mjs and bench/run.mjs, so the
// tests and the benchmark run the product exactly as `npm start` does.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

const require = createRequire(import.meta.url);

/** The shell and the five remotes, from the shared federation helper (one source of truth). */
export function frontendApps() {
  const { REMOTES, SHELL } = require(path.join(ROOT, 'shared', 'federation', 'index.cjs'));
  return [SHELL, ...REMOTES].map((app) => ({ ...app, dir: path.join(ROOT, app.folder) }));
}

/** The Nx project name of a workspace folder (package.json "nx.name" or "name"). */
export function nxProjectName(folder) {
  const pkg = JSON.parse(readFileSync(path.join(ROOT, folder, 'package.json'), 'utf8'));
  return pkg.nx?.name ?? pkg.name;
}

/** Apps whose dist (index.html) is missing under staticRoot. */
export function appsMissingDist(staticRoot = ROOT) {
  return frontendApps().filter((app) => !existsSync(path.join(staticRoot, app.folder, 'dist', 'index.html')));
}

/** The API entry: the same command for `npm start`, the e2e harness and the benchmark. */
export const API_ENTRY = path.join('api', 'src', 'main.ts');
export function apiCommand() {
  return { command: process.execPath, args: ['--import', 'tsx', API_ENTRY], cwd: ROOT };
}

/** A binary from the root node_modules/.bin. */
export function bin(name) {
  return path.join(ROOT, 'node_modules', '.bin', name);
}

/**
 * Build the frontends through Nx (cached: an unchanged app is restored from the
 * cache or left alone; only missing or stale apps are really built), then write the
 * pre-compressed copies of their text assets.
 * Resolves to the exit code.
 */
export async function buildFrontends({ stdio = 'inherit', env = process.env } = {}) {
  const projects = frontendApps().map((app) => nxProjectName(app.folder));
  const code = await run(bin('nx'), ['run-many', '-t', 'build', '-p', projects.join(','), '--outputStyle=stream'], {
    stdio,
    env,
  });
  if (code !== 0) return code;
  // The .br/.gz copies the API sends as they are (scripts/compress-dists.mjs).
  return run(process.execPath, [path.join(ROOT, 'scripts', 'compress-dists.mjs')], { stdio, env });
}

/** Run a command to completion; resolves to its exit code (signals count as failure). */
export function run(command, args, { cwd = ROOT, env = process.env, stdio = 'inherit' } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env, stdio });
    child.on('error', (error) => {
      console.error(`Could not run ${command}: ${error.message}`);
      resolve(127);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 128 + 1 : 1)));
  });
}
