import {
  ALLERGEN_BY_CODE,
  ALLERGEN_CODES,
  ALLERGENS,
  type AllergenCode,
  type AllergenMap,
  codesAt,
  DIET_LABELS,
  isGlutenFree,
  LEVEL_LABELS,
  nothingConfirmed,
} from '@menu/shared/menu/allergens'
import { avoidVerdict } from './avoid.js'
import { esc } from './escape.js'
import { iconGlyph } from './icons.js'
import type { PublicMenu, PublicProduct, PublicVariant } from './schema.js'

/**
 * Step 4, the allergen part of the page (render.ts calls it): each dish's allergens as icon +
 * word (the icon is decoration, aria-hidden; the word is what is read and what counts, never a
 * colour alone), its diets, calories and portion; the filter form (a plain GET form, no
 * script) and its summary; the legend. The words and the catalogue come from
 * shared/src/menu/allergens.ts, the filter's rule from avoid.ts.
 */

const NOT_CONFIRMED = 'Alérgenos sin confirmar, consulta al personal'
const WARNING = iconGlyph('fa-triangle-exclamation')

const allergenName = (code: AllergenCode) => ALLERGEN_BY_CODE.get(code)!.name

/** Each allergen's Font Awesome glyph, hidden from assistive technology (its word follows it). */
const ICONS = new Map(
  ALLERGENS.map((a) => {
    const glyph = iconGlyph(`fa-${a.icon}`)
    return [a.code, glyph ? `<i class="fa" aria-hidden="true">${glyph}</i>` : '']
  }),
)
const icon = (code: AllergenCode): string => ICONS.get(code) ?? ''

/** 'gluten, huevo o cacahuate' (lower case, for a sentence). */
function words(codes: readonly AllergenCode[], last: 'y' | 'o' | 'ni'): string {
  const list = codes.map((c) => allergenName(c).toLowerCase())
  return list.length > 1 ? `${list.slice(0, -1).join(', ')} ${last} ${list.at(-1)}` : (list[0] ?? '')
}

const iconList = (codes: readonly AllergenCode[]) => codes.map((c) => `${icon(c)}${esc(allergenName(c))}`).join(', ')

/** One formatter for every page (toLocaleString would build one per number). */
const INTEGER = new Intl.NumberFormat('es-MX', { maximumFractionDigits: 0 })

/** '350 g · 640 kcal': what PROFECO expects next to a price; '' when neither is given. */
export function portionText(item: { calories: number | null; portion: string | null }): string {
  return [item.portion, item.calories === null ? null : `${INTEGER.format(item.calories)} kcal`]
    .filter(Boolean)
    .join(' · ')
}

/** 'Contiene: …' and 'Puede contener: …', each only when it has something. */
function levelLists(map: AllergenMap, tag: 'p' | 'span'): string[] {
  return (['contains', 'may_contain'] as const).flatMap((level) => {
    const codes = codesAt(map, level)
    return codes.length ? [`<${tag}><b>${LEVEL_LABELS[level]}:</b> ${iconList(codes)}</${tag}>`] : []
  })
}

/** What the diner's filter adds to a dish or a choice it keeps: a warning or a notice per avoided allergen. */
function avoidNotes(map: AllergenMap, avoid: readonly AllergenCode[], skipUnconfirmed: boolean): string[] {
  if (!avoid.length) return []
  const { mayContain, unconfirmed } = avoidVerdict(map, avoid)
  const mark = WARNING ? `<i class="fa" aria-hidden="true">${WARNING}</i>` : ''
  return [
    ...(mayContain.length ? [`${mark}Puede contener ${esc(words(mayContain, 'y'))}`] : []),
    ...(unconfirmed.length && !skipUnconfirmed
      ? [`${mark}${esc(capitalize(words(unconfirmed, 'y')))}: sin confirmar, consulta al personal`]
      : []),
  ]
}

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)

/**
 * A dish's allergens, diets and filter notes. Nothing confirmed: the notice to ask the staff.
 * Partly confirmed: what is confirmed, and that the rest is not (absent is never free).
 */
export function dishAllergens(p: PublicProduct, avoid: readonly AllergenCode[]): string {
  const map = p.allergens
  const parts: string[] = []
  if (nothingConfirmed(map)) parts.push(`<p class="nc">${NOT_CONFIRMED}</p>`)
  else {
    parts.push(...levelLists(map, 'p'))
    const confirmed = Object.keys(map).length
    if (confirmed < ALLERGEN_CODES.length) parts.push('<p class="nc">Otros alérgenos sin confirmar</p>')
    else if (!codesAt(map, 'contains').length && !codesAt(map, 'may_contain').length)
      parts.push(`<p>No contiene ninguno de los ${ALLERGEN_CODES.length} alérgenos</p>`)
  }
  const diets = [...p.diets.map((d) => DIET_LABELS[d]), ...(isGlutenFree(map) ? ['Sin gluten'] : [])]
  const notes = avoidNotes(map, avoid, nothingConfirmed(map)).map((n) => `<p class="aw">${n}</p>`)
  return (
    `<div class="al">${parts.join('')}</div>` +
    (diets.length ? `<p class="dt">${diets.join(' · ')}</p>` : '') +
    notes.join('')
  )
}

