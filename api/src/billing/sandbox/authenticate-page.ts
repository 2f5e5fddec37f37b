import { AUTHENTICATED_MESSAGE } from '../payments/provider-pages.js'
import { formatMoney } from '@menu/shared/format/price'
import { esc } from '../../public-menu/escape.js'
import { sha256Source } from '../../public-menu/csp.js'
import { shell } from './page-shell.js'

/**
 * The sandbox's 3-D Secure page: what a bank shows when it asks the owner to confirm a
 * payment, shown by the panel in the 500x500 card frame. The owner authorises or refuses; the
 * script posts the answer to this server and tells the panel it is done (the panel then asks
 * the API for the outcome, which the sandbox also sends in a signed webhook).
 */

const SCRIPT = `
(function () {
  var box = document.getElementById('authenticate');
  var target = box.getAttribute('data-target-origin');
  var action = box.getAttribute('data-action');
  var status = document.getElementById('status');
  var buttons = box.querySelectorAll('button');
  function busy(on) { buttons.forEach(function (b) { b.disabled = on; }); }
  function decide(approve) {
    busy(true);
    status.textContent = '';
    fetch(action, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ approve: approve }), credentials: 'omit' })
      .then(function (res) { return res.json().then(function (data) { return { ok: res.ok, data: data }; }); })
      .then(function (r) {
        if (r.ok) {
          box.hidden = true;
          var done = document.getElementById('done');
          done.textContent = approve ? 'Pago autorizado.' : 'Pago rechazado.';
          done.hidden = false;
          window.parent.postMessage({ type: '${AUTHENTICATED_MESSAGE}' }, target);
          return;
        }
        status.textContent = (r.data && r.data.error && r.data.error.message) || 'No se pudo enviar tu respuesta. Intenta de nuevo.';
        busy(false);
      })
      .catch(function () { status.textContent = 'No se pudo conectar. Revisa tu conexión e intenta de nuevo.'; busy(false); });
  }
  document.getElementById('approve').addEventListener('click', function () { decide(true); });
  document.getElementById('refuse').addEventListener('click', function () { decide(false); });
})();
`

export const AUTHENTICATE_SCRIPT_HASH = sha256Source(SCRIPT)

export interface AuthenticatePageInput {
  /** Where the answer is posted. */
  action: string
  /** The only origin told the owner is done. */
  targetOrigin: string
  amountCents: number
  currency: string
  /** The card charged, e.g. 'Visa •••• 3220'. */
  card: string
}

/** The authentication of one pending charge. */
export function authenticatePage(input: AuthenticatePageInput): string {
  return shell(
    'Confirma tu pago',
    `<h1>Confirma tu pago</h1>` +
      `<div id="authenticate" data-action="${esc(input.action)}" data-target-origin="${esc(input.targetOrigin)}">` +
      `<p>Tu banco pide confirmar este cargo (3-D Secure).</p>` +
      `<dl><dt>Monto</dt><dd>${esc(formatMoney(input.amountCents / 100, input.currency))}</dd>` +
      `<dt>Tarjeta</dt><dd>${esc(input.card)}</dd></dl>` +
      `<p class="error" id="status" role="alert"></p>` +
      `<div class="actions"><button id="approve" type="button">Autorizar pago</button>` +
      `<button id="refuse" type="button" class="secondary">Rechazar pago</button></div>` +
      `<aside class="note"><p>Modo de prueba: es la confirmación de tu banco simulada. No se hará ningún cargo real.</p></aside>` +
      `</div><p class="done" id="done" hidden></p>`,
    SCRIPT,
  )
}
