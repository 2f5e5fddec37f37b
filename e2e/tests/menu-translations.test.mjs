// Translating a menu from the panel: the owner adds English and French in Configuración >
// General > 'Idiomas del menú' and saves; on Menú > Traducciones types a dish's English name
// in its cell, which saves on its own (the status says 'Cambios guardados'; no button), and
// the progress counts it; a reload shows it stored. 'Sin traducir' with English chosen hides
// the translated text and keeps the others. The screen has no axe-core violation.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import AxeBuilder from '@axe-core/playwright';
import { createAccount, eventually, loginThroughUi, sidebarEntry, startProduct, withBrowser } from '../harness.mjs';
import { apiOk, apiToken, boardHeading, rowNames, watchCall } from '../lib/panel.mjs';
import { expectSaved, openSettingsTab } from '../lib/settings.mjs';
import { arrangeMenu, openMenuTab } from '../fixtures/menu.mjs';

let server;
before(async () => {
  server = await startProduct();
});
after(async () => {
  await server?.stop();
});

const ENGLISH_NAME = 'Al pastor taco';

/** A text's cell in one language, by its label ('Nombre de «Taco al pastor» en inglés'). */
const cell = (page, label) => page.getByLabel(label, { exact: true });

/** The save status under the toolbar, once it says every change reached the server. */
const saved = (page) => page.getByRole('status').filter({ hasText: 'Cambios guardados' }).waitFor();

/** axe-core's violations on the Traducciones board, of any impact. */
const violations = async (page) =>
  (await new AxeBuilder({ page }).include('.translation-board').analyze()).violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.failureSummary}`).join(' | ')}`,
  );

