import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { fromDatabaseError } from '../src/db/errors.js'
import { account, DIALECT, makeApp, menuApi, type TestApp } from './helpers.js'

/**
 * Delete-while-create: for every parent/child pair of the menu, a child is created for (or a
 * link attached to) a parent that another request deletes at the same moment. Whichever wins,
 * the answer is the create's success or 404 RESOURCE_NOT_FOUND of the parent, never a 500,
 * and the delete succeeds.
 */
const PAIRS = 40

type Api = ReturnType<typeof menuApi>
interface Race {
  /** Creates the parent(s) of one pair; returns what `create` and `remove` need. */
  setup(api: Api, i: number): Promise<{ create: () => ReturnType<Api['req']>; remove: () => ReturnType<Api['req']> }>
  /** Status of a create that won the race. */
  created: number
}

describe(`delete-while-create races (${DIALECT})`, () => {
  let t: TestApp
  let api: Api
  let categoryId: number
  let accountId: number
  before(async () => {
    t = await makeApp()
    const owner = await account(t, 'FRANCHISES')
    accountId = owner.id
    api = menuApi(t, owner.access_token)
    categoryId = await api.category(await api.family('Carta'), 'Platos')
  })
  after(async () => t.close())

  const races: Record<string, Race> = {
    'a tag attached to a product being deleted': {
      created: 200,
      async setup(a, i) {
        const [product, tag] = [await a.product(categoryId, `P${i}`), await a.tag(`T${i}`)]
        return {
          create: () => a.req('POST', `/v1/products/${product}/tags`, { tag_id: tag }),
          remove: () => a.req('DELETE', `/v1/products/${product}`),
        }
      },
    },
    'a variant group attached to a product being deleted': {
      created: 200,
      async setup(a, i) {
        const [product, group] = [await a.product(categoryId, `P${i}`), await a.group(`G${i}`)]
        return {
          create: () => a.req('POST', `/v1/products/${product}/variants`, { group_id: group }),
          remove: () => a.req('DELETE', `/v1/products/${product}`),
        }
      },
    },
    'a tag being deleted while attached to a product': {
      created: 200,
      async setup(a, i) {
        const [product, tag] = [await a.product(categoryId, `P${i}`), await a.tag(`T${i}`)]
        return {
          create: () => a.req('POST', `/v1/products/${product}/tags`, { tag_id: tag }),
          remove: () => a.req('DELETE', `/v1/tags/${tag}`),
        }
      },
    },
    'a variant group being deleted while attached to a product': {
      created: 200,
      async setup(a, i) {
        const [product, group] = [await a.product(categoryId, `P${i}`), await a.group(`G${i}`)]
        return {
          create: () => a.req('POST', `/v1/products/${product}/variants`, { group_id: group }),
          remove: () => a.req('DELETE', `/v1/groups/${group}`),
        }
      },
    },
    'a product created in a category being deleted': {
      created: 201,
      async setup(a, i) {
        const category = await a.category(await a.family(`F${i}`), `C${i}`)
        return {
          create: () => a.req('POST', `/v1/categories/${category}/products`, { name: `P${i}`, price: 5 }),
          remove: () => a.req('DELETE', `/v1/families/categories/${category}`),
        }
      },
    },
    'a product moved into a category being deleted': {
      created: 200,
      async setup(a, i) {
        const [product, category] = [
          await a.product(categoryId, `P${i}`),
          await a.category(await a.family(`F${i}`), `C${i}`),
        ]
        return {
          create: () => a.req('PUT', `/v1/products/${product}`, { category_id: category }),
          remove: () => a.req('DELETE', `/v1/families/categories/${category}`),
        }
      },
    },
    'a variant created in a group being deleted': {
      created: 201,
      async setup(a, i) {
        const group = await a.group(`G${i}`)
        return {
          create: () => a.req('POST', `/v1/groups/${group}/variants`, { name: `V${i}` }),
          remove: () => a.req('DELETE', `/v1/groups/${group}`),
        }
      },
    },
    // Templates: even numbers save a new row, odd numbers change an existing one (updated in place).
    'a template row saved for a product being deleted': {
      created: 200,
      async setup(a, i) {
        const [product, other] = [await a.product(categoryId, `P${i}`, 10), await a.product(categoryId, `Q${i}`, 10)]
        const template = await a.created('POST', '/v1/templates', {
          name: `T${i}`,
          ...(i % 2 ? { products: [{ product_id: product, price: 11 }] } : {}),
        })
        return {
          create: () =>
            a.req('PUT', `/v1/templates/${template}/products`, [
              { product_id: other, price: 13 },
              { product_id: product, price: 12, enabled: false },
            ]),
          remove: () => a.req('DELETE', `/v1/products/${product}`),
        }
      },
    },
    'a template row saved for a variant while the template is deleted': {
      created: 200,
      async setup(a, i) {
        const group = await a.group(`G${i}`, [{ name: 'V', price: 1 }])
        const variant = (await a.groupById(group)).variants[0]!.id
        const template = await a.created('POST', '/v1/templates', {
          name: `T${i}`,
          ...(i % 2 ? { variants: [{ variant_id: variant, price: 2 }] } : {}),
        })
        return {
          create: () => a.req('PUT', `/v1/templates/${template}/groups/variants`, [{ variant_id: variant, price: 3 }]),
          remove: () => a.req('DELETE', `/v1/templates/${template}`),
        }
      },
    },
    'a branch given a template being deleted': {
      created: 200,
      async setup(a, i) {
        const [branch] = await a.read<Array<{ id: number }>>('/v1/sucursales')
        const template = await a.created('POST', '/v1/templates', { name: `T${i}` })
        return {
          create: () => a.req('PUT', `/v1/sucursales/${branch!.id}`, { template_id: template }),
          remove: () => a.req('DELETE', `/v1/templates/${template}`),
        }
      },
    },
    'a category created in a family being deleted': {
      created: 201,
      async setup(a, i) {
        const family = await a.family(`F${i}`)
        return {
          create: () => a.req('POST', `/v1/families/${family}/categories`, { name: `C${i}` }),
          remove: () => a.req('DELETE', `/v1/families/${family}`),
        }
      },
    },
  }

  for (const [name, race] of Object.entries(races)) {
    it(`${name}: the create succeeds or answers 404 RESOURCE_NOT_FOUND, never 500`, async () => {
      const pairs = []
      for (let i = 0; i < PAIRS; i++) pairs.push(await race.setup(api, i))
      // All pairs run at once; pair i starts its delete i % 10 event-loop turns after its create, so
      // some deletes land before the create's check, some after its insert, and some in between.
      const results = await Promise.all(
        pairs.map(async (p, i) => {
          const create = p.create()
          for (let k = 0; k < i % 10; k++) await new Promise((r) => setImmediate(r))
          const remove = p.remove()
          return { create: await create, remove: await remove }
        }),
      )
      for (const { create, remove } of results) {
        assert.equal(remove.status, 200, `delete: ${remove.status} ${JSON.stringify(remove.body)}`)
        if (create.status !== race.created) {
          assert.equal(create.status, 404, `create: ${create.status} ${JSON.stringify(create.body)}`)
          assert.deepEqual(create.body, { error: { code: 'RESOURCE_NOT_FOUND', message: 'El recurso no existe.' } })
        }
      }
    })
  }

  it('a foreign-key violation of the database itself is the 404 of the parent', async () => {
    const error = await t.db
      .insertInto('product_tags')
      .values({
        account_id: accountId,
        product_id: 2147483647,
        tag_id: 2147483647,
        created_at: new Date().toISOString(),
      })
      .execute()
      .then(
        () => undefined,
        (e: unknown) => e,
      )
    assert.ok(error, 'the insert must fail')
    assert.equal(fromDatabaseError(error)?.code, 'RESOURCE_NOT_FOUND')
  })
})
