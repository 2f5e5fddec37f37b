// Page and API helpers shared by the panel's browser tests (menu, marketing, public menu):
// the boards (rows, headings, drag handles, '+ Agregar', drag and drop, delete confirm),
// the editor modals (opening, field errors, multi-selects, submitting), watching the
// page's requests, the API called with a token of the account, and the panel's Spanish
// texts. Resource-specific helpers live in e2e/fixtures/menu.mjs and
// e2e/fixtures/marketing/marketing.mjs.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';

// ---- the panel's texts --------------------------------------------------------------------

export const REQUIRED_TEXT = 'Campo obligatorio';
export const IMAGE_REQUIRED_TEXT = 'Imagen requerida';
export const IMAGE_INVALID_TEXT = 'Imagen no valida, solo permite .jpg, .jpeg, .png, .gif';
export const SCOPE_DISABLED_TEXT = 'Tu plan no incluye esta sección';

export const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** An accessible name that ends with `text` (antd buttons put the icon's label first). */
export const endsWith = (text) => new RegExp(`(^|\\s)${escapeRegExp(text)}$`);

// ---- the boards ---------------------------------------------------------------------------

/**
 * A board's title heading (not any other heading of that name, e.g. the shell's disabled
 * view): h2 under a section title with tabs (Menú), h1 when the board is the page itself
 * (Promociones, Publicidad: Board's titleLevel).
 */
export const boardHeading = (page, title) =>
  page.getByRole('heading', { name: title, exact: true }).and(page.locator('.board-title'));

/** The board's table (role=table named after the board's title). */
export const board = (page, title) => page.getByRole('table', { name: title, exact: true });

/** A board row by the item's name (rows carry aria-label = name). */
export const boardRow = (page, name) => page.getByRole('row', { name, exact: true });

/** Row names of the board's rows (in `scope`, default the whole page) in order; the names are the rows' aria-labels. */
export async function rowNames(page, scope) {
  return (scope ?? page)
    .getByRole('row')
    .evaluateAll((rows) => rows.map((row) => row.getAttribute('aria-label')).filter(Boolean));
}

/** The drag handle of a row: its number, labelled 'Mover {name}, posición N'. */
export const dragHandle = (page, name) =>
  boardRow(page, name).getByLabel(new RegExp(`^Mover ${escapeRegExp(name)}, posición \\d+$`));

/** A board's toolbar '+ Agregar {target}' (or the empty list's button; both open the same editor). */
export async function clickAdd(page, target) {
  await page
    .getByRole('button', { name: endsWith(`Agregar ${target}`) })
    .first()
    .click();
}

/**
 * Drags a board row by its number (the drag handle) onto another row with a real mouse:
 * press on the handle, move in small steps past dnd-kit's 4 px activation distance to
 * the target's centre, release, and wait for the drop to settle. With `urlPart`, resolves
 * to the `method` request's {status, text, body} (see watchCall).
 */
export async function dragRow(page, handle, target, { urlPart, method = 'PUT' } = {}) {
  await handle.scrollIntoViewIfNeeded();
  const from = await handle.boundingBox();
  const to = await target.boundingBox();
  assert.ok(from && to, 'both rows are on screen');
  const watch = urlPart ? await watchCall(page, method, urlPart) : null;
  const startX = from.x + from.width / 2;
  const startY = from.y + from.height / 2;
  // Drop a little past the target's centre in the direction of travel, so the collision picks it.
  const endY = to.y + to.height / 2 + (to.y > from.y ? 6 : -6);
  await page.mouse.move(startX, startY);
  await page.mouse.down();
  await page.mouse.move(startX, startY + (endY > startY ? 8 : -8), { steps: 4 });
  await page.mouse.move(startX, endY, { steps: 20 });
  await dragOverAnotherRow(page);
  await page.mouse.up();
  await dropSettled(page);
  return watch?.done;
}

/** dnd-kit's live regions, one per sortable list (nested lists have their own): the board's Spanish announcements, Sortable.tsx. */
const DRAG_ANNOUNCEMENT = '[id^="DndLiveRegion"]';

/** Two frames drawn: React and dnd-kit have applied what the last input event caused. */
export const nextFrames = (page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

/** Waits until a row being dragged is over another row's place, as the live region announces it. */
export async function dragOverAnotherRow(page) {
  await nextFrames(page);
  await page.waitForFunction(
    (selector) =>
      [...document.querySelectorAll(selector)].some((region) => {
        const match = region.textContent?.match(/Elemento (\d+) sobre la posición de (\d+)\./);
        return Boolean(match && match[1] !== match[2]);
      }),
    DRAG_ANNOUNCEMENT,
  );
  await nextFrames(page);
}

/**
 * Waits until a row is being dragged (dnd-kit picked it up: it carries .board-dragging) and the
 * keyboard sensor listens for the arrows: it starts listening in a task it queues when the drag
 * starts, so one task queued after that one has run once it has.
 */
export async function dragStarted(page) {
  await page.locator('.board-dragging').first().waitFor();
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

/**
 * After a drop, what a person waits for before the next click: the dragged row is back in the
 * list, the rows' slide into place (DRAG_ANIMATION_MS) has ended, and dnd-kit no longer swallows
 * the click that follows a drop (it does for 50 ms: probed with a click nothing listens to).
 */
export async function dropSettled(page) {
  await page.locator('.board-dragging').waitFor({ state: 'detached' });
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || !animation.effect?.target?.closest?.('[role="row"]')),
  );
  await page.waitForFunction(() => {
    let reached = false;
    const probe = () => {
      reached = true;
    };
    document.addEventListener('click', probe);
    document.documentElement.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    document.removeEventListener('click', probe);
    return reached;
  });
}

/** Confirms the board's 'Confirma para eliminar {target}' modal; resolves (to the dialog) once the DELETE answered. */
export async function confirmDelete(page, target, pathname) {
  const dialog = await modal(page, `Confirma para eliminar ${target}`);
  const response = page.waitForResponse(
    (res) => res.request().method() === 'DELETE' && new URL(res.url()).pathname === pathname,
  );
  await dialog.getByRole('button', { name: 'Eliminar' }).click();
  const res = await response;
  assert.equal(res.status(), 200, `DELETE ${pathname}: ${res.status()}`);
  await dialog.waitFor({ state: 'hidden' });
  return dialog;
}

// ---- the editors (antd modals and forms) --------------------------------------------------

/**
 * An open modal by its title, once its opening animation is over. antd zooms a modal in
 * from the last click's position: until then its buttons are not where they end up, and a
 * click aimed at them can land beside them (a person waits for the modal; so do we).
 */
export async function modal(page, title) {
  const dialog = page.getByRole('dialog', { name: title, exact: true });
  await dialog.waitFor();
  await dialog.evaluate(async (el) => {
    const moving = () =>
      /-(appear|enter)(-|\s|$)/.test(el.className) ||
      el.getAnimations({ subtree: true }).some((a) => a.playState === 'running');
    const deadline = Date.now() + 5000;
    while (moving() && Date.now() < deadline) await new Promise((resolve) => requestAnimationFrame(resolve));
  });
  return dialog;
}

/** The open editor modal by its title ('Agregar familia', 'Actualizar promoción'...). */
export const editor = (page, title) => modal(page, title);

/** Submits an editor with its primary button and waits until the modal has closed. */
export async function submitEditor(dialog, label = 'Agregar') {
  await dialog.getByRole('button', { name: label, exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
}

/**
 * The validation messages shown in an editor (all fields, or the one labelled `label`),
 * leaving out messages on their way out (antd animates a fixed field's message away).
 */
export function fieldErrors(dialog, label) {
  const scope = label
    ? dialog.locator('.ant-form-item').filter({ has: dialog.page().getByLabel(label, { exact: true }) })
    : dialog;
  return scope.locator('.ant-form-item-explain-error:not(.ant-form-show-help-item-leave)');
}

/** Picks options of an antd multiple Select (e.g. Etiquetas) inside a dialog, then closes its dropdown. */
export async function chooseMany(page, dialog, label, options) {
  const field = dialog.getByLabel(label, { exact: true });
  for (const option of options) {
    await field.click();
    const dropdown = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
    await dropdown
      .locator('.ant-select-item-option')
      .filter({ hasText: new RegExp(`^\\s*${escapeRegExp(option)}$`) })
      .first()
      .click();
  }
  // Close the dropdown by clicking the modal's title (Escape would close the modal too).
  await dialog.locator('.ant-modal-title').click();
  await page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')
    .waitFor({ state: 'hidden' })
    .catch(() => {});
}

/** An image's natural size once it has loaded in the page ({width, height}). */
export async function naturalSize(img) {
  await img.evaluate((el) =>
    el.complete && el.naturalWidth
      ? null
      : new Promise((resolve, reject) => {
          el.addEventListener('load', resolve, { once: true });
          el.addEventListener('error', () => reject(new Error(`image did not load: ${el.src}`)), { once: true });
        }),
  );
  return img.evaluate((el) => ({ width: el.naturalWidth, height: el.naturalHeight }));
}

// ---- the page's requests ------------------------------------------------------------------

/**
 * Starts watching for the next `method` request to `pathname`; `await watch.done` gives
 * {status, text, body}: the response's status and text and the JSON body the page sent.
 * (The page's fetch passes a Request object, whose body chromium does not report on the
 * response's request, so the body is read while the request is routed.)
 */
export async function watchCall(page, method, pathname) {
  let sent;
  const matcher = (url) => url.pathname === pathname;
  const handler = async (route) => {
    const request = route.request();
    if (request.method() === method && sent === undefined) sent = request.postData();
    await route.fallback();
  };
  await page.route(matcher, handler);
  const done = page
    .waitForResponse((res) => res.request().method() === method && new URL(res.url()).pathname === pathname)
    .then(async (response) => {
      const text = await response.text().catch(() => '');
      return { status: response.status(), text, body: sent ? JSON.parse(sent) : null };
    })
    .finally(() => page.unroute(matcher, handler).catch(() => {}));
  return { done };
}

// ---- the API, with a token of the account (the page's own, or a fresh login) --------------

/** The account's access token (POST /auth/login). */
export async function apiToken(server, account) {
  const res = await server.api.login(account.email, account.password);
  assert.equal(res.status, 200, `login: ${res.text}`);
  return res.body.info.access_token;
}

/** A JSON call that must succeed (status < 300); answers `info`. */
export async function apiOk(server, token, method, pathname, body) {
  const res = await server.api.call(method, pathname, body, token);
  assert.ok(res.status < 300, `${method} ${pathname}: ${res.status} ${res.text}`);
  return res.body?.info;
}

/** A multipart upload of a fixture file; answers {status, body, text}. */
export async function apiUpload(
  server,
  token,
  pathname,
  field,
  file,
  { name = path.basename(file), type = 'image/png' } = {},
) {
  const form = new FormData();
  form.append(field, new Blob([readFileSync(file)], { type }), name);
  const res = await fetch(server.url + pathname, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const text = await res.text();
  let body = null;
  try {
    body = JSON.parse(text);
  } catch {
    /* not JSON */
  }
  return { status: res.status, body, text };
}

/**
 * Downloads a stored image (an /uploads URL the API gave) and answers its real size and
 * format, read with sharp.
 */
export async function storedImage(server, url) {
  assert.ok(typeof url === 'string' && url, `an image URL, got ${JSON.stringify(url)}`);
  const res = await fetch(new URL(url, server.url));
  assert.equal(res.status, 200, `GET ${url}: ${res.status}`);
  const { default: sharp } = await import('sharp');
  const { width, height, format } = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
  return { width, height, format };
}
