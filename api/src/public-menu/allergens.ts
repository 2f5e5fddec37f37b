import {
  ALLERGEN_CODES,
  ALLERGENS,
  type AllergenCode,
  type AllergenMap,
  nothingConfirmed,
} from '@menu/shared/menu/allergens'
import { dinerFacts, type FactList } from '@menu/shared/menu/fact-words'
import { avoidVerdict } from './avoid.js'
import { esc } from './escape.js'
import { iconGlyph } from './icons.js'
import { type PageState, pageHref, stateFields } from './links.js'
import { type PublicMenu, type PublicProduct, type PublicVariant, shownProducts } from './schema.js'
import type { PageWords } from './words/index.js'

/**
 * Step 4, the allergen part of the page (render.ts calls it): each dish's allergens as icon +
 * word (the icon is decoration, aria-hidden; the word is what is read and what counts, never a
 * colour alone), its diets, calories and portion; the filter form (a plain GET form, no
 * script) and its summary; the legend. The codes, icons and rules come from
 * shared/src/menu/allergens.ts, what a dish says in words from shared/src/menu/fact-words.ts
 * (the printed menu and the panel say the same), the filter's rule from avoid.ts, and every
 * word the diner reads from the page's language (words/, `w`).
 */

const WARNING = iconGlyph('fa-triangle-exclamation')

/** Each allergen's Font Awesome glyph, hidden from assistive technology (its word follows it). */
const ICONS = new Map(
  ALLERGENS.map((a) => {
    const glyph = iconGlyph(`fa-${a.icon}`)
    return [a.code, glyph ? `<i aria-hidden="true">${glyph}</i>` : '']
  }),
)
const icon = (code: AllergenCode): string => ICONS.get(code) ?? ''

/** 'gluten, huevo o cacahuate' (as a sentence writes them, in the page's language). */
const words = (codes: readonly AllergenCode[], how: 'and' | 'or' | 'nor', w: PageWords) =>
  w.allergy.list(
    codes.map((c) => w.allergens[c]),
    how,
  )

/** 'Contiene: Gluten, Leche' with each allergen's icon before its word. */
const listHtml = (list: FactList, tag: 'p' | 'span') =>
  `<${tag}><b>${esc(list.label)}:</b> ${list.codes.map((c, i) => `${icon(c)}${esc(list.names[i]!)}`).join(', ')}</${tag}>`

/** What the diner's filter adds to a dish or a choice it keeps: a warning or a notice per avoided allergen. */
function avoidNotes(
  map: AllergenMap,
  avoid: readonly AllergenCode[],
  skipUnconfirmed: boolean,
  w: PageWords,
): string[] {
  if (!avoid.length) return []
  const { mayContain, unconfirmed } = avoidVerdict(map, avoid)
  const mark = WARNING ? `<i aria-hidden="true">${WARNING}</i>` : ''
  return [
    ...(mayContain.length ? [`${mark}${esc(w.allergy.mayContain(words(mayContain, 'and', w)))}`] : []),
    ...(unconfirmed.length && !skipUnconfirmed
      ? [`${mark}${esc(w.allergy.unconfirmed(capitalize(words(unconfirmed, 'and', w))))}`]
      : []),
  ]
}

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)

/**
 * A dish's allergens, diets and filter notes. Nothing confirmed: the notice to ask the staff.
 * Partly confirmed: what is confirmed, and that the rest is not (absent is never free).
 */
