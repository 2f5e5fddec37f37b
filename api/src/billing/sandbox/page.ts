import { esc } from '../../public-menu/escape.js'
import { sha256Source } from '../../public-menu/csp.js'
import { TEST_CARDS } from './cards.js'

/**
 * The sandbox's card-entry page, shown by the panel in a 500x500 iframe. Self-contained: one
 * inline <style> and one inline <script>, both constant and allowed by their sha256 in the
 * CSP (no 'unsafe-inline', no external resource). Per-checkout values travel in data-*
 * attributes, so the hashes never change. The script posts the card to this server and hands
 * the resulting card token to the panel with postMessage, addressed to the panel's origin only.
 */

/** The message the panel listens for. */
export const CARD_TOKEN_MESSAGE = 'menu-card-token'

const STYLE = `
*{box-sizing:border-box}
html,body{margin:0;background:#fff;color:#1f1f1f;font:14px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
main{max-width:500px;margin:0 auto;padding:14px 20px}
h1{font-size:18px;margin:0 0 6px}
label{display:block;font-weight:600;margin:6px 0 3px}
input{width:100%;padding:7px 10px;border:1px solid #c8c8c8;border-radius:6px;font:inherit}
input[aria-invalid=true]{border-color:#d4380d}
input:focus{outline:2px solid #1677ff;outline-offset:0;border-color:#1677ff}
.row{display:flex;gap:12px}.row>div{flex:1}
.error{color:#d4380d;font-size:12px;min-height:16px;margin:2px 0 0}
#form-error:empty{display:none}
button{margin-top:8px;width:100%;padding:10px;border:0;border-radius:6px;background:#1677ff;color:#fff;font:inherit;font-weight:600;cursor:pointer}
button:disabled{opacity:.6;cursor:wait}
.note{margin-top:10px;padding:8px 10px;background:#f5f5f5;border-radius:6px;font-size:12px}
.note h2{font-size:12px;margin:0 0 4px}.note ul{margin:0;padding-left:18px}.note p{margin:4px 0 0}
.done{font-size:16px;text-align:center;padding-top:120px}
`

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

export const PAGE_STYLE_HASH = sha256Source(STYLE)
export const PAGE_SCRIPT_HASH = sha256Source(SCRIPT)

const groups = (number: string) => number.replace(/(\d{4})(?=\d)/g, '$1 ')

function shell(title: string, body: string, withScript: boolean): string {
  return (
    `<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
    `<meta name="robots" content="noindex"><title>${esc(title)}</title><style>${STYLE}</style></head><body><main>${body}</main>` +
    `${withScript ? `<script>${SCRIPT}</script>` : ''}</body></html>`
  )
}

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
    true,
  )
}

/** The page of a checkout that takes no card (unknown, expired, already used). */
export function closedPage(message: string): string {
  return shell('Tarjeta de pago', `<h1>Tarjeta de pago</h1><p class="done">${esc(message)}</p>`, false)
}

export interface PageCspInput {
  /** Who may frame the page: the panel's origins. */
  frameAncestors: string[]
}

export function sandboxPageCsp({ frameAncestors }: PageCspInput): string {
  return [
    "default-src 'none'",
    `script-src ${PAGE_SCRIPT_HASH}`,
    `style-src ${PAGE_STYLE_HASH}`,
    "connect-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    `frame-ancestors ${[...new Set(["'self'", ...frameAncestors])].join(' ')}`,
  ].join('; ')
}
