#!/usr/bin/env node
// `npm run dev`: the API in watch mode on PORT (default 8080), its /remotes.json pointing
// at each remote's rspack dev server, plus `rspack serve` for the shell and each remote
// (ports from shared/sections.json). Output lines
// are prefixed with the app name; Ctrl-C (or any process dying) stops them all.
//
//   npm run dev                         everything
//   npm run dev -- mfe-settings         the API + that remote only (standalone QA at
//                                       http://localhost:3004/)
//   npm run dev -- shell mfe-menu       the API + a subset
//   npm run dev -- --no-api ...         frontends only (API_URL points the proxies elsewhere)
import { spawn } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';
import { ROOT, bin, frontendApps } from './lib/product.mjs';

const argv = process.argv.slice(2);
const noApi = argv.includes('--no-api');
const wanted = argv.filter((a) => !a.startsWith('--'));
const apps = frontendApps();
const unknown = wanted.filter((w) => !apps.some((a) => a.folder === w));
if (unknown.length) {
  console.error(`Unknown app(s): ${unknown.join(', ')}. Known: ${apps.map((a) => a.folder).join(', ')}`);
  process.exit(2);
}
const selected = wanted.length ? apps.filter((a) => wanted.includes(a.folder)) : apps;
const apiPort = Number(process.env.PORT || 8080);

const colors = [36, 32, 33, 35, 34, 91, 96];
const color = process.stdout.isTTY && !process.env.NO_COLOR;
const width = Math.max(3, ...selected.map((a) => a.folder.length));
const children = [];
let stopping = false;

if (!noApi) {
  start(
    'api',
    process.execPath,
    [path.join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs'), 'watch', '--clear-screen=false', 'api/src/main.ts'],
    ROOT,
    {
      PORT: String(apiPort),
      NODE_ENV: process.env.NODE_ENV || 'development',
      REMOTES_DEV_SERVERS: '1',
      // Verification links open the dev shell, not the API port.
      PUBLIC_URL: process.env.PUBLIC_URL || 'http://localhost:3000',
    },
  );
}
for (const app of selected) {
  start(app.folder, bin('rspack'), ['serve', '--config', 'rspack.config.cjs'], app.dir, {
    NODE_ENV: 'development',
    API_URL: process.env.API_URL || `http://localhost:${apiPort}`,
  });
}

console.log(
  [
    '',
    noApi ? null : `  API (watch)       http://localhost:${apiPort}   (remotes from their dev servers)`,
    ...selected.map(
      (a) =>
        `  ${a.folder.padEnd(18)}http://localhost:${a.port}/${a.folder === 'shell' ? '' : '   (standalone QA page)'}`,
    ),
    '',
  ]
    .filter((l) => l !== null)
    .join('\n'),
);

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stopAll(0));
process.on('exit', () => killAll('SIGKILL'));

function start(name, command, args, cwd, env) {
  const index = children.length;
  const tag = `[${name.padEnd(width)}]`;
  const prefix = color ? `\x1b[${colors[index % colors.length]}m${tag}\x1b[0m ` : `${tag} `;
  // detached: each app is its own process group, so stopping it also stops what it spawned.
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env, FORCE_COLOR: color ? '1' : '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  children.push(child);
  for (const stream of [child.stdout, child.stderr]) {
    readline.createInterface({ input: stream }).on('line', (line) => process.stdout.write(`${prefix + line}\n`));
  }
  child.on('error', (error) => {
    console.error(`${prefix}could not start: ${error.message}`);
    stopAll(1);
  });
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`${prefix}exited (${signal ?? code}); stopping everything.`);
    stopAll(code || 1);
  });
}

function killAll(signal) {
  for (const child of children) {
    if (child.exitCode !== null || child.signalCode !== null) continue;
    try {
      process.kill(-child.pid, signal);
    } catch {
      /* already gone */
    }
  }
}

function stopAll(code) {
  if (stopping) return;
  stopping = true;
  killAll('SIGTERM');
  const deadline = setTimeout(() => process.exit(code), 5000);
  const poll = setInterval(() => {
    if (children.every((c) => c.exitCode !== null || c.signalCode !== null)) {
      clearInterval(poll);
      clearTimeout(deadline);
      process.exit(code);
    }
  }, 100);
}
