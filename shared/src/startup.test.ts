// The start-up contract (docs/startup.md): one test per hand-off between the build, the server,
// main.js and the panel. The server's side (the panel page it writes) is tested in
// api/test/panel-preloads.test.ts; the whole path in a browser in e2e/tests/panel.test.mjs.
import { loadProfile, profileAtom, sessionStore } from '@menu/shared';
import { serve, signIn } from '@menu/shared/ui/testing';
import { waitFor } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import manifest from '../sections.json';
import startup from '../startup.json';
import { fetchList, LIST_PATHS, queryClient, type ListPath } from './data';
import { dropEarlyGets, startEarlyGet, startPageEarlyGets } from './session/early';

const ROOT = path.join(__dirname, '..', '..');
const { preloadFiles } = require('../federation/startupFiles.cjs') as {
  preloadFiles: (compilation: unknown) => { startup: string[]; panel: string[] };
};

const gets = (calls: Array<{ method: string; path: string }>, p: string) =>
  calls.filter((c) => c.method === 'GET' && c.path === p).length;

beforeEach(() => {
  signIn();
  dropEarlyGets();
  document.head.innerHTML = '';
});

test("build -> every page: the shell's start-up files are preloads; the antd sets and the data cache are not, the panel's chunk is listed apart", () => {
  const shared = (key: string, files: string[]) => ({
    origins: [
      { module: { identifier: () => `consume shared module (default) ${key}@1.0.0 (singleton) (fallback: x)` } },
    ],
    chunks: [{ files }],
  });
  const compilation = {
    chunkGroups: [
      { origins: [{ request: './bootstrap' }], chunks: [{ files: ['bootstrap.1.js', 'bootstrap.1.css'] }] },
      shared('react', ['libs.2.js']),
      shared('@menu/shared/antd', ['antd.3.js']),
      shared('@tanstack/react-query', ['query.4.js']),
      { origins: [{ request: './panel/Panel' }], chunks: [{ files: ['panel.5.js', 'libs.2.js', 'panel.5.js.map'] }] },
    ],
  };
  expect(preloadFiles(compilation)).toEqual({
    startup: ['bootstrap.1.css', 'bootstrap.1.js', 'libs.2.js'],
    panel: ['panel.5.js'],
  });
  expect(startup.notPreloadedAtStart).toEqual(
    expect.arrayContaining(['@menu/shared/antd', '@menu/shared/antd/editor', '@tanstack/react-query']),
  );
});

test('remote -> server (3b): the shell provides none of the libraries a section brings with its files; each remote provides its own', () => {
  // The shell's build reaches react-query through the UI kit's board: provided, its copy was the
  // one the section took, fetched by the first row besides the section's preloaded copy.
  const { sharedConfig } = require('../federation/index.cjs') as {
    sharedConfig: (options: { host: boolean }) => Record<string, { import?: unknown; singleton?: boolean }>;
  };
  expect(startup.preloadedWithSection).toContain('@tanstack/react-query');
  for (const name of startup.preloadedWithSection) {
    expect(sharedConfig({ host: true })[name]).toMatchObject({ import: false, singleton: true });
    expect(sharedConfig({ host: false })[name]).toMatchObject({ singleton: true });
    expect(sharedConfig({ host: false })[name].import).toBeUndefined();
  }
});

test("remote -> server: each screen's declared early GETs are lists of its own section that the data cache reads (so the screen takes them)", () => {
  for (const remote of manifest.remotes) {
    let declared: Record<string, unknown>;
    try {
      declared = JSON.parse(readFileSync(path.join(ROOT, remote.folder, startup.earlyGetsFile), 'utf8'));
    } catch {
      continue; // a remote declares none
    }
    const bases = manifest.sections.filter((s) => s.remote === remote.folder).map((s) => s.basePath);
    for (const [screen, list] of Object.entries(declared)) {
      if (screen.startsWith('$')) continue;
      expect(bases.some((base) => screen === base || screen.startsWith(`${base}/`))).toBe(true);
      for (const get of list as string[]) expect(LIST_PATHS).toContain(get);
    }
  }
});

test("server -> main.js: the GETs the page names in its meta leave at once with the profile, each once, only the API's", async () => {
  const calls = serve({});
  document.head.innerHTML = `<meta name="${startup.earlyGetsMeta}" content="/v1/products /v1/families /v1/products https://x.example/v1/a">`;
  startPageEarlyGets();
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(calls.map((c) => c.path).sort()).toEqual(['/v1/families', '/v1/products', '/v1/profiles/me']);
});

test('main.js -> the profile store: the panel takes the early profile instead of asking again', async () => {
  const calls = serve({ 'GET /v1/profiles/me': { email: 'ana@example.com' } });
  startPageEarlyGets();
  await loadProfile();
  expect(sessionStore.get(profileAtom)?.email).toBe('ana@example.com');
  expect(gets(calls, '/v1/profiles/me')).toBe(1);
});

test("main.js -> the data cache: a list's first read takes its early GET; the parts of the screen that read it share that answer", async () => {
  const calls = serve({ 'GET /v1/families': [], 'GET /v1/sold-out': [] });
  document.head.innerHTML = `<meta name="${startup.earlyGetsMeta}" content="/v1/families /v1/sold-out">`;
  startPageEarlyGets();
  const read = (p: ListPath) => fetchList(p);
  await Promise.all([read('/v1/families'), read('/v1/families'), read('/v1/sold-out')]);
  expect(gets(calls, '/v1/families')).toBe(1);
  expect(gets(calls, '/v1/sold-out')).toBe(1);
  const untaken = [
    ...(globalThis as unknown as Record<symbol, Map<string, { taken: number }>>)[Symbol.for(startup.earlyGetsGlobal)],
  ].filter(([, e]) => e.taken === 0);
  expect(untaken.map(([url]) => url)).toEqual([new URL('/v1/profiles/me', window.location.origin).href]); // the profile waits for the shell
});

test('main.js -> the data cache: the early GETs of lists seed the cache as it is created, and one started later (a sidebar intent) at once', async () => {
  const calls = serve({ 'GET /v1/tags': [{ id: 1 }], 'GET /v1/promotions': [{ id: 2 }] });
  document.head.innerHTML = `<meta name="${startup.earlyGetsMeta}" content="/v1/tags">`;
  startPageEarlyGets();
  // The page's cache is created after main.js started its GETs (react-query arrives later).
  Reflect.deleteProperty(globalThis, Symbol.for(startup.queryClientGlobal));
  const client = queryClient();
  await waitFor(() => expect(client.getQueryData(['/v1/tags'])).toEqual([{ id: 1 }]));
  expect(client.getQueryData(['/v1/profiles/me'])).toBeUndefined(); // not a list: the profile's own reader takes it
  startEarlyGet('/v1/promotions');
  await waitFor(() => expect(client.getQueryData(['/v1/promotions'])).toEqual([{ id: 2 }]));
  await Promise.all([fetchList('/v1/tags'), fetchList('/v1/promotions')]);
  expect([gets(calls, '/v1/tags'), gets(calls, '/v1/promotions')]).toEqual([1, 1]);
});
