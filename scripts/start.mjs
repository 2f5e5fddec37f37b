#!/usr/bin/env node
// `npm start`: build the frontends that are missing or stale (Nx cache), then run the
// API, which serves everything on ONE port (PORT, default 8080): the shell at /,
// each remote at /remotes/<folder>/, /remotes.json, /auth and /v1.
//
//   npm start                  build what is needed, then serve
//   npm start -- --no-build    serve the dists as they are (fails if one is missing)
//
// Any environment variable is passed to the API unchanged (see README).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ROOT, appsMissingDist, apiCommand, buildFrontends } from './lib/product.mjs';

const args = new Set(process.argv.slice(2));
const skipBuild = args.has('--no-build') || process.env.SKIP_BUILD === '1';

if (skipBuild) {
  const staticRoot = path.resolve(ROOT, process.env.STATIC_ROOT || '.');
  const missing = appsMissingDist(staticRoot);
  if (missing.length > 0) {
    console.error(`[start] Missing build for: ${missing.map((a) => a.folder).join(', ')}. Run without --no-build.`);
    process.exit(1);
  }
} else {
  const started = Date.now();
  console.log('[start] Building the frontends (Nx cache: only missing or changed apps are rebuilt)...');
  const code = await buildFrontends({ env: { ...process.env, NODE_ENV: 'production' } });
  if (code !== 0) {
    console.error(`[start] The frontend build failed (exit ${code}).`);
    process.exit(code);
  }
  console.log(`[start] Frontends ready in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}

const { command, args: apiArgs, cwd } = apiCommand();
// Its own process group (detached): a Ctrl-C in the terminal reaches only this script,
// which forwards it exactly once, so the API's graceful shutdown is not cut short by a
// second signal. stdio stays the terminal's.
const api = spawn(command, apiArgs, { cwd, stdio: 'inherit', env: process.env, detached: true });
process.on('exit', () => {
  if (api.exitCode === null && api.signalCode === null) api.kill('SIGKILL');
});

// Forward termination to the API, so a container stop or Ctrl-C shuts it down cleanly.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (api.exitCode === null && api.signalCode === null) api.kill(signal);
  });
}
api.on('error', (error) => {
  console.error(`[start] Could not start the API: ${error.message}`);
  process.exit(1);
});
api.on('exit', (code, signal) => {
  if (signal) process.exit(signal === 'SIGINT' || signal === 'SIGTERM' ? 0 : 1);
  process.exit(code ?? 1);
});
