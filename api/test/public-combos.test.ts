import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { addDays } from '@menu/shared/menu/combos'
import { localTime } from '../src/time/local.js'
import { account, call, DIALECT, login, makeApp, menuApi, type TestApp } from './helpers.js'

/**
 * Combos on the diners' page and its JSON (docs/combos.md): each step's choices as the branch
 * offers them now, sold-out items and combos, the allergens of the choices and the ?sin= filter,
 * translations, and the menu of the day: today's steps in the branch's date, first and only
 * during its hours, the next day's after the branch's midnight (the cached page too).
 */

const MINUTE = 60_000
const WEEK = 7 * 1440

interface Item {
  product_id: number | null
  name: string
  surcharge_text: string | null
  sold_out: boolean
  allergens: Record<string, string> | null
}
interface Step {
  name: string
  rule: string
  items: Item[]
}
interface Product {
  id: number
  name: string
  kind: string
  sold_out: boolean
  steps: Step[]
  allergens: Record<string, string>
  choice_allergens: string[]
}
interface Menu {
  of_the_day: Array<{ product: Product; hours_text: string | null }>
  families: Array<{ categories: Array<{ products: Product[] }> }>
  filter: { hidden: number }
}

describe(`public menu: combos and the menu of the day (${DIALECT})`, () => {
  let t: TestApp
  before(async () => {
    t = await makeApp()
  })
  after(async () => t.close())

  /** How far ahead the next `weekday` at `hh:mm` (second 0) in `zone` is (ms). */
  function until(weekday: number, hhmm: string, zone: string) {
    const now = t.config.now()
    const at = localTime(now, zone)
    const target = weekday * 1440 + Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5))
    const delta = (((target - (at.weekday * 1440 + at.minutes)) % WEEK) + WEEK) % WEEK || WEEK
    return delta * MINUTE - (now % MINUTE)
  }
  const travelTo = (weekday: number, hhmm: string, zone: string) => t.travel(until(weekday, hhmm, zone))

  const menu = async (key: string, query = '') => {
    const res = await call(t.app, { method: 'GET', url: `/v1/public/menus/${key}${query}` })
    assert.equal(res.status, 200, JSON.stringify(res.body))
    return res.body.info as Menu
  }
  const page = async (key: string, query = '') => (await t.app.inject({ method: 'GET', url: `/m/${key}${query}` })).body
  const products = (m: Menu) => m.families.flatMap((f) => f.categories.flatMap((c) => c.products))
  const named = (m: Menu, name: string) => products(m).find((p) => p.name === name)
  const itemNames = (p: Product | undefined) => p?.steps.map((s) => s.items.map((i) => i.name))

  async function owner(plan: 'NEGOCIO' | 'FRANCHISES' = 'NEGOCIO') {
    const a = await account(t, plan)
    const api = menuApi(t, a.access_token)
    const [branch] = (await api.req('GET', '/v1/sucursales')).body.info as Array<{ id: number; route_key: string }>
    assert.equal((await api.req('PUT', '/v1/profiles/me', { languages: ['es', 'en'] })).status, 200)
    const category = await api.category(await api.family('Comidas'), 'Platos')
    return { ...a, api, branch: branch!, category }
  }

  /** A combo of two dish soups (one +$15 and with milk) and an optional named drink, translated into English. */
  async function comida(o: Awaited<ReturnType<typeof owner>>) {
    const consome = await o.api.product(o.category, 'Consomé', 40, {
      allergens: { gluten: 'free', milk: 'free' },
      translations: { en: { name: 'Consommé' } },
    })
    const crema = await o.api.product(o.category, 'Crema de elote', 45, {
      allergens: { gluten: 'free', milk: 'contains' },
    })
    const combo = await o.api.product(o.category, 'Comida corrida', 120, {
      kind: 'combo',
      allergens: { gluten: 'free', milk: 'free' },
      steps: [
        {
          name: 'Sopa',
          min: 1,
          max: 1,
          items: [{ product_id: consome }, { product_id: crema, surcharge: 15 }],
          translations: { en: { name: 'Soup' } },
        },
        {
          name: 'Bebida',
          min: 0,
          max: 2,
          items: [{ name: 'Agua de jamaica', translations: { en: { name: 'Hibiscus water' } } }],
        },
      ],
    })
    return { consome, crema, combo }
  }

  const soldOut = async (o: Awaited<ReturnType<typeof owner>>, product: number, branch = o.branch.id) =>
    assert.equal(
      (
        await o.api.req('PUT', `/v1/products/${product}/sold-out`, {
          sucursal_id: branch,
          variant_id: null,
          until: 'manual',
        })
      ).status,
      200,
    )

  it('a combo shows its steps, rules, surcharges and the allergens of its choices; sold out when a required step is', async () => {
    const o = await owner()
    const { consome, crema } = await comida(o)
    const m = await menu(o.branch.route_key)
    const c = named(m, 'Comida corrida')!
    assert.equal(c.kind, 'combo')
    assert.deepEqual(
      c.steps.map((s) => [s.name, s.rule, s.items.map((i) => [i.product_id, i.name, i.surcharge_text, i.allergens])]),
      [
        [
          'Sopa',
          'Elige 1',
          [
            [consome, 'Consomé', null, { gluten: 'free', milk: 'free' }],
            [crema, 'Crema de elote', '+$15', { gluten: 'free', milk: 'contains' }],
          ],
        ],
        ['Bebida', 'Opcional · hasta 2', [[null, 'Agua de jamaica', null, null]]],
      ],
    )
    // Never claimed free of milk (a choice has it); gluten free because every dish offered is.
    assert.deepEqual(c.allergens, { gluten: 'free' })
    assert.deepEqual(c.choice_allergens, ['milk'])
    assert.equal(c.sold_out, false)
    const html = await page(o.branch.route_key)
    assert.match(html, /<p>Sopa <span>\(Elige 1\)<\/span><\/p><ul><li><span>Consomé<\/span><\/li>/)
    assert.match(html, /<span>Crema de elote<\/span><span>\+\$15<\/span>/)
    assert.match(html, /<b>Según lo que elijas:<\/b> (<i[^>]*>[^<]*<\/i>)?Leche/)
    assert.deepEqual(
      [...new Set([...html.matchAll(/<script\b[^>]*>/gi)].map((x) => x[0]))],
      ['<script type="application/ld+json">'],
    )

    // One soup sold out: listed as such, the combo still orderable; both: the combo is sold out.
    await soldOut(o, crema)
    const one = named(await menu(o.branch.route_key), 'Comida corrida')!
    assert.deepEqual(
      one.steps[0]!.items.map((i) => i.sold_out),
      [false, true],
    )
    assert.equal(one.sold_out, false)
    assert.match(await page(o.branch.route_key), /<li class="so"><span>Crema de elote <span class="ag">Agotado<\/span>/)
    await soldOut(o, consome)
    assert.equal(named(await menu(o.branch.route_key), 'Comida corrida')!.sold_out, true)
  })

  it('?sin= removes the choices that contain it, and the combo when a required step has none left', async () => {
    const o = await owner()
    await comida(o)
    const noMilk = await menu(o.branch.route_key, '?sin=milk')
    assert.deepEqual(itemNames(named(noMilk, 'Comida corrida')), [['Consomé'], ['Agua de jamaica']])
    assert.equal(noMilk.filter.hidden, 1) // Crema de elote itself
    // Gluten: nothing offered contains it; the combo stays whole.
    assert.deepEqual(itemNames(named(await menu(o.branch.route_key, '?sin=gluten'), 'Comida corrida')), [
      ['Consomé', 'Crema de elote'],
      ['Agua de jamaica'],
    ])
    const fish = await o.api.product(o.category, 'Caldo de pescado', 50, { allergens: { fish: 'contains' } })
    await o.api.product(o.category, 'Comida del mar', 150, {
      kind: 'combo',
      steps: [{ name: 'Caldo', min: 1, max: 1, items: [{ product_id: fish }] }],
    })
    const noFish = await menu(o.branch.route_key, '?sin=fish')
    assert.equal(named(noFish, 'Comida del mar'), undefined)
    assert.ok(named(noFish, 'Comida corrida'))
  })

  it('in English: step names and named items by their translations, dish items by the dish', async () => {
    const o = await owner()
    await comida(o)
    const c = named(await menu(o.branch.route_key, '?lang=en'), 'Comida corrida')!
    assert.deepEqual(
      c.steps.map((s) => s.name),
      ['Soup', 'Bebida'],
    )
    assert.deepEqual(itemNames(c), [['Consommé', 'Crema de elote'], ['Hibiscus water']])
    assert.equal(c.steps[0]!.rule, 'Choose 1')
  })

  it('a dish out of its hours is a sold-out choice (label mode); a step left without one makes the combo sold out', async () => {
    const o = await owner()
    assert.equal((await o.api.req('PUT', '/v1/profiles/me', { off_schedule: 'label' })).status, 200)
    const breakfast = { days: [0, 1, 2, 3, 4, 5, 6], ranges: [{ start: '07:00', end: '12:00' }] }
    const chilaquiles = await o.api.product(o.category, 'Chilaquiles', 80, { schedule: breakfast })
    const step = (items: object[]) => [{ name: 'Plato', min: 1, max: 1, items }]
    await o.api.product(o.category, 'Desayuno', 110, {
      kind: 'combo',
      steps: step([{ product_id: chilaquiles }, { name: 'Molletes' }]),
    })
    await o.api.product(o.category, 'Paquete', 95, { kind: 'combo', steps: step([{ product_id: chilaquiles }]) })
    travelTo(1, '09:00', t.config.timeZone)
    assert.equal(named(await menu(o.branch.route_key), 'Paquete')!.sold_out, false)
    travelTo(1, '13:00', t.config.timeZone)
    const later = await menu(o.branch.route_key)
    const desayuno = named(later, 'Desayuno')!
    assert.deepEqual(
      desayuno.steps[0]!.items.map((i) => [i.name, i.sold_out]),
      [
        ['Chilaquiles', true],
        ['Molletes', false],
      ],
    )
    assert.equal(desayuno.sold_out, false)
    assert.equal(named(later, 'Paquete')!.sold_out, true)
  })

  it("a branch's template turning a dish off drops it from the combo's step there only", async () => {
    const o = await owner('FRANCHISES')
    const { consome, crema } = await comida(o)
    const second = await o.api.created('POST', '/v1/sucursales', { name: 'Norte' })
    const template = await o.api.created('POST', '/v1/templates', { name: 'Norte' })
    assert.equal((await o.api.req('PUT', `/v1/sucursales/${second}`, { template_id: template })).status, 200)
    const rows = await o.api.req('PUT', `/v1/templates/${template}/products`, [
      { product_id: consome, price: null, enabled: false },
    ])
    assert.equal(rows.status, 200, JSON.stringify(rows.body))
    const branches = (await o.api.req('GET', '/v1/sucursales')).body.info as Array<{ id: number; route_key: string }>
    const norte = branches.find((b) => b.id === second)!
    assert.deepEqual(itemNames(named(await menu(norte.route_key), 'Comida corrida'))![0], ['Crema de elote'])
    assert.deepEqual(itemNames(named(await menu(o.branch.route_key), 'Comida corrida'))![0], [
      'Consomé',
      'Crema de elote',
    ])
    // Its last soup sold out there: the combo is sold out in Norte only.
    await soldOut(o, crema, second)
    assert.equal(named(await menu(norte.route_key), 'Comida corrida')!.sold_out, true)
    assert.equal(named(await menu(o.branch.route_key), 'Comida corrida')!.sold_out, false)
  })

  it("the menu of the day: today's steps first during its hours, the next day's after the branch's midnight", async () => {
    const o = await owner()
    const zone = 'Asia/Tokyo'
    assert.equal((await o.api.req('PUT', `/v1/sucursales/${o.branch.id}`, { time_zone: zone })).status, 200)
    const soup = (name: string) => [{ name: 'Sopa', min: 1, max: 1, items: [{ name }] }]
    const combo = await o.api.product(o.category, 'Comida corrida', 120, {
      kind: 'combo',
      daily: true,
      steps: soup('Sopa de la casa'),
    })
    // The week ahead is saved now; the clock then moves to Monday night in Tokyo (Monday morning in Mexico City).
    const ahead = until(1, '23:58', zone)
    const monday = localTime(t.config.now() + ahead, zone).date
    const saved = await o.api.req('PUT', `/v1/products/${combo}/days`, {
      days: [
        { date: monday, steps: soup('Fideo') },
        { date: addDays(monday, 1), steps: soup('Lentejas') },
      ],
    })
    assert.equal(saved.status, 200, JSON.stringify(saved.body))
    t.travel(ahead)
    const api = menuApi(t, (await login(t, o.email)).access_token) // the clock moved past the first token
    const first = await menu(o.branch.route_key)
    assert.deepEqual(
      first.of_the_day.map((d) => [d.product.name, d.hours_text, itemNames(d.product)]),
      [['Comida corrida', null, [['Fideo']]]],
    )
    assert.equal(named(first, 'Comida corrida'), undefined) // not again in its category
    assert.match(await page(o.branch.route_key), /<h2 id="diah">Menú del día<\/h2>.*Fideo/)
    // After the branch's midnight the cached page gives way to Tuesday's steps.
    t.travel(3 * MINUTE)
    assert.match(await page(o.branch.route_key), /Lentejas/)
    assert.deepEqual(itemNames((await menu(o.branch.route_key)).of_the_day[0]!.product), [['Lentejas']])
    // The integrators' menu of the branch carries the same day's steps.
    const integrators = await api.read<{
      families: Array<{ categories: Array<{ products: Array<Product & { daily: boolean }> }> }>
    }>(`/v1/sucursales/${o.branch.id}/menu`)
    const listed = integrators.families[0]!.categories[0]!.products.find((p) => p.id === combo)!
    assert.equal(listed.daily, true)
    assert.deepEqual(
      listed.steps[0]!.items.map((i) => i.name),
      ['Lentejas'],
    )
    // A day without its own steps: the combo's; saving that day's shows on the next load (the cached page goes).
    travelTo(3, '12:00', zone)
    assert.match(await page(o.branch.route_key), /Sopa de la casa/)
    const later = menuApi(t, (await login(t, o.email)).access_token)
    const wednesday = localTime(t.config.now(), zone).date
    const again = await later.req('PUT', `/v1/products/${combo}/days`, {
      days: [{ date: wednesday, steps: soup('Tortilla') }],
    })
    assert.equal(again.status, 200, JSON.stringify(again.body))
    assert.match(await page(o.branch.route_key), /Tortilla/)

    // Its hours: shown first with them while open, not at all outside them.
    const hours = { days: [1, 2, 3, 4, 5], ranges: [{ start: '13:00', end: '17:00' }] }
    const scheduled = await later.req('PUT', `/v1/products/${combo}`, { schedule: hours })
    assert.equal(scheduled.status, 200, JSON.stringify(scheduled.body))
    travelTo(4, '13:30', zone)
    const open = await menu(o.branch.route_key)
    assert.deepEqual(
      open.of_the_day.map((d) => [d.product.name, d.hours_text]),
      [['Comida corrida', '13:00–17:00']],
    )
    assert.match(await page(o.branch.route_key), /<h3>Comida corrida · 13:00–17:00<\/h3>/)
    travelTo(4, '17:30', zone)
    const closed = await menu(o.branch.route_key)
    assert.deepEqual(closed.of_the_day, [])
    assert.equal(named(closed, 'Comida corrida'), undefined)
  })
})