test("the owner adds English and French, translates a dish's name on Menú > Traducciones (saved on its own), a reload keeps it; 'Sin traducir' narrows the list; axe", async (t) => {
  // Two extra languages: a paid plan (FREEMIUM has one).
  const account = await createAccount(server, { plan: 'NEGOCIO', company: 'Taquería Idiomas' });
  const token = await apiToken(server, account);
  const ids = await arrangeMenu(server, token, { Comidas: { Tacos: ['Taco al pastor', 'Taco de suadero'] } });

  await withBrowser(t, server, async ({ page }) => {
    await loginThroughUi(page, server, account.email, account.password);

    // 1. Configuración > General: Spanish is fixed; English and French are ticked and saved.
    await openSettingsTab(page, 'General', '/settings/general');
    const company = page.getByRole('region', { name: 'Negocio' });
    const languages = company.getByRole('group', { name: 'Idiomas del menú' });
    assert.equal(await languages.getByRole('checkbox', { name: /^Español/ }).isChecked(), true);
    assert.equal(await languages.getByRole('checkbox', { name: /^Español/ }).isDisabled(), true);
    await languages.getByRole('checkbox', { name: 'Inglés', exact: true }).check();
    await languages.getByRole('checkbox', { name: 'Francés', exact: true }).check();
    const saving = await watchCall(page, 'PUT', '/v1/profiles/me');
    await company.getByRole('button', { name: 'Guardar', exact: true }).click();
    const sent = await saving.done;
    assert.equal(sent.status, 200, sent.text);
    assert.deepEqual(sent.body, { languages: ['es', 'en', 'fr'] }, 'only what changed');
    await expectSaved(page);
    assert.deepEqual((await apiOk(server, token, 'GET', '/v1/profiles/me')).languages, ['es', 'en', 'fr']);

    // 2. Menú > Traducciones: a column per language, nothing translated yet.
    const { languages: progress } = await apiOk(server, token, 'GET', '/v1/translations');
    const total = progress.find((language) => language.code === 'en').total;
    assert.ok(total >= 4, 'the family, the category and both dishes are texts to translate');
    await sidebarEntry(page, 'Menú').click();
    await openMenuTab(page, 'Traducciones');
    assert.match(new URL(page.url()).pathname, /^\/menu\/translations$/);
    await page.getByText(`Inglés: 0 de ${total}`, { exact: true }).waitFor();
    await page.getByText(`Francés: 0 de ${total}`, { exact: true }).waitFor();
    const english = cell(page, 'Nombre de «Taco al pastor» en inglés');
    assert.equal(await english.inputValue(), '');
    assert.equal(await cell(page, 'Nombre de «Taco al pastor» en francés').inputValue(), '');

    // 3. The English name, written in the cell: it goes out on its own once the typing pauses
    //    (one input event, so one request whatever the machine's speed).
    const translating = await watchCall(page, 'PUT', '/v1/translations');
    await english.fill(ENGLISH_NAME);
    const put = await translating.done;
    assert.equal(put.status, 200, put.text);
    assert.deepEqual(put.body, {
      items: [{ kind: 'product', id: ids.products['Taco al pastor'], field: 'name', lang: 'en', text: ENGLISH_NAME }],
    });
    await saved(page);
    await page.getByText(`Inglés: 1 de ${total}`, { exact: true }).waitFor();
    await page.getByText(`Francés: 0 de ${total}`, { exact: true }).waitFor();
    assert.deepEqual(await violations(page), [], 'axe-core on Menú > Traducciones');

    // 4. A reload reads it back from the server.
    await page.reload();
    await boardHeading(page, 'Traducciones').waitFor();
    await english.waitFor();
    assert.equal(await english.inputValue(), ENGLISH_NAME);
    await page.getByText(`Inglés: 1 de ${total}`, { exact: true }).waitFor();
    const dish = (await apiOk(server, token, 'GET', '/v1/products')).find(
      (product) => product.id === ids.products['Taco al pastor'],
    );
    assert.deepEqual(dish.translations, { en: { name: ENGLISH_NAME, reviewed: true } });

    // 5. 'Sin traducir': with every language, the dish stays (it has no French name yet); with
    //    English chosen, only the texts without English are left.
    const everyRow = await rowNames(page, page.getByRole('table', { name: 'Textos del menú por idioma' }));
    assert.ok(everyRow.includes('Taco al pastor') && everyRow.includes('Taco de suadero'), everyRow.join(', '));
    const untranslated = (query) =>
      page.waitForResponse(
        (res) =>
          res.request().method() === 'GET' &&
          new URL(res.url()).pathname === '/v1/translations' &&
          new URL(res.url()).search === query,
      );
    const anyLanguage = untranslated('?status=untranslated');
    await page.getByRole('button', { name: 'Sin traducir', exact: true }).click();
    assert.equal((await anyLanguage).status(), 200);
    const table = page.getByRole('table', { name: 'Textos del menú por idioma' });
    await eventually(async () => assert.deepEqual(await rowNames(page, table), everyRow));
    const onlyEnglish = untranslated('?lang=en&status=untranslated');
    await page.getByRole('combobox', { name: 'Idioma', exact: true }).selectOption({ label: 'Inglés' });
    assert.equal((await onlyEnglish).status(), 200);
    const expected = (await apiOk(server, token, 'GET', '/v1/translations?lang=en&status=untranslated')).items.map(
      (item) => item.source,
    );
    assert.deepEqual(
      expected,
      everyRow.filter((name) => name !== 'Taco al pastor'),
      'the API leaves out the translated name only',
    );
    await eventually(async () => assert.deepEqual(await rowNames(page, table), expected));
    // Only the English column is left.
    assert.equal(await cell(page, 'Nombre de «Taco de suadero» en francés').count(), 0);
    await cell(page, 'Nombre de «Taco de suadero» en inglés').waitFor();
    // The pointer leaves the 'Sin traducir' button it clicked, whose hover colour fades out (antd
    // animates it): axe reads the settled page, not a frame of the transition.
    await page.mouse.move(0, 0);
    await eventually(async () => assert.deepEqual(await violations(page), [], 'axe-core on the filtered list'));
  });
});
