import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { boardPlace, compareBoardPlace } from '@menu/shared/menu/board-order'
import { scoped } from '../src/data/toolkit.js'
import { readSnapshot } from '../src/menu-sheet/snapshot.js'
import { account, DIALECT, makeApp, menuApi, type TestApp } from './helpers.js'

/**
 * Board order is declared once (@menu/shared/menu/board-order): every list of products the API
 * gives in board order sorts as the panel's comparator does, with positions that disagree with
 * the creation order and ties that only the id breaks.
 */
describe(`board order: one definition for the API's lists and the panel (${DIALECT})`, () => {
  let t: TestApp
  before(async () => {
    t = await makeApp()
  })
  after(async () => t.close())

  it('the products board, a template’s products and the spreadsheet follow compareBoardPlace', async () => {
    const a = await account(t, 'FRANCHISES')
    const api = menuApi(t, a.access_token)
    const drinks = await api.family('Bebidas')
    const food = await api.family('Comidas')
    const tacos = await api.category(food, 'Tacos')
    const soups = await api.category(food, 'Sopas')
    const sodas = await api.category(drinks, 'Refrescos')
    await api.product(sodas, 'Cola')
    await api.product(tacos, 'Pastor')
    await api.product(soups, 'Pozole')
    await api.product(tacos, 'Suadero')
    await api.created('POST', '/v1/categories/0/products', { name: 'Agua', price: 10 })
    await api.created('POST', '/v1/categories/0/products', { name: 'Café', price: 10 })
    await api.product(sodas, 'Limonada')
    // Positions against the creation order: Comidas first, Sopas before Tacos, Suadero before Pastor.
    for (const [url, ids] of [
      ['/v1/families', [food, drinks]],
      ['/v1/families/categories', [soups, tacos]],
    ] as const) {
      const res = await api.req(
        'PUT',
        url,
        ids.map((id, position) => ({ id, position })),
      )
      assert.equal(res.status, 200, `${url}: ${JSON.stringify(res.body)}`)
    }
    const products = await api.products()
    const suadero = products.find((p) => p.name === 'Suadero')!
    const pastor = products.find((p) => p.name === 'Pastor')!
    assert.equal(
      (
        await api.req('PUT', '/v1/products', [
          { id: suadero.id, position: 0 },
          { id: pastor.id, position: 1 },
        ])
      ).status,
      200,
    )

    // The panel's comparator over what the panel reads (families with their categories, products).
    const families = await api.families()
    const whereIs = new Map(families.flatMap((family) => family.categories.map((c) => [c.id, { family, c }] as const)))
    const expected = [...(await api.products())]
      .sort((x, y) => {
        const place = (p: (typeof products)[number]) => {
          const at = p.category_id === null ? undefined : whereIs.get(p.category_id)
          return boardPlace({ family: at?.family, category: at?.c, item: p })
        }
        return compareBoardPlace(place(x), place(y))
      })
      .map((p) => p.name)
    assert.deepEqual(expected, ['Pozole', 'Suadero', 'Pastor', 'Cola', 'Limonada', 'Agua', 'Café'])

    assert.deepEqual(
      (await api.products()).map((p) => p.name),
      expected,
      'GET /v1/products',
    )
    const template = await api.created('POST', '/v1/templates', { name: 'Norte' })
    const byId = new Map(products.map((p) => [p.id, p.name]))
    assert.deepEqual(
      (await api.read<Array<{ product_id: number }>>(`/v1/templates/${template}/products`)).map((p) =>
        byId.get(p.product_id),
      ),
      expected,
      'GET /v1/templates/{id}/products',
    )
    assert.deepEqual(
      (await readSnapshot(scoped(t.db, a.id), true)).products.map((p) => p.name),
      expected,
      'the spreadsheet',
    )
  })
})
