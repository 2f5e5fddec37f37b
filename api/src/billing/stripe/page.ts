import { AUTHENTICATED_MESSAGE, CARD_TOKEN_MESSAGE } from '../payments/provider-pages.js'
import { sha256Source } from '../../public-menu/csp.js'
import { esc } from '../../public-menu/escape.js'

/**
 * Stripe's card pages, shown by the panel in its 500x500 card frame. The card number, expiry and
 * CVC are typed into Stripe's own Card Element (an iframe from js.stripe.com): they never reach
 * this server. Each page has one inline <style> and one inline <script>, constant and allowed by
 * their sha256 in the CSP; the per-page values (publishable key, client secret, the panel's
 * origin) travel in data-* attributes, so the hashes never change.
 */

const STYLE = `
*{box-sizing:border-box}
html,body{margin:0;background:#fff;color:#1f1f1f;font:14px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
main{max-width:500px;margin:0 auto;padding:14px 20px}
h1{font-size:18px;margin:0 0 10px}
label{display:block;font-weight:600;margin:8px 0 4px}
input,#card{width:100%;padding:9px 10px;border:1px solid #c8c8c8;border-radius:6px;font:inherit;background:#fff}
input:focus,#card.StripeElement--focus{outline:2px solid #1677ff;outline-offset:0;border-color:#1677ff}
#card.StripeElement--invalid{border-color:#d4380d}
.error{color:#d4380d;font-size:12px;min-height:16px;margin:4px 0 0}
button{margin-top:12px;width:100%;padding:10px;border:0;border-radius:6px;background:#1677ff;color:#fff;font:inherit;font-weight:600;cursor:pointer}
button:disabled{opacity:.6;cursor:wait}
.note{margin-top:14px;color:#595959;font-size:12px}
.done{font-size:16px;text-align:center;padding-top:120px}
`

const CHECKOUT_SCRIPT = `
(function () {
  var form = document.getElementById('card-form');
  var target = form.getAttribute('data-target-origin');
  var secret = form.getAttribute('data-client-secret');
  var button = document.getElementById('save');
  var nameInput = document.getElementById('name');
  var nameError = document.getElementById('name-error');
  var cardError = document.getElementById('card-error');
  if (typeof Stripe !== 'function') {
    cardError.textContent = 'No se pudo cargar el formulario de pago. Revisa tu conexión y vuelve a abrirlo.';
    button.disabled = true;
    return;
  }
  var stripe = Stripe(form.getAttribute('data-publishable-key'), { locale: 'es' });
  var card = stripe.elements({ locale: 'es' }).create('card', { hidePostalCode: true, style: { base: { fontSize: '15px' } } });
  card.mount('#card');
  card.on('change', function (event) { cardError.textContent = event.error ? event.error.message : ''; });
  function ready() { button.disabled = false; button.textContent = 'Guardar tarjeta'; }
  form.addEventListener('submit', function (event) {
    event.preventDefault();
    nameError.textContent = '';
    cardError.textContent = '';
    var name = nameInput.value.trim();
    if (!name) { nameError.textContent = 'Escribe el nombre como aparece en la tarjeta.'; nameInput.focus(); return; }
    button.disabled = true;
    button.textContent = 'Guardando…';
    stripe.confirmCardSetup(secret, { payment_method: { card: card, billing_details: { name: name } } })
      .then(function (result) {
        if (result.error) {
          cardError.textContent = result.error.message || 'No se pudo guardar la tarjeta. Intenta de nuevo.';
          ready();
          return;
        }
        if (!result.setupIntent || result.setupIntent.status !== 'succeeded') {
          cardError.textContent = 'No se pudo guardar la tarjeta. Intenta de nuevo o usa otra tarjeta.';
          ready();
          return;
        }
        form.hidden = true;
        document.getElementById('done').hidden = false;
        window.parent.postMessage({ type: '${CARD_TOKEN_MESSAGE}', card_token: result.setupIntent.id }, target);
      })
      .catch(function () { cardError.textContent = 'No se pudo conectar. Revisa tu conexión e intenta de nuevo.'; ready(); });
  });
})();
`

