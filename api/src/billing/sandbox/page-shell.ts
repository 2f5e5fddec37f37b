import { esc } from '../../public-menu/escape.js'
import { sha256Source } from '../../public-menu/csp.js'

/**
 * The frame of the sandbox's pages (the card page, the 3-D Secure page, the closed page): one
 * constant inline <style> allowed by its sha256 in the CSP, and the page's constant script.
 */

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
.actions{display:flex;gap:12px}.actions button.secondary{background:#fff;color:#1f1f1f;border:1px solid #c8c8c8}
dl{display:grid;grid-template-columns:auto 1fr;gap:4px 12px;margin:12px 0}dt{font-weight:600}dd{margin:0}
`

export const PAGE_STYLE_HASH = sha256Source(STYLE)

export function shell(title: string, body: string, script?: string): string {
  return (
    `<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
    `<meta name="robots" content="noindex"><title>${esc(title)}</title><style>${STYLE}</style></head><body><main>${body}</main>` +
    `${script ? `<script>${script}</script>` : ''}</body></html>`
  )
}
