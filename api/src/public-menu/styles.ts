import type { PublicMenu } from './schema.js'

/**
 * The page's whole stylesheet, inlined in one <style> (allowed by hash in the CSP): no
 * render-blocking request. Mobile first (360 px), one column up to 720 px. The theme is
 * four custom properties and two font stacks; every colour pair used for text is one the
 * view made legible (text on background, button text on button background). Category
 * sections are laid out only when near the screen (content-visibility:auto, ~1000 px guessed
 * until then): on a slow phone a 150-dish page's main-thread work drops by most of its
 * blocking time (docs/performance.md).
 */
const BASE = `*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%;scroll-padding-top:72px}
body{margin:0;background:var(--bg);color:var(--fg);font:1rem/1.5 var(--bf);overflow-wrap:anywhere}
h1,h2,h3,h4{font-family:var(--hf);line-height:1.2;margin:0}
p{margin:0}
a{color:inherit}
img{max-width:100%}
ul{list-style:none;margin:0;padding:0}
:focus-visible{outline:3px solid var(--fg);outline-offset:2px}
.skip{position:absolute;left:8px;top:-64px;padding:8px 12px;background:var(--bg);z-index:3}
.skip:focus{top:8px}
.wrap{max-width:720px;margin:0 auto;padding:0 16px}
.top{padding:16px 0 12px;text-align:center}
.logo{display:block;margin:0 auto 8px;width:56px;height:56px;border-radius:50%;object-fit:cover}
h1{font-size:1.5rem}
.branch{margin-top:2px;font-weight:600}
.addr{margin-top:2px;font-style:normal;font-size:.875rem}
.links{display:flex;flex-wrap:wrap;justify-content:center;gap:6px;margin-top:8px}
.btn,.links a{display:inline-flex;align-items:center;min-height:44px;padding:0 16px;border-radius:22px;background:var(--ac);color:var(--at);font-weight:600;font-size:.875rem;text-decoration:none}
.links a{min-height:36px;padding:0 12px}
.nav{position:sticky;top:0;z-index:2;background:var(--bg);border-bottom:1px solid var(--ln)}
.nav ul{display:flex;gap:6px;overflow-x:auto;max-width:720px;margin:0 auto;padding:6px 16px;scrollbar-width:none}
.nav a{display:block;padding:0 14px;line-height:42px;white-space:nowrap;font-weight:600;font-size:.9375rem;text-decoration:none;border:1px solid var(--ln);border-radius:22px}
.nav a:hover{text-decoration:underline}
main{padding-bottom:32px}
h2{font-size:1.5rem;margin:24px 0 4px}
h3{font-size:1.2rem;margin:24px 0 4px}
.fam>.d,.cat>.d{margin-bottom:8px}
.ps>li{display:flex;gap:12px;padding:16px 0;border-bottom:1px solid var(--ln)}
.ps>li:last-child{border-bottom:0}
.ps>.hl{padding:16px 12px;margin:8px 0;border:2px solid var(--ac);border-radius:12px}
.pb{flex:1;min-width:0}
.ph{display:flex;justify-content:space-between;gap:12px;align-items:baseline}
h4{font-size:1.05rem}
.pr{font-weight:700;white-space:nowrap}
.pi{flex:0 0 96px;width:96px;height:96px;border-radius:10px;object-fit:cover;background:var(--ln)}
.cat{content-visibility:auto;contain-intrinsic-size:auto 1000px}
.d{margin-top:4px}
.hrs{margin-top:4px;font-size:.8125rem;font-weight:700}
.bd{display:flex;flex-wrap:wrap;gap:6px;margin-top:6px}
.bd span{padding:2px 10px;border-radius:12px;background:var(--ac);color:var(--at);font-size:.8125rem;font-weight:600}
.so .pi{filter:grayscale(1);opacity:.6}
.so .pr,.vg .so s{font-weight:400}
.bd .ag,.ag{padding:2px 10px;border-radius:12px;background:#b3261e;color:#fff;font-size:.8125rem;font-weight:600}
.vg .so .ag{padding:0 8px;margin-left:4px}
.tg{display:flex;flex-wrap:wrap;gap:6px;margin-top:8px;font-size:.8125rem}
.tg li{padding:2px 10px;border:1px solid var(--fg);border-radius:12px}
.tg i{margin-right:4px}
details{margin-top:8px}
summary{cursor:pointer;font-weight:600;min-height:32px;padding-top:4px}
.vg{margin-top:8px}
.vg>p{font-weight:600}
.vg>p span,.vg>.pp{font-weight:400;font-size:.875rem}
.vg li{display:flex;justify-content:space-between;gap:12px;padding:2px 0 2px 12px}
.foot{padding:24px 16px 40px;text-align:center;font-size:.875rem;border-top:1px solid var(--ln)}
@media (min-width:768px){h1{font-size:2rem}.pi{flex-basis:120px;width:120px;height:120px}}
`.replaceAll('\n', '') // one rule per line here; sent on one line (every byte counts on a diner's phone)

