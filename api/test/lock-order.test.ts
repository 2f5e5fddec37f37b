import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import pg from 'pg'
import { account, DIALECT, makeApp, menuApi, TEST_DATABASE_URL, type TestApp } from './helpers.js'

/**
 * Writers of one account never wait on each other in a cycle: each takes the account row
 * first, then the rows it changes. The close of every write raises accounts.change_marker
 * (history/record.ts), so a writer ends holding the account row until it commits; before this order, a delete
 * that had locked its product waited for the account while the account's holder (a sold-out
 * mark, a template save) waited for that product, and PostgreSQL ended one of them with a
 * deadlock (a 500 where the write was not retried).
 */
const ROUNDS = 24

type Api = ReturnType<typeof menuApi>
type Answer = Awaited<ReturnType<Api['req']>>

describe(`writes racing a delete (${DIALECT})`, () => {
  let t: TestApp
  let api: Api
  let accountId: number
  let categoryId: number
  let branchId: number
  before(async () => {
    t = await makeApp()
    const owner = await account(t, 'FRANCHISES')
    accountId = owner.id
    api = menuApi(t, owner.access_token)
    categoryId = await api.category(await api.family('Carta'), 'Platos')
    branchId = (await api.read<Array<{ id: number }>>('/v1/sucursales'))[0]!.id
  })
  after(async () => t.close())

  /** A product with a variant, both in a template. */
  async function fixture(i: number) {
    const group = await api.group(`G${i}`, [{ name: 'Grande', price: 2 }])
    const variant = (await api.groupById(group)).variants[0]!.id
    const product = await api.product(categoryId, `P${i}`, 10, { variant_groups: [{ group_id: group }] })
    const template = await api.created('POST', '/v1/templates', {
      name: `T${i}`,
      products: [{ product_id: product, price: 11 }],
      variants: [{ variant_id: variant, price: 3 }],
    })
    return { product, variant, template }
  }

  it('a product and its variant deleted while marked sold out, saved in a template, the template and the product cloned: no 5xx', async () => {
    const rounds = await Promise.all(Array.from({ length: ROUNDS }, (_, i) => fixture(i)))
    const answers = await Promise.all(
      rounds.map(async ({ product, variant, template }, i) => {
        // [request, the statuses it may answer]: whichever order the database runs them in.
        const writes: Array<[string, () => Promise<Answer>, number[]]> = [
          ['delete product', () => api.req('DELETE', `/v1/products/${product}`), [200]],
          ['delete variant', () => api.req('DELETE', `/v1/groups/variants/${variant}`), [200]],
          [
            'product sold out',
            () =>
              api.req('PUT', `/v1/products/${product}/sold-out`, {
                sucursal_id: null,
                variant_id: null,
                until: 'manual',
              }),
            [200, 404],
          ],
          [
            'variant sold out',
            () =>
              api.req('PUT', `/v1/products/${product}/sold-out`, {
                sucursal_id: branchId,
                variant_id: variant,
                until: 'end_of_day',
              }),
            [200, 404],
          ],
          [
            'template product row',
            () =>
              api.req('PUT', `/v1/templates/${template}/products`, [
                { product_id: product, price: 12, enabled: false },
              ]),
            [200, 404],
          ],
          [
            'template variant row',
            () => api.req('PUT', `/v1/templates/${template}/groups/variants`, [{ variant_id: variant, price: 4 }]),
            [200, 404],
          ],
          ['template clone', () => api.req('POST', `/v1/templates/clone/${template}`), [201]],
          ['product clone', () => api.req('POST', `/v1/products/${product}/clone`), [201, 404]],
        ]
        // Each round starts its writes in another order, a few event-loop turns apart.
        const order = writes.map((_, k) => writes[(k + i) % writes.length]!)
        return Promise.all(
          order.map(async ([name, send, allowed], k) => {
            for (let n = 0; n < (i + 3 * k) % 5; n++) await new Promise((r) => setImmediate(r))
            return { name, allowed, res: await send() }
          }),
        )
      }),
    )
    for (const { name, allowed, res } of answers.flat()) {
      assert.ok(allowed.includes(res.status), `${name}: ${res.status} ${JSON.stringify(res.body)}`)
    }
  })

  // SQLite has one writer at a time (the database's write lock): there is no row lock to order.
  if (DIALECT === 'postgres') {
    describe('lock order on PostgreSQL', () => {
      let holder: pg.Client
      let probe: pg.Client
      before(async () => {
        holder = new pg.Client({ connectionString: TEST_DATABASE_URL })
        probe = new pg.Client({ connectionString: TEST_DATABASE_URL })
        await Promise.all([holder.connect(), probe.connect()])
      })
      after(async () => {
        await Promise.all([holder.end(), probe.end()])
      })

      /** Until a backend of this database waits for a lock (the write, behind the holder). */
      async function waitForBlockedWrite() {
        for (let polls = 0; polls < 5000; polls++) {
          const { rows } = await probe.query<{ n: number }>(
            "select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'",
          )
          if (rows[0]!.n > 0) return
        }
        throw new Error('the write never waited for the account')
      }

      /** Whether another transaction can lock the row now (false: the write holds it). */
      async function rowFree(table: string, id: number): Promise<boolean> {
        await probe.query('begin')
        try {
          await probe.query(`select id from ${table} where id = $1 for update nowait`, [id])
          return true
        } catch (error) {
          if ((error as { code?: string }).code === '55P03') return false // lock_not_available
          throw error
        } finally {
          await probe.query('rollback')
        }
      }

      const cases: Array<[string, () => Promise<{ send: () => Promise<Answer>; table: string; id: number }>]> = [
        [
          'DELETE /v1/products/{id}',
          async () => {
            const id = await api.product(categoryId, 'Borrar')
            return { send: () => api.req('DELETE', `/v1/products/${id}`), table: 'products', id }
          },
        ],
        [
          'PUT /v1/products/{id}',
          async () => {
            const id = await api.product(categoryId, 'Cambiar')
            return { send: () => api.req('PUT', `/v1/products/${id}`, { name: 'Cambiado' }), table: 'products', id }
          },
        ],
        [
          'DELETE /v1/groups/variants/{id}',
          async () => {
            const group = await api.group('Borrar', [{ name: 'V', price: 1 }])
            const id = (await api.groupById(group)).variants[0]!.id
            return { send: () => api.req('DELETE', `/v1/groups/variants/${id}`), table: 'variants', id }
          },
        ],
        [
          'PUT /v1/tags/{id}',
          async () => {
            const id = await api.tag('Cambiar')
            return { send: () => api.req('PUT', `/v1/tags/${id}`, { name: 'Cambiada' }), table: 'tags', id }
          },
        ],
        [
          'PUT /v1/templates/{id}/products',
          async () => {
            const product = await api.product(categoryId, 'En plantilla')
            const id = await api.created('POST', '/v1/templates', { name: 'Plantilla' })
            return {
              send: () => api.req('PUT', `/v1/templates/${id}/products`, [{ product_id: product, price: 20 }]),
              table: 'templates',
              id,
            }
          },
        ],
        [
          'PUT /v1/sucursales/{id}',
          async () => ({
            send: () => api.req('PUT', `/v1/sucursales/${branchId}`, { name: 'Centro' }),
            table: 'sucursales',
            id: branchId,
          }),
        ],
      ]

      for (const [name, setup] of cases) {
        it(`${name} waits for the account before it locks its row`, async () => {
          const { send, table, id } = await setup()
          await holder.query('begin')
          await holder.query('update accounts set id = id where id = $1', [accountId])
          const write = send()
          let free: boolean
          try {
            await waitForBlockedWrite()
            free = await rowFree(table, id)
          } finally {
            await holder.query('commit')
          }
          assert.equal((await write).status, 200)
          assert.ok(free, `${name} locked its ${table} row, then waited for the account`)
        })
      }
    })
  }
})
