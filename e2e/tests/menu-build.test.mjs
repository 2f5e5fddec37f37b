// Menu section: an owner builds a small menu from nothing through the UI only
// (family, category, product with an uploaded image, two tags, a variant group created
// from the product editor), reloads, and finds it all persisted (in the page and in
// GET /v1/products with the page's own token).
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { chooseOption, createAccount, loginThroughUi, startProduct, tokens, withBrowser } from '../harness.mjs';
import { board, boardRow, chooseMany, clickAdd, editor, submitEditor } from '../lib/panel.mjs';
import { FIXTURES, openMenuTab, productNamesIn } from '../fixtures/menu.mjs';

let server;
before(async () => {
  server = await startProduct();
});
after(async () => {
  await server?.stop();
});

test('an owner builds a menu from nothing through the UI and finds it persisted after a reload', async (t) => {
  const account = await createAccount(server);
  await withBrowser(t, server, async ({ page }) => {
    await loginThroughUi(page, server, account.email, account.password);
    await openMenuTab(page, 'Familias y Categorías');
    await page.getByText('Aún no tienes ninguna familia registrada').waitFor();

    // A family.
    await clickAdd(page, 'familia');
    let dialog = await editor(page, 'Agregar familia');
    await dialog.getByLabel('Nombre', { exact: true }).fill('Comidas');
    await dialog.getByLabel('Descripción', { exact: true }).fill('Platos fuertes de la casa');
    await submitEditor(dialog);
    await boardRow(page, 'Comidas').waitFor();

    // A category in it ('+ Agregar categoría' under the family; the family is preselected).
    await page.getByRole('button', { name: /Agregar categoría$/ }).click();
    dialog = await editor(page, 'Agregar categoría');
    await dialog.getByLabel('Nombre', { exact: true }).fill('Tacos');
    await dialog.getByText('Comidas', { exact: true }).waitFor(); // the preselected family
    await submitEditor(dialog);
    await boardRow(page, 'Tacos').waitFor();

    // Two tags, one with an icon.
    await openMenuTab(page, 'Etiquetas');
    await clickAdd(page, 'etiqueta');
    dialog = await editor(page, 'Agregar etiqueta');
    await dialog.getByLabel('Nombre', { exact: true }).fill('Picosito');
    await dialog.getByRole('group', { name: 'Iconos' }).getByRole('button', { name: 'Picante', exact: true }).click();
    assert.equal(
      await dialog.getByRole('button', { name: 'Picante', exact: true }).getAttribute('aria-pressed'),
      'true',
    );
    await submitEditor(dialog);
    await boardRow(page, 'Picosito').waitFor();
    await clickAdd(page, 'etiqueta');
    dialog = await editor(page, 'Agregar etiqueta');
    await dialog.getByLabel('Nombre', { exact: true }).fill('De la casa');
    await submitEditor(dialog);
    await boardRow(page, 'De la casa').waitFor();

    // A product with an image, the two tags and a variant group created from its editor.
    await openMenuTab(page, 'Productos');
    await page.getByText('Aún no tienes ningún producto registrado').waitFor();
    await clickAdd(page, 'producto');
    dialog = await editor(page, 'Agregar producto');
    await dialog.getByLabel('Nombre', { exact: true }).fill('Taco al pastor');
    await dialog.getByLabel('Precio', { exact: true }).fill('35.50');
    await dialog.getByLabel('Descripción', { exact: true }).fill('Con piña, cebolla y cilantro');
    await dialog.getByLabel('Imagen', { exact: true }).setInputFiles(FIXTURES.png);
    await dialog.getByRole('img', { name: 'Imagen del producto' }).waitFor();
    await chooseOption(page, 'Categoría', 'Tacos');
    await chooseMany(page, dialog, 'Etiquetas', ['Picosito', 'De la casa']);

    await dialog.getByRole('button', { name: /Crear grupo$/ }).click();
    const groupDialog = await editor(page, 'Agregar grupo');
    await groupDialog.getByLabel('Nombre del grupo', { exact: true }).fill('Tortilla');
    assert.equal(await groupDialog.getByLabel('Precio de la variante 1').getAttribute('placeholder'), '00.00');
    await groupDialog.getByLabel('Nombre de la variante 1').fill('Maíz');
    await groupDialog.getByRole('button', { name: /Agregar Variante$/ }).click();
    await groupDialog.getByLabel('Nombre de la variante 2').fill('Harina');
    await groupDialog.getByLabel('Precio de la variante 2').fill('5');
    await submitEditor(groupDialog);

    const groupRow = dialog
      .getByRole('list', { name: 'Grupos de variantes' })
      .getByRole('listitem')
      .filter({ hasText: 'Tortilla' });
    await groupRow.waitFor();
    await dialog.getByLabel('Límite de Tortilla').fill('1');
    await dialog.getByRole('switch', { name: 'Obligatorio Tortilla' }).click();
    await dialog.getByRole('switch', { name: 'Destacado' }).click(); // allowed: the product has an image
    await submitEditor(dialog);

    const productsTable = board(page, 'Productos');
    await productsTable.getByRole('row', { name: 'Taco al pastor', exact: true }).waitFor();

    // Everything persisted: reload and look again.
    await page.reload();
    await page.waitForURL('**/menu/products');
    const row = page.getByRole('row', { name: 'Taco al pastor', exact: true });
    await row.waitFor();
    assert.deepEqual(await productNamesIn(page, 'Tacos'), ['Taco al pastor'], 'the product is under its category');
    await row.getByText('$35.50').waitFor();
    await row.getByText('Con piña, cebolla y cilantro').waitFor();
    await row.getByText('Picosito').waitFor();
    await row.getByText('De la casa').waitFor();
    assert.equal(await row.locator('i.fa-pepper-hot').count(), 1, 'the tag chip shows its icon');
    await row.getByRole('img', { name: 'Destacado' }).waitFor();
    const thumb = row.getByRole('img', { name: 'Taco al pastor' });
    await thumb.waitFor();
    assert.match(await thumb.getAttribute('src'), /^\/uploads\/.+-400\.webp$/);
    assert.ok(await thumb.evaluate((img) => img.complete && img.naturalWidth > 0), 'the thumbnail loads');

    await row.getByRole('button', { name: 'Editar' }).click();
    dialog = await editor(page, 'Actualizar producto');
    assert.equal(await dialog.getByLabel('Nombre', { exact: true }).inputValue(), 'Taco al pastor');
    assert.equal(await dialog.getByLabel('Precio', { exact: true }).inputValue(), '35.5');
    await dialog.getByRole('list', { name: 'Grupos de variantes' }).getByText('Tortilla').waitFor();
    assert.equal(await dialog.getByLabel('Límite de Tortilla').inputValue(), '1');
    assert.equal(
      await dialog.getByRole('switch', { name: 'Obligatorio Tortilla' }).getAttribute('aria-checked'),
      'true',
    );
    assert.equal(await dialog.getByRole('switch', { name: 'Destacado' }).getAttribute('aria-checked'), 'true');
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await openMenuTab(page, 'Variantes');
    const group = page.getByRole('row', { name: 'Tortilla', exact: true });
    await group.getByText('2 variantes').waitFor();
    await group.getByText('1 producto').waitFor();
    await group.getByRole('button', { name: 'Expandir' }).click();
    await page.getByRole('row', { name: 'Maíz', exact: true }).getByText('Sin precio').waitFor();
    await page.getByRole('row', { name: 'Harina', exact: true }).getByText('$5').waitFor();

    await openMenuTab(page, 'Familias y Categorías');
    await page.getByRole('row', { name: 'Comidas', exact: true }).getByText('Platos fuertes de la casa').waitFor();
    await page.getByRole('row', { name: 'Tacos', exact: true }).waitFor();

    // And through the API, with the page's own token.
    const { access } = await tokens(page);
    const res = await server.api.call('GET', '/v1/products', undefined, access);
    assert.equal(res.status, 200, res.text);
    assert.equal(res.body.info.length, 1, res.text);
    const [product] = res.body.info;
    const families = (await server.api.call('GET', '/v1/families', undefined, access)).body.info;
    assert.equal(families.length, 1);
    assert.equal(families[0].name, 'Comidas');
    assert.equal(families[0].description, 'Platos fuertes de la casa');
    assert.deepEqual(
      families[0].categories.map((c) => c.name),
      ['Tacos'],
    );
    assert.equal(product.category_id, families[0].categories[0].id);
    assert.equal(product.name, 'Taco al pastor');
    assert.equal(product.price, 35.5);
    assert.equal(product.description, 'Con piña, cebolla y cilantro');
    assert.equal(product.featured, true);
    assert.equal(product.recommended, false);
    assert.match(product.image, /\/uploads\/.+-800\.webp$/);
    const image = await fetch(new URL(product.image, server.url));
    assert.equal(image.status, 200);
    assert.equal(image.headers.get('content-type'), 'image/webp');
    assert.deepEqual(product.tags.map((tag) => [tag.name, tag.icon]).sort(), [
      ['De la casa', null],
      ['Picosito', 'fa-solid fa-pepper-hot'],
    ]);
    assert.equal(product.variant_groups.length, 1);
    const [attached] = product.variant_groups;
    assert.equal(attached.name, 'Tortilla');
    assert.equal(attached.limit, 1);
    assert.equal(attached.obligatory, true);
    assert.deepEqual(
      attached.variants.map((v) => [v.name, v.price]),
      [
        ['Maíz', null],
        ['Harina', 5],
      ],
    );
  });
});
