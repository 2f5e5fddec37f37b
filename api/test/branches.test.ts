import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { isoAt } from '../src/db/values.js'
import { slugify } from '../src/data/branches.js'
import { RELEASED_KEY_DAYS } from '../src/data/route-keys.js'
import { account, call, DIALECT, makeApp, type TestApp } from './helpers.js'

describe(`sucursales (${DIALECT})`, () => {
  let t: TestApp
  before(async () => {
    t = await makeApp()
  })
  after(async () => t.close())

  const list = (token: string) => call(t.app, { method: 'GET', url: '/v1/sucursales', token })
  const create = (token: string, payload: object) =>
    call(t.app, { method: 'POST', url: '/v1/sucursales', token, payload })
  const update = (token: string, id: number | string, payload: object) =>
    call(t.app, { method: 'PUT', url: `/v1/sucursales/${id}`, token, payload })
  const addTemplate = async (accountId: number, name: string) => {
    const row = await t.db
      .insertInto('templates')
      .values({ account_id: accountId, name, created_at: isoAt(Date.now()), updated_at: isoAt(Date.now()) })
      .returning('id')
      .executeTakeFirstOrThrow()
    return Number(row.id)
  }

  it('slugify makes readable URL-safe keys', () => {
    assert.equal(slugify('  Café Olé — Centro!! '), 'cafe-ole-centro')
    assert.equal(slugify('###'), 'sucursal')
  })

  it('lists the first branch (made at verification), then the created branch with every Sucursal field', async () => {
    const a = await account(t, 'FRANCHISES')
    const [first] = (await list(a.access_token)).body.info
    assert.deepEqual((await list(a.access_token)).body, { info: [first] })
    assert.equal(first.name, 'La Cantina')
    const res = await create(a.access_token, {
      name: 'Café Olé Centro',
      phone: '555 123 4567',
      instagram_usr: 'cafeole',
    })
    assert.equal(res.status, 201)
    const s = res.body.info
    assert.equal(typeof s.id, 'number')
    assert.match(s.route_key, /^cafe-ole-centro-[0-9a-f]{6}$/)
    assert.deepEqual(s, {
      id: s.id,
      name: 'Café Olé Centro',
      address: null,
      phone: '5551234567',
      whatsapp_num: null,
      facebook_usr: null,
      instagram_usr: 'cafeole',
      tiktok_usr: null,
      website: null,
      route_key: s.route_key,
      enabled: true,
      template: null,
      template_id: null,
      region: null,
      region_id: null,
      time_zone: t.config.timeZone,
      tables: 0,
      wifi_name: null,
      wifi_password: null,
      table_orders: false,
      menu_url: `${t.config.publicMenuUrl}/m/${s.route_key}`,
    })
    assert.deepEqual((await list(a.access_token)).body.info, [first, s])
  })

  it('menu_url uses PUBLIC_MENU_URL when it is set (the diners may reach another host than the panel)', async () => {
    const other = await makeApp({ PUBLIC_MENU_URL: 'https://menu.example.com/' })
    try {
      const a = await account(other, 'FRANCHISES')
      const res = await call(other.app, {
        method: 'POST',
        url: '/v1/sucursales',
        token: a.access_token,
        payload: { name: 'Centro' },
      })
      assert.equal(res.body.info.menu_url, `https://menu.example.com/m/${res.body.info.route_key}`)
    } finally {
      await other.close()
    }
  })

  it('enables new branches only up to the plan limit (FRANCHISES: 5), the first branch included', async () => {
    const fr = await account(t, 'FRANCHISES')
    const enabled: boolean[] = []
    for (let i = 0; i < 5; i++)
      enabled.push((await create(fr.access_token, { name: `Sucursal ${i}` })).body.info.enabled)
    assert.deepEqual(enabled, [true, true, true, true, false])
  })

  it('validates the name, phone and route key', async () => {
    const a = await account(t, 'FRANCHISES')
    const noName = await create(a.access_token, { address: 'Calle 1' })
    assert.equal(noName.status, 400)
    assert.match(noName.body.error.message, /^Campo obligatorio/)
    assert.equal((await create(a.access_token, { name: '   ' })).body.error.message, 'Campo obligatorio')
    const phone = { field: 'phone', message: 'El teléfono deben ser 10 dígitos' }
    assert.deepEqual((await create(a.access_token, { name: 'X', phone: '123' })).body, {
      error: { code: 'VALIDATION_ERROR', ...phone, fields: [phone] },
    })
    const whatsapp = { field: 'whatsapp_num', message: 'El teléfono deben ser 10 dígitos' }
    assert.deepEqual((await create(a.access_token, { name: 'X', whatsapp_num: '55 1234' })).body.error.fields, [
      whatsapp,
    ])
    const { id, route_key } = (await create(a.access_token, { name: 'Norte' })).body.info
    assert.equal((await update(a.access_token, id, { route_key: '' })).body.error.message, 'No puede ser vacio')
    assert.equal(
      (await update(a.access_token, id, { route_key: 'con espacio' })).body.error.message,
      'No debe contener espacios en blanco',
    )
    for (const bad of ['café', 'a/b', 'a?b', 'a.b', '%41']) {
      const res = await update(a.access_token, id, { route_key: bad })
      const error = {
        field: 'route_key',
        message: 'Solo se permiten letras sin acentos, números, guiones y guiones bajos',
      }
      assert.deepEqual(res.body.error, { code: 'VALIDATION_ERROR', ...error, fields: [error] }, bad)
    }
    assert.equal(
      (await update(a.access_token, id, { route_key: 'x'.repeat(81) })).body.error.message,
      'Debe tener como máximo 80 caracteres',
    )
    const other = (await create(a.access_token, { name: 'Sur' })).body.info
    const taken = await update(a.access_token, other.id, { route_key })
    assert.equal(taken.status, 409)
    const inUse = { field: 'route_key', message: 'Ya esta en uso' }
    assert.deepEqual(taken.body.error, { code: 'ROUTE_KEY_IN_USE', ...inUse, fields: [inUse] })
    assert.equal((await create(a.access_token, { name: 'Este', route_key })).status, 409)
  })

  it("time_zone: the app's zone until the owner picks another IANA zone; an unknown zone is refused in Spanish", async () => {
    const a = await account(t, 'FRANCHISES')
    const created = (await create(a.access_token, { name: 'Tijuana', time_zone: 'America/Tijuana' })).body.info
    assert.equal(created.time_zone, 'America/Tijuana')
    const [first] = (await list(a.access_token)).body.info
    assert.equal(first.time_zone, t.config.timeZone)
    const moved = await update(a.access_token, first.id, { time_zone: 'America/Cancun' })
    assert.equal(moved.status, 200)
    assert.equal(moved.body.info.time_zone, 'America/Cancun')
    assert.equal(
      (await update(a.access_token, first.id, { name: 'Centro' })).body.info.time_zone,
      'America/Cancun',
      'kept when not sent',
    )
    for (const zone of ['Mars/Olympus', '', 'America/Mexico_City; drop']) {
      const bad = await update(a.access_token, first.id, { time_zone: zone })
      assert.equal(bad.status, 400, zone)
      assert.equal(bad.body.error.code, 'VALIDATION_ERROR')
      assert.equal(bad.body.error.message, 'Elige una zona horaria válida')
    }
  })

  it('PUT updates only the given fields; empty optional values become null', async () => {
    const a = await account(t, 'FRANCHISES')
    const { id } = (await create(a.access_token, { name: 'Centro', address: 'Av. Juárez 1', website: 'https://x.mx' }))
      .body.info
    const templateId = await addTemplate(a.id, 'Carta de verano')
    const res = await update(a.access_token, id, {
      name: 'Centro Histórico',
      address: '',
      website: null,
      tiktok_usr: 'centro',
      route_key: `centro-${a.id}-x`,
      template_id: templateId,
    })
    assert.equal(res.status, 200)
    const s = res.body.info
    assert.equal(s.name, 'Centro Histórico')
    assert.equal(s.address, null)
    assert.equal(s.website, null)
    assert.equal(s.tiktok_usr, 'centro')
    assert.equal(s.route_key, `centro-${a.id}-x`)
    assert.deepEqual(s.template, { id: templateId, name: 'Carta de verano' })
    assert.equal(s.template_id, templateId)
    assert.equal((await update(a.access_token, id, { template_id: null })).body.info.template, null)
  })

  it("another account's branch or template answers 404 exactly like a missing one", async () => {
    const a = await account(t, 'FRANCHISES')
    const b = await account(t, 'FRANCHISES')
    const { id } = (await create(a.access_token, { name: 'Privada' })).body.info
    const foreign = await update(b.access_token, id, { name: 'Robada' })
    const missing = await update(b.access_token, 999_999_999, { name: 'Nada' })
    assert.equal(foreign.status, 404)
    assert.deepEqual(foreign.body, missing.body)
    assert.equal(foreign.body.error.code, 'RESOURCE_NOT_FOUND')
    assert.deepEqual(
      (await list(b.access_token)).body.info.map((s: { name: string }) => s.name),
      ['La Cantina'],
    )
    assert.deepEqual(
      (await list(a.access_token)).body.info.map((s: { name: string }) => s.name),
      ['La Cantina', 'Privada'],
    )

    const foreignTemplate = await addTemplate(a.id, 'De A')
    const own = (await create(b.access_token, { name: 'De B' })).body.info
    assert.equal((await update(b.access_token, own.id, { template_id: foreignTemplate })).status, 404)
    assert.equal((await create(b.access_token, { name: 'Otra', template_id: foreignTemplate })).status, 404)
  })

  it('rejects a non-numeric id and requires a token', async () => {
    const a = await account(t)
    assert.equal((await update(a.access_token, 'abc', { name: 'X' })).body.error.code, 'VALIDATION_ERROR')
    assert.equal((await call(t.app, { method: 'POST', url: '/v1/sucursales', payload: { name: 'X' } })).status, 401)
  })

  const enable = (token: string, id: number | string, enabled: boolean) =>
    call(t.app, { method: 'PUT', url: `/v1/sucursales/enable/${id}`, token, payload: { enabled } })
  const remove = (token: string, id: number | string) =>
    call(t.app, { method: 'DELETE', url: `/v1/sucursales/${id}`, token })
  const lookup = (token: string, key: string, branchId?: number) =>
    call(t.app, {
      method: 'GET',
      url: `/v1/sucursales/url/${encodeURIComponent(key)}${branchId ? `?sucursal_id=${branchId}` : ''}`,
      token,
    })
  let counter = 0
  const uniqueKey = (base: string) => `${base}-${process.pid}-${Date.now().toString(36)}-${++counter}`
  const enabledCount = async (accountId: number) =>
    Number(
      (
        await t.db
          .selectFrom('sucursales')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('account_id', '=', accountId)
          .where('enabled', '=', 1)
          .executeTakeFirstOrThrow()
      ).n,
    )

  it('stores usernames without their profile URL or @, websites as https URLs and phones as digits; refuses what is neither', async () => {
    const a = await account(t, 'FRANCHISES')
    const res = await create(a.access_token, {
      name: 'Redes',
      whatsapp_num: '555 765 4321',
      facebook_usr: 'https://www.facebook.com/cafeole/',
      instagram_usr: '@cafe.ole',
      tiktok_usr: 'https://www.tiktok.com/@cafeole?lang=es',
      website: 'www.cafeole.mx',
    })
    assert.equal(res.status, 201)
    const s = res.body.info
    assert.deepEqual(
      [s.whatsapp_num, s.facebook_usr, s.instagram_usr, s.tiktok_usr, s.website],
      ['5557654321', 'cafeole', 'cafe.ole', 'cafeole', 'https://www.cafeole.mx/'],
    )
    const bad = await update(a.access_token, s.id, {
      instagram_usr: 'https://facebook.com/otro',
      website: 'javascript:alert(1)',
    })
    assert.equal(bad.status, 400)
    assert.deepEqual(bad.body.error.fields, [
      { field: 'instagram_usr', message: 'Escribe solo tu nombre de usuario o el enlace a tu perfil' },
      { field: 'website', message: 'Escribe una dirección web válida, por ejemplo www.turestaurante.com' },
    ])
    assert.equal(
      (await list(a.access_token)).body.info.find((b: { id: number }) => b.id === s.id).instagram_usr,
      'cafe.ole',
      'nothing half-written',
    )
  })

  it('the Multisucursal calls follow the section rule (FRANCHISES or the Templates scope); every plan reads and edits its branch', async () => {
    for (const plan of ['FREEMIUM', 'NEGOCIO'] as const) {
      const a = await account(t, plan)
      const [first] = (await list(a.access_token)).body.info
      const refused = { code: 'SCOPE_REQUIRED', message: 'Tu plan no incluye Multisucursal' }
      assert.deepEqual((await create(a.access_token, { name: 'Dos' })).body.error, refused, plan)
      assert.deepEqual((await enable(a.access_token, first.id, false)).body.error, refused, plan)
      assert.deepEqual((await remove(a.access_token, first.id)).body.error, refused, plan)
      assert.deepEqual(
        (await call(t.app, { method: 'GET', url: '/v1/templates', token: a.access_token })).body.error,
        refused,
        plan,
      )
      assert.equal((await update(a.access_token, first.id, { name: 'Matriz', phone: '5551234567' })).status, 200, plan)
      assert.equal((await lookup(a.access_token, first.route_key)).status, 200, plan)
      assert.deepEqual(
        (await list(a.access_token)).body.info.map((b: { name: string; enabled: boolean }) => [b.name, b.enabled]),
        [['Matriz', true]],
      )
    }
    // The Templates scope opens the section whatever the plan's code.
    const scoped = await account(t, 'NEGOCIO')
    await t.db
      .insertInto('plans')
      .values({ code: 'TEMPLATES_ONLY', name: 'Solo plantillas' })
      .onConflict((oc) => oc.doNothing())
      .execute()
    await t.db
      .insertInto('plan_scopes')
      .values({ plan_code: 'TEMPLATES_ONLY', name: 'Templates', limit: null })
      .onConflict((oc) => oc.doNothing())
      .execute()
    await t.db.updateTable('accounts').set({ plan_code: 'TEMPLATES_ONLY' }).where('id', '=', scoped.id).execute()
    assert.equal((await create(scoped.access_token, { name: 'Dos' })).status, 201)
  })

  it("enable: ENABLED_LIMIT_REACHED beyond the plan's limit, with the limit in the message; the toggle is idempotent", async () => {
    const a = await account(t, 'FRANCHISES')
    const ids: number[] = []
    for (let i = 0; i < 5; i++) ids.push((await create(a.access_token, { name: `S${i}` })).body.info.id)
    const sixth = ids[4]!
    assert.equal(await enabledCount(a.id), 5)
    const over = await enable(a.access_token, sixth, true)
    assert.equal(over.status, 409)
    assert.deepEqual(over.body.error, {
      code: 'ENABLED_LIMIT_REACHED',
      message:
        'El número de sucursales activas permitidas en tu plan es 5. Desactiva una antes de activar otra, o agrega más sucursales a tu plan.',
    })
    assert.equal(
      (await enable(a.access_token, ids[0]!, true)).body.info.enabled,
      true,
      'enabling an enabled branch is not a new one',
    )
    assert.equal((await enable(a.access_token, ids[0]!, false)).body.info.enabled, false)
    const res = await enable(a.access_token, sixth, true)
    assert.equal(res.status, 200)
    assert.equal(res.body.info.enabled, true)
    assert.equal(res.body.info.menu_url, `${t.config.publicMenuUrl}/m/${res.body.info.route_key}`)
    assert.equal(await enabledCount(a.id), 5)
  })

  it('the last enabled branch cannot be disabled or deleted (the public menu must stay reachable); a disabled one can be deleted', async () => {
    const a = await account(t, 'FRANCHISES')
    const [first] = (await list(a.access_token)).body.info
    const message = (verb: string) =>
      `Tu menú necesita al menos una sucursal activa: activa otra antes de ${verb} esta.`
    assert.deepEqual((await enable(a.access_token, first.id, false)).body.error, {
      code: 'LAST_ENABLED_BRANCH',
      message: message('desactivar'),
    })
    assert.deepEqual((await remove(a.access_token, first.id)).body.error, {
      code: 'LAST_ENABLED_BRANCH',
      message: message('eliminar'),
    })
    const second = (await create(a.access_token, { name: 'Norte' })).body.info
    assert.equal((await enable(a.access_token, first.id, false)).status, 200)
    assert.equal((await remove(a.access_token, second.id)).body.error.code, 'LAST_ENABLED_BRANCH')
    assert.deepEqual((await remove(a.access_token, first.id)).body, { info: { id: first.id } })
    assert.deepEqual(
      (await list(a.access_token)).body.info.map((b: { id: number }) => b.id),
      [second.id],
    )
    assert.equal((await remove(a.access_token, first.id)).status, 404)
  })

  it("a deleted branch's keys stay reserved for its account for a year: others cannot take them, the owner can", async () => {
    const a = await account(t, 'FRANCHISES')
    const b = await account(t, 'FRANCHISES')
    const branch = (await create(a.access_token, { name: 'Temporal' })).body.info
    const [current, old] = [uniqueKey('temporal'), uniqueKey('temporal-viejo')]
    await update(a.access_token, branch.id, { route_key: old })
    await update(a.access_token, branch.id, { route_key: current })
    assert.equal((await remove(a.access_token, branch.id)).status, 200)
    for (const key of [current, old]) {
      assert.equal((await call(t.app, { method: 'GET', url: `/m/${key}` })).status, 404, 'the menu is gone')
      assert.equal((await lookup(b.access_token, key)).status, 200, 'taken for another account')
      assert.equal(
        (await create(b.access_token, { name: 'Ajena', route_key: key.toUpperCase() })).body.error.code,
        'ROUTE_KEY_IN_USE',
      )
      assert.equal((await lookup(a.access_token, key)).status, 404, 'free for its own account')
    }
    const back = await create(a.access_token, { name: 'De vuelta', route_key: current })
    assert.equal(back.status, 201)
    assert.equal(
      (await call(t.app, { method: 'GET', url: `/v1/public/menus/${current}` })).body.info.branch.name,
      'De vuelta',
    )
    // Reserved for RELEASED_KEY_DAYS from the delete; after that the key is free for anyone.
    const row = await t.db
      .selectFrom('route_key_history')
      .select('reserved_until')
      .where('route_key', '=', old)
      .executeTakeFirstOrThrow()
    const days = (Date.parse(row.reserved_until!) - Date.now()) / 86_400_000
    assert.ok(days > RELEASED_KEY_DAYS - 0.1 && days <= RELEASED_KEY_DAYS, String(days))
    await t.db
      .updateTable('route_key_history')
      .set({ reserved_until: new Date(Date.now() - 1000).toISOString() })
      .where('route_key', '=', old)
      .execute()
    assert.equal((await lookup(b.access_token, old)).status, 404)
    assert.equal((await create(b.access_token, { name: 'Nueva dueña', route_key: old })).status, 201)
  })

  it('GET /v1/sucursales/url/{routeKey}: 200 taken in any letter case, 404 free; a branch may take back its own old keys; nothing about the holder', async () => {
    const a = await account(t, 'FRANCHISES')
    const b = await account(t, 'FRANCHISES')
    const [first] = (await list(a.access_token)).body.info
    const [bFirst] = (await list(b.access_token)).body.info
    const free = uniqueKey('libre')
    assert.deepEqual((await lookup(b.access_token, free)).body.error.code, 'RESOURCE_NOT_FOUND')
    const taken = await lookup(b.access_token, first.route_key.toUpperCase())
    assert.deepEqual(taken.body, { info: { route_key: first.route_key } })
    assert.equal(
      (await lookup(a.access_token, first.route_key, first.id)).status,
      404,
      "a branch's own current key is free for it",
    )
    const moved = uniqueKey('nueva')
    await update(a.access_token, first.id, { route_key: moved })
    assert.equal(
      (await lookup(a.access_token, first.route_key, first.id)).status,
      404,
      'its own old key is free for it',
    )
    assert.equal((await lookup(a.access_token, first.route_key)).status, 200, 'but taken for another branch')
    assert.equal(
      (await lookup(b.access_token, first.route_key, first.id)).status,
      200,
      "another account's branch id changes nothing",
    )
    assert.equal((await lookup(b.access_token, moved, first.id)).status, 200)
    assert.equal((await lookup(b.access_token, moved, bFirst.id)).status, 200)
    assert.equal(
      (await lookup(a.access_token, 'con espacio')).body.error.message,
      'No debe contener espacios en blanco',
    )
    assert.equal((await lookup(a.access_token, 'café')).body.error.field, 'route_key')
  })

  it("GET /v1/templates lists the account's templates by name", async () => {
    const a = await account(t, 'FRANCHISES')
    const b = await account(t, 'FRANCHISES')
    const z = await addTemplate(a.id, 'Zona norte')
    const c = await addTemplate(a.id, 'Centro')
    await addTemplate(b.id, 'De otra cuenta')
    const res = await call(t.app, { method: 'GET', url: '/v1/templates', token: a.access_token })
    assert.deepEqual(
      res.body.info.map((x: { id: number; name: string }) => [x.id, x.name]),
      [
        [c, 'Centro'],
        [z, 'Zona norte'],
      ],
    )
    assert.match(res.body.info[0].updated, /^\d{4}-\d\d-\d\dT/)
  })
})

