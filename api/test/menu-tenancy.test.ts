import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { scoped } from '../src/data/toolkit.js'
import { account, DIALECT, makeApp, menuApi, type TestApp } from './helpers.js'

/**
 * Every menu call with another account's ids answers 404 RESOURCE_NOT_FOUND, exactly like
 * a missing id, and changes nothing of the owner's menu.
 */
describe(`menu tenancy (${DIALECT})`, () => {
  let t: TestApp
  before(async () => {
    t = await makeApp()
  })
  after(async () => t.close())

  it("another account's families, categories, products, tags, groups and variants answer 404 to every call", async () => {
    const owner = menuApi(t, (await account(t)).access_token)
    const family = await owner.family('Privada')
    const category = await owner.category(family, 'Secreta')
    const product = await owner.product(category, 'Receta', 99.9)
    const tag = await owner.tag('Mía')
    const group = await owner.group('Propio', [{ name: 'V1', price: 1 }])
    const variant = (await owner.groupById(group)).variants[0].id
    await owner.req('POST', `/v1/products/${product}/tags`, { tag_id: tag })
    await owner.req('PUT', `/v1/products/${product}/variants`, { group_id: group, limit: 1, obligatory: true })
    const snapshot = async () => ({
      families: await owner.families(),
      products: await owner.products(),
      tags: await owner.tags(),
      groups: await owner.groups(),
    })
    const before = await snapshot()

    const intruder = menuApi(t, (await account(t)).access_token)
    const ownFamily = await intruder.family('Mía')
    const ownCategory = await intruder.category(ownFamily, 'Mía')
    const ownProduct = await intruder.product(ownCategory, 'Mío')
    const ownTag = await intruder.tag('Mía')
    const ownGroup = await intruder.group('Mío', [{ name: 'X' }])
    const ownVariant = (await intruder.groupById(ownGroup)).variants[0].id
    const missing = 2_000_000_000

    const calls: Array<[string, string, unknown?]> = [
      // families and categories
      ['PUT', `/v1/families/${family}`, { name: 'Robada' }],
      [
        'PUT',
        '/v1/families',
        [
          { id: ownFamily, position: 1 },
          { id: family, position: 0 },
        ],
      ],
      ['POST', `/v1/families/${family}/clone`],
      ['DELETE', `/v1/families/${family}`],
      ['POST', `/v1/families/${family}/categories`, { name: 'Intrusa' }],
      ['PUT', `/v1/families/categories/${category}`, { name: 'Robada' }],
      ['PUT', `/v1/families/categories/${ownCategory}`, { family_id: family }],
      ['PUT', '/v1/families/categories', [{ id: category, position: 3 }]],
      ['POST', `/v1/families/categories/${category}/clone`],
      ['DELETE', `/v1/families/categories/${category}`],
      // products
      ['GET', `/v1/products/${product}`],
      ['PUT', `/v1/products/${product}`, { price: 1 }],
      ['PUT', `/v1/products/${ownProduct}`, { category_id: category }],
      [
        'PUT',
        '/v1/products',
        [
          { id: ownProduct, position: 1 },
          { id: product, position: 0 },
        ],
      ],
      ['POST', `/v1/products/${product}/clone`],
      ['DELETE', `/v1/products/${product}`],
      ['POST', `/v1/categories/${category}/products`, { name: 'Intruso', price: 1 }],
      ['POST', `/v1/categories/${ownCategory}/products`, { name: 'Intruso', price: 1, tag_ids: [tag] }],
      [
        'POST',
        `/v1/categories/${ownCategory}/products`,
        { name: 'Intruso', price: 1, variant_groups: [{ group_id: group }] },
      ],
      ['PUT', `/v1/products/${product}`, { tag_ids: [ownTag] }],
      ['PUT', `/v1/products/${ownProduct}`, { name: 'Robado', tag_ids: [ownTag, tag] }],
      ['PUT', `/v1/products/${ownProduct}`, { name: 'Robado', variant_groups: [{ group_id: group, limit: 1 }] }],
      ['POST', `/v1/products/${product}/tags`, { tag_id: ownTag }],
      ['POST', `/v1/products/${ownProduct}/tags`, { tag_id: tag }],
      ['DELETE', `/v1/products/${product}/tags/${tag}`],
      ['DELETE', `/v1/products/${ownProduct}/tags/${tag}`],
      ['POST', `/v1/products/${product}/variants`, { group_id: ownGroup }],
      ['POST', `/v1/products/${ownProduct}/variants`, { group_id: group }],
      ['PUT', `/v1/products/${product}/variants`, { group_id: group, limit: null, obligatory: false }],
      ['PUT', `/v1/products/${ownProduct}/variants`, { group_id: group, limit: null, obligatory: false }],
      ['DELETE', `/v1/products/${product}/variants/${group}`],
      ['DELETE', `/v1/products/${ownProduct}/variants/${group}`],
      // tags
      ['GET', `/v1/tags/${tag}`],
      ['PUT', `/v1/tags/${tag}`, { name: 'Robada' }],
      ['PUT', '/v1/tags', [{ id: tag, position: 5 }]],
      ['POST', `/v1/tags/${tag}/clone`],
      ['DELETE', `/v1/tags/${tag}`],
      // groups and variants
      ['GET', `/v1/groups/${group}`],
      ['PUT', `/v1/groups/${group}`, { name: 'Robado' }],
      ['PUT', `/v1/groups/${ownGroup}`, { variants: [{ id: variant, name: 'Robada' }] }],
      ['PUT', '/v1/groups', [{ id: group, position: 5 }]],
      ['POST', `/v1/groups/${group}/clone`],
      ['DELETE', `/v1/groups/${group}`],
      ['POST', `/v1/groups/${group}/variants`, { name: 'Intrusa' }],
      ['PUT', `/v1/groups/variants/${variant}`, { name: 'Robada' }],
      ['DELETE', `/v1/groups/variants/${variant}`],
      ['PUT', `/v1/groups/${group}/variants`, [{ id: variant, position: 0 }]],
      [
        'PUT',
        `/v1/groups/${ownGroup}/variants`,
        [
          { id: ownVariant, position: 1 },
          { id: variant, position: 0 },
        ],
      ],
    ]
    const notFound = { error: { code: 'RESOURCE_NOT_FOUND', message: 'El recurso no existe.' } }
    for (const [method, url, payload] of calls) {
      const res = await intruder.req(method as 'GET', url, payload)
      assert.equal(res.status, 404, `${method} ${url} -> ${res.status} ${JSON.stringify(res.body)}`)
      assert.deepEqual(res.body, notFound, `${method} ${url}`)
      // exactly like an id that does not exist
      const same = await intruder.req(method as 'GET', url.replace(/\/\d+(?=\/|$)/, `/${missing}`), payload)
      assert.equal(same.status, 404, `${method} ${url} with a missing id`)
    }

    assert.deepEqual(await snapshot(), before, "the owner's menu is unchanged")
    // the intruder's own rows are unchanged too (reorders with a foreign id rolled back)
    assert.deepEqual(
      (await intruder.families()).map((f) => [f.id, f.position, f.categories.map((c) => c.id)]),
      [[ownFamily, 0, [ownCategory]]],
    )
    const mine = await intruder.products()
    assert.deepEqual(
      mine.map((p) => [p.id, p.position, p.category_id, p.tags.length, p.variant_groups.length]),
      [[ownProduct, 0, ownCategory, 0, 0]],
    )
    assert.deepEqual(
      (await intruder.groupById(ownGroup)).variants.map((v) => [v.id, v.name, v.position]),
      [[ownVariant, 'X', 0]],
    )
    // lists never show another account's rows
    assert.deepEqual(
      (await intruder.tags()).map((x) => x.id),
      [ownTag],
    )
    assert.deepEqual(
      (await intruder.groups()).map((x) => x.id),
      [ownGroup],
    )
    assert.deepEqual(await intruder.products(`?family_id=${family}`), [])
    assert.deepEqual(await intruder.products(`?category_id=${category}`), [])
  })
})

