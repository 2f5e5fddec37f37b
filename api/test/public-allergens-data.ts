import assert from 'node:assert/strict'
import { randomBytes } from 'node:crypto'
import { ALLERGEN_CODES, type AllergenMap, type Diet } from '@menu/shared/menu/allergens'
import { localTime } from '../src/time/local.js'
import type { menuApi, TestApp } from './helpers.js'

/** What the tests read of the page's JSON-LD (json-ld.ts writes it with the schema-dts types). */
export interface JsonLdItem {
  '@type': string
  name: string
  offers: { '@type': string; price: number; priceCurrency: string; availability?: string }
  suitableForDiet?: string[]
  nutrition?: { '@type': string; calories: string }
  /** A combo's steps: a section of choices each. */
  menuAddOn?: JsonLdSection[]
}
export interface JsonLdSection {
  '@type': string
  name: string
  description?: string
  hasMenuSection?: JsonLdSection[]
  hasMenuItem?: JsonLdItem[]
}
export interface JsonLd {
  '@context': string
  '@type': string
  name: string
  url: string
  address?: string
  telephone?: string
  hasMenu: { '@type': string; name: string; inLanguage: string; hasMenuSection: JsonLdSection[] }
}

/** The opening tags of every <script> element of a page. */
export const scriptsOf = (html: string): string[] => [...html.matchAll(/<script\b[^>]*>/gi)].map((m) => m[0])

/** The page's one JSON-LD block, parsed. */
export function jsonLdOf(html: string): JsonLd {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)]
  assert.equal(blocks.length, 1, 'one JSON-LD block')
  const text = blocks[0]![1]!
  assert.ok(!text.includes('<'), "no '<' inside the block")
  return JSON.parse(text) as JsonLd
}

/** Seeded pseudo-random numbers in [0, 1). */
function seeded(n: number): () => number {
  let x = (n * 2654435761) % 4294967296
  return () => {
    x = (x * 1664525 + 1013904223) % 4294967296
    return x / 4294967296
  }
}

// Varied names and descriptions (a seeded mix of menu words, as the bench's), so gzip sizes are realistic.
const WORDS = (
  'pollo res cerdo camarón pescado queso frijoles arroz aguacate chipotle chile guajillo cebolla cilantro limón tortilla maíz ' +
  'harina salsa verde roja mole poblano tomate jitomate epazote nopal elote crema hongos chorizo tocino piña mango fresa chocolate ' +
  'vainilla canela café leche miel nuez almendra coco hierbabuena jamaica tamarindo horchata asado frito horneado gratinado'
).split(' ')
const DISHES = [
  'Tacos',
  'Enchiladas',
  'Tostadas',
  'Sopa',
  'Ensalada',
  'Quesadilla',
  'Torta',
  'Flautas',
  'Pozole',
  'Flan',
]
const PORTIONS = ['350 g', '250 g', '3 piezas', '500 ml', '1 pieza', '200 g']

/** Dish n's facts: one in ten unconfirmed, one in ten partly, the rest fully (as the bench's data). */
function facts(n: number): { allergens: AllergenMap; diets: Diet[]; calories?: number; portion?: string } {
  const r = seeded(n + 5000)
  const pick = (k: number) => {
    const pool = [...ALLERGEN_CODES]
    return Array.from({ length: k }, () => pool.splice(Math.floor(r() * pool.length), 1)[0]!)
  }
  const allergens: AllergenMap = {}
  if (n % 10 !== 9) {
    for (const c of pick(1 + Math.floor(r() * 3))) allergens[c] = 'contains'
    if (n % 10 !== 4) {
      const traces = pick(Math.floor(r() * 3))
      for (const c of ALLERGEN_CODES) allergens[c] ??= traces.includes(c) ? 'may_contain' : 'free'
    }
  }
  const animal = ['fish', 'crustaceans', 'molluscs'] as const
  const diets: Diet[] =
    n % 10 !== 9 && !animal.some((c) => allergens[c] === 'contains') && r() < 0.35 ? ['vegetarian'] : []
  return {
    allergens,
    diets,
    ...(n % 5 !== 3 ? { calories: 150 + Math.floor(r() * 950) } : {}),
    ...(n % 5 !== 2 ? { portion: PORTIONS[Math.floor(r() * PORTIONS.length)]! } : {}),
  }
}

/**
 * The bench's menu (bench/lib/public-menu-data.mjs) without uploads: 150 dishes in 5 families x 3
 * categories, 100 with a stored image name (random, as real ones), tags with icons on a third,
 * variant groups (with their own allergens) on a fifth, and every dish's allergens.
 */
