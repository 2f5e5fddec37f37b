// The panel's frame: the guard and redirects, the first branch
// and the tutorials modal.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import startup from '../../shared/startup.json' with { type: 'json' };
import { after, before, test } from 'node:test';
import {
  ROOT,
  WAIT,
  createAccount,
  eventually,
  launchBrowser,
  loginThroughUi,
  sidebarEntry,
  startProduct,
  storeSession,
  tokens,
  withBrowser,
} from '../harness.mjs';

const QUERY = '@tanstack/react-query';

let server;
before(async () => {
  server = await startProduct();
});
after(async () => {
  await server?.stop();
});

test('without a session every panel path leads to /login; with one, /login and unknown paths lead to /menu/categories', async (t) => {
  const account = await createAccount(server);
  await withBrowser(t, server, async ({ page }) => {
    for (const pathname of ['/', '/menu/categories', '/settings/account', '/billing', '/no-existe']) {
      await page.goto(server.url + pathname);
      await page.waitForURL('**/login');
    }
    // /sign-up and /success-email stay reachable without a session.
    await page.goto(`${server.url}/sign-up`);
    await page.getByRole('button', { name: 'Crear cuenta' }).waitFor();
    assert.match(page.url(), /\/sign-up$/);

    await loginThroughUi(page, server, account.email, account.password);
    await page.goto(`${server.url}/login`);
    await page.waitForURL('**/menu/categories');
    await page.goto(`${server.url}/no-existe/del-todo`);
    await page.waitForURL('**/menu/categories');
  });
});

test('a new account has one enabled branch named after the company (made by the server), and a reload adds none', async (t) => {
  const account = await createAccount(server, { company: 'Cafetería La Esquina' });
  await withBrowser(t, server, async ({ page }) => {
    await loginThroughUi(page, server, account.email, account.password);
    const { access } = await tokens(page);
    const branches = await eventually(async () => {
      const res = await server.api.call('GET', '/v1/sucursales', undefined, access);
      assert.equal(res.status, 200, res.text);
      assert.equal(res.body.info.length, 1, `one branch: ${res.text}`);
      return res.body.info;
    });
    assert.equal(branches[0].name, 'Cafetería La Esquina');
    assert.equal(branches[0].enabled, true);

    await page.reload();
    await sidebarEntry(page, 'Menú').waitFor();
    const again = await server.api.call('GET', '/v1/sucursales', undefined, access);
    assert.equal(again.body.info.length, 1, 'a reload does not create another branch');
  });
});

test('Tutoriales opens a modal with the three guide cards (the guides: tutorials.test.mjs)', async (t) => {
  const account = await createAccount(server);
  await withBrowser(t, server, async ({ page }) => {
    await loginThroughUi(page, server, account.email, account.password);
    await sidebarEntry(page, 'Tutoriales').click();
    const dialog = page.getByRole('dialog', { name: 'Tutoriales' });
    await dialog.waitFor();
    for (const title of ['Requisitos para crear tu menú', 'Agregar productos', 'Configuración del menú']) {
      await dialog.getByRole('heading', { name: title, exact: true }).waitFor();
    }
    assert.equal(await dialog.getByRole('button', { name: /^Ver guía: / }).count(), 3);
    assert.equal(await dialog.getByRole('link').count(), 0, 'no video search outside the panel');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
  });
});

/** A cold page load with the session stored (fresh profile, no service worker), recording every request. */
async function coldLoad(account, pathname, scenario) {
  const pair = (await server.api.login(account.email, account.password)).body.info;
  const { context, page } = await launchBrowser({ serviceWorkers: 'block' });
  try {
    await storeSession(context, pair);
    // Every <link> the page adds, kept: the federation runtime removes its hint links once loaded.
    await context.addInitScript(() => {
      const added = [];
      globalThis.__addedLinks = added;
      new MutationObserver((mutations) => {
        for (const mutation of mutations) {
          for (const node of mutation.addedNodes)
            if (node.tagName === 'LINK') added.push({ rel: node.rel, href: node.href });
        }
      }).observe(document, { childList: true, subtree: true });
    });
    const requested = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    const response = await page.goto(`${server.url}${pathname}`);
    await scenario({ page, html: await response.text(), requested });
  } finally {
    await context.close();
  }
}

/** The early GETs of the page that nothing took (shared/src/session/early.ts keeps them on a global). */
const untakenEarlyGets = (page) =>
  page.evaluate(
    (key) =>
      [...(globalThis[Symbol.for(key)] ?? new Map())].filter(([, early]) => early.taken === 0).map(([url]) => url),
    startup.earlyGetsGlobal,
  );

