import { pageCsp, type Snippets, sha256Source } from '../csp.js'
import { esc } from '../escape.js'
import type { PublicMenu } from '../schema.js'
import { pageCss } from '../styles.js'

/**
 * The order pages' document: the menu's theme and base stylesheet (styles.ts) plus a few rules
 * of their own, one <style> allowed by hash, no script at all (the policy says script-src
 * 'none'), forms only to this server. Tap targets are 44 px or more; the waiter's block is large.
 */
const ORDER_CSS =
  // Buttons take the page's font; a `.btn` button then has the same size as a `.btn` link.
  'button{border:0;cursor:pointer;font:inherit;font-weight:600}' +
  // The way back and emptying the list are secondary: outlined, the main actions filled.
  '.btn.sec{background:var(--bg);color:var(--fg);box-shadow:inset 0 0 0 2px var(--ac)}' +
  '.ol>li{display:flex;flex-wrap:wrap;gap:8px;justify-content:space-between;align-items:center;padding:12px 0;border-bottom:1px solid var(--ln)}' +
  '.ol .ln{flex:1 1 60%;min-width:0}.ol .ds{font-size:.875rem}' +
  '.qf{display:flex;gap:6px;align-items:center}.qf form{margin:0}' +
  '.qb{min-width:44px;min-height:44px;border:1px solid var(--fg);border-radius:22px;background:var(--bg);color:var(--fg);font:inherit;font-weight:700;cursor:pointer}' +
  '.tot{display:flex;justify-content:space-between;font-size:1.25rem;font-weight:700;padding:12px 0}' +
  '.acts{display:flex;flex-wrap:wrap;gap:8px;margin:12px 0}.acts form{margin:0}' +
  '.wt{margin:16px 0;padding:16px;border:3px solid var(--fg);border-radius:12px}' +
  '.wt h2{margin:0 0 8px}.wt p,.wt li{font-size:1.5rem;line-height:1.3;margin:6px 0}.wt .ds{display:block;font-size:1.125rem}' +
  // The waiter reads each line as the name on the left and its amount on the right.
  '.wt li,.wt .wtt{display:flex;flex-wrap:wrap;justify-content:space-between;gap:0 12px}.wt li>.ds{flex-basis:100%}' +
  '.ol>li>.pr{align-self:flex-start;padding-top:2px}' +
  '.calls{margin-top:24px;padding-top:16px;border-top:1px solid var(--ln)}' +
  '.err{padding:12px;margin:12px 0;border:2px solid #b3261e;border-radius:12px;font-weight:600}' +
  'fieldset{border:1px solid var(--ln);border-radius:12px;margin:12px 0;padding:8px 12px}legend{font-weight:700;padding:0 4px}' +
  '.op{display:flex;align-items:center;gap:10px;min-height:44px}.op input{width:22px;height:22px;margin:0}' +
  '.qty{display:flex;align-items:center;gap:10px;margin:12px 0}.qty input{width:5em;min-height:44px;font:inherit;padding:0 8px}' +
  '.ok{padding:16px;margin:16px 0;border:2px solid var(--fg);border-radius:12px;font-size:1.25rem;font-weight:600}'

const NO_SNIPPETS: Snippets = {
  head: '',
  body: '',
  scriptHashes: [],
  hosts: { script: [], img: [], connect: [], frame: [] },
}

export interface OrderDocument {
  html: string
  csp: string
}

/**
 * A whole order page: `title` in <title>, `body` inside <main>. `frameAncestors`: who may frame
 * it besides itself (the panel's preview frames the menu, whose buttons lead here).
 */
export function orderDocument(
  view: PublicMenu,
  title: string,
  body: string,
  frameAncestors: readonly string[],
): OrderDocument {
  const css = pageCss(view.theme, ORDER_CSS)
  const html =
    `<!doctype html><html lang="${esc(view.language)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
    `<title>${esc(title)} · ${esc(view.company)}</title><meta name="robots" content="noindex"><link rel="icon" href="data:,">` +
    `<style>${css}</style></head><body><div class="wrap"><main>${body}</main></div></body></html>`
  const csp = pageCsp({
    styleHashes: [sha256Source(css)],
    snippets: NO_SNIPPETS,
    imageOrigins: [],
    frameAncestors: [...frameAncestors],
  })
  return { html, csp }
}