export function dishAllergens(p: PublicProduct, avoid: readonly AllergenCode[], w: PageWords): string {
  const facts = dinerFacts(p, w, 'dish')
  const parts = facts.lists.map((list) => listHtml(list, 'p'))
  // A combo: what its choices contain or may contain, beyond its own ('Según lo que elijas: Leche, Huevo').
  if (p.choice_allergens.length)
    parts.push(
      listHtml(
        {
          level: 'may_contain',
          label: w.combo.byChoice,
          codes: p.choice_allergens,
          names: p.choice_allergens.map((c) => w.allergens[c]),
        },
        'p',
      ),
    )
  // Unconfirmed: a short marker linking to the one full sentence near the filter (unconfirmedNote),
  // not the sentence under every dish; shorter, never silent.
  if (facts.notice)
    parts.push(
      facts.notice.unconfirmed
        ? `<p class="nc"><a href="#${NOTE_ID}">${esc(facts.notice.short)}</a></p>`
        : `<p>${esc(facts.notice.text)}</p>`,
    )
  const notes = avoidNotes(p.allergens, avoid, nothingConfirmed(p.allergens), w).map((n) => `<p class="aw">${n}</p>`)
  return (
    `<div class="al">${parts.join('')}</div>` +
    (facts.diets.length ? `<p class="dt">${esc(facts.diets.join(' · '))}</p>` : '') +
    notes.join('')
  )
}

/** A choice's own allergens, calories and portion, under its name; '' when it has none. */
export function variantFacts(v: PublicVariant, avoid: readonly AllergenCode[], w: PageWords): string {
  const facts = dinerFacts(v, w, 'option')
  const parts = [
    ...facts.lists.map((list) => listHtml(list, 'span')),
    ...(facts.portion ? [esc(facts.portion)] : []),
    ...avoidNotes(v.allergens, avoid, false, w).map((n) => `<b>${n}</b>`),
  ]
  return parts.length ? `<span class="vf">${parts.join(' · ')}</span>` : ''
}

/** Every dish and choice the page shows. */
function shownItems(view: PublicMenu): Array<{ allergens: AllergenMap }> {
  const products = shownProducts(view)
  return [
    ...products,
    ...products.flatMap((p) => p.variant_groups.flatMap((g) => g.variants)),
    ...products.flatMap((p) => p.steps.flatMap((s) => s.items.flatMap((it) => (it.allergens ? [it] : [])))),
  ] as Array<{ allergens: AllergenMap }>
}

/** Allergens the page names with an icon (contains or may contain), in catalogue order. */
function codesShown(view: PublicMenu): AllergenCode[] {
  const seen = new Set<string>()
  for (const item of shownItems(view))
    for (const [code, level] of Object.entries(item.allergens)) if (level !== 'free') seen.add(code)
  return ALLERGEN_CODES.filter((c) => seen.has(c))
}

/** The id of the one full sentence about unconfirmed allergens, which each dish's marker links to. */
const NOTE_ID = 'sin-confirmar'

/** Whether some dish shown has allergens not confirmed (so its marker, and the note it links to, show). */
export function showsUnconfirmed(view: PublicMenu, w: PageWords): boolean {
  const products = shownProducts(view)
  return products.some((p) => dinerFacts(p, w, 'dish').notice?.unconfirmed === true)
}

/** The full explanation, said once for every dish marked 'Sin confirmar' (no icon: a menu with nothing confirmed loads no icon font). */
const unconfirmedNote = (w: PageWords) =>
  `<p class="ncn" id="${NOTE_ID}"><b>${esc(w.levels.unconfirmed)}:</b> ${esc(w.allergy.explain.unconfirmed)}</p>`

/** Whether the page has anything about allergens to filter or explain (else no form, no legend). */
export function showsAllergens(view: PublicMenu): boolean {
  return view.filter.avoid.length > 0 || shownItems(view).some((i) => !nothingConfirmed(i.allergens))
}

/** The result of the filter in words, with the way back to the whole menu. */
function filterStatus(view: PublicMenu, w: PageWords, state: PageState): string {
  const { avoid, hidden } = view.filter
  if (!avoid.length) return ''
  const said =
    hidden === 0 ? w.allergy.noneHidden(words(avoid, 'nor', w)) : w.allergy.hidden(hidden, words(avoid, 'or', w))
  const back = pageHref(view, { ...state, avoid: [] })
  return (
    `<div class="fs" role="status"><p><b>${esc(said)}</b> ${esc(w.allergy.stillShown)}</p>` +
    `<p><a href="${esc(back)}">${esc(w.allergy.removeFilter)}</a></p></div>`
  )
}

