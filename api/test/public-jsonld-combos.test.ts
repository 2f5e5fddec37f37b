import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { ALLERGEN_CODES, type AllergenMap } from '@menu/shared/menu/allergens'
import { noFactValues } from '@menu/shared/menu/dish-facts'
import { jsonLdBlock, menuJsonLd } from '../src/public-menu/json-ld.js'
import type { PublicComboStep, PublicMenu, PublicProduct } from '../src/public-menu/schema.js'
import { DIALECT } from './helpers.js'
import type { JsonLd } from './public-allergens-data.js'

/**
 * A combo in the page's schema.org block (json-ld.ts), from a view model built by hand: a
 * MenuItem with its Offer, its steps as `menuAddOn` sections of choices each offered at its
 * surcharge, and the menus of the day listed once, first. The page's own block, with a combo
 * of the day from the API, is read in public-allergens-size.test.ts.
 */

/** The document as the tests read it (schema-dts's types allow a string where an object is). */
const ld = (view: PublicMenu) => menuJsonLd(view) as unknown as JsonLd

const ALL_FREE: AllergenMap = Object.fromEntries(ALLERGEN_CODES.map((c) => [c, 'free']))

function product(id: number, name: string, more: Partial<PublicProduct> = {}): PublicProduct {
  return {
    id,
    name,
    description: null,
    price: 120,
    price_text: '$120',
    image: null,
    featured: false,
    recommended: false,
    tags: [],
    variant_groups: [],
    unavailable_text: null,
    sold_out: false,
    allergens: {},
    diets: [],
    ...noFactValues(),
    kind: 'dish',
    steps: [],
    choice_allergens: [],
    ...more,
  }
}

const item = (name: string, surcharge: number | null, more: Partial<PublicComboStep['items'][number]> = {}) => ({
  product_id: null,
  name,
  surcharge,
  surcharge_text: surcharge ? `+$${surcharge}` : null,
  sold_out: false,
  allergens: null,
  ...more,
})

function menu(more: Partial<PublicMenu>): PublicMenu {
  return {
    route_key: 'cafe-ole',
    url: 'https://menu.example/m/cafe-ole',
    language: 'es',
    languages: [],
    available: true,
    ordering: false,
    company: 'Café Olé',
    logo: null,
    share_image: null,
    currency: 'MXN',
    branch: { name: 'Café Olé', address: null, phone: null, phone_url: null, whatsapp_url: null, links: [] },
    theme: {
      background: '#ffffff',
      text: '#242424',
      button_background: '#5227d0',
      button_text: '#ffffff',
      headline_font: 'system-ui',
      body_font: 'system-ui',
      font_faces: [],
    },
    tracking: { gtm_id: null, facebook_pixel: null, privacy_url: null },
    promotions: [],
    advertising: [],
    filter: { avoid: [], hidden: 0 },
    of_the_day: [],
    families: [],
    other_products: [],
    ...more,
  }
}

const STEPS: PublicComboStep[] = [
  { name: 'Sopa', min: 1, max: 1, rule: 'Elige 1', items: [item('Sopa de fideo', null), item('Crema de elote', 0)] },
  {
    name: 'Guisado',
    min: 1,
    max: 2,
    rule: 'Elige de 1 a 2',
    items: [
      item('Mole poblano', 15, { product_id: 7, allergens: { ...ALL_FREE, peanuts: 'contains' } }),
      item('Bistec a la mexicana', null, { product_id: 8, sold_out: true, allergens: ALL_FREE }),
    ],
  },
]

describe(`public menu JSON-LD: combos and the menu of the day (${DIALECT})`, () => {
  it('a combo is a MenuItem with its Offer and its steps as menuAddOn sections of priced choices', () => {
    const combo = product(5, 'Comida corrida', { kind: 'combo', steps: STEPS, sold_out: true })
    const doc = ld(
      menu({
        families: [
          {
            id: 1,
            name: 'Comida',
            description: null,
            icon: null,
            categories: [{ id: 2, name: 'Del día', description: null, unavailable_text: null, products: [combo] }],
          },
        ],
      }),
    )
    const [family] = doc.hasMenu.hasMenuSection as unknown as Array<{
      hasMenuSection: Array<{ hasMenuItem: unknown[] }>
    }>
    assert.deepEqual(family!.hasMenuSection[0]!.hasMenuItem, [
      {
        '@type': 'MenuItem',
        name: 'Comida corrida',
        offers: {
          '@type': 'Offer',
          price: 120,
          priceCurrency: 'MXN',
          availability: 'https://schema.org/SoldOut',
        },
        menuAddOn: [
          {
            '@type': 'MenuSection',
            name: 'Sopa',
            description: 'Elige 1',
            hasMenuItem: [
              {
                '@type': 'MenuItem',
                name: 'Sopa de fideo',
                offers: { '@type': 'Offer', price: 0, priceCurrency: 'MXN' },
              },
              {
                '@type': 'MenuItem',
                name: 'Crema de elote',
                offers: { '@type': 'Offer', price: 0, priceCurrency: 'MXN' },
              },
            ],
          },
          {
            '@type': 'MenuSection',
            name: 'Guisado',
            description: 'Elige de 1 a 2',
            hasMenuItem: [
              {
                '@type': 'MenuItem',
                name: 'Mole poblano',
                offers: { '@type': 'Offer', price: 15, priceCurrency: 'MXN' },
              },
              {
                '@type': 'MenuItem',
                name: 'Bistec a la mexicana',
                offers: {
                  '@type': 'Offer',
                  price: 0,
                  priceCurrency: 'MXN',
                  availability: 'https://schema.org/SoldOut',
                },
              },
            ],
          },
        ],
      },
    ])
  })

  it('the menus of the day come first, each once, named as the page heads them', () => {
    const daily = product(5, 'Comida corrida', { kind: 'combo', steps: STEPS })
    const allDay = product(6, 'Desayuno del día', { kind: 'combo', steps: STEPS.slice(0, 1), price: 85 })
    const dish = product(9, 'Flan', { price: 45 })
    const view = menu({
      of_the_day: [
        { product: daily, hours_text: '13:00–17:00' },
        { product: allDay, hours_text: null },
      ],
      other_products: [dish],
    })
    const sections = ld(view).hasMenu.hasMenuSection
    assert.deepEqual(
      sections.map((s) => [s.name, s.hasMenuItem?.map((i) => i.name)]),
      [
        ['Comida corrida · 13:00–17:00', ['Comida corrida']],
        ['Desayuno del día', ['Desayuno del día']],
        ['Otros', ['Flan']],
      ],
    )
    assert.equal(sections[0]!.hasMenuItem![0]!.menuAddOn?.length, 2)
    assert.equal(sections[2]!.hasMenuItem![0]!.menuAddOn, undefined, 'a dish has no add-ons')
    // The page's block holds the same, and a choice's name cannot end it early.
    const hostile = product(5, 'Comida', { kind: 'combo', steps: [{ ...STEPS[0]!, items: [item('</script>', null)] }] })
    const block = jsonLdBlock(menu({ of_the_day: [{ product: hostile, hours_text: null }] }))
    assert.equal(block.match(/<\/script>/g)?.length, 1)
  })
})