export async function bigMenu(t: TestApp, api: ReturnType<typeof menuApi>): Promise<number[]> {
  const tags = [] as number[]
  for (const [name, icon] of [
    ['Picante', 'fa-solid fa-pepper-hot'],
    ['Favorito', 'fa-solid fa-star'],
    ['Pescado', 'fa-solid fa-fish'],
  ] as const)
    tags.push(await api.tag(name, { icon }))
  const groups = [
    (
      await api.req('POST', '/v1/groups', {
        name: 'Tamaño',
        variants: [
          { name: 'Chico', portion: '250 g', calories: 320 },
          { name: 'Grande', price: 20, portion: '500 g', calories: 640 },
        ],
      })
    ).body.info.id,
    (
      await api.req('POST', '/v1/groups', {
        name: 'Extras',
        variants: [
          { name: 'Queso', price: 15, allergens: { milk: 'contains' }, calories: 110 },
          { name: 'Tocino', price: 18, allergens: { sulphites: 'may_contain' } },
          { name: 'Jalapeños', price: 5 },
        ],
      })
    ).body.info.id,
  ] as number[]
  const ids: number[] = []
  let n = 0
  for (const family of ['Entradas', 'Platos fuertes', 'Tacos', 'Postres', 'Bebidas']) {
    const f = await api.family(family, { description: `Nuestra selección de ${family.toLowerCase()}.` })
    for (let ci = 0; ci < 3; ci++) {
      const c = await api.category(f, `${family} ${ci + 1}`)
      for (let pi = 0; pi < 10; pi++, n++) {
        const r = seeded(n + 1)
        const name = `${DISHES[Math.floor(r() * DISHES.length)]} de ${WORDS[Math.floor(r() * WORDS.length)]} y ${WORDS[Math.floor(r() * WORDS.length)]}`
        const words = Array.from({ length: 12 + Math.floor(r() * 10) }, () => WORDS[Math.floor(r() * WORDS.length)])
        const description = `Con ${words.slice(0, 4).join(', ')} y ${words[4]}; servido con ${words.slice(5).join(' ')}.`
        const id = await api.product(c, name, [45, 89.5, 120, 35.05, 210][n % 5]! + pi, { description })
        ids.push(id)
        const links = n % 5 === 0 ? [{ group_id: groups[n % 2]!, limit: 1, obligatory: n % 2 === 0 }] : []
        const tagIds = n % 3 === 0 ? [tags[n % 3]!, tags[(n + 1) % 3]!] : []
        if (links.length || tagIds.length)
          await api.req('PUT', `/v1/products/${id}`, { variant_groups: links, tag_ids: tagIds })
        if (n < 100)
          await t.db
            .updateTable('products')
            .set({ image: `/uploads/${randomBytes(12).toString('base64url')}-800.webp` })
            .where('id', '=', id)
            .execute()
      }
    }
  }
  const res = await api.req('PUT', '/v1/products/allergens', {
    items: ids.map((id, i) => ({ id, ...facts(i) })),
  })
  assert.equal(res.status, 200, JSON.stringify(res.body))
  return ids
}

/** The size tests' menu of the day: Monday to Friday, 13:00–17:00 in the branch's time. */
export const COMIDA_SCHEDULE = { days: [1, 2, 3, 4, 5], ranges: [{ start: '13:00', end: '17:00' }] }

/**
 * A daily combo 'Comida corrida' $120 in the category of the menu's 16th dish (a main course),
 * as a fonda writes it: a soup (2 named), a guisado (4 of the menu's dishes, one +$15) and an
 * agua del día (2 named). Shown first while within its hours (`toWeekdayAt`).
 */
export async function comidaCorrida(api: ReturnType<typeof menuApi>, dishIds: readonly number[]): Promise<number> {
  const category = (await api.productById(dishIds[15]!)).category_id!
  return api.product(category, 'Comida corrida', 120, {
    kind: 'combo',
    daily: true,
    schedule: COMIDA_SCHEDULE,
    description: 'Sopa, guisado y agua del día; con arroz, frijoles y tortillas.',
    steps: [
      { name: 'Sopa', min: 1, max: 1, items: [{ name: 'Sopa de fideo' }, { name: 'Crema de elote' }] },
      {
        name: 'Guisado',
        min: 1,
        max: 1,
        items: dishIds.slice(15, 19).map((id, i) => ({ product_id: id, surcharge: i === 3 ? 15 : null })),
      },
      { name: 'Bebida', min: 1, max: 1, items: [{ name: 'Agua de jamaica' }, { name: 'Agua de horchata' }] },
    ],
  })
}

/** Moves the app's clock to the next `weekday` (0 = domingo) at hh:mm, second 0, in `zone` (default the app's). */
export function toWeekdayAt(t: TestApp, weekday: number, hhmm: string, zone = t.config.timeZone): void {
  const now = t.config.now()
  const at = localTime(now, zone)
  const week = 7 * 1440
  const target = weekday * 1440 + Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5))
  const minutes = (((target - (at.weekday * 1440 + at.minutes)) % week) + week) % week || week
  t.travel(minutes * 60_000 - (now % 60_000))
}
