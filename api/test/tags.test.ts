import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { account, DIALECT, makeApp, menuApi, type TestApp } from './helpers.js'

describe(`tags (${DIALECT})`, () => {
  let t: TestApp
  before(async () => {
    t = await makeApp()
  })
  after(async () => t.close())

  const owner = async () => menuApi(t, (await account(t)).access_token)
  const list = (api: ReturnType<typeof menuApi>, q = '') => api.tags(q)

  it('creates tags last, reads one, lists by position and searches by name', async () => {
    const api = await owner()
    const spicy = await api.tag('Picante', { icon: 'fa-solid fa-pepper-hot' })
    const vegan = await api.tag('Vegano', { icon: '' })
    await api.tag('Sin gluten')
    assert.deepEqual((await api.req('GET', `/v1/tags/${spicy}`)).body.info, {
      id: spicy,
      name: 'Picante',
      icon: 'fa-solid fa-pepper-hot',
      global: false,
      position: 0,
      translations: {},
    })
    assert.deepEqual((await api.req('GET', `/v1/tags/${vegan}`)).body.info.icon, null)
    assert.deepEqual(
      (await list(api)).map((x) => [x.name, x.position]),
      [
        ['Picante', 0],
        ['Vegano', 1],
        ['Sin gluten', 2],
      ],
    )
    assert.deepEqual(
      (await list(api, '?search=GLUT')).map((x) => x.name),
      ['Sin gluten'],
    )
    assert.deepEqual(
      (await list(api, '?search=pícante')).map((x) => x.name),
      ['Picante'],
    )
  })

  it('validates the name and the icon class', async () => {
    const api = await owner()
    assert.match(
      (await api.req('POST', '/v1/tags', { icon: 'fa-solid fa-leaf' })).body.error.message,
      /^Campo obligatorio/,
    )
    assert.equal((await api.req('POST', '/v1/tags', { name: '  ' })).body.error.message, 'Campo obligatorio')
    const bad = await api.req('POST', '/v1/tags', { name: 'X', icon: '<script>' })
    assert.equal(bad.status, 400)
    assert.equal(bad.body.error.code, 'VALIDATION_ERROR')
  })

  it('updates, reorders (foreign id: nothing changes), clones', async () => {
    const api = await owner()
    const other = await owner()
    const [a, b] = [await api.tag('A'), await api.tag('B')]
    const foreign = await other.tag('Ajena')
    const res = await api.req('PUT', `/v1/tags/${a}`, { name: 'A2', icon: 'fa-solid fa-leaf' })
    assert.deepEqual(res.body.info, {
      id: a,
      name: 'A2',
      icon: 'fa-solid fa-leaf',
      global: false,
      position: 0,
      translations: {},
    })
    assert.equal((await api.req('PUT', `/v1/tags/${a}`, { icon: null })).body.info.icon, null)
    assert.equal(
      (
        await api.req('PUT', '/v1/tags', [
          { id: b, position: 0 },
          { id: a, position: 1 },
        ])
      ).status,
      200,
    )
    assert.deepEqual(
      (await list(api)).map((x) => x.id),
      [b, a],
    )
    assert.equal(
      (
        await api.req('PUT', '/v1/tags', [
          { id: a, position: 0 },
          { id: b, position: 1 },
          { id: foreign, position: 2 },
        ])
      ).status,
      404,
    )
    assert.deepEqual(
      (await list(api)).map((x) => x.id),
      [b, a],
    )
    const clone = await api.req('POST', `/v1/tags/${b}/clone`)
    assert.equal(clone.status, 201)
    assert.deepEqual(
      (await list(api)).map((x) => [x.name, x.position]),
      [
        ['B', 0],
        ['A2', 1],
        ['B (copia)', 2],
      ],
    )
  })

  it('deleting a tag removes it from its products, which stay', async () => {
    const api = await owner()
    const tag = await api.tag('Temporada')
    const keep = await api.tag('Otra')
    const [p1, p2] = [await api.product(0, 'Uno'), await api.product(0, 'Dos')]
    await api.product(0, 'Tres')
    for (const p of [p1, p2]) {
      await api.req('POST', `/v1/products/${p}/tags`, { tag_id: tag })
      await api.req('POST', `/v1/products/${p}/tags`, { tag_id: keep })
    }
    assert.deepEqual((await api.req('DELETE', `/v1/tags/${tag}`)).body, { info: { id: tag, products_affected: 2 } })
    assert.equal((await api.req('GET', `/v1/tags/${tag}`)).status, 404)
    const products = await api.products()
    assert.equal(products.length, 3)
    assert.deepEqual(
      products.map((p) => p.tags.map((x) => x.id)),
      [[keep], [keep], []],
    )
  })
})