/** One rule per chosen font file; swap: the menu shows at once in a system font, then in the owner's. */
const fontFaceCss = (faces: PublicMenu['theme']['font_faces']) =>
  faces
    .map(
      (f) =>
        `@font-face{font-family:"${f.family}";font-style:normal;font-weight:${f.weight};font-display:swap;src:url(${f.url}) format("woff2")` +
        `${f.unicode_range ? `;unicode-range:${f.unicode_range}` : ''}}`,
    )
    .join('')

/** `:root` custom properties of the theme and its fonts (values already validated: #rrggbb, safe font names, our own URLs). */
export function themeCss(theme: PublicMenu['theme']): string {
  return (
    `${fontFaceCss(theme.font_faces)}:root{--bg:${theme.background};--fg:${theme.text};--ac:${theme.button_background};--at:${theme.button_text};` +
    `--ln:color-mix(in srgb,${theme.text} 18%,${theme.background});--hf:${theme.headline_font};--bf:${theme.body_font}}`
  )
}

/**
 * Rules of parts a menu may not have, sent only with them (render.ts): every rule costs its bytes
 * on every page, and the 20 KB budget has none to spare (docs/performance.md). The strip of
 * promotions and ads ('.mk', ~170 B of gzip), the families' icons.
 */
export const MARKETING_CSS =
  `.mk{display:flex;gap:8px;overflow-x:auto;margin-top:12px;padding-bottom:4px;scroll-snap-type:x mandatory}
.mk section,.mk ul{display:flex;gap:8px;flex:none}
.mk li{flex:none;width:236px;scroll-snap-align:start}
.mk a{display:flex;gap:10px;height:100%;padding:6px;border:2px solid var(--ac);border-radius:12px;text-decoration:none}
.mk img{flex:none;width:64px;height:64px;border-radius:8px;object-fit:cover;background:var(--ln)}
.mk span{min-width:0;font-size:.8125rem;line-height:1.3}
.mk strong{display:block;font-size:.9375rem}
.mk small{display:-webkit-box;-webkit-line-clamp:2;-webkit-box-orient:vertical;overflow:hidden;font-size:inherit}
`.replaceAll('\n', '')
export const FAMILY_ICON_CSS = '.ficon{width:40px;height:40px;vertical-align:middle;margin-right:8px;border-radius:8px}'

/** The message pages' one block (a disabled branch, the 404 page, the order pages' confirmations): not on the menu page. */
export const MSG_CSS =
  '.msg{min-height:100vh;display:flex;flex-direction:column;justify-content:center;align-items:center;gap:12px;padding:24px;text-align:center}'

export function pageCss(theme: PublicMenu['theme'], extra = ''): string {
  return `${themeCss(theme)}${BASE}${extra}`
}