// The panel learns the outcome from the API (webhook or chargeStatus): the page only says it is done, whatever happened.
const AUTHENTICATE_SCRIPT = `
(function () {
  var box = document.getElementById('authenticate');
  var target = box.getAttribute('data-target-origin');
  var secret = box.getAttribute('data-client-secret');
  var status = document.getElementById('status');
  function done(message) {
    status.textContent = message;
    window.parent.postMessage({ type: '${AUTHENTICATED_MESSAGE}' }, target);
  }
  if (!secret) { done(status.textContent); return; }
  if (typeof Stripe !== 'function') { done('No se pudo cargar la verificación del banco. Revisa tu conexión.'); return; }
  var stripe = Stripe(box.getAttribute('data-publishable-key'), { locale: 'es' });
  stripe.handleNextAction({ clientSecret: secret })
    .then(function (result) {
      if (result.error) done(result.error.message || 'El banco no confirmó el pago.');
      else done('Listo. Estamos confirmando tu pago.');
    })
    .catch(function () { done('No se pudo conectar con el banco. Revisa tu conexión.'); });
})();
`

export const STRIPE_STYLE_HASH = sha256Source(STYLE)
export const CHECKOUT_SCRIPT_HASH = sha256Source(CHECKOUT_SCRIPT)
export const AUTHENTICATE_SCRIPT_HASH = sha256Source(AUTHENTICATE_SCRIPT)

/** Stripe.js, always from Stripe (its terms forbid hosting a copy, and it must be current for 3-D Secure). */
const STRIPE_JS = 'https://js.stripe.com/v3/'

function shell(title: string, body: string, script: string | undefined): string {
  return (
    `<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
    `<meta name="robots" content="noindex"><title>${esc(title)}</title><style>${STYLE}</style></head><body><main>${body}</main>` +
    `${script ? `<script src="${STRIPE_JS}"></script><script>${script}</script>` : ''}</body></html>`
  )
}

export interface StripePageInput {
  publishableKey: string
  clientSecret: string
  /** The only origin the page's message is posted to. */
  targetOrigin: string
}

/** The card form of an open SetupIntent. */
export function stripeCheckoutPage(input: StripePageInput): string {
  return shell(
    'Tarjeta de pago',
    `<h1>Tarjeta de pago</h1>` +
      `<form id="card-form" novalidate data-publishable-key="${esc(input.publishableKey)}" ` +
      `data-client-secret="${esc(input.clientSecret)}" data-target-origin="${esc(input.targetOrigin)}">` +
      `<label for="name">Nombre en la tarjeta</label>` +
      `<input id="name" name="name" autocomplete="cc-name" maxlength="100" required>` +
      `<p class="error" id="name-error" aria-live="polite"></p>` +
      `<label for="card">Datos de la tarjeta</label><div id="card"></div>` +
      `<p class="error" id="card-error" role="alert"></p>` +
      `<button id="save" type="submit">Guardar tarjeta</button>` +
      `<p class="note">Aceptamos Visa, Mastercard y American Express. Los datos de tu tarjeta los guarda Stripe; nunca pasan por nuestros servidores.</p>` +
      `</form><p class="done" id="done" hidden>Tarjeta guardada.</p>`,
    CHECKOUT_SCRIPT,
  )
}

/**
 * The bank's authentication of a PaymentIntent. Without a client secret (nothing left to
 * authenticate) it shows `message` and tells the panel at once, so the frame never waits.
 */
export function stripeAuthenticatePage(input: StripePageInput | { targetOrigin: string; message: string }): string {
  const open = 'clientSecret' in input
  return shell(
    'Confirmación del pago',
    `<h1>Confirmación del pago</h1>` +
      `<div id="authenticate" data-target-origin="${esc(input.targetOrigin)}"` +
      (open
        ? ` data-publishable-key="${esc(input.publishableKey)}" data-client-secret="${esc(input.clientSecret)}">`
        : '>') +
      `<p class="done" id="status" role="status">${open ? 'Abriendo la verificación de tu banco…' : esc(input.message)}</p></div>`,
    AUTHENTICATE_SCRIPT,
  )
}

/** The page of a card form that takes no card (unknown, already used, canceled). */
export function stripeClosedPage(message: string): string {
  return shell('Tarjeta de pago', `<h1>Tarjeta de pago</h1><p class="done">${esc(message)}</p>`, undefined)
}

/** What Stripe.js needs (its documented CSP) and nothing more; `frameAncestors`: the panel's origins. */
export function stripePageCsp({ frameAncestors }: { frameAncestors: string[] }): string {
  return [
    "default-src 'none'",
    `script-src https://js.stripe.com ${CHECKOUT_SCRIPT_HASH} ${AUTHENTICATE_SCRIPT_HASH}`,
    `style-src ${STRIPE_STYLE_HASH}`,
    'frame-src https://js.stripe.com https://hooks.stripe.com',
    'connect-src https://api.stripe.com',
    "base-uri 'none'",
    "form-action 'none'",
    `frame-ancestors ${[...new Set(["'self'", ...frameAncestors])].join(' ')}`,
  ].join('; ')
}
