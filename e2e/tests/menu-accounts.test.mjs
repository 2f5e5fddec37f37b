// Menu section: every menu is the account's own. A second owner sees empty boards,
// not the first owner's menu, and the first owner's ids answer 404 to the second's token.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { createAccount, loginThroughUi, startProduct, tokens, withBrowser } from '../harness.mjs';
import { apiOk, apiToken, apiUpload, boardRow, rowNames } from '../lib/panel.mjs';
import { FIXTURES, arrangeMenu, openMenuTab, productNamesIn } from '../fixtures/menu.mjs';

let server;
before(async () => {
  server = await startProduct();
});
after(async () => {
  await server?.stop();
});

test("a second account does not see, change or delete the first account's menu", async (t) => {
  const first = await createAccount(server, { company: 'Taquería Uno' });
  const firstToken = await apiToken(server, first);
  const ids = await arrangeMenu(server, firstToken, {
    'Comidas de Uno': { 'Tacos de Uno': ['Taco secreto', 'Taco norteño'] },
  });
  const upload = await apiUpload(
    server,
    firstToken,
    `/v1/products/${ids.products['Taco secreto']}/attachment`,
    'image',
    FIXTURES.png,
  );
  assert.equal(upload.status, 200, upload.text);
  const tag = await apiOk(server, firstToken, 'POST', '/v1/tags', {
    name: 'Etiqueta de Uno',
    icon: 'fa-solid fa-leaf',
  });
  const group = await apiOk(server, firstToken, 'POST', '/v1/groups', {
    name: 'Salsas de Uno',
    variants: [{ name: 'Verde', price: null }],
  });
  await apiOk(server, firstToken, 'POST', `/v1/products/${ids.products['Taco secreto']}/variants`, {
    group_id: group.id,
  });

  const second = await createAccount(server, { company: 'Cafetería Dos' });
  await withBrowser(t, server, async ({ page }) => {
    await loginThroughUi(page, server, second.email, second.password);
    await openMenuTab(page, 'Familias y Categorías');
    await page.getByText('Aún no tienes ninguna familia registrada').waitFor();
    await openMenuTab(page, 'Productos');
    await page.getByText('Aún no tienes ningún producto registrado').waitFor();
    await openMenuTab(page, 'Variantes');
    await page.getByText('Aún no tienes ningún grupo registrado').waitFor();
    await openMenuTab(page, 'Etiquetas');
    await page
      .getByRole('table', { name: 'Etiquetas' })
      .or(page.getByText('Aún no tienes ninguna etiqueta registrada'))
      .first()
      .waitFor();
    assert.equal(await boardRow(page, 'Etiqueta de Uno').count(), 0);
    for (const name of ['Comidas de Uno', 'Tacos de Uno', 'Taco secreto', 'Salsas de Uno', 'Etiqueta de Uno']) {
      assert.equal(await page.getByText(name).count(), 0, `${name} is not shown to the second account`);
    }

    // The page's own token: the first account's ids do not exist for it.
    const { access } = await tokens(page);
    const call = (method, pathname, body) => server.api.call(method, pathname, body, access);
    assert.deepEqual((await call('GET', '/v1/products')).body.info, []);
    assert.deepEqual((await call('GET', '/v1/families')).body.info, []);
    assert.deepEqual((await call('GET', '/v1/groups')).body.info, []);
    const productId = ids.products['Taco secreto'];
    for (const [method, pathname, body] of [
      ['GET', `/v1/products/${productId}`],
      ['PUT', `/v1/products/${productId}`, { name: 'Robado' }],
      ['POST', `/v1/products/${productId}/clone`],
      ['DELETE', `/v1/products/${productId}`],
      ['PUT', `/v1/families/${ids.families['Comidas de Uno']}`, { name: 'Robada' }],
      ['DELETE', `/v1/families/categories/${ids.categories['Tacos de Uno']}`],
      ['POST', `/v1/categories/${ids.categories['Tacos de Uno']}/products`, { name: 'Intruso', price: 1 }],
      ['GET', `/v1/groups/${group.id}`],
      ['DELETE', `/v1/tags/${tag.id}`],
      [
        'PUT',
        '/v1/products',
        [
          { id: ids.products['Taco norteño'], position: 0 },
          { id: productId, position: 1 },
        ],
      ],
    ]) {
      const res = await call(method, pathname, body);
      assert.equal(res.status, 404, `${method} ${pathname}: ${res.status} ${res.text}`);
      assert.equal(res.body.error.code, 'RESOURCE_NOT_FOUND', `${method} ${pathname}`);
    }
    const upload2 = await apiUpload(server, access, `/v1/products/${productId}/attachment`, 'image', FIXTURES.png);
    assert.equal(upload2.status, 404, upload2.text);
  });

  // The first owner still finds the menu as it was.
  await withBrowser(t, server, async ({ page }) => {
    await loginThroughUi(page, server, first.email, first.password);
    await openMenuTab(page, 'Familias y Categorías');
    await boardRow(page, 'Tacos de Uno').waitFor();
    assert.deepEqual(await rowNames(page), ['Comidas de Uno', 'Tacos de Uno']);
    await openMenuTab(page, 'Productos');
    await boardRow(page, 'Taco norteño').waitFor();
    assert.deepEqual(await productNamesIn(page, 'Tacos de Uno'), ['Taco secreto', 'Taco norteño']);
    const products = await apiOk(server, firstToken, 'GET', '/v1/products');
    const secret = products.find((p) => p.name === 'Taco secreto');
    assert.ok(secret.image, 'the image is still there');
    assert.deepEqual(
      secret.variant_groups.map((g) => g.name),
      ['Salsas de Uno'],
    );
  });
});
