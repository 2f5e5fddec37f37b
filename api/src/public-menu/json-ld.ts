import { isGlutenFree } from '@menu/shared/menu/allergens'
import { LANGUAGE_BY_CODE } from '@menu/shared/menu/languages'
// Types only (schema-dts has no run-time code): they check the document against schema.org's vocabulary.
import type { MenuItem, MenuSectionLeaf, Offer, Restaurant, RestrictedDiet, WithContext } from 'schema-dts'
import type { PublicComboStep, PublicMenu, PublicProduct } from './schema.js'
import { wordsFor } from './words/index.js'

/**
 * The page's schema.org description for search engines: Restaurant (the branch: name, address,
 * phone, the page's URL) -> Menu -> MenuSection (families, their categories) -> MenuItem (price
 * in the account's currency, diets, calories). Built from the view model, after the template,
 * the hours and the diner's filter, so it lists exactly the dishes the page shows, in the page's
 * language (its words from words/, `inLanguage` its locale).
 *
 * Dishes carry no description here: the page's text is more than gzip's 32 KB window away from
 * this block, so 150 descriptions would cost about 5.5 KB of the page's 20 KB budget
 * (docs/performance.md); their names, prices, diets and calories cost about 2.8 KB.
 *
 * A combo is a MenuItem whose steps are its `menuAddOn`: one MenuSection per step (its name, its
 * rule 'Elige 1' as description) holding the choices as MenuItems, each offered at its surcharge
 * (0 when none). The menus of the day (`of_the_day`, left out of their categories by the view)
 * come first, each in a section named as the page's heading ('Comida corrida · 13:00–17:00'). A
 * combo's `allergens` in the view already say 'free' only where every dish it offers does
 * (public-menu/combos.ts), so its diets are read as a dish's.
 */

/**
 * Diets by their schema.org short names ('VeganDiet'), which the vocabulary's enumerations take
 * as well as the full URL, for fewer bytes on every dish of the page.
 */
const DIET: Record<PublicProduct['diets'][number], RestrictedDiet> = {
  vegetarian: 'VegetarianDiet',
  vegan: 'VeganDiet',
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
    ...p.diets.map((d) => DIET[d]),
    ...(isGlutenFree(p.allergens) ? ['GlutenFreeDiet' as const] : []),
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

export function menuJsonLd(view: PublicMenu): WithContext<Restaurant> {
  const item = (p: PublicProduct) => menuItem(p, view.currency)
  const w = wordsFor(view.language)
  const sections: MenuSectionLeaf[] = [
    ...view.of_the_day.map((d) =>
      section(d.hours_text ? `${d.product.name} · ${d.hours_text}` : d.product.name, null, {
        hasMenuItem: [item(d.product)],
      }),
    ),
    ...view.families.map((f) =>
      section(f.name, f.description, {
        hasMenuSection: f.categories.map((c) => section(c.name, c.description, { hasMenuItem: c.products.map(item) })),
      }),
    ),
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
 * The document as a <script type="application/ld+json"> data block: browsers never run it (so
 * the page's script-src 'none' does not apply to it). Every '<' is written \u003c, so no text of
 * the owner's ('</script>' in a dish name) can end the element early.
 */
export function jsonLdBlock(view: PublicMenu): string {
  return `<script type="application/ld+json">${JSON.stringify(menuJsonLd(view)).replace(/</g, '\\u003c')}</script>`
}
