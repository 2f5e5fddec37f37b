import { isGlutenFree } from '@menu/shared/menu/allergens'
import { LANGUAGE_BY_CODE } from '@menu/shared/menu/languages'
// Types only (schema-dts has no run-time code): they check the document against schema.org's vocabulary.
import type {
  IdReference,
  MenuItem,
  MenuSection,
  MenuSectionLeaf,
  Offer,
  Restaurant,
  RestrictedDiet,
  WithContext,
} from 'schema-dts'
import type { PublicComboStep, PublicFamily, PublicMenu, PublicProduct } from './schema.js'
import { wordsFor } from './words/index.js'

/**
 * The page's schema.org description for search engines: Restaurant (the branch: name, address,
 * phone, the page's URL) -> Menu -> MenuSection (families, their categories) -> MenuItem (price
 * in the account's currency, diets, calories). Built from the view model, after the template,
 * the hours and the diner's filter, so it lists exactly the dishes the page shows, in the page's
 * language (its words from words/, `inLanguage` its locale).
 *
 * Dishes carry no description here: 150 descriptions would cost about 5.5 KB of the page's 20 KB
 * budget (docs/performance.md); their names, prices, diets and calories cost about 2.6 KB. The
 * page sends it in blocks: the Restaurant after the footer, each family's section at the end of
 * that family (familyJsonLdBlock), joined by `@id`.
 *
 * A combo is a MenuItem whose steps are its `menuAddOn`: one MenuSection per step (its name, its
 * rule 'Elige 1' as description) holding the choices as MenuItems, each offered at its surcharge
 * (0 when none). The menus of the day (`of_the_day`, left out of their categories by the view)
 * come first, each in a section named as the page's heading ('Comida corrida · 13:00–17:00'). A
 * combo's `allergens` in the view already say 'free' only where every dish it offers does
 * (public-menu/combos.ts), so its diets are read as a dish's.
 */

const DIET_URL: Record<PublicProduct['diets'][number], RestrictedDiet> = {
  vegetarian: 'https://schema.org/VegetarianDiet',
  vegan: 'https://schema.org/VeganDiet',
}

function offer(price: number, currency: string, soldOut: boolean): Offer {
  return {
    '@type': 'Offer',
    price,
    priceCurrency: currency,
    ...(soldOut ? { availability: 'https://schema.org/SoldOut' as const } : {}),
  }
}

function addOn(s: PublicComboStep, currency: string): MenuSectionLeaf {
  return {
    '@type': 'MenuSection',
    name: s.name,
    description: s.rule,
    hasMenuItem: s.items.map((it) => ({
      '@type': 'MenuItem',
      name: it.name,
      offers: offer(it.surcharge ?? 0, currency, it.sold_out),
    })),
  }
}

function menuItem(p: PublicProduct, currency: string): MenuItem {
  const diets: RestrictedDiet[] = [
    ...p.diets.map((d) => DIET_URL[d]),
    ...(isGlutenFree(p.allergens) ? ['https://schema.org/GlutenFreeDiet' as const] : []),
  ]
  return {
    '@type': 'MenuItem',
    name: p.name,
    offers: offer(p.price, currency, p.sold_out),
    ...(diets.length ? { suitableForDiet: diets } : {}),
    ...(p.calories !== null
      ? { nutrition: { '@type': 'NutritionInformation', calories: `${p.calories} calories` } }
      : {}),
    ...(p.steps.length ? { menuAddOn: p.steps.map((s) => addOn(s, currency)) } : {}),
  }
}

function section(
  name: string,
  description: string | null,
  content: Pick<MenuSectionLeaf, 'hasMenuSection'> | Pick<MenuSectionLeaf, 'hasMenuItem'>,
): MenuSectionLeaf {
  return { '@type': 'MenuSection', name, ...(description ? { description } : {}), ...content }
}

/** A family's section on its own: the page's URL with the family's element id ('…/m/key#f12'). */
const familyRef = (view: PublicMenu, familyId: number) => `${view.url}#f${familyId}`

function familySection(view: PublicMenu, f: PublicFamily): MenuSectionLeaf {
  const item = (p: PublicProduct) => menuItem(p, view.currency)
  return section(f.name, f.description, {
    hasMenuSection: f.categories.map((c) => section(c.name, c.description, { hasMenuItem: c.products.map(item) })),
  })
}

/**
 * The document; `families`: each family's section whole (the default: one tree, as a reader joins
 * the blocks) or as a reference to its own block (`{"@id": …#f12}`, what the page sends).
 */
export function menuJsonLd(view: PublicMenu, families: 'whole' | 'references' = 'whole'): WithContext<Restaurant> {
  const item = (p: PublicProduct) => menuItem(p, view.currency)
  const w = wordsFor(view.language)
  const sections: Array<MenuSection | IdReference> = [
    ...view.of_the_day.map((d) =>
      section(d.hours_text ? `${d.product.name} · ${d.hours_text}` : d.product.name, null, {
        hasMenuItem: [item(d.product)],
      }),
    ),
    ...view.families.map((f) => (families === 'whole' ? familySection(view, f) : { '@id': familyRef(view, f.id) })),
  ]
  if (view.other_products.length) sections.push(section(w.others, null, { hasMenuItem: view.other_products.map(item) }))
  const b = view.branch
  const sameName = b.name.trim().toLowerCase() === view.company.trim().toLowerCase()
  return {
    '@context': 'https://schema.org',
    '@type': 'Restaurant',
    name: sameName ? view.company : `${view.company} (${b.name})`,
    url: view.url,
    ...(b.address ? { address: b.address } : {}),
    // phone_url is 'tel:+52XXXXXXXXXX': the international number.
    ...(b.phone_url ? { telephone: b.phone_url.slice('tel:'.length) } : {}),
    hasMenu: {
      '@type': 'Menu',
      name: w.menuOf(view.company, b.name),
      inLanguage: LANGUAGE_BY_CODE.get(view.language)?.locale ?? 'es-MX',
      hasMenuSection: sections,
    },
  }
}

/**
 * A document as a <script type="application/ld+json"> data block: browsers never run it (so
 * the page's script-src 'none' does not apply to it). Every '<' is written \u003c, so no text of
 * the owner's ('</script>' in a dish name) can end the element early.
 */
const dataBlock = (doc: object) =>
  `<script type="application/ld+json">${JSON.stringify(doc).replace(/</g, '\\u003c')}</script>`

/**
 * The page's main block: the Restaurant and its Menu, the menus of the day and the others whole,
 * each family a reference to its own block (familyJsonLdBlock).
 */
export const jsonLdBlock = (view: PublicMenu): string => dataBlock(menuJsonLd(view, 'references'))

/**
 * A family's block, which the page puts at the end of that family's section: its node, named by
 * the `@id` the main block refers to. One graph for search engines (nodes merge by @id), and the
 * dishes' names and prices are then within gzip's 32 KB window of the same words in the page's
 * text: ~160 B less gzip on a 150-dish page than one block after the footer (docs/performance.md).
 */
export const familyJsonLdBlock = (view: PublicMenu, f: PublicFamily): string =>
  dataBlock({
    '@context': 'https://schema.org',
    '@id': familyRef(view, f.id),
    ...familySection(view, f),
  } satisfies WithContext<MenuSection>)
