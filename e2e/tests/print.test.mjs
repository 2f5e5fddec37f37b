// 'Imprimir': a FRANCHISES owner with a small menu sets the branch's 'Mesas' to 3 in the
// branch form, opens 'Imprimir' in the branch's row and downloads the table tents (Carta, then
// A4), the entrance poster and the printed menu (real browser downloads, read with poppler's
// pdftotext and pdfinfo); the share modal offers the same choices; the public menu with
// ?mesa=2 shows 'Mesa 2'.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, test } from 'node:test';
import {
  ARTIFACTS,
  createAccount,
  eventually,
  loginThroughUi,
  sidebarEntry,
  startProduct,
  withBrowser,
} from '../harness.mjs';
import { apiOk, apiToken, boardHeading, boardRow, editor, modal, submitEditor, watchCall } from '../lib/panel.mjs';
import { arrangeMenu } from '../fixtures/menu.mjs';

const CHOICES = ['Tarjetas de mesa (PDF)', 'Cartel de entrada (PDF)', 'Menú impreso (PDF)'];
/** A picture of the choices for people to look at (not an assertion); E2E_PRINT_SHOT moves it. */
const SHOT = process.env.E2E_PRINT_SHOT || path.join(ARTIFACTS, 'imprimir.png');

let server;
before(async () => {
  server = await startProduct();
});
after(async () => {
  await server?.stop();
});

/** The text of a PDF as pdftotext reads it, its whitespace collapsed (lines break where the layout does). */
const pdfText = (file) =>
  execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');

/** pdfinfo's 'Pages' and 'Page size' (of the first page). */
function pdfInfo(file) {
  const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
  return {
    pages: Number(/^Pages:\s+(\d+)/m.exec(info)?.[1]),
    size: /^Page size:\s+(.+)$/m.exec(info)?.[1] ?? '',
  };
}

/** Clicks a download choice in `scope`; answers the file's suggested name, path and bytes once it is a real PDF. */
async function downloadPdf(page, scope, label) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    scope.getByRole('button', { name: label }).click(),
  ]);
  const file = await download.path();
  assert.ok(file, `${label}: the download finished (${await download.failure()})`);
  const bytes = readFileSync(file);
  assert.equal(bytes.subarray(0, 5).toString('latin1'), '%PDF-', `${label}: a PDF`);
  assert.ok(bytes.length > 2000, `${label}: ${bytes.length} bytes`);
  return { name: download.suggestedFilename(), file, bytes };
}

