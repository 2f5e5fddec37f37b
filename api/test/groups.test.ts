import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { noFactValues } from '@menu/shared/menu/dish-facts'
import { groupsRepo } from '../src/data/groups-write.js'
import { menuDeps } from '../src/data/toolkit.js'
import { account, DIALECT, makeApp, menuApi, type TestApp, type VariantGroup } from './helpers.js'

describe(`variant groups and variants (${DIALECT})`, () => {
  let t: TestApp
  before(async () => {
    t = await makeApp()
  })
  after(async () => t.close())

  const owner = async () => menuApi(t, (await account(t)).access_token)
  const groups = (api: ReturnType<typeof menuApi>, q = '') => api.groups(q)
  const variants = (g: VariantGroup) => g.variants.map((v) => [v.name, v.price, v.position])

  it('creates a group with its variants in one request (order = array order, empty price = null)', async () => {
    const api = await owner()
    const res = await api.req('POST', '/v1/groups', {
      name: 'Tamaño',
      variants: [{ name: 'Chico', price: null }, { name: 'Grande', price: 12.5 }, { name: 'Mediano' }],
    })
    assert.equal(res.status, 201)
    const id = res.body.info.id
    const g = await api.groupById(id)
    assert.equal(g.name, 'Tamaño')
    assert.equal(g.position, 0)
    assert.equal(g.products_count, 0)
    assert.deepEqual(variants(g), [
      ['Chico', null, 0],
      ['Grande', 12.5, 1],
      ['Mediano', null, 2],
    ])
    assert.deepEqual(g.variants[0], {
      id: g.variants[0].id,
      name: 'Chico',
      price: null,
      enabled: true,
      position: 0,
      group_id: id,
      allergens: {},
      ...noFactValues(),
      translations: {},
    })
    assert.equal((await api.req('POST', '/v1/groups', { name: 'Vacío' })).status, 201)
    assert.deepEqual(
      (await groups(api)).map((x) => [x.name, x.position]),
      [
        ['Tamaño', 0],
        ['Vacío', 1],
      ],
    )
  })

  it('a variant without a name creates nothing at all (400 Campo obligatorio)', async () => {
    const api = await owner()
    for (const bad of [
      [{ name: 'Bien' }, { name: '' }],
      [{ name: 'Bien' }, { name: '   ', price: 3 }],
      [{ name: 'Bien' }, { price: 3 }],
      [{ name: 'Bien', price: -2 }],
      [{ name: 'Bien', price: 2.345 }],
    ]) {
      const res = await api.req('POST', '/v1/groups', { name: 'Incompleto', variants: bad })
      assert.equal(res.status, 400)
      assert.equal(res.body.error.code, 'VALIDATION_ERROR')
    }
    const res = await api.req('POST', '/v1/groups', { name: 'Incompleto', variants: [{ name: 'Bien' }, { name: '' }] })
    assert.equal(res.body.error.message, 'Campo obligatorio')
    assert.deepEqual(await groups(api), [])
    const variantRows = await t.db.selectFrom('variants').select('id').where('name', '=', 'Bien').execute()
    assert.equal(variantRows.length, 0)
  })

  it('a failure while its variants are written rolls the group back too (one transaction)', async () => {
    const a = await account(t)
    const repo = groupsRepo(menuDeps(t.app.ctx), a.id)
    // A row the schema would refuse, sent straight to the data layer: the second variant fails after the group insert.
    const broken = [{ name: 'Bien' }, { name: null as unknown as string }]
    await assert.rejects(repo.create({ name: 'A medias', variants: broken }))
    assert.deepEqual(await repo.list(), [])
    const rows = await t.db.selectFrom('variant_groups').select('id').where('account_id', '=', a.id).execute()
    assert.equal(rows.length, 0)
  })

  it('syncs the complete variant list on PUT (update, create, delete, reorder) in one transaction', async () => {
    const api = await owner()
    const id = await api.group('Salsa', [
      { name: 'Roja', price: 1 },
      { name: 'Verde', price: 2 },
      { name: 'Habanero', price: 3 },
    ])
    const [roja, verde, habanero] = (await api.groupById(id)).variants.map((v) => v.id)
    const res = await api.req('PUT', `/v1/groups/${id}`, {
      name: 'Salsas',
      variants: [
        { id: habanero, name: 'Habanero', price: 4.5 },
        { name: 'Macha', price: null },
        { id: roja, name: 'Roja picosa', price: null },
      ],
    })
    assert.equal(res.status, 200)
    assert.equal(res.body.info.name, 'Salsas')
    assert.deepEqual(variants(res.body.info), [
      ['Habanero', 4.5, 0],
      ['Macha', null, 1],
      ['Roja picosa', null, 2],
    ])
    assert.equal(res.body.info.variants[0].id, habanero)
    assert.equal(res.body.info.variants[2].id, roja)
    assert.ok(!(res.body.info as VariantGroup).variants.some((v) => v.id === verde), 'Verde deleted')

    // a variant id of another group (or account) fails the whole sync: nothing changes
    const other = await api.group('Otro', [{ name: 'X' }])
    const foreignVariant = (await api.groupById(other)).variants[0].id
    const bad = await api.req('PUT', `/v1/groups/${id}`, {
      name: 'Cambiado',
      variants: [{ name: 'Nueva' }, { id: foreignVariant, name: 'Robada' }],
    })
    assert.equal(bad.status, 404)
    const after = await api.groupById(id)
    assert.equal(after.name, 'Salsas')
    assert.deepEqual(variants(after), [
      ['Habanero', 4.5, 0],
      ['Macha', null, 1],
      ['Roja picosa', null, 2],
    ])
    assert.equal((await api.groupById(other)).variants[0].name, 'X')
    // name only: variants untouched
    assert.equal((await api.req('PUT', `/v1/groups/${id}`, { name: 'Salsas caseras' })).body.info.variants.length, 3)
    // an empty list removes every variant
    assert.deepEqual((await api.req('PUT', `/v1/groups/${id}`, { variants: [] })).body.info.variants, [])
  })

  it('variants one by one: create (last), update, reorder, delete', async () => {
    const api = await owner()
    const g = await api.group('Extras')
    const cheese = await api.variant(g, 'Queso', 15)
    const bacon = await api.variant(g, 'Tocino', null)
    const egg = await api.variant(g, 'Huevo', 8.75)
    let res = await api.req('PUT', `/v1/groups/variants/${bacon}`, {
      name: 'Tocino ahumado',
      price: 20.1,
      enabled: false,
    })
    assert.deepEqual(res.body.info, {
      id: bacon,
      name: 'Tocino ahumado',
      price: 20.1,
      enabled: false,
      position: 1,
      group_id: g,
      allergens: {},
      ...noFactValues(),
      translations: {},
    })
    res = await api.req('PUT', `/v1/groups/variants/${bacon}`, { price: null })
    assert.equal(res.body.info.price, null)
    assert.equal(
      (await api.req('POST', `/v1/groups/${g}/variants`, { name: '' })).body.error.message,
      'Campo obligatorio',
    )
    assert.equal(
      (
        await api.req('PUT', `/v1/groups/${g}/variants`, [
          { id: egg, position: 0 },
          { id: cheese, position: 1 },
          { id: bacon, position: 2 },
        ])
      ).status,
      200,
    )
    assert.deepEqual(
      (await api.groupById(g)).variants.map((v) => v.id),
      [egg, cheese, bacon],
    )
    // a variant of another group in the reorder: 404, nothing changes
    const g2 = await api.group('Otro', [{ name: 'Z' }])
    const z = (await api.groupById(g2)).variants[0].id
    assert.equal(
      (
        await api.req('PUT', `/v1/groups/${g}/variants`, [
          { id: cheese, position: 0 },
          { id: z, position: 1 },
        ])
      ).status,
      404,
    )
    assert.deepEqual(
      (await api.groupById(g)).variants.map((v) => v.id),
      [egg, cheese, bacon],
    )
    assert.deepEqual((await api.req('DELETE', `/v1/groups/variants/${cheese}`)).body, { info: { id: cheese } })
    assert.deepEqual(
      (await api.groupById(g)).variants.map((v) => v.id),
      [egg, bacon],
    )
    assert.equal((await api.req('DELETE', `/v1/groups/variants/${cheese}`)).status, 404)
  })

  it('reorders groups (foreign id: nothing changes), searches by group or variant name, clones', async () => {
    const api = await owner()
    const other = await owner()
    const [a, b] = [
      await api.group('Tamaño', [{ name: 'Chico' }]),
      await api.group('Leche', [{ name: 'Almendra', price: 5 }]),
    ]
    const foreign = await other.group('Ajeno')
    assert.equal(
      (
        await api.req('PUT', '/v1/groups', [
          { id: b, position: 0 },
          { id: a, position: 1 },
        ])
      ).status,
      200,
    )
    assert.deepEqual(
      (await groups(api)).map((g) => g.id),
      [b, a],
    )
    assert.equal(
      (
        await api.req('PUT', '/v1/groups', [
          { id: a, position: 0 },
          { id: foreign, position: 1 },
        ])
      ).status,
      404,
    )
    assert.deepEqual(
      (await groups(api)).map((g) => g.id),
      [b, a],
    )
    assert.deepEqual(
      (await groups(api, '?search=almendra')).map((g) => g.id),
      [b],
    )
    assert.deepEqual(
      (await groups(api, '?search=TAMA')).map((g) => g.id),
      [a],
    )
    const clone = await api.req('POST', `/v1/groups/${b}/clone`)
    assert.equal(clone.status, 201)
    const copy = (await api.req('GET', `/v1/groups/${clone.body.info.id}`)).body.info
    assert.equal(copy.name, 'Leche (copia)')
    assert.equal(copy.position, 2)
    assert.equal(copy.products_count, 0)
    assert.deepEqual(variants(copy), [['Almendra', 5, 0]])
    const original = await api.groupById(b)
    assert.notEqual(copy.variants[0].id, original.variants[0].id)
  })

  it('deleting a group detaches it from its products, which stay', async () => {
    const api = await owner()
    const g = await api.group('Término', [{ name: 'Medio' }])
    const keep = await api.group('Extras', [{ name: 'Queso' }])
    const [p1, p2] = [await api.product(0, 'Arrachera'), await api.product(0, 'Rib eye')]
    for (const p of [p1, p2]) {
      await api.req('PUT', `/v1/products/${p}/variants`, { group_id: g, limit: 1, obligatory: true })
      await api.req('POST', `/v1/products/${p}/variants`, { group_id: keep })
    }
    assert.equal((await api.groupById(g)).products_count, 2)
    assert.deepEqual((await api.req('DELETE', `/v1/groups/${g}`)).body, { info: { id: g, products_affected: 2 } })
    assert.equal((await api.req('GET', `/v1/groups/${g}`)).status, 404)
    const products = await api.products()
    assert.equal(products.length, 2)
    assert.deepEqual(
      products.map((p) => p.variant_groups.map((x) => x.id)),
      [[keep], [keep]],
    )
    const leftovers = await t.db.selectFrom('variants').select('id').where('group_id', '=', g).execute()
    assert.equal(leftovers.length, 0)
  })
})
