import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { COMBO_MESSAGES } from '@menu/shared/menu/combos'
import { account, DIALECT, makeApp, menuApi, type TestApp } from './helpers.js'

/**
 * The menu of the day through the API (docs/combos.md): a daily combo's steps per date, read
 * with GET /v1/products/{id}/days and saved a week at a time with PUT (one transaction, one
 * history entry, one undo); a date saved with no steps offers the combo's own again.
 */

interface Day {
  date: string
  steps: Array<{ name: string; items: Array<{ product_id: number | null; name: string | null }> }>
}
interface Entry {
  id: number
  entity: string
  entity_id: number | null
  name: string
  count: number
  changes: Array<{ field: string; text: string }>
}

describe(`menu of the day: dated steps (${DIALECT})`, () => {
  let t: TestApp
  before(async () => {
    t = await makeApp()
  })
  after(async () => t.close())

  /** An owner with two guisados and a daily 'Comida corrida'. */
  async function owner() {
    const api = menuApi(t, (await account(t)).access_token)
    const category = await api.category(await api.family('Comidas'), 'Del día')
    const mole = await api.product(category, 'Mole poblano', 90)
    const tinga = await api.product(category, 'Tinga', 80)
    const combo = await api.product(category, 'Comida corrida', 120, {
      kind: 'combo',
      daily: true,
      steps: [{ name: 'Guisado', min: 1, max: 1, items: [{ product_id: mole }, { product_id: tinga }] }],
    })
    const week = (from: string, to: string) => api.read<Day[]>(`/v1/products/${combo}/days?from=${from}&to=${to}`)
    const latest = async () => (await api.read<{ items: Entry[] }>('/v1/history?page_size=1')).items[0]!
    return { api, category, mole, tinga, combo, week, latest }
  }

  const guisado = (...items: Array<{ product_id?: number; name?: string }>) => [
    { name: 'Guisado', min: 1, max: 1, items },
  ]

  it('saves a week in one PUT: one history entry that names the days, and one undo restores the week', async () => {
    const o = await owner()
    const monday = guisado({ product_id: o.mole }, { name: 'Chiles rellenos' })
    const week = ['2026-12-07', '2026-12-08', '2026-12-09', '2026-12-10', '2026-12-11']
    const res = await o.api.req('PUT', `/v1/products/${o.combo}/days`, {
      days: week.map((date) => ({ date, steps: monday })),
    })
    assert.equal(res.status, 200, JSON.stringify(res.body))
    const days = await o.week('2026-12-07', '2026-12-13')
    assert.deepEqual(
      days.map((d) => d.date),
      week,
    )
    assert.deepEqual(
      days[0]!.steps[0]!.items.map((it) => [it.product_id, it.name]),
      [
        [o.mole, null],
        [null, 'Chiles rellenos'],
      ],
    )
    const saved = await o.latest()
    assert.equal(saved.entity, 'product')
    assert.equal(saved.entity_id, o.combo)
    assert.equal(saved.name, 'Comida corrida')
    assert.deepEqual(
      saved.changes.slice(0, 2).map((c) => c.text),
      ['Menú del día del 7 dic: pasos propios', 'Pasos del menú del día del 7 dic: — → Guisado: 2 opciones'],
    )
    assert.equal(saved.changes.length, 10)
    // One undo takes the whole week back.
    const undoWeek = await o.api.req('POST', `/v1/history/${saved.id}/undo`)
    assert.equal(undoWeek.status, 200, JSON.stringify(undoWeek.body))
    assert.deepEqual(await o.week('2026-12-07', '2026-12-13'), [])
    await o.api.req('PUT', `/v1/products/${o.combo}/days`, { days: week.map((date) => ({ date, steps: monday })) })

    // One day back to the combo's own steps, another changed: the words name the day.
    await o.api.req('PUT', `/v1/products/${o.combo}/days`, { days: [{ date: '2026-12-08', steps: [] }] })
    assert.deepEqual(
      (await o.latest()).changes.map((c) => c.text),
      ['Menú del día del 8 dic: como el combo', 'Pasos del menú del día del 8 dic: Guisado: 2 opciones → —'],
    )
    await o.api.req('PUT', `/v1/products/${o.combo}/days`, {
      days: [{ date: '2026-12-09', steps: guisado({ product_id: o.tinga }) }],
    })
    const change = await o.latest()
    assert.deepEqual(
      change.changes.map((c) => c.text),
      ['Pasos del menú del día del 9 dic: Guisado: 2 opciones → Guisado: 1 opción'],
    )
    const undo = await o.api.req('POST', `/v1/history/${change.id}/undo`)
    assert.equal(undo.status, 200, JSON.stringify(undo.body))
    assert.deepEqual(
      (await o.week('2026-12-09', '2026-12-09'))[0]!.steps[0]!.items.map((it) => it.name),
      [null, 'Chiles rellenos'],
    )
  })

  it('a date with no steps of its own is not listed; dates outside from..to are not either', async () => {
    const o = await owner()
    await o.api.req('PUT', `/v1/products/${o.combo}/days`, {
      days: [
        { date: '2026-12-06', steps: guisado({ name: 'Pozole' }) },
        { date: '2026-12-10', steps: guisado({ name: 'Enchiladas' }) },
        { date: '2026-12-14', steps: guisado({ name: 'Chilaquiles' }) },
      ],
    })
    assert.deepEqual(
      (await o.week('2026-12-07', '2026-12-13')).map((d) => [d.date, d.steps[0]!.items[0]!.name]),
      [['2026-12-10', 'Enchiladas']],
    )
    // Steps [] gives the date back to the combo's own; the other dates are unchanged.
    await o.api.req('PUT', `/v1/products/${o.combo}/days`, { days: [{ date: '2026-12-10', steps: [] }] })
    assert.deepEqual(
      (await o.week('2026-12-01', '2026-12-31')).map((d) => d.date),
      ['2026-12-06', '2026-12-14'],
    )
  })

  it('only a daily combo has dated steps (400 on daily); a bad date is a 400 naming it; all or nothing', async () => {
    const o = await owner()
    const fixed = await o.api.product(o.category, 'Combo fijo', 100, {
      kind: 'combo',
      steps: guisado({ product_id: o.mole }),
    })
    for (const id of [fixed, o.mole]) {
      const res = await o.api.req('PUT', `/v1/products/${id}/days`, {
        days: [{ date: '2026-12-07', steps: guisado({ name: 'Pozole' }) }],
      })
      assert.equal(res.status, 400, JSON.stringify(res.body))
      assert.deepEqual([res.body.error.field, res.body.error.message], ['daily', COMBO_MESSAGES.notDaily])
    }
    for (const [query, field] of [
      ['from=2026-13-01&to=2026-12-31', 'from'],
      ['from=2026-12-01&to=31/12/2026', 'to'],
    ] as const) {
      const res = await o.api.req('GET', `/v1/products/${o.combo}/days?${query}`)
      assert.equal(res.status, 400)
      assert.deepEqual([res.body.error.field, res.body.error.message], [field, COMBO_MESSAGES.dateFormat])
    }
    const bad = await o.api.req('PUT', `/v1/products/${o.combo}/days`, {
      days: [
        { date: '2026-12-07', steps: guisado({ name: 'Pozole' }) },
        { date: '2026-12-32', steps: guisado({ name: 'Pozole' }) },
      ],
    })
    assert.equal(bad.status, 400)
    assert.equal(bad.body.error.field, 'days.1.date')
    const twice = await o.api.req('PUT', `/v1/products/${o.combo}/days`, {
      days: [
        { date: '2026-12-07', steps: guisado({ name: 'Pozole' }) },
        { date: '2026-12-07', steps: guisado({ name: 'Sopes' }) },
      ],
    })
    assert.equal(twice.status, 400)
    assert.equal(twice.body.error.field, 'days.1.date')
    // A bad step on the second day: its field is named and the first day is not written either.
    const wrong = await o.api.req('PUT', `/v1/products/${o.combo}/days`, {
      days: [
        { date: '2026-12-07', steps: guisado({ name: 'Pozole' }) },
        { date: '2026-12-08', steps: [{ name: 'Guisado', min: 2, max: 1, items: [{ name: 'a' }] }] },
      ],
    })
    assert.equal(wrong.status, 400)
    assert.equal(wrong.body.error.field, 'days.1.steps.0.min')
    assert.deepEqual(await o.week('2026-12-01', '2026-12-31'), [])
    // A combo that stops being a menu of the day keeps no dated steps.
    await o.api.req('PUT', `/v1/products/${o.combo}/days`, {
      days: [{ date: '2026-12-07', steps: guisado({ name: 'Pozole' }) }],
    })
    assert.equal((await o.api.req('PUT', `/v1/products/${o.combo}`, { daily: false })).status, 200)
    assert.deepEqual(await o.week('2026-12-01', '2026-12-31'), [])
  })

  it("another account's dish in a day's step is a 404; another account's combo is a 404; nothing is written", async () => {
    const a = await owner()
    const b = await owner()
    const res = await b.api.req('PUT', `/v1/products/${b.combo}/days`, {
      days: [
        { date: '2026-12-07', steps: guisado({ product_id: b.mole }) },
        { date: '2026-12-08', steps: guisado({ product_id: a.mole }) },
      ],
    })
    assert.equal(res.status, 404, JSON.stringify(res.body))
    assert.deepEqual(await b.week('2026-12-01', '2026-12-31'), [])
    const other = await b.api.req('PUT', `/v1/products/${a.combo}/days`, {
      days: [{ date: '2026-12-07', steps: guisado({ product_id: b.mole }) }],
    })
    assert.equal(other.status, 404)
    assert.equal((await b.api.req('GET', `/v1/products/${a.combo}/days?from=2026-12-01&to=2026-12-31`)).status, 404)
    assert.deepEqual(await a.week('2026-12-01', '2026-12-31'), [])
  })
})