test("'Mesas' in the branch form, 'Imprimir' downloads tents, poster and printed menu; ?mesa=2 shows 'Mesa 2'", async (t) => {
  const company = 'Cafetería Imprenta';
  const account = await createAccount(server, { plan: 'FRANCHISES', company });
  const token = await apiToken(server, account);
  await arrangeMenu(server, token, { Comidas: { Sopas: ['Pozole rojo', 'Sopa de lima'] } });
  const [branch] = await apiOk(server, token, 'GET', '/v1/sucursales');
  const key = branch.route_key;

  await withBrowser(t, server, async ({ page }) => {
    await loginThroughUi(page, server, account.email, account.password);
    await sidebarEntry(page, 'Multisucursal').click();
    await page.waitForURL('**/multisucursal/sucursales');
    await boardHeading(page, 'Sucursales').waitFor();

    // 1. 'Mesas' = 3 in the branch form; the update sends just that.
    await boardRow(page, company).getByRole('button', { name: 'Editar', exact: true }).click();
    let dialog = await editor(page, 'Actualizar sucursal');
    await dialog.getByLabel('Mesas', { exact: true }).fill('3');
    const saving = await watchCall(page, 'PUT', `/v1/sucursales/${branch.id}`);
    await submitEditor(dialog, 'Actualizar');
    const sent = await saving.done;
    assert.equal(sent.status, 200, sent.text);
    assert.deepEqual(sent.body, { tables: 3 });
    assert.equal((await apiOk(server, token, 'GET', '/v1/sucursales'))[0].tables, 3);
    // The board's rows as the server has them now (on a loaded machine its list was seen to
    // answer the print dialog with the row from before the save: see the closing note).
    await page.reload();
    await boardHeading(page, 'Sucursales').waitFor();

    // 2. The row's 'Imprimir': paper choice and the three files (one language: one printed menu).
    await boardRow(page, company).getByRole('button', { name: 'Imprimir', exact: true }).click();
    dialog = await modal(page, `Imprimir · ${company}`);
    const choices = dialog.getByRole('region', { name: 'Imprimir' });
    await choices.waitFor();
    assert.deepEqual(
      (await choices.getByRole('button').allInnerTexts()).map((s) => s.trim()),
      CHOICES,
    );
    assert.equal(await choices.getByText('Agrega el número de mesas').count(), 0, 'with tables, no hint to add them');
    mkdirSync(path.dirname(SHOT), { recursive: true });
    await dialog.screenshot({ path: SHOT });

    const tents = await downloadPdf(page, choices, 'Tarjetas de mesa (PDF)');
    assert.equal(tents.name, `mesas-${key}.pdf`);
    const tentsText = pdfText(tents.file);
    for (const n of [1, 2, 3]) assert.ok(tentsText.includes(`Mesa ${n}`), `tent 'Mesa ${n}' in: ${tentsText}`);
    assert.ok(!tentsText.includes('Mesa 4'), 'only the 3 tables');
    assert.ok(tentsText.includes('Escanea para ver el menú'), tentsText);
    assert.match(pdfInfo(tents.file).size, /^612 x 792 pts/, 'Carta by default');

    // antd's Segmented hides its radios: a person clicks the option's text.
    await choices.getByText('A4', { exact: true }).click();
    await eventually(async () => assert.equal(await choices.getByRole('radio', { name: 'A4' }).isChecked(), true));
    const a4 = await downloadPdf(page, choices, 'Tarjetas de mesa (PDF)');
    assert.match(pdfInfo(a4.file).size, /^595\.\d+ x 841\.\d+ pts/, 'A4 when chosen');
    assert.ok(pdfText(a4.file).includes('Mesa 3'));

    const poster = await downloadPdf(page, choices, 'Cartel de entrada (PDF)');
    assert.equal(poster.name, `cartel-${key}.pdf`);
    const posterText = pdfText(poster.file);
    assert.ok(posterText.includes('Pozole rojo'), posterText);
    assert.ok(posterText.includes('Precios en MXN, IVA incluido'), posterText);
    const [width, height] = (/^([\d.]+) x ([\d.]+) pts/.exec(pdfInfo(poster.file).size) ?? []).slice(1).map(Number);
    // pdfinfo prints points to 2 decimals: centimetres to 0.1 (35 × 50 cm reads 49.9999).
    const cm = (pts) => Math.round((pts / 72) * 25.4) / 10;
    assert.ok(
      Math.min(cm(width), cm(height)) >= 35 && Math.max(cm(width), cm(height)) >= 50,
      `poster ${cm(width)} x ${cm(height)} cm`,
    );

    const printed = await downloadPdf(page, choices, 'Menú impreso (PDF)');
    assert.equal(printed.name, `menu-${key}-es.pdf`);
    const printedText = pdfText(printed.file);
    assert.ok(printedText.includes('Pozole rojo') && printedText.includes('Sopa de lima'), printedText);
    assert.match(pdfInfo(printed.file).size, /^612 x 792 pts/, 'Letter');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    // 3. The share modal offers the same choices.
    await boardRow(page, company).getByRole('button', { name: 'Generar Link', exact: true }).click();
    dialog = await modal(page, 'Compartir Link');
    const shared = dialog.getByRole('region', { name: 'Imprimir' });
    assert.deepEqual(
      (await shared.getByRole('button').allInnerTexts()).map((s) => s.trim()),
      CHOICES,
    );
    const fromShare = await downloadPdf(page, shared, 'Cartel de entrada (PDF)');
    assert.equal(fromShare.name, `cartel-${key}.pdf`);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    // 4. Table 2's link: the public menu says which table it is.
    const diner = await page.context().newPage();
    const res = await diner.goto(`${server.url}/m/${key}?mesa=2`);
    assert.equal(res.status(), 200);
    await diner.getByText('Mesa 2', { exact: true }).first().waitFor();
    await diner.getByText('Pozole rojo').first().waitFor();
    await diner.close();
  });
});
