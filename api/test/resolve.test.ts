import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import type { LockField } from '@menu/shared/menu/locks'
import { NO_OVERRIDES, type Override, type TemplateOverrides } from '../src/public-menu/load.js'
import { resolveOverrides } from '../src/public-menu/resolve.js'

/** Overrides with only products and promotions given (the other kinds behave alike). */
const overrides = (
  products: Array<[number, Override]> = [],
  promotions: Array<[number, Override]> = [],
  variants: Array<[number, Override]> = [],
): TemplateOverrides => ({
  products: new Map(products),
  variants: new Map(variants),
  promotions: new Map(promotions),
  advertising: new Map(),
})
const locks = (...fields: LockField[]) => new Map(fields.map((f) => [f, 'Política de la cadena']))
const NONE = locks()
const product = (o: TemplateOverrides, id = 1) => o.products.get(id)
const promotion = (o: TemplateOverrides, id = 1) => o.promotions.get(id)

describe('resolveOverrides: a branch template row, else its region row, else the base', () => {
  it('no rows at all: nothing overridden (the base menu)', () => {
    const r = resolveOverrides({ region: NO_OVERRIDES, branch: NO_OVERRIDES }, NONE)
    assert.deepEqual([r.products.size, r.variants.size, r.promotions.size, r.advertising.size], [0, 0, 0, 0])
  })

  it('only the region: its values', () => {
    const r = resolveOverrides(
      {
        region: overrides(
          [[1, { price: 12, enabled: false }]],
          [[1, { description: 'Región', translations: { en: { description: 'Region' } } }]],
          [[7, { price: 3 }]],
        ),
        branch: NO_OVERRIDES,
      },
      NONE,
    )
    assert.deepEqual(product(r), { price: 12, enabled: false })
    assert.deepEqual(r.variants.get(7), { price: 3 })
    assert.deepEqual(promotion(r), { description: 'Región', translations: { en: { description: 'Region' } } })
  })

  it('only the branch template: its values', () => {
    const r = resolveOverrides({ region: NO_OVERRIDES, branch: overrides([[1, { price: 9 }]]) }, NONE)
    assert.deepEqual(product(r), { price: 9 })
  })

  it('both: per field, the branch template first; fields it leaves follow the region', () => {
    const r = resolveOverrides(
      {
        region: overrides([
          [1, { price: 12, enabled: false }],
          [2, { price: 20 }],
        ]),
        branch: overrides([
          [1, { price: 15 }],
          [3, { enabled: false }],
        ]),
      },
      NONE,
    )
    assert.deepEqual(product(r, 1), { price: 15, enabled: false }, 'price of the branch, Activo of the region')
    assert.deepEqual(product(r, 2), { price: 20 })
    assert.deepEqual(product(r, 3), { enabled: false })
  })

  it('enabled true of the branch wins over false of the region', () => {
    const r = resolveOverrides(
      { region: overrides([[1, { enabled: false }]]), branch: overrides([[1, { enabled: true }]]) },
      NONE,
    )
    assert.deepEqual(product(r), { enabled: true })
  })

  it('a description comes with its own translations: the branch one never mixes with the region translations', () => {
    const r = resolveOverrides(
      {
        region: overrides(
          [],
          [[1, { description: 'Región', translations: { en: { description: 'Region' } }, enabled: false }]],
        ),
        branch: overrides([], [[1, { description: 'Sucursal', translations: {} }]]),
      },
      NONE,
    )
    assert.deepEqual(promotion(r), { description: 'Sucursal', translations: {}, enabled: false })
  })

  it('schedules: the branch template own, else the region; null (always) of the branch wins', () => {
    const weekdays = { days: [1, 2, 3, 4, 5], from: '08:00', to: '12:00' } as unknown as Override['schedule']
    const r = resolveOverrides(
      {
        region: overrides([
          [1, { schedule: weekdays }],
          [2, { schedule: weekdays }],
        ]),
        branch: overrides([[2, { schedule: null }]]),
      },
      NONE,
    )
    assert.deepEqual(product(r, 1), { schedule: weekdays })
    assert.deepEqual(product(r, 2), { schedule: null })
  })

  it('a locked price ignores both rows; the other fields still resolve', () => {
    const r = resolveOverrides(
      {
        region: overrides([[1, { price: 12, enabled: false }]], [], [[7, { price: 3 }]]),
        branch: overrides([[1, { price: 15 }]]),
      },
      locks('price'),
    )
    assert.deepEqual(product(r), { enabled: false })
    assert.equal(r.variants.has(7), false, 'a variant whose only override is a locked price follows the base')
  })

  it('a locked Activo ignores both rows', () => {
    const r = resolveOverrides(
      {
        region: overrides([[1, { enabled: false }]], [[1, { enabled: false, description: 'R' }]]),
        branch: overrides([[2, { enabled: false, price: 4 }]]),
      },
      locks('enabled'),
    )
    assert.equal(product(r, 1), undefined)
    assert.deepEqual(product(r, 2), { price: 4 })
    assert.deepEqual(promotion(r), { description: 'R' })
  })

  it('a locked description ignores both rows and their translations', () => {
    const r = resolveOverrides(
      {
        region: overrides([], [[1, { description: 'Región', translations: { en: { description: 'Region' } } }]]),
        branch: overrides([], [[2, { description: 'Sucursal', translations: {}, enabled: false }]]),
      },
      locks('description'),
    )
    assert.equal(promotion(r, 1), undefined)
    assert.deepEqual(promotion(r, 2), { enabled: false })
  })

  it('every field locked: nothing overridden but schedules', () => {
    const r = resolveOverrides(
      {
        region: overrides([[1, { price: 1, enabled: false, schedule: null }]]),
        branch: overrides([[1, { price: 2, enabled: true }]], [[1, { description: 'x', enabled: false }]]),
      },
      locks('price', 'enabled', 'description'),
    )
    assert.deepEqual(product(r), { schedule: null })
    assert.equal(r.promotions.size, 0)
  })
})
