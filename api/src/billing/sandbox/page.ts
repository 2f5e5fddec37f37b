import { CARD_TOKEN_MESSAGE } from '../payments/provider-pages.js'
import { esc } from '../../public-menu/escape.js'
import { sha256Source } from '../../public-menu/csp.js'
import { AUTHENTICATE_SCRIPT_HASH } from './authenticate-page.js'
import { TEST_CARDS } from './cards.js'
import { PAGE_STYLE_HASH, shell } from './page-shell.js'

/**
 * The sandbox's card-entry page, shown by the panel in a 500x500 iframe. Self-contained: one
 * inline <style> and one inline <script>, both constant and allowed by their sha256 in the
 * CSP (no 'unsafe-inline', no external resource). Per-checkout values travel in data-*
 * attributes, so the hashes never change. The script posts the card to this server and hands
 * the resulting card token to the panel with postMessage, addressed to the panel's origin only.
 */

const SCRIPT = `
(function () {
  var form = document.getElementById('card-form');
  var target = form.getAttribute('data-target-origin');
  var action = form.getAttribute('data-action');
  var button = document.getElementById('save');
  var general = document.getElementById('form-error');
  var fields = ['number', 'expiry', 'cvc', 'name'];
  function clear() {
    general.textContent = '';
    fields.forEach(function (f) {
      document.getElementById(f + '-error').textContent = '';
      document.getElementById(f).removeAttribute('aria-invalid');
    });
  }
  function show(field, message) {
    var input = fields.indexOf(field) >= 0 ? document.getElementById(field) : null;
    if (!input) { general.textContent = message; return; }
    document.getElementById(field + '-error').textContent = message;
    input.setAttribute('aria-invalid', 'true');
    input.focus();
  }
  function ready() { button.disabled = false; button.textContent = 'Guardar tarjeta'; }
  form.addEventListener('submit', function (event) {
    event.preventDefault();
    clear();
    button.disabled = true;
    button.textContent = 'Guardando…';
    var body = {};
    fields.forEach(function (f) { body[f] = document.getElementById(f).value; });
    fetch(action, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), credentials: 'omit' })
      .then(function (res) { return res.json().then(function (data) { return { ok: res.ok, data: data }; }); })
      .then(function (r) {
        if (r.ok && r.data && r.data.card_token) {
          form.reset();
          form.hidden = true;
          document.getElementById('done').hidden = false;
          window.parent.postMessage({ type: '${CARD_TOKEN_MESSAGE}', card_token: r.data.card_token }, target);
          return;
        }
        var error = (r.data && r.data.error) || {};
        show(error.field, error.message || 'No se pudo guardar la tarjeta. Intenta de nuevo.');
        ready();
      })
      .catch(function () { show(null, 'No se pudo conectar. Revisa tu conexión e intenta de nuevo.'); ready(); });
  });
})();
`

export const PAGE_SCRIPT_HASH = sha256Source(SCRIPT)

const groups = (number: string) => number.replace(/(\d{4})(?=\d)/g, '$1 ')

const field = (id: string, label: string, attrs: string) =>
  `<div><label for="${id}">${label}</label><input id="${id}" name="${id}" required ${attrs}><p class="error" id="${id}-error" aria-live="polite"></p></div>`

/** The card form of an open checkout; `targetOrigin` is the only origin the card token is posted to. */
export function checkoutPage(input: { action: string; targetOrigin: string }): string {
  const notes = TEST_CARDS.map((c) => `<li><code>${groups(c.number)}</code>: ${esc(c.label)}</li>`).join('')
  return shell(
    'Tarjeta de pago',
    `<h1>Tarjeta de pago</h1>` +
      `<form id="card-form" novalidate data-action="${esc(input.action)}" data-target-origin="${esc(input.targetOrigin)}">` +
      field(
        'number',
        'Número de tarjeta',
        'inputmode="numeric" autocomplete="cc-number" maxlength="23" placeholder="1234 1234 1234 1234"',
      ) +
      `<div class="row">` +
      field(
        'expiry',
        'Vencimiento (MM/AA)',
        'inputmode="numeric" autocomplete="cc-exp" maxlength="7" placeholder="MM/AA"',
      ) +
      field('cvc', 'CVC', 'inputmode="numeric" autocomplete="cc-csc" maxlength="4" placeholder="123"') +
      `</div>` +
      field('name', 'Nombre en la tarjeta', 'autocomplete="cc-name" maxlength="100"') +
      `<p class="error" id="form-error" role="alert"></p>` +
      `<button id="save" type="submit">Guardar tarjeta</button></form>` +
      `<p class="done" id="done" hidden>Tarjeta guardada.</p>` +
      `<aside class="note"><h2>Tarjetas de prueba</h2><ul>${notes}</ul><p>Cualquier fecha futura, cualquier CVC y cualquier nombre.</p></aside>`,
    SCRIPT,
  )
}

/** The page of a checkout that takes no card (unknown, expired, already used). */
export function closedPage(message: string): string {
  return shell('Tarjeta de pago', `<h1>Tarjeta de pago</h1><p class="done">${esc(message)}</p>`)
}

export interface PageCspInput {
  /** Who may frame the page: the panel's origins. */
  frameAncestors: string[]
}

export function sandboxPageCsp({ frameAncestors }: PageCspInput): string {
  return [
    "default-src 'none'",
    `script-src ${PAGE_SCRIPT_HASH} ${AUTHENTICATE_SCRIPT_HASH}`,
    `style-src ${PAGE_STYLE_HASH}`,
    "connect-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    `frame-ancestors ${[...new Set(["'self'", ...frameAncestors])].join(' ')}`,
  ].join('; ')
}