/**
 * The plan's limit of enabled branches holds under real concurrency: many enable calls at once
 * (and creates, which start enabled while there is room) never leave more than the limit enabled.
 */
describe(`enabled-branch limit under concurrency (${DIALECT})`, () => {
  let t: TestApp
  before(async () => {
    t = await makeApp()
  })
  after(async () => t.close())

  const enabledCount = async (accountId: number) =>
    Number(
      (
        await t.db
          .selectFrom('sucursales')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('account_id', '=', accountId)
          .where('enabled', '=', 1)
          .executeTakeFirstOrThrow()
      ).n,
    )

  it('20 simultaneous enables with room for 3: exactly 3 succeed, the others answer ENABLED_LIMIT_REACHED', async () => {
    for (let round = 0; round < 3; round++) {
      const a = await account(t, 'FRANCHISES') // limit 5; the first branch is enabled
      const ids: number[] = []
      for (let i = 0; i < 20; i++) {
        const created = await call(t.app, {
          method: 'POST',
          url: '/v1/sucursales',
          token: a.access_token,
          payload: { name: `S${i}` },
        })
        ids.push(created.body.info.id)
      }
      // The first branch and S0..S3 started enabled (limit 5): disable S0..S3, enable S4: 2 enabled, room for 3.
      for (const id of ids.slice(0, 4))
        await call(t.app, {
          method: 'PUT',
          url: `/v1/sucursales/enable/${id}`,
          token: a.access_token,
          payload: { enabled: false },
        })
      assert.equal(await enabledCount(a.id), 1)
      await call(t.app, {
        method: 'PUT',
        url: `/v1/sucursales/enable/${ids[4]}`,
        token: a.access_token,
        payload: { enabled: true },
      })
      const answers = await Promise.all(
        ids.slice(5).map((id) =>
          call(t.app, {
            method: 'PUT',
            url: `/v1/sucursales/enable/${id}`,
            token: a.access_token,
            payload: { enabled: true },
          }),
        ),
      )
      const statuses = answers.map((r) => r.status)
      assert.equal(statuses.filter((s) => s === 200).length, 3, JSON.stringify(statuses))
      assert.ok(answers.every((r) => r.status === 200 || r.body.error.code === 'ENABLED_LIMIT_REACHED'))
      assert.equal(await enabledCount(a.id), 5)
    }
  })

  it('simultaneous creates and enables together never pass the limit', async () => {
    const a = await account(t, 'FRANCHISES')
    const disabled: number[] = []
    for (let i = 0; i < 8; i++) {
      const id = (
        await call(t.app, { method: 'POST', url: '/v1/sucursales', token: a.access_token, payload: { name: `D${i}` } })
      ).body.info.id
      disabled.push(id)
    }
    for (const id of disabled.slice(0, 4))
      await call(t.app, {
        method: 'PUT',
        url: `/v1/sucursales/enable/${id}`,
        token: a.access_token,
        payload: { enabled: false },
      })
    assert.equal(await enabledCount(a.id), 1)
    await Promise.all([
      ...disabled.map((id) =>
        call(t.app, {
          method: 'PUT',
          url: `/v1/sucursales/enable/${id}`,
          token: a.access_token,
          payload: { enabled: true },
        }),
      ),
      ...Array.from({ length: 8 }, (_, i) =>
        call(t.app, { method: 'POST', url: '/v1/sucursales', token: a.access_token, payload: { name: `N${i}` } }),
      ),
    ])
    assert.equal(await enabledCount(a.id), 5)
  })
})
