import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { account, DIALECT, makeApp, menuApi, type TestApp } from './helpers.js'

/**
 * A double click (or a retried request) sends the same write twice at the same moment. Attaching
 * a tag or a variant group is idempotent: both answers are 200 and the product ends up with the
 * link once. On PostgreSQL both requests run truly in parallel (separate connections), so both
 * can see "not attached yet" and insert; SQLite runs them one after the other.
 */
const ROUNDS = 30

type Api = ReturnType<typeof menuApi>

describe(`double submits (${DIALECT})`, () => {
  let t: TestApp
  let api: Api
  let categoryId: number
  before(async () => {
    t = await makeApp()
    const owner = await account(t, 'FRANCHISES')
    api = menuApi(t, owner.access_token)
    categoryId = await api.category(await api.family('Carta'), 'Platos')
  })
  after(async () => t.close())

  /** Runs `send` twice at once for each of ROUNDS fresh products; every answer must be 200. */
  async function twice(setup: (i: number) => Promise<{ product: number; send: () => ReturnType<Api['req']> }>) {
    const rounds = []
    for (let i = 0; i < ROUNDS; i++) rounds.push(await setup(i))
    const answers = await Promise.all(
      rounds.map(async (r) => ({ product: r.product, res: await Promise.all([r.send(), r.send()]) })),
    )
    for (const { res } of answers) {
      for (const r of res) assert.equal(r.status, 200, `${r.status} ${JSON.stringify(r.body)}`)
    }
    return Promise.all(answers.map((a) => api.productById(a.product)))
  }

  it('POST /v1/products/{id}/tags twice at once: both 200, the tag attached once', async () => {
    const tag = await api.tag('Picante')
    const products = await twice(async (i) => {
      const product = await api.product(categoryId, `Tag ${i}`)
      return { product, send: () => api.req('POST', `/v1/products/${product}/tags`, { tag_id: tag }) }
    })
    for (const p of products)
      assert.deepEqual(
        p.tags.map((x) => x.id),
        [tag],
      )
  })

  it('PUT /v1/products/{id} with the same tag_ids twice at once: both 200, each tag attached once', async () => {
    const [a, b] = [await api.tag('Vegano'), await api.tag('Nuevo')]
    const products = await twice(async (i) => {
      const product = await api.product(categoryId, `Tags ${i}`)
      return { product, send: () => api.req('PUT', `/v1/products/${product}`, { tag_ids: [a, b] }) }
    })
    for (const p of products) assert.deepEqual(p.tags.map((x) => x.id).sort(), [a, b].sort())
  })

  it('POST /v1/products/{id}/variants twice at once: both 200, the group attached once', async () => {
    const group = await api.group('Tamaño', [{ name: 'Chico', price: 1 }])
    const products = await twice(async (i) => {
      const product = await api.product(categoryId, `Grupo ${i}`)
      return {
        product,
        send: () =>
          api.req('POST', `/v1/products/${product}/variants`, { group_id: group, limit: 1, obligatory: true }),
      }
    })
    for (const p of products) {
      assert.deepEqual(
        p.variant_groups.map((g) => ({ id: g.id, limit: g.limit, obligatory: g.obligatory })),
        [{ id: group, limit: 1, obligatory: true }],
      )
    }
  })

  it('PUT /v1/products/{id} with the same variant_groups twice at once: both 200, each group attached once, in order', async () => {
    const [g1, g2] = [await api.group('Salsa'), await api.group('Extras')]
    const products = await twice(async (i) => {
      const product = await api.product(categoryId, `Grupos ${i}`)
      return {
        product,
        send: () =>
          api.req('PUT', `/v1/products/${product}`, { variant_groups: [{ group_id: g2, limit: 2 }, { group_id: g1 }] }),
      }
    })
    for (const p of products)
      assert.deepEqual(
        p.variant_groups.map((g) => [g.id, g.limit]),
        [
          [g2, 2],
          [g1, null],
        ],
      )
  })
})
