import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { COMBO_MESSAGES } from '@menu/shared/menu/combos'
import { DIALECT, makeApp, type TestApp } from './helpers.js'
import { scheduledFixtures } from './scheduled-helpers.js'

/**
 * A scheduled change of a combo (docs/combos.md): a product's kind, steps and daily are checked
 * when the set is created by the product update's own rule (errors naming changes.N.fields.…)
 * and applied by it at run_at.
 */
describe(`scheduled changes of combos (${DIALECT})`, () => {
  let t: TestApp
  let f: ReturnType<typeof scheduledFixtures>
  before(async () => {
    t = await makeApp()
    f = scheduledFixtures(t)
  })
  after(async () => t.close())

  it("applies a scheduled steps change at run_at: next month's comida corrida", async () => {
    const o = await f.owner()
    const a = await f.api(o)
    const combo = await a.product(o.category, 'Comida corrida', 120, {
      kind: 'combo',
      steps: [{ name: 'Guisado', min: 1, max: 1, items: [{ product_id: o.tacos }] }],
    })
    const steps = [
      { name: 'Sopa', min: 1, max: 1, items: [{ name: 'Sopa de fideo' }] },
      { name: 'Guisado', min: 1, max: 1, items: [{ product_id: o.tacos, surcharge: 10 }, { name: 'Tinga' }] },
    ]
    const set = await f.scheduled(o, {
      name: 'Comida de enero',
      run_at: f.inHours(2),
      changes: [{ entity: 'product', id: combo, fields: { steps, price: 130 } }],
    })
    assert.deepEqual((await f.list(o)).find((s) => s.id === set.id)!.status, 'pending')
    assert.equal((await a.productById(combo)).steps.length, 1)
    f.travelPast(set.run_at)
    await f.run()
    assert.equal((await f.statusOf(o, set.id))!.status, 'applied')
    const p = await (await f.api(o)).productById(combo)
    assert.equal(p.price, 130)
    assert.deepEqual(
      p.steps.map((s) => [s.name, s.items.map((it) => [it.product_id, it.name, it.surcharge])]),
      [
        ['Sopa', [[null, 'Sopa de fideo', null]]],
        [
          'Guisado',
          [
            [o.tacos, null, 10],
            [null, 'Tinga', null],
          ],
        ],
      ],
    )
  })

  it('a dish scheduled to become a daily combo; mistakes are 400s naming the field, foreign dishes 404', async () => {
    const o = await f.owner()
    const other = await f.owner()
    const bad = async (fields: object, code: string, field: string, message?: string) => {
      const res = await f.schedule(o, {
        name: 'Mal',
        run_at: f.inHours(2),
        changes: [{ entity: 'product', id: o.agua, fields }],
      })
      assert.equal(res.status, code === 'VALIDATION_ERROR' ? 400 : 404, JSON.stringify(res.body))
      assert.equal(res.body.error.code, code)
      assert.equal(res.body.error.field, field)
      if (message) assert.equal(res.body.error.message, message)
    }
    await bad(
      { steps: [{ name: 'Sopa', min: 1, max: 1, items: [{ name: 'Fideo' }] }] },
      'VALIDATION_ERROR',
      'changes.0.fields.steps',
      COMBO_MESSAGES.dishSteps,
    )
    await bad({ kind: 'combo' }, 'VALIDATION_ERROR', 'changes.0.fields.steps', COMBO_MESSAGES.noSteps)
    await bad(
      { kind: 'combo', steps: [{ name: 'Sopa', min: 2, max: 1, items: [{ name: 'Fideo' }] }] },
      'VALIDATION_ERROR',
      'changes.0.fields.steps.0.min',
      COMBO_MESSAGES.minMax,
    )
    await bad(
      { kind: 'combo', steps: [{ name: 'Guisado', min: 1, max: 1, items: [{ product_id: other.tacos }] }] },
      'RESOURCE_NOT_FOUND',
      'changes.0.fields.steps',
    )
    const variant = await f.schedule(o, {
      name: 'Mal',
      run_at: f.inHours(2),
      changes: [{ entity: 'variant', id: o.variant, fields: { daily: true } }],
    })
    assert.equal(variant.status, 400)
    assert.equal(variant.body.error.field, 'changes.0.fields.daily')

    const set = await f.scheduled(o, {
      name: 'Menú del día',
      run_at: f.inHours(3),
      changes: [
        {
          entity: 'product',
          id: o.agua,
          fields: {
            kind: 'combo',
            daily: true,
            steps: [{ name: 'Guisado', min: 1, max: 1, items: [{ product_id: o.tacos }] }],
          },
        },
      ],
    })
    f.travelPast(set.run_at)
    await f.run()
    assert.equal((await f.statusOf(o, set.id))!.status, 'applied')
    const p = await (await f.api(o)).productById(o.agua)
    assert.deepEqual([p.kind, p.daily, p.steps[0]!.items[0]!.product_id], ['combo', true, o.tacos])
  })
})