// A cold load of a section's page: the HTML names the section's files as preloads, and each is
// asked for once (a preload the page's own request does not match would show as a second
// request); the profile leaves with main.js and the panel takes that response (one request).
test("a section's page preloads its remote's files and the panel's, each requested once; one profile request", async () => {
  const account = await createAccount(server);
  await coldLoad(account, '/menu/products', async ({ page, html, requested }) => {
    await page.getByRole('tab', { name: 'Productos', selected: true }).waitFor();
    await page.waitForLoadState('networkidle');
    const preloads = [...html.matchAll(/<link rel="preload" as="(\w+)" href="([^"]+)"/g)].map((m) => m[2]);
    for (const file of ['/remotes/mfe-menu/mf-manifest.json', '/remotes/mfe-menu/remoteEntry.js'])
      assert.ok(preloads.includes(file), `${file} is preloaded: ${preloads}`);
    assert.ok(
      preloads.some((href) => /^\/remotes\/mfe-menu\/__federation_expose_remote\.\w+\.js$/.test(href)),
      'the ./remote chunk is preloaded',
    );
    assert.ok(
      preloads.some((href) => /^\/[\w.]+\.js$/.test(href)),
      "the shell's panel files are preloaded",
    );
    for (const href of preloads) {
      assert.equal(requested.filter((path) => path === href).length, 1, `${href} requested once`);
    }
    assert.equal(requested.filter((path) => path === '/v1/profiles/me').length, 1, 'one profile request');
  });
});

// Once a section shows, the other sections' files are fetched while idle as prefetches (a likely
// next screen), not preloads: a preload is for the page's own files, and the browser warns about
// one the page does not use ('preloaded but not used'). A first open of another section then
// finds its files in the HTTP cache.
test("the other sections' files are prefetched while idle, not preloaded; opening one takes them from the cache", async () => {
  const account = await createAccount(server, { plan: 'FRANCHISES' });
  await coldLoad(account, '/menu/products', async ({ page }) => {
    await page.getByRole('tab', { name: 'Productos', selected: true }).waitFor();
    const links = (rel) =>
      page.evaluate(
        (r) => globalThis.__addedLinks.filter((link) => link.rel === r).map((link) => new URL(link.href).pathname),
        rel,
      );
    const marketingChunk = await eventually(
      async () => {
        const chunk = (await links('prefetch')).find((href) =>
          /^\/remotes\/mfe-marketing\/__federation_expose_remote\.\w+\.js$/.test(href),
        );
        assert.ok(chunk, `Promociones' ./remote chunk is prefetched: ${await links('prefetch')}`);
        const fetched = await page.evaluate(
          (path) =>
            performance
              .getEntriesByType('resource')
              .some((e) => new URL(e.name).pathname === path && e.responseEnd > 0),
          chunk,
        );
        assert.ok(fetched, `${chunk} has arrived`);
        return chunk;
      },
      { timeout: 30_000 },
    );
    const preloaded = (await links('preload')).filter(
      (href) => href.startsWith('/remotes/') && !href.startsWith('/remotes/mfe-menu/'),
    );
    assert.deepEqual(preloaded, [], "no other section's file is preloaded");

    await sidebarEntry(page, 'Promociones').click();
    await page.getByRole('heading', { level: 1, name: 'Promociones' }).waitFor();
    const loads = await page.evaluate(
      (path) =>
        performance
          .getEntriesByType('resource')
          .filter((e) => new URL(e.name).pathname === path)
          .map((e) => ({ by: e.initiatorType, bytes: e.transferSize })),
      marketingChunk,
    );
    const fromNetwork = loads.filter((load) => load.bytes > 0);
    assert.equal(
      fromNetwork.length,
      1,
      `${marketingChunk} came over the network once (the prefetch): ${JSON.stringify(loads)}`,
    );
  });
});

// Every GET mfe-menu declares for a screen (early-gets.json) is named in that page and taken by
// the screen: none is left untaken (a list out of step with its board would leave one), and
// none is asked for a second time (parts of a screen that read the same list share it).
test('the first GETs a remote declares for each screen leave with the page and are all taken by it', async () => {
  const account = await createAccount(server);
  const declared = JSON.parse(readFileSync(`${ROOT}/mfe-menu/early-gets.json`, 'utf8'));
  const screens = Object.entries(declared).filter(([path]) => path.startsWith('/'));
  assert.ok(screens.length >= 4, 'the menu section declares its four screens');
  for (const [pathname, gets] of screens) {
    await coldLoad(account, pathname, async ({ page, html, requested }) => {
      assert.ok(html.includes(`<meta name="early-gets" content="${gets.join(' ')}">`), `${pathname} names its GETs`);
      await page.waitForLoadState('networkidle');
      await eventually(async () =>
        assert.deepEqual(await untakenEarlyGets(page), [], `${pathname}: every early GET was taken`),
      );
      for (const get of gets)
        assert.equal(requested.filter((path) => path === get).length, 1, `${pathname}: ${get} asked once`);
    });
  }
});