/** A choice's own allergens, calories and portion, under its name; '' when it has none. */
export function variantFacts(v: PublicVariant, avoid: readonly AllergenCode[]): string {
  const portion = portionText(v)
  const parts = [
    ...levelLists(v.allergens, 'span'),
    ...(portion ? [esc(portion)] : []),
    ...avoidNotes(v.allergens, avoid, false).map((n) => `<b>${n}</b>`),
  ]
  return parts.length ? `<span class="vf">${parts.join(' · ')}</span>` : ''
}

/** Every dish and choice the page shows. */
function shownItems(view: PublicMenu): Array<{ allergens: AllergenMap }> {
  const products = [...view.families.flatMap((f) => f.categories.flatMap((c) => c.products)), ...view.other_products]
  return [...products, ...products.flatMap((p) => p.variant_groups.flatMap((g) => g.variants))]
}

/** Allergens the page names with an icon (contains or may contain), in catalogue order. */
function codesShown(view: PublicMenu): AllergenCode[] {
  const seen = new Set<string>()
  for (const item of shownItems(view))
    for (const [code, level] of Object.entries(item.allergens)) if (level !== 'free') seen.add(code)
  return ALLERGEN_CODES.filter((c) => seen.has(c))
}

/** Whether the page has anything about allergens to filter or explain (else no form, no legend). */
export function showsAllergens(view: PublicMenu): boolean {
  return view.filter.avoid.length > 0 || shownItems(view).some((i) => !nothingConfirmed(i.allergens))
}

/** The result of the filter in words, with the way back to the whole menu. */
function filterStatus(view: PublicMenu): string {
  const { avoid, hidden } = view.filter
  if (!avoid.length) return ''
  const said =
    hidden === 0
      ? `Ningún platillo contiene ${words(avoid, 'ni')}.`
      : hidden === 1
        ? `Se ocultó 1 platillo que contiene ${words(avoid, 'o')}.`
        : `Se ocultaron ${hidden} platillos que contienen ${words(avoid, 'o')}.`
  return (
    `<div class="fs" role="status"><p><b>${esc(said)}</b> Los que pueden contenerlo o no lo tienen confirmado siguen a la vista, con un aviso.</p>` +
    `<p><a href="${esc(encodeURIComponent(view.route_key))}">Quitar filtro y ver todo el menú</a></p></div>`
  )
}

/** The no-JavaScript filter: a GET form to this page; the server reads ?sin= (avoid.ts). */
function filterForm(view: PublicMenu): string {
  const boxes = ALLERGENS.map(
    (a) =>
      `<li><label><input type="checkbox" name="sin" value="${a.code}"${view.filter.avoid.includes(a.code) ? ' checked' : ''}>${icon(a.code)}${esc(a.name)}</label></li>`,
  ).join('')
  return (
    `<details class="af"${view.filter.avoid.length ? ' open' : ''}><summary>Filtrar por alérgenos</summary>` +
    `<form method="get"><fieldset><legend>Ocultar platillos con…</legend><ul>${boxes}</ul>` +
    '<button class="btn" type="submit">Aplicar filtro</button></fieldset></form></details>'
  )
}

/** What each icon and word means; only the allergens the page shows. */
function legend(view: PublicMenu): string {
  const items = codesShown(view)
    .map((code) => {
      const a = ALLERGEN_BY_CODE.get(code)!
      return `<li>${icon(code)}<b>${esc(a.name)}</b>: ${esc(a.description)}</li>`
    })
    .join('')
  return (
    '<details class="lg"><summary>Qué significa cada alérgeno</summary>' +
    (items ? `<ul>${items}</ul>` : '') +
    '<p><b>Contiene</b>: el platillo lleva ese ingrediente. <b>Puede contener</b>: puede tener trazas por cómo se prepara. ' +
    '<b>Sin confirmar</b>: el restaurante aún no lo confirma; consulta al personal antes de pedir. <b>Sin gluten</b>: confirmado sin gluten.</p></details>'
  )
}

/** The allergen section at the top of the menu: the filter's result, the form and the legend. */
export function allergenPanel(view: PublicMenu): string {
  if (!showsAllergens(view)) return ''
  return `<section class="alg" aria-label="Alérgenos">${filterStatus(view)}${filterForm(view)}${legend(view)}</section>`
}

/** The allergen part's CSS (only on pages that show it). */
export const ALLERGEN_CSS =
  '.alg{margin-top:16px}.al,.dt,.aw{margin-top:6px;font-size:.875rem}.al .fa,.vf .fa,.alg .fa{margin-right:2px}' +
  '.nc{font-style:italic}.dt{font-weight:600}.aw{padding:2px 8px;border-left:4px solid currentColor;font-weight:700}' +
  '.nu,.vf{font-size:.8125rem}.nu{text-align:right}.vf{display:block}' +
  '.fs{padding:12px;border:2px solid var(--fg);border-radius:12px;margin-bottom:8px}.fs p+p{margin-top:6px}' +
  'fieldset{border:0;margin:0;padding:0}legend{font-weight:600;padding:0}' +
  '.af ul{display:grid;grid-template-columns:repeat(auto-fill,minmax(150px,1fr));gap:0 8px;margin:8px 0}' +
  '.af label{display:flex;align-items:center;gap:6px;min-height:44px;cursor:pointer}.af input{width:20px;height:20px;margin:0}' +
  '.af .btn{border:0;cursor:pointer;font:inherit;font-weight:600}.lg ul{margin:8px 0}.lg li{padding:4px 0}.lg p{margin-top:8px;font-size:.875rem}'
