// A remote opened alone for QA (/remotes/mfe-settings/ on the one-port server): its own
// login against the real API, then the section itself (Configuración > Cuenta).
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import {
  createAccount,
  eventually,
  heading,
  loginThroughUi,
  seeText,
  sidebarEntry,
  startProduct,
  withBrowser,
} from '../harness.mjs';

let server;
before(async () => {
  server = await startProduct();
});
after(async () => {
  await server?.stop();
});

test('mfe-settings runs standalone: log in and change the password in Cuenta', async (t) => {
  const account = await createAccount(server);
  const newPassword = 'ClaveStandalone1';
  await withBrowser(t, server, async ({ page }) => {
    // Requests the browser makes on its own (the tab's icon) fail only as a console message.
    const failed = [];
    page.on('console', (message) => {
      if (/Failed to load resource/.test(message.text())) failed.push(`${message.text()} ${message.location().url}`);
    });
    await page.goto(`${server.url}/remotes/mfe-settings/`);
    await page.getByLabel('Correo electrónico').fill(account.email);
    await page.getByLabel('Contraseña', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Iniciar Sesión' }).click();

    await heading(page, 'Configuración').waitFor();
    await page.getByLabel('Contraseña actual').waitFor();
    const emailField = page.getByLabel('Correo electrónico');
    await eventually(async () => assert.equal(await emailField.inputValue(), account.email));

    await page.getByLabel('Contraseña actual').fill(account.password);
    await page.getByLabel('Nueva contraseña').fill(newPassword);
    await page.getByLabel('Confirmar contraseña').fill(newPassword);
    await page.getByRole('button', { name: 'Actualizar contraseña' }).click();
    await seeText(page, 'Contraseña actualizada');

    assert.equal((await server.api.login(account.email, newPassword)).status, 200, 'the new password works');
    assert.notEqual((await server.api.login(account.email, account.password)).status, 200, 'the old one does not');
    assert.deepEqual(failed, [], 'nothing the page or the browser asked for is missing (its icon included)');
  });
});

test('each remote serves its manifest, entry and standalone page under /remotes/<folder>/', async () => {
  const list = await (await fetch(`${server.url}/remotes.json`)).json();
  assert.ok(Array.isArray(list) && list.length === 5, `/remotes.json lists the five remotes: ${JSON.stringify(list)}`);
  for (const folder of ['mfe-menu', 'mfe-marketing', 'mfe-multisucursal', 'mfe-settings', 'mfe-billing']) {
    for (const file of ['mf-manifest.json', 'remoteEntry.js', '']) {
      const res = await fetch(`${server.url}/remotes/${folder}/${file}`);
      assert.equal(res.status, 200, `/remotes/${folder}/${file}`);
    }
    // The standalone page names its own icon, inside its folder (a remote's folder is served from anywhere).
    const page = await (await fetch(`${server.url}/remotes/${folder}/`)).text();
    const icon = /<link[^>]*rel="?icon"?[^>]*>/.exec(page)?.[0] ?? '';
    const href = /href="?([^"\s>]+)/.exec(icon)?.[1];
    assert.ok(
      href && !href.startsWith('/') && !/^[a-z]+:/.test(href),
      `${folder}: a relative icon link (${icon || 'none'})`,
    );
    const res = await fetch(new URL(href, `${server.url}/remotes/${folder}/`));
    assert.equal(res.status, 200, `${folder}'s icon ${href}`);
    assert.match(res.headers.get('content-type') ?? '', /^image\//);
  }
});

// The shared libraries come once, from the shell: in the panel no remote file may carry
// its own copy of react, react-dom, the router, jotai or antd (either curated set, or the
// rc-component packages antd is made of), editors included, nor of Module Federation's
// runtime (the shell provides it to the remotes). Each loaded remote file is checked by its
// source map (the modules it was built from).
const SHARED_LIBRARIES =
  /node_modules\/(react|react-dom|react-router|react-router-dom|jotai|antd|@rc-component\/[^/]+|@module-federation\/runtime-core)\//;

test('in the panel, no remote downloads its own copy of a shared library, editors included', async (t) => {
  const account = await createAccount(server, { plan: 'FRANCHISES' });
  await withBrowser(t, server, async ({ page }) => {
    const loaded = new Set();
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith('/remotes/') && path.endsWith('.js')) loaded.add(path);
    });
    await loginThroughUi(page, server, account.email, account.password);
    const sections = [
      ['Menú', '/menu', 'mfe-menu'],
      ['Promociones', '/promotions', 'mfe-marketing'],
      ['Publicidad', '/advertising', 'mfe-marketing'],
      ['Multisucursal', '/multisucursal', 'mfe-multisucursal'],
      ['Facturación', '/billing', 'mfe-billing'],
      ['Configuración', '/settings', 'mfe-settings'],
    ];
    for (const [label, path, folder] of sections) {
      await sidebarEntry(page, label).click();
      await page.waitForURL(`**${path}**`);
      // A loaded machine can leave a quiet gap between the URL change and the section's
      // first request, so wait for the request itself before waiting for quiet.
      await eventually(() =>
        assert.ok(
          [...loaded].some((file) => file.startsWith(`/remotes/${folder}/`)),
          `${folder} was loaded for ${label}`,
        ),
      );
      await page.waitForLoadState('networkidle');
      assert.equal(await page.getByText('Esta sección no está disponible').count(), 0, `${label} loads`);
    }
    // An editor brings antd's heavy set (forms, selects): from the shell too.
    await page.goto(`${server.url}/menu/products`);
    await page.getByRole('button', { name: 'Agregar producto' }).first().click();
    await page.getByRole('dialog').getByLabel('Nombre').waitFor();
    await page.waitForLoadState('networkidle');

    const copies = [];
    for (const path of loaded) {
      const res = await fetch(`${server.url}${path}.map`);
      assert.equal(res.status, 200, `${path} has a source map to check`);
      const map = await res.json();
      const libraries = new Set(map.sources.map((source) => source.match(SHARED_LIBRARIES)?.[1]).filter(Boolean));
      if (libraries.size) copies.push(`${path}: ${[...libraries].join(', ')}`);
    }
    assert.deepEqual(copies, [], 'no remote file loaded in the panel carries a shared library');
  });
});

// The check above can fail: a remote's own page (no host) does load its copies.
test('a remote on its own page loads its own copies (what the panel test would catch)', async (t) => {
  await withBrowser(t, server, async ({ page }) => {
    const loaded = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith('/remotes/mfe-settings/') && path.endsWith('.js')) loaded.push(path);
    });
    await page.goto(`${server.url}/remotes/mfe-settings/`);
    await page.getByRole('button', { name: 'Iniciar Sesión' }).waitFor();
    await page.waitForLoadState('networkidle');
    let carriesReact = false;
    for (const path of loaded) {
      const res = await fetch(`${server.url}${path}.map`);
      if (!res.ok) continue; // files the federation runtime makes without a map
      if ((await res.json()).sources.some((source) => /node_modules\/react-dom\//.test(source))) carriesReact = true;
    }
    assert.ok(carriesReact, 'the standalone page loads react-dom from the remote itself');
  });
});