// The Productos board draws its first screen with the light kit: none of antd's shared set (the
// shell's files for `@menu/shared/antd`, from its manifest) is asked for by its first row. The
// filter menu, an antd Dropdown, still opens on the first click: antd loads on that intent.
test("the board's first screen loads no antd; 'Filtrar por' opens on its first click", async () => {
  const account = await createAccount(server);
  const manifest = JSON.parse(readFileSync(`${ROOT}/shell/dist/mf-manifest.json`, 'utf8'));
  const antdSet = manifest.shared.find((shared) => shared.name === '@menu/shared/antd');
  const antdFiles = antdSet.assets.js.sync.filter(
    (file) => !manifest.shared.some((other) => other.name === 'react' && other.assets.js.sync.includes(file)),
  );
  assert.ok(antdFiles.length > 0, "the shell's manifest lists antd's files");
  await coldLoad(account, '/menu/products', async ({ page, requested }) => {
    await page
      .getByRole('button', { name: /Agregar producto/ })
      .first()
      .waitFor();
    const asked = antdFiles.filter((file) => requested.includes(`/${file}`));
    assert.deepEqual(asked, [], 'no antd file by the first screen');
    await page.getByRole('button', { name: 'Filtrar por' }).click();
    await page.getByRole('menu').waitFor();

    // With antd already here (an editor was opened, and the panel loaded the rest while idle),
    // the trigger is swapped for antd's the moment the pointer arrives: the press that follows
    // must still open the menu at once.
    await page.keyboard.press('Escape');
    await page.reload();
    await page
      .getByRole('button', { name: /Agregar producto/ })
      .first()
      .click();
    await page.getByRole('dialog').waitFor();
    await page.getByRole('button', { name: 'Cancelar' }).click();
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    // The panel's idle loading (antd's deferred parts, the other sections' prefetches) starts a
    // few seconds after the screen settles; its prefetch hints mark it, and the network then rests.
    await page.waitForFunction(() => globalThis.__addedLinks.some((link) => link.rel === 'prefetch'), null, {
      timeout: WAIT,
    });
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: 'Filtrar por' }).click();
    await page.getByRole('menu').waitFor({ timeout: 2000 });
  });
});

/** The files of an app's copy of a shared library, from its manifest (none shared with another library), as paths. */
function sharedCopy(app, base, name) {
  const manifest = JSON.parse(readFileSync(`${ROOT}/${app}/dist/mf-manifest.json`, 'utf8'));
  const files = (entry) => entry?.assets.js.sync ?? [];
  const others = manifest.shared.filter((entry) => entry.name !== name).flatMap(files);
  return files(manifest.shared.find((entry) => entry.name === name))
    .filter((file) => !others.includes(file))
    .map((file) => base + file);
}

// The data cache's react-query comes to the first board once: the section's copy, which the
// server preloads with the section's files (startup.json's preloadedWithSection). The shell
// provides none: a copy it provided was registered first and taken by the section, so the first
// row fetched it besides the preloaded one (46 KB more). /login loads neither.
test("the first board fetches one copy of react-query, the section's preloaded one; /login none", async () => {
  const account = await createAccount(server);
  const copies = {
    shell: sharedCopy('shell', '/', QUERY),
    'mfe-menu': sharedCopy('mfe-menu', '/remotes/mfe-menu/', QUERY),
  };
  assert.ok(copies['mfe-menu'].length > 0, "mfe-menu's manifest lists its copy of react-query");
  const fetched = (requested) => Object.keys(copies).filter((app) => copies[app].some((f) => requested.includes(f)));
  await coldLoad(account, '/menu/products', async ({ page, html, requested }) => {
    await page
      .getByRole('button', { name: /Agregar producto/ })
      .first()
      .waitFor();
    for (const file of copies['mfe-menu']) assert.ok(html.includes(`href="${file}"`), `${file} is preloaded`);
    assert.deepEqual(
      fetched(requested),
      ['mfe-menu'],
      `react-query's files asked: ${requested.filter((p) => p.endsWith('.js'))}`,
    );
    for (const file of copies['mfe-menu']) assert.equal(requested.filter((p) => p === file).length, 1, `${file} once`);
  });
  const { context, page } = await launchBrowser({ serviceWorkers: 'block' });
  try {
    const requested = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto(`${server.url}/login`);
    await page.getByRole('button', { name: 'Iniciar Sesión' }).waitFor();
    await page.waitForLoadState('networkidle');
    assert.deepEqual(fetched(requested), [], '/login loads no react-query');
  } finally {
    await context.close();
  }
});
