// Screenshots of the Tutoriales guides (shell/src/panel/tutorials/guides.ts), taken from the
// real product so the guides never drift from what an owner sees:
//
//   npm run tutorials:screenshots        (needs the built frontends: npm run build)
//
// It starts the product with the browser test harness, creates demo accounts (Franquicias,
// Negocio, Gratis and one still to verify), builds a small café menu through the panel
// itself (a family, a category, a product with a variant group) plus a little through the
// API, and captures each screen a guide step shows. Each picture is written as WebP at most
// 640 px wide to shell/public/tutorials/<name>.webp, and every picture's size to
// shell/src/panel/tutorials/pictures.json (the <img> width/height). Commit both.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import {
  CHROMIUM_ARGS,
  chooseOption,
  createAccount,
  launchBrowser,
  loginThroughUi,
  ROOT,
  sidebar,
  startProduct,
} from '../harness.mjs';
import { apiOk, apiToken, apiUpload, boardHeading, boardRow, clickAdd, editor, submitEditor } from '../lib/panel.mjs';

// sharp is a dependency of the API (image uploads): use that one.
const sharp = createRequire(path.join(ROOT, 'api', 'package.json'))('sharp');

const OUT_DIR = path.join(ROOT, 'shell', 'public', 'tutorials');
const SIZES_FILE = path.join(ROOT, 'shell', 'src', 'panel', 'tutorials', 'pictures.json');
// The guide shows a picture across the modal's content (about 830 px), never wider than itself.
const MAX_WIDTH = 800;
const QUALITY = 70;
/** Captured at twice the pixels, then scaled down: small text stays legible. */
const SCALE = 2;
const VIEWPORT = { width: 1280, height: 1400 };
const PAD = 12;
/**
 * The address the pictures show (links, QR code): a made-up café domain instead of the test
 * server's 127.0.0.1:<random port>. The browser resolves it to the test server, so the panel,
 * the public menu and the e-mailed links really are served from it.
 */
const SITE = 'http://menu.cafeaurora.mx';
const sizes = {};

/** Writes the page's pixels inside `clip` (CSS px of the viewport) as <name>.webp, at most MAX_WIDTH wide. */
async function save(page, name, clip) {
  const png = await page.screenshot({ clip, animations: 'disabled', caret: 'hide' });
  const width = Math.min(MAX_WIDTH, Math.round(clip.width));
  const { data, info } = await sharp(png)
    .resize({ width })
    .webp({ quality: QUALITY })
    .toBuffer({ resolveWithObject: true });
  writeFileSync(path.join(OUT_DIR, `${name}.webp`), data);
  sizes[name] = { width: info.width, height: info.height };
  console.log(`  ${name}.webp  ${info.width}×${info.height}  ${(data.length / 1024).toFixed(1)} KB`);
}

/**
 * Screenshot of the union of the elements' boxes, padded and kept inside the viewport. The
 * viewport is tall enough for every screen shown (modals scroll inside their own wrapper,
 * which a full-page capture would not follow).
 */
async function shoot(page, name, locators, { pad = PAD, maxHeight, maxWidth, from, until } = {}) {
  const viewport = page.viewportSize();
  const boxes = [];
  for (const locator of Array.isArray(locators) ? locators : [locators]) {
    const box = await locator.boundingBox();
    if (!box) throw new Error(`${name}: an element to capture is not visible`);
    boxes.push(box);
  }
  const x = Math.max(0, Math.min(...boxes.map((b) => b.x)) - pad);
  let y = Math.max(0, Math.min(...boxes.map((b) => b.y)) - pad);
  let right = Math.min(viewport.width, Math.max(...boxes.map((b) => b.x + b.width)) + pad);
  if (maxWidth) right = Math.min(right, x + maxWidth);
  let bottom = Math.min(viewport.height, Math.max(...boxes.map((b) => b.y + b.height)) + pad);
  if (maxHeight) bottom = Math.min(bottom, y + maxHeight);
  // A part of a tall box: from the top of one element of it and/or down to the bottom of another.
  if (from) y = Math.max(y, (await from.boundingBox()).y - PAD);
  if (until) {
    const last = await until.boundingBox();
    bottom = Math.min(bottom, last.y + last.height + PAD);
  }
  await save(page, name, { x, y, width: right - x, height: bottom - y });
}