/**
 * The no-JavaScript filter: a GET form to this page; the server reads ?sin= (avoid.ts). The
 * form keeps the language, the table and the search (links.ts): a diner who chose a language by
 * ?lang= must not get the filtered page in another.
 */
function filterForm(view: PublicMenu, w: PageWords, state: PageState): string {
  const boxes = ALLERGENS.map(
    (a) =>
      `<li><label><input type="checkbox" name="sin" value="${a.code}"${view.filter.avoid.includes(a.code) ? ' checked' : ''}>${icon(a.code)}${esc(w.allergens[a.code])}</label></li>`,
  ).join('')
  return (
    `<details class="af"${view.filter.avoid.length ? ' open' : ''}><summary>${esc(w.allergy.filter)}</summary>` +
    `<form method="get">${stateFields(view, { ...state, avoid: [] })}<fieldset><legend>${esc(w.allergy.hideWith)}</legend><ul>${boxes}</ul>` +
    `<button class="btn" type="submit">${esc(w.allergy.apply)}</button></fieldset></form></details>`
  )
}

/** What each icon and word means; only the allergens the page shows. */
function legend(view: PublicMenu, w: PageWords): string {
  const items = codesShown(view)
    .map((code) => `<li>${icon(code)}<b>${esc(w.allergens[code])}</b>: ${esc(w.allergy.descriptions[code])}</li>`)
    .join('')
  const { explain } = w.allergy
  const meanings: Array<[string, string]> = [
    [w.levels.contains, explain.contains],
    [w.levels.may_contain, explain.may_contain],
    [w.levels.unconfirmed, explain.unconfirmed],
    [w.diets.glutenFree, explain.glutenFree],
  ]
  return (
    `<details class="lg"><summary>${esc(w.allergy.legend)}</summary>` +
    (items ? `<ul>${items}</ul>` : '') +
    `<p>${meanings.map(([word, meaning]) => `<b>${esc(word)}</b>: ${esc(meaning)}`).join(' ')}</p></details>`
  )
}

/**
 * The allergen section at the top of the menu: the filter's result, the note every 'Sin
 * confirmar' marker links to, the form and the legend (a menu with nothing confirmed at all has
 * the note alone). `state`: the diner's table and search, kept by the form and the way back.
 */
export function allergenPanel(view: PublicMenu, w: PageWords, state: PageState = {}): string {
  const note = showsUnconfirmed(view, w) ? unconfirmedNote(w) : ''
  const shows = showsAllergens(view)
  if (!shows && !note) return ''
  return (
    `<section class="alg" aria-label="${esc(w.allergy.section)}">` +
    (shows ? `${filterStatus(view, w, state)}${note}${filterForm(view, w, state)}${legend(view, w)}` : note) +
    '</section>'
  )
}

/** The allergen part's CSS (only on pages that show it). */
export const ALLERGEN_CSS =
  '.alg{margin-top:16px}.al,.dt,.aw{margin-top:6px;font-size:.875rem}.al i,.vf i,.alg i{margin-right:2px}' +
  '.nc a{font-style:italic}.ncn{margin:8px 0;font-size:.875rem}.dt{font-weight:600}.aw{padding:2px 8px;border-left:4px solid currentColor;font-weight:700}' +
  '.nu,.vf{font-size:.8125rem}.nu{text-align:right}.vf{display:block}' +
  'fieldset{border:0;margin:0;padding:0}legend{font-weight:600;padding:0}' +
  '.af ul{display:grid;grid-template-columns:repeat(auto-fill,minmax(150px,1fr));gap:0 8px;margin:8px 0}' +
  '.af label{display:flex;align-items:center;gap:6px;min-height:44px;cursor:pointer}.af input{width:20px;height:20px;margin:0}' +
  '.lg ul{margin:8px 0}.lg li{padding:4px 0}.lg p{margin-top:8px;font-size:.875rem}'