describe(`scoped: the data toolkit's account binding (${DIALECT})`, () => {
  let t: TestApp
  before(async () => {
    t = await makeApp()
  })
  after(async () => t.close())

  it("answers 404 for another account's ids and cannot read, update or delete its rows", async () => {
    const [a, b] = [await account(t), await account(t)]
    const product = await menuApi(t, b.access_token).product(0, 'De B', 7)
    const mine = await menuApi(t, a.access_token).product(0, 'De A', 5)
    const own = scoped(t.db, a.id)

    await assert.rejects(own.ownedRow('products', product), { code: 'RESOURCE_NOT_FOUND' })
    await assert.rejects(own.mustOwn('products', [mine, product]), { code: 'RESOURCE_NOT_FOUND' })
    await own.mustOwn('products', [mine, mine])
    assert.equal((await own.ownedRow('products', mine)).name, 'De A')
    assert.deepEqual(
      (await own.selectFrom('products').select('id').execute()).map((r) => Number(r.id)),
      [mine],
    )

    const updated = await own
      .updateTable('products')
      .set({ name: 'Robado' })
      .where('id', '=', product)
      .executeTakeFirst()
    assert.equal(Number(updated.numUpdatedRows), 0)
    const deleted = await own.deleteFrom('products').where('id', '=', product).executeTakeFirst()
    assert.equal(Number(deleted.numDeletedRows), 0)
    const theirs = await scoped(t.db, b.id).ownedRow('products', product)
    assert.deepEqual([theirs.name, theirs.price_cents], ['De B', 700], "the other account's row is untouched")
    assert.equal(await own.count('products'), 1)
  })

  it('fills in the account on insert and rolls a transaction back as a whole', async () => {
    const a = await account(t)
    const own = scoped(t.db, a.id)
    const at = new Date().toISOString()
    const tag = await own
      .insertInto('tags', { name: 'Nueva', icon: null, position: 0, created_at: at, updated_at: at })
      .returning('id')
      .executeTakeFirstOrThrow()
    assert.equal(
      Number(
        (await t.db.selectFrom('tags').select('account_id').where('id', '=', tag.id).executeTakeFirstOrThrow())
          .account_id,
      ),
      a.id,
    )
    await assert.rejects(
      own.transaction(async (trx) => {
        await trx.updateTable('tags').set({ name: 'Cambiada' }).where('id', '=', tag.id).execute()
        await trx.mustOwn('tags', 2_000_000_000)
      }),
      { code: 'RESOURCE_NOT_FOUND' },
    )
    assert.equal((await own.ownedRow('tags', Number(tag.id))).name, 'Nueva')
  })
})