/** An antd modal's visible box (title, body and buttons), without the wrapper's margins. */
const modalBox = (dialog) => dialog.locator('.ant-modal-container').first();

/** Outlines what a step asks to press, as the picture's pointer (removed by unmark). */
const mark = (locator) =>
  locator.evaluate((el) =>
    el.setAttribute('style', `${el.getAttribute('style') ?? ''};outline:3px solid #ff7a00;outline-offset:2px`),
  );

/** A square photo for the product and a logo, drawn here (no stock images in the repository). */
async function demoImages(dir) {
  const cup = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600">
    <defs><radialGradient id="g" cx="50%" cy="45%" r="60%"><stop offset="0" stop-color="#f6e7d3"/><stop offset="1" stop-color="#d8b48a"/></radialGradient></defs>
    <rect width="600" height="600" fill="url(#g)"/>
    <ellipse cx="300" cy="420" rx="230" ry="60" fill="#fff" opacity=".9"/>
    <path d="M150 250 h300 v90 a150 150 0 0 1 -300 0z" fill="#fff"/>
    <path d="M450 280 a55 55 0 0 1 0 110" fill="none" stroke="#fff" stroke-width="26"/>
    <ellipse cx="300" cy="250" rx="150" ry="36" fill="#8b5a2b"/>
    <ellipse cx="300" cy="246" rx="118" ry="24" fill="#e9cfa7"/>
    <path d="M270 240 q30 -22 60 0 q-30 14 -60 0z" fill="#8b5a2b" opacity=".7"/>
  </svg>`;
  const logo = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="320" viewBox="0 0 320 320">
    <rect width="320" height="320" rx="64" fill="#3d2314"/>
    <circle cx="160" cy="140" r="78" fill="none" stroke="#f2c14e" stroke-width="14"/>
    <path d="M118 140 h84 v18 a42 42 0 0 1 -84 0z" fill="#f2c14e"/>
    <path d="M202 146 a16 16 0 0 1 0 30" fill="none" stroke="#f2c14e" stroke-width="8"/>
    <rect x="70" y="244" width="180" height="14" rx="7" fill="#f2c14e"/>
  </svg>`;
  const files = { photo: path.join(dir, 'capuchino.png'), logo: path.join(dir, 'logo.png') };
  await sharp(Buffer.from(cup)).png().toFile(files.photo);
  await sharp(Buffer.from(logo)).png().toFile(files.logo);
  return files;
}

/** A browser whose SITE is the test server; `options` go to launchBrowser (viewport, mobile...). */
const openBrowser = (server, options = {}) =>
  launchBrowser({
    viewport: VIEWPORT,
    deviceScaleFactor: SCALE,
    ...options,
    args: [...CHROMIUM_ARGS, `--host-resolver-rules=MAP ${new URL(SITE).hostname} 127.0.0.1:${server.port}`],
  });

/** The café menu every account shows besides what the guides build through the panel. */
async function seedMenu(server, token) {
  const bebidas = await apiOk(server, token, 'POST', '/v1/families', {
    name: 'Bebidas',
    description: 'Cafés, tés y jugos naturales',
  });
  const cafes = await apiOk(server, token, 'POST', `/v1/families/${bebidas.id}/categories`, {
    name: 'Cafés',
    description: 'Preparados con café de Veracruz',
  });
  const jugos = await apiOk(server, token, 'POST', `/v1/families/${bebidas.id}/categories`, { name: 'Jugos' });
  await apiOk(server, token, 'POST', `/v1/categories/${cafes.id}/products`, {
    name: 'Americano',
    price: 35,
    description: 'Café de grano, filtrado al momento',
  });
  await apiOk(server, token, 'POST', `/v1/categories/${cafes.id}/products`, {
    name: 'Latte',
    price: 48,
    description: 'Espresso con leche vaporizada',
  });
  await apiOk(server, token, 'POST', `/v1/categories/${jugos.id}/products`, {
    name: 'Jugo verde',
    price: 42,
    description: 'Nopal, piña, apio y naranja',
  });
  const comidas = await apiOk(server, token, 'POST', '/v1/families', {
    name: 'Comidas',
    description: 'Desayunos y comidas caseras',
  });
  const desayunos = await apiOk(server, token, 'POST', `/v1/families/${comidas.id}/categories`, { name: 'Desayunos' });
  await apiOk(server, token, 'POST', `/v1/categories/${desayunos.id}/products`, {
    name: 'Chilaquiles verdes',
    price: 95,
    description: 'Con pollo, crema, queso y frijoles',
  });
}

