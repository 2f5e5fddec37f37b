import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { isOpenAt, minutesToNextChange, scheduleText } from '@menu/shared/menu/schedule'
import { localTime } from '../src/time/local.js'
import { account, call, DIALECT, login, makeApp, marketingApi, menuApi, type TestApp } from './helpers.js'

const MINUTE = 60_000
const WEEK = 7 * 1440

describe(`availability schedules (${DIALECT})`, () => {
  let t: TestApp
  before(async () => {
    t = await makeApp()
  })
  after(async () => t.close())

  /** Moves the clock forward to the next `weekday` at `hh:mm` (second 0) in `zone`. */
  function travelTo(weekday: number, hhmm: string, zone = t.config.timeZone) {
    const now = t.config.now()
    const at = localTime(now, zone)
    const target = weekday * 1440 + Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5))
    const delta = (((target - (at.weekday * 1440 + at.minutes)) % WEEK) + WEEK) % WEEK || WEEK
    t.travel(delta * MINUTE - (now % MINUTE))
  }

  async function owner(plan: 'NEGOCIO' | 'FRANCHISES' = 'NEGOCIO') {
    const a = await account(t, plan)
    const api = menuApi(t, a.access_token)
    const [branch] = (await api.req('GET', '/v1/sucursales')).body.info as Array<{ id: number; route_key: string }>
    return { ...a, api, marketing: marketingApi(t, a.access_token), branch: branch! }
  }
  const menu = async (key: string) =>
    (await call(t.app, { method: 'GET', url: `/v1/public/menus/${key}` })).body.info as {
      families: Array<{
        categories: Array<{
          name: string
          unavailable_text: string | null
          products: Array<{ name: string; unavailable_text: string | null }>
        }>
      }>
    }
  const names = async (key: string) =>
    (await menu(key)).families.flatMap((f) => f.categories.flatMap((c) => c.products.map((p) => p.name)))
  const page = async (key: string) => (await t.app.inject({ method: 'GET', url: `/m/${key}` })).body

  const breakfast = { days: [0, 1, 2, 3, 4, 5, 6], ranges: [{ start: '07:00', end: '12:00' }] }

  it('shared rule: crossing midnight belongs to the day it starts; texts in Spanish', () => {
    const friday = { days: [5], ranges: [{ start: '20:00', end: '02:00' }] }
    assert.equal(isOpenAt(friday, { weekday: 5, minutes: 23 * 60 }), true)
    assert.equal(isOpenAt(friday, { weekday: 6, minutes: 60 }), true)
    assert.equal(isOpenAt(friday, { weekday: 6, minutes: 120 }), false)
    assert.equal(isOpenAt(friday, { weekday: 5, minutes: 60 }), false) // Thursday night's hours are not Friday's
    const saturday = { days: [6], ranges: [{ start: '22:00', end: '01:00' }] }
    assert.equal(isOpenAt(saturday, { weekday: 0, minutes: 30 }), true) // across the week's end
    assert.equal(minutesToNextChange(breakfast, { weekday: 1, minutes: 11 * 60 + 59 }), 1)
    assert.equal(scheduleText(breakfast), 'Disponible de 7:00 a 12:00')
    assert.equal(scheduleText({ days: [2], ranges: [{ start: '13:00', end: '17:00' }] }), 'Martes de 13:00 a 17:00')
    assert.equal(
      scheduleText({ days: [1, 2, 3, 4, 5], ranges: [{ start: '07:00', end: '12:00' }] }),
      'Lun a vie de 7:00 a 12:00',
    )
    assert.equal(
      scheduleText({
        days: [1, 3, 5],
        ranges: [
          { start: '07:00', end: '12:00' },
          { start: '18:00', end: '22:30' },
        ],
      }),
      'Lun, mié y vie de 7:00 a 12:00 y de 18:00 a 22:30',
    )
  })

  it('validation: Spanish messages naming the field, nothing stored; answers carry the schedule; null clears it', async () => {
    const o = await owner()
    const family = await o.api.family('Comidas')
    const category = await o.api.category(family, 'Desayunos')
    const bad: Array<[object, string, string]> = [
      [{ days: [], ranges: [{ start: '07:00', end: '12:00' }] }, 'schedule.days', 'Elige al menos un día'],
      [{ days: [1], ranges: [] }, 'schedule.ranges', 'Agrega al menos un horario'],
      [
        { days: [1], ranges: [{ start: '7:00', end: '12:00' }] },
        'schedule.ranges.0.start',
        'Escribe la hora con el formato HH:MM, de 00:00 a 23:59',
      ],
      [
        { days: [1], ranges: [{ start: '07:00', end: '24:00' }] },
        'schedule.ranges.0.end',
        'Escribe la hora con el formato HH:MM, de 00:00 a 23:59',
      ],
      [
        { days: [1], ranges: [{ start: '12:00', end: '12:00' }] },
        'schedule.ranges.0.end',
        'La hora de fin debe ser distinta de la de inicio (si es anterior, el horario termina al día siguiente)',
      ],
    ]
    for (const [schedule, field, message] of bad) {
      const res = await o.api.req('POST', `/v1/categories/${category}/products`, {
        name: 'Huevos',
        price: 50,
        schedule,
      })
      assert.equal(res.status, 400, JSON.stringify(res.body))
      assert.equal(res.body.error.code, 'VALIDATION_ERROR')
      assert.equal(res.body.error.message, message)
      assert.equal(res.body.error.field, field)
    }
    assert.equal((await o.api.products()).length, 0)
    const schema = await o.api.req('POST', `/v1/categories/${category}/products`, {
      name: 'Huevos',
      price: 50,
      schedule: { days: [9], ranges: [] },
    })
    assert.equal(schema.status, 400)

    const id = await o.api.product(category, 'Huevos', 50, {
      schedule: { days: [3, 1, 1], ranges: [{ start: '07:00', end: '12:00' }] },
    })
    assert.deepEqual((await o.api.productById(id)).schedule, {
      days: [1, 3],
      ranges: [{ start: '07:00', end: '12:00' }],
    })
    const cleared = await o.api.req('PUT', `/v1/products/${id}`, { schedule: null })
    assert.equal(cleared.body.info.schedule, null)

    const cat = await o.api.req('PUT', `/v1/families/categories/${category}`, { schedule: breakfast })
    assert.equal(cat.status, 200, JSON.stringify(cat.body))
    assert.deepEqual(cat.body.info.schedule, breakfast)
    assert.deepEqual((await o.api.families())[0]!.categories[0]!.schedule, breakfast)
    const badCat = await o.api.req('PUT', `/v1/families/categories/${category}`, { schedule: { days: [], ranges: [] } })
    assert.equal(badCat.status, 400)

    const promo = await o.marketing.promotion('2x1', {
      schedule: { days: [2], ranges: [{ start: '13:00', end: '17:00' }] },
    })
    assert.deepEqual((await o.marketing.promotionById(promo)).schedule, {
      days: [2],
      ranges: [{ start: '13:00', end: '17:00' }],
    })
    const updated = await o.api.req('PUT', `/v1/promotions/${promo}`, {
      schedule: { days: [2], ranges: [{ start: '13:00', end: '17:00' }] },
    })
    assert.equal(updated.status, 200, JSON.stringify(updated.body))
    assert.deepEqual(updated.body.info.schedule, { days: [2], ranges: [{ start: '13:00', end: '17:00' }] })
  })

  it('public menu at 11:59 vs 12:01: the cached 11:59 page is not served at 12:01 (hide mode, the default)', async () => {
    const o = await owner()
    const family = await o.api.family('Comidas')
    const category = await o.api.category(family, 'Platos')
    await o.api.product(category, 'Chilaquiles', 80, { schedule: breakfast })
    await o.api.product(category, 'Tacos', 60)
    travelTo(1, '11:59')
    assert.deepEqual(await names(o.branch.route_key), ['Chilaquiles', 'Tacos'])
    assert.match(await page(o.branch.route_key), /Chilaquiles/)
    assert.match(await page(o.branch.route_key), /Chilaquiles/) // cached now
    t.travel(2 * MINUTE)
    assert.doesNotMatch(await page(o.branch.route_key), /Chilaquiles/)
    assert.deepEqual(await names(o.branch.route_key), ['Tacos'])
    travelTo(2, '07:00')
    assert.deepEqual(await names(o.branch.route_key), ['Chilaquiles', 'Tacos'])
  })

  it("label mode ('Mostrar con su horario'): items out of their hours stay, labelled; a closed category labels its products' section", async () => {
    const o = await owner()
    const set = await call(t.app, {
      method: 'PUT',
      url: '/v1/profiles/me',
      token: o.access_token,
      payload: { off_schedule: 'label' },
    })
    assert.equal(set.status, 200, JSON.stringify(set.body))
    assert.equal(set.body.info.off_schedule, 'label')
    const bad = await call(t.app, {
      method: 'PUT',
      url: '/v1/profiles/me',
      token: o.access_token,
      payload: { off_schedule: 'maybe' },
    })
    assert.equal(bad.status, 400)
    const family = await o.api.family('Comidas')
    const platos = await o.api.category(family, 'Platos')
    const comida = await o.api.category(family, 'Comida corrida', {
      schedule: { days: [1, 2, 3, 4, 5], ranges: [{ start: '13:00', end: '17:00' }] },
    })
    await o.api.product(platos, 'Chilaquiles', 80, {
      schedule: { days: [1, 2, 3, 4, 5], ranges: [{ start: '07:00', end: '12:00' }] },
    })
    await o.api.product(comida, 'Sopa', 40)
    travelTo(1, '12:30')
    const info = await menu(o.branch.route_key)
    const [first, second] = info.families[0]!.categories
    assert.equal(first!.products[0]!.unavailable_text, 'Lun a vie de 7:00 a 12:00')
    assert.equal(second!.unavailable_text, 'Lun a vie de 13:00 a 17:00')
    assert.match(await page(o.branch.route_key), /<p class="hrs">Lun a vie de 7:00 a 12:00<\/p>/)
    travelTo(1, '13:00')
    const open = await menu(o.branch.route_key)
    assert.equal(open.families[0]!.categories[1]!.unavailable_text, null)
  })

  it("the branch's time zone decides what is available, not the app's", async () => {
    const o = await owner()
    const zoned = await o.api.req('PUT', `/v1/sucursales/${o.branch.id}`, { time_zone: 'Asia/Tokyo' })
    assert.equal(zoned.status, 200, JSON.stringify(zoned.body))
    const family = await o.api.family('Comidas')
    const category = await o.api.category(family, 'Platos')
    await o.api.product(category, 'Onigiri', 30, { schedule: breakfast })
    travelTo(1, '11:59', 'Asia/Tokyo') // 20:59 or 21:59 of Sunday in Mexico City: out of hours there
    assert.deepEqual(await names(o.branch.route_key), ['Onigiri'])
    t.travel(2 * MINUTE)
    assert.deepEqual(await names(o.branch.route_key), [])
  })

  it('a category out of its hours hides its products in hide mode', async () => {
    const o = await owner()
    const family = await o.api.family('Comidas')
    const comida = await o.api.category(family, 'Comida corrida', {
      schedule: { days: [2], ranges: [{ start: '13:00', end: '17:00' }] },
    })
    await o.api.product(comida, 'Sopa', 40)
    travelTo(2, '12:00')
    assert.deepEqual(await names(o.branch.route_key), [])
    travelTo(2, '16:59')
    assert.deepEqual(await names(o.branch.route_key), ['Sopa'])
    travelTo(2, '17:00')
    assert.deepEqual(await names(o.branch.route_key), [])
  })

  it("template override per branch: its own schedule, 'always', or como el menú; lists carry it; clones copy it", async () => {
    const o = await owner('FRANCHISES')
    const family = await o.api.family('Comidas')
    const category = await o.api.category(family, 'Platos')
    const chilaquiles = await o.api.product(category, 'Chilaquiles', 80, { schedule: breakfast })
    const late = { days: [0, 1, 2, 3, 4, 5, 6], ranges: [{ start: '20:00', end: '02:00' }] }
    const created = await o.api.req('POST', '/v1/templates', {
      name: 'Nocturna',
      products: [{ product_id: chilaquiles, price: null, schedule: late }],
    })
    assert.equal(created.status, 201, JSON.stringify(created.body))
    const templateId = created.body.info.id as number
    const rows = await o.api.req('GET', `/v1/templates/${templateId}/products`)
    assert.equal(rows.status, 200, JSON.stringify(rows.body))
    assert.deepEqual(rows.body.info.find((r: { product_id: number }) => r.product_id === chilaquiles).schedule, late)
    const badRow = await o.api.req('PUT', `/v1/templates/${templateId}`, {
      products: [{ product_id: chilaquiles, price: null, schedule: { days: [], ranges: [] } }],
    })
    assert.equal(badRow.status, 400)
    assert.equal(badRow.body.error.message, 'Elige al menos un día')

    const use = await o.api.req('PUT', `/v1/sucursales/${o.branch.id}`, { template_id: templateId })
    assert.equal(use.status, 200, JSON.stringify(use.body))
    travelTo(3, '09:00')
    assert.deepEqual(await names(o.branch.route_key), [])
    travelTo(3, '23:30')
    assert.deepEqual(await names(o.branch.route_key), ['Chilaquiles'])
    travelTo(4, '01:59')
    assert.deepEqual(await names(o.branch.route_key), ['Chilaquiles'])

    travelTo(4, '15:00')
    const api = menuApi(t, (await login(t, o.email)).access_token) // the clock moved past the first token
    const always = await api.req('PUT', `/v1/templates/${templateId}`, {
      products: [{ product_id: chilaquiles, price: null, schedule: 'always' }],
    })
    assert.equal(always.status, 200, JSON.stringify(always.body))
    assert.deepEqual(await names(o.branch.route_key), ['Chilaquiles'])
    const clone = await api.req('POST', `/v1/templates/clone/${templateId}`)
    assert.equal(clone.status, 201, JSON.stringify(clone.body))
    const cloned = await api.req('GET', `/v1/templates/${clone.body.info.id}/products`)
    assert.equal(cloned.body.info.find((r: { product_id: number }) => r.product_id === chilaquiles).schedule, 'always')

    await api.req('PUT', `/v1/templates/${templateId}`, {
      products: [{ product_id: chilaquiles, price: null, schedule: null }],
    })
    assert.deepEqual(await names(o.branch.route_key), []) // como el menú: breakfast only
  })
})
