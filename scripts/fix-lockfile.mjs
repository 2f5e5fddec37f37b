#!/usr/bin/env node
// Completes package-lock.json with the platform-specific optional packages (native
// bindings for other operating systems / CPUs: @rspack/binding-darwin-arm64,
// @swc/core-win32-x64-msvc, @nx/nx-linux-x64-musl, ...) that an `npm install` on a machine
// whose registry mirror does not serve them leaves out. Without those entries `npm ci`
// refuses the lock ("Missing: ... from lock file"). The added entries carry os/cpu/libc,
// so npm skips them everywhere except on the platform they are for, and fetches them there.
//
//   node scripts/fix-lockfile.mjs          complete the lock in place (after `npm install`)
//   node scripts/fix-lockfile.mjs --check  exit 1 when entries are missing (CI)
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const file = path.join(ROOT, 'package-lock.json');
const check = process.argv.includes('--check');

const lock = JSON.parse(readFileSync(file, 'utf8'));
const packages = lock.packages;

/** os/cpu/libc from a binding package name, or null when the name says no platform. */
export function platformOf(name) {
  const m = name.match(
    /-(android|darwin|freebsd|linux|linuxmusl|openharmony|sunos|win32|wasm32)(?:-([a-z0-9]+))?(?:-(gnu|musl|gnueabihf|musleabihf|msvc|eabi|wasi))?$/,
  );
  if (!m) return null;
  const [, os, cpu, abi] = m;
  if (os === 'wasm32') return { cpu: ['wasm32'] };
  if (!cpu) return null;
  const platform = { os: [os === 'linuxmusl' ? 'linux' : os], cpu: [cpu] };
  if (abi === 'gnu' || abi === 'gnueabihf') platform.libc = ['glibc'];
  if (abi === 'musl' || abi === 'musleabihf' || os === 'linuxmusl') platform.libc = ['musl'];
  return platform;
}

const missing = [];
for (const [key, entry] of Object.entries(packages)) {
  for (const [name, spec] of Object.entries(entry.optionalDependencies ?? {})) {
    // Where Node would find it from `key`: its own node_modules, then each parent's.
    const own = key === '' || !key.includes('node_modules/') ? '' : `${key}/`;
    const candidates = [];
    let dir = own;
    for (;;) {
      candidates.push(`${dir}node_modules/${name}`);
      if (!dir) break;
      const parent = dir.slice(0, -1).lastIndexOf('/node_modules/');
      dir = parent === -1 ? '' : dir.slice(0, parent + 1);
    }
    if (candidates.some((c) => packages[c])) continue;
    const platform = platformOf(name);
    const version = spec.replace(/^[\^~=v]+/, '');
    if (!platform || !/^\d+\.\d+\.\d+(-[\w.]+)?$/.test(version)) {
      console.warn(
        `[fix-lockfile] cannot complete ${name}@${spec} (needed by ${key || 'root'}): install it on its platform`,
      );
      continue;
    }
    // Top level when free, else beside the package that needs it.
    const target = `node_modules/${name}`;
    const at = packages[target] ? `${own}node_modules/${name}` : target;
    missing.push([at, { version, ...(entry.dev ? { dev: true } : {}), optional: true, ...platform }]);
  }
}

if (check) {
  if (missing.length) {
    console.error(
      `package-lock.json lacks ${missing.length} platform-specific optional package(s) (npm ci will refuse it):`,
    );
    for (const [at] of missing) console.error(`  ${at}`);
    console.error('Fix: node scripts/fix-lockfile.mjs, then commit package-lock.json.');
    process.exit(1);
  }
  console.log('package-lock.json: complete.');
  process.exit(0);
}

if (missing.length === 0) {
  console.log('package-lock.json: nothing to add.');
  process.exit(0);
}
for (const [at, entry] of missing) packages[at] = entry;
// npm's own order: root first, then keys sorted.
const sorted = { '': packages[''] };
for (const key of Object.keys(packages)
  .filter((k) => k !== '')
  .sort((a, b) => a.localeCompare(b, 'en')))
  sorted[key] = packages[key];
lock.packages = sorted;
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: added ${missing.length} platform-specific optional package(s).`);