async function main() {
  rmSync(OUT_DIR, { recursive: true, force: true });
  mkdirSync(OUT_DIR, { recursive: true });
  const server = await startProduct({ env: { PUBLIC_URL: SITE } });
  // The pages are opened at SITE (same origin as the links the API writes).
  const site = { ...server, url: SITE };
  const work = path.join(server.dataDir, 'tutorial-images');
  mkdirSync(work, { recursive: true });
  const images = await demoImages(work);
  const browsers = [];
  const open = async (options) => {
    const browser = await openBrowser(server, options);
    browsers.push(browser);
    return browser;
  };
  try {
    console.log(`Product on ${server.url} (shown as ${SITE}); pictures into ${path.relative(ROOT, OUT_DIR)}/`);

    // ---- Franquicias: the demo café ------------------------------------------------------
    const owner = await createAccount(server, {
      plan: 'FRANCHISES',
      company: 'Café Aurora',
      business_kind: 'Cafeteria',
    });
    const token = await apiToken(server, owner);
    await seedMenu(server, token);
    const logo = await apiUpload(server, token, '/v1/profiles/attachment', 'logo', images.logo, { type: 'image/png' });
    if (logo.status >= 300) throw new Error(`logo upload: ${logo.status} ${logo.text}`);
    await apiOk(server, token, 'PUT', '/v1/profiles/me', {
      background_color: '#FFF8F0',
      font_color: '#3D2314',
      button_color: '#3D2314',
      button_font_color: '#FFFFFF',
    });
    let b = await open();
    const { page } = b;
    await loginThroughUi(page, site, owner.email, owner.password);

    // Agregar productos: a family and a category through their editors.
    await page.getByRole('tab', { name: 'Familias y Categorías', exact: true }).click();
    await boardHeading(page, 'Familias y Categorías').waitFor();
    await boardRow(page, 'Bebidas').waitFor();
    await clickAdd(page, 'familia');
    let dialog = await editor(page, 'Agregar familia');
    await dialog.getByLabel('Nombre', { exact: true }).fill('Postres');
    await dialog.getByLabel('Descripción', { exact: true }).fill('Pasteles, galletas y helados de la casa');
    await shoot(page, 'family-editor', modalBox(dialog), { pad: 0 });
    await submitEditor(dialog);
    await boardRow(page, 'Postres').waitFor();

    const addCategory = page
      .locator('.board-block')
      .filter({ has: boardRow(page, 'Postres') })
      .getByRole('button', { name: /Agregar categoría$/ });
    await addCategory.click();
    dialog = await editor(page, 'Agregar categoría');
    await dialog.getByLabel('Nombre', { exact: true }).fill('Pasteles');
    await dialog.getByLabel('Descripción', { exact: true }).fill('Rebanadas del día');
    await dialog.getByText('Postres', { exact: true }).waitFor();
    await shoot(page, 'category-editor', modalBox(dialog), { pad: 0 });
    await submitEditor(dialog);
    await boardRow(page, 'Pasteles').waitFor();

    // A product with a variant group made from its editor.
    await page.getByRole('tab', { name: 'Productos', exact: true }).click();
    await boardHeading(page, 'Productos').waitFor();
    await boardRow(page, 'Latte').waitFor();
    await clickAdd(page, 'producto');
    dialog = await editor(page, 'Agregar producto');
    await dialog.getByLabel('Nombre', { exact: true }).fill('Capuchino');
    await dialog.getByLabel('Precio', { exact: true }).fill('45');
    await dialog.getByLabel('Descripción', { exact: true }).fill('Espresso, leche vaporizada y espuma con canela');
    await dialog.getByLabel('Imagen', { exact: true }).setInputFiles(images.photo);
    await dialog.getByRole('img', { name: 'Imagen del producto' }).waitFor();
    await chooseOption(page, 'Categoría', 'Cafés');
    const box = modalBox(dialog);
    await shoot(page, 'product-editor', box, {
      pad: 0,
      until: dialog.locator('.ant-form-item').filter({ has: page.getByLabel('Categoría', { exact: true }) }),
    });

    await dialog.getByRole('button', { name: /Crear grupo$/ }).click();
    const groupDialog = await editor(page, 'Agregar grupo');
    await groupDialog.getByLabel('Nombre del grupo', { exact: true }).fill('Tamaño');
    await groupDialog.getByLabel('Nombre de la variante 1').fill('Chico');
    for (const [n, name, price] of [
      [2, 'Mediano', '8'],
      [3, 'Grande', '15'],
    ]) {
      await groupDialog.getByRole('button', { name: /Agregar Variante$/ }).click();
      await groupDialog.getByLabel(`Nombre de la variante ${n}`).fill(name);
      await groupDialog.getByLabel(`Precio de la variante ${n}`).fill(price);
    }
    await shoot(page, 'variants-editor', modalBox(groupDialog), { pad: 0 });
    await submitEditor(groupDialog);

    const groups = dialog.getByRole('list', { name: 'Grupos de variantes' });
    await groups.getByRole('listitem').filter({ hasText: 'Tamaño' }).waitFor();
    await dialog.getByLabel('Límite de Tamaño').fill('1');
    await dialog.getByRole('switch', { name: 'Obligatorio Tamaño' }).click();
    await dialog.getByRole('switch', { name: 'Recomendado' }).click();
    await shoot(page, 'product-groups', box, {
      pad: 0,
      from: dialog.getByRole('heading', { name: 'Grupos de variantes' }),
    });
    await submitEditor(dialog);
    await boardRow(page, 'Capuchino').waitFor();

    // The board is wider than a 1280 px screen leaves it: a wider window shows every column.
    await page.setViewportSize({ ...VIEWPORT, width: 1440 });
    await boardRow(page, 'Capuchino')
      .getByRole('img', { name: 'Capuchino' })
      .evaluate((img) => img.decode());
    await shoot(page, 'products-board', page.locator('.panel-content'), { pad: 0, until: boardRow(page, 'Capuchino') });
    await page.setViewportSize(VIEWPORT);

    // The image field as the owner sees it with a photo.
    await boardRow(page, 'Capuchino').getByRole('button', { name: 'Editar' }).click();
    dialog = await editor(page, 'Actualizar producto');
    const imageItem = dialog.locator('.ant-form-item').filter({ has: page.getByLabel('Imagen', { exact: true }) });
    await imageItem
      .getByRole('img')
      .first()
      .evaluate((img) => img.decode());
    await shoot(page, 'product-image', modalBox(dialog), { pad: 0, from: imageItem, until: imageItem });
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await dialog.waitFor({ state: 'hidden' });

    // Configuración > General (the company) and Identidad de marca.
    await page.goto(`${SITE}/settings/general`);
    await page.getByLabel('Nombre de tu negocio').waitFor();
    await shoot(page, 'settings-general', page.locator('.panel-content'), {
      pad: 0,
      maxWidth: 640,
      until: page.getByRole('region', { name: 'Negocio' }),
    });
    await page.goto(`${SITE}/settings/customize`);
    await page.getByTitle('Vista previa del menú').waitFor();
    await page.frameLocator('iframe[title="Vista previa del menú"]').getByText('Capuchino').first().waitFor();
    await shoot(page, 'brand', page.locator('.panel-content'), { pad: 0, maxHeight: 720 });

    // Multisucursal > Sucursales: a second branch, the board and the share modal.
    const [first] = await apiOk(server, token, 'GET', '/v1/sucursales');
    const centro = await apiOk(server, token, 'PUT', `/v1/sucursales/${first.id}`, {
      name: 'Café Aurora Centro',
      route_key: 'cafe-aurora-centro',
      address: 'Av. Juárez 120, Centro',
      phone: '5512345678',
    });
    await apiOk(server, token, 'POST', '/v1/sucursales', {
      name: 'Café Aurora Coyoacán',
      address: 'Francisco Sosa 45, Coyoacán',
    });
    await page.goto(`${SITE}/multisucursal/sucursales`);
    await boardRow(page, 'Café Aurora Coyoacán').waitFor();
    await mark(page.getByRole('button', { name: /Agregar sucursal$/ }).first());
    await shoot(page, 'branches-board', page.locator('.panel-content'), { pad: 0, maxHeight: 400 });
    await boardRow(page, 'Café Aurora Centro').getByRole('button', { name: 'Generar Link' }).click();
    dialog = await editor(page, 'Compartir Link');
    await dialog.getByRole('img', { name: /^Código QR de / }).waitFor();
    await shoot(page, 'share-link', modalBox(dialog), { pad: 0 });
    await b.context.close();

    // The public menu, on a phone.
    const phone = await open({ viewport: { width: 390, height: 760 }, isMobile: true, hasTouch: true });
    await phone.page.goto(centro.menu_url);
    await phone.page.getByText('Capuchino').first().waitFor();
    await phone.page.waitForLoadState('networkidle');
    await save(phone.page, 'public-menu', { x: 0, y: 0, width: 390, height: 760 });
    await phone.context.close();

    // ---- Requisitos: the verification link of a new account --------------------------
    const unverified = await createAccount(server, { verified: false, company: 'Café Aurora Norte' });
    b = await open();
    await b.page.goto(unverified.mail.link);
    await b.page.getByRole('heading', { name: '¡Tu correo ha sido verificado!' }).waitFor();
    await shoot(b.page, 'verified-email', b.page.locator('.auth-card'), { pad: 24 });
    await b.context.close();

    // ---- Requisitos: a Gratis account sees what its plan lacks -----------------------
    const free = await createAccount(server, { company: 'Café Aurora', business_kind: 'Cafeteria' });
    b = await open();
    await loginThroughUi(b.page, site, free.email, free.password);
    await b.page.goto(`${SITE}/advertising`);
    await b.page.getByText('Tu plan no incluye esta sección').first().waitFor();
    await shoot(b.page, 'plan-disabled', [sidebar(b.page), b.page.locator('.panel-content')], {
      pad: 0,
      maxHeight: 480,
    });
    await b.context.close();

    // ---- Negocio: the one branch in Configuración > General --------------------------
    const single = await createAccount(server, { plan: 'NEGOCIO', company: 'Café Aurora', business_kind: 'Cafeteria' });
    const singleToken = await apiToken(server, single);
    const [own] = await apiOk(server, singleToken, 'GET', '/v1/sucursales');
    await apiOk(server, singleToken, 'PUT', `/v1/sucursales/${own.id}`, {
      name: 'Café Aurora',
      address: 'Av. Juárez 120, Centro',
      phone: '5512345678',
      whatsapp_num: '5512345678',
      instagram_usr: 'cafeaurora',
      website: 'www.cafeaurora.mx',
    });
    b = await open();
    await loginThroughUi(b.page, site, single.email, single.password);
    await b.page.goto(`${SITE}/settings/general`);
    const section = b.page.getByRole('region', { name: 'Sucursal' });
    await section.getByLabel('Dirección').waitFor();
    await mark(section.getByRole('button', { name: /Generar Link$/ }));
    await shoot(b.page, 'settings-branch', section, { pad: 16 });
    await b.context.close();

    // Only the pictures of this run, and their sizes in a stable order.
    const ordered = Object.fromEntries(
      Object.keys(sizes)
        .sort()
        .map((name) => [name, sizes[name]]),
    );
    writeFileSync(SIZES_FILE, `${JSON.stringify(ordered, null, 2)}\n`);
    const stray = readdirSync(OUT_DIR).filter((file) => !(file.replace(/\.webp$/, '') in sizes));
    if (stray.length) throw new Error(`Unexpected files in ${OUT_DIR}: ${stray.join(', ')}`);
    console.log(`${Object.keys(sizes).length} pictures; sizes in ${path.relative(ROOT, SIZES_FILE)}`);
  } finally {
    for (const browser of browsers) await browser.context.close().catch(() => {});
    await server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
