import assert from 'node:assert/strict'
import { execFileSync } from 'node:child_process'
import { after, before, describe, it } from 'node:test'
import { ALLERGEN_CODES } from '@menu/shared/menu/allergens'
import { addDays } from '@menu/shared/menu/combos'
import { account, DIALECT, login, makeApp, menuApi, type TestApp } from './helpers.js'
import { COMIDA_SCHEDULE, toWeekdayAt } from './public-allergens-data.js'
import { localTime } from '../src/time/local.js'

/**
 * Combos on paper (print/menu-blocks.ts): a combo prints its price and each step with its rule
 * and choices, surcharges included; the menu of the day comes first, named with today's hours
 * and with today's choices on a day it is served, with its days and hours on another. Read back
 * with poppler's pdftotext, as a diner reads it.
 */

const ALL_FREE = Object.fromEntries(ALLERGEN_CODES.map((c) => [c, 'free']))

/** The PDF's words in reading order, whitespace collapsed: a wrapped line reads whole. */
const pdfWords = (pdf: Buffer) =>
  execFileSync('pdftotext', ['-', '-'], { input: pdf, encoding: 'utf8' }).replace(/\s+/g, ' ')

describe(`print files: combos and the menu of the day (${DIALECT})`, () => {
  let t: TestApp
  let token: string
  let email: string
  let branch: { id: number }
  let comida: number
  let bistec: number
  before(async () => {
    t = await makeApp()
    ;({ access_token: token, email } = await account(t, 'NEGOCIO'))
    const menu = menuApi(t, token)
    const mains = await menu.category(await menu.family('Comida'), 'Platos fuertes')
    const mole = await menu.product(mains, 'Mole poblano', 110, { allergens: { ...ALL_FREE, peanuts: 'contains' } })
    bistec = await menu.product(mains, 'Bistec a la mexicana', 105, { allergens: ALL_FREE })
    await menu.product(mains, 'Flan napolitano', 45)
    await menu.product(mains, 'Combo infantil', 85, {
      kind: 'combo',
      allergens: ALL_FREE,
      steps: [
        { name: 'Plato', min: 1, max: 1, items: [{ product_id: bistec }, { name: 'Quesadilla', surcharge: 10 }] },
        { name: 'Postre', min: 0, max: 2, items: [{ name: 'Gelatina' }, { name: 'Paleta' }] },
      ],
    })
    comida = await menu.product(mains, 'Comida corrida', 120, {
      kind: 'combo',
      daily: true,
      schedule: COMIDA_SCHEDULE,
      allergens: ALL_FREE,
      steps: [
        {
          name: 'Sopa',
          min: 1,
          max: 1,
          items: [{ name: 'Sopa de fideo' }, { name: 'Crema de elote', surcharge: 15 }],
        },
        { name: 'Guisado', min: 1, max: 1, items: [{ product_id: mole }, { product_id: bistec }] },
      ],
    })
    branch = (await menu.read<Array<typeof branch>>('/v1/sucursales'))[0]!
  })
  after(async () => t.close())

  /** Moves the clock (see toWeekdayAt) and logs in again: the token of days ago has expired. */
  const travel = async (weekday: number, hhmm: string, zone?: string) => {
    toWeekdayAt(t, weekday, hhmm, zone)
    token = (await login(t, email)).access_token
  }

  const menuPdf = async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/v1/sucursales/${branch.id}/print/menu.pdf`,
      headers: { authorization: `Bearer ${token}` },
    })
    assert.equal(res.statusCode, 200, res.body)
    return pdfWords(res.rawPayload)
  }

  it("a combo prints its price and each step's choices with their surcharges", async () => {
    await travel(6, '12:00')
    const text = await menuPdf()
    assert.ok(text.includes('Combo infantil $85'), text)
    assert.ok(text.includes('Plato (Elige 1): Bistec a la mexicana · Quesadilla +$10'), text)
    assert.ok(text.includes('Postre (Opcional · hasta 2): Gelatina · Paleta'), text)
    // On a Saturday the menu of the day (Monday to Friday) still comes first, with its days and hours.
    const top = text.indexOf('Menú del día')
    assert.ok(top >= 0 && top < text.indexOf('Platos fuertes'), text)
    assert.match(text.slice(top), /^Menú del día Comida corrida (\$120 )?Lun a vie de 13:00 a 17:00 Sopa \(Elige 1\)/)
    assert.equal(text.split('Comida corrida').length - 1, 1, 'listed once')
    // What its choices may bring, as the page says it.
    assert.ok(text.includes('Según lo que elijas: Cacahuate'), text)
  })

  it("on a day it is served, the menu of the day comes first with today's hours and today's choices", async () => {
    await travel(2, '09:00')
    const today = localTime(t.config.now(), t.config.timeZone).date
    const menu = menuApi(t, token)
    const saved = await menu.req('PUT', `/v1/products/${comida}/days`, {
      days: [
        {
          date: today,
          steps: [
            { name: 'Sopa', min: 1, max: 1, items: [{ name: 'Consomé de pollo' }] },
            {
              name: 'Guisado',
              min: 1,
              max: 2,
              items: [{ product_id: bistec, surcharge: 20 }, { name: 'Chiles rellenos' }],
            },
          ],
        },
      ],
    })
    assert.equal(saved.status, 200, JSON.stringify(saved.body))
    const text = await menuPdf()
    // Before 13:00 as well: paper made today is read all day.
    const top = text.indexOf('Menú del día')
    assert.ok(top >= 0 && top < text.indexOf('Platos fuertes'), text)
    assert.ok(
      text.includes(
        'Comida corrida · 13:00–17:00 $120 Sopa (Elige 1): Consomé de pollo Guisado (Elige de 1 a 2): Bistec a la mexicana +$20 · Chiles rellenos',
      ),
      text,
    )
    assert.equal(text.split('Comida corrida').length - 1, 1, 'listed once')
    assert.ok(!text.includes('Sopa de fideo'), "the combo's own steps give way to today's")
  })

  it("a branch in another zone: the file made before its midnight gives way to the next day's after it", async () => {
    const zone = 'Asia/Tokyo'
    const menu = menuApi(t, token)
    assert.equal((await menu.req('PUT', `/v1/sucursales/${branch.id}`, { time_zone: zone })).status, 200)
    // Tuesday 23:50 in Tokyo is Tuesday morning in Mexico City: the app's date stays the same past Tokyo's midnight.
    await travel(2, '23:50', zone)
    const tuesday = localTime(t.config.now(), zone).date
    const soup = (date: string, name: string) => ({
      date,
      steps: [{ name: 'Sopa', min: 1, max: 1, items: [{ name }] }],
    })
    const saved = await menuApi(t, token).req('PUT', `/v1/products/${comida}/days`, {
      days: [soup(tuesday, 'Sopa de lentejas'), soup(addDays(tuesday, 1), 'Sopa de tortilla')],
    })
    assert.equal(saved.status, 200, JSON.stringify(saved.body))
    const appDate = localTime(t.config.now(), t.config.timeZone).date
    assert.match(await menuPdf(), /Sopa de lentejas/)
    t.travel(20 * 60_000)
    token = (await login(t, email)).access_token
    assert.equal(localTime(t.config.now(), t.config.timeZone).date, appDate)
    const text = await menuPdf()
    assert.match(text, /Sopa de tortilla/)
    assert.ok(!text.includes('Sopa de lentejas'), text)
  })
})
