import assert from 'node:assert/strict'
import fs from 'node:fs'
import { after, before, describe, it } from 'node:test'
import { sql } from 'kysely'
import { MAX_BRANCHES, MIN_BRANCHES } from '@menu/shared/billing/branches'
import { saveCard } from './billing-helpers.js'
import { account, call, DIALECT, makeApp, menuApi, type TestApp } from './helpers.js'

/**
 * Money has bounds and is stored as integer cents. The branch add-on's count has one bound
 * (@menu/shared/billing/branches) for the price quote and every call that charges for branches,
 * stated in the OpenAPI document; beyond it a request is 400 VALIDATION_ERROR naming the field,
 * never a 500 nor a charge. Every money column (found by name in the live schema: *_cents,
 * price, amount) holds only integers and refuses anything else, on SQLite and PostgreSQL.
 */

const doc = JSON.parse(fs.readFileSync(new URL('../openapi.json', import.meta.url), 'utf8'))

describe(`money bounds and integer cents (${DIALECT})`, () => {
  let t: TestApp
  before(async () => {
    t = await makeApp()
  })
  // On PostgreSQL every test file shares one database: plans left active would be renewed by every later
  // renewal run (the renewal tests move the clock years ahead). Cancelled, they end once.
  const tokens: string[] = []
  const owner = async (plan?: 'FRANCHISES') => {
    const a = await account(t, plan)
    tokens.push(a.access_token)
    return a
  }
  after(async () => {
    for (const token of tokens) await call(t.app, { method: 'POST', url: '/v1/subscriptions/menu/cancel', token })
    await t.close()
  })

  const send = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, key?: string) =>
    call(t.app, { method, url, token, ...(payload ? { payload } : {}), headers: key ? { 'idempotency-key': key } : {} })
  let keys = 0
  const key = () => `money-${process.pid}-${++keys}`

  it('the OpenAPI document states the one branch-count bound on the quote and on every call that charges for branches', () => {
    const branches = doc.paths['/v1/subscriptions/quote'].get.parameters.find(
      (p: { name: string }) => p.name === 'branches',
    )
    assert.deepEqual([branches.schema.minimum, branches.schema.maximum], [MIN_BRANCHES, MAX_BRANCHES])
    for (const [path, method] of [
      ['/v1/subscriptions/sucursales', 'post'],
      ['/v1/subscriptions/sucursales', 'put'],
      ['/v1/subscriptions/menu', 'put'],
    ] as const) {
      const quantity =
        doc.paths[path][method].requestBody.content['application/json'].schema.properties.features.items.properties
          .quantity
      assert.deepEqual(
        [quantity.type, quantity.minimum, quantity.maximum],
        ['integer', MIN_BRANCHES, MAX_BRANCHES],
        `${method} ${path}`,
      )
    }
  })

  it('a branch count beyond the bound is 400 naming the field, on the quote and the calls alike; nothing is charged; the bound itself is quoted and charged alike', async () => {
    const o = await owner()
    await saveCard(t.app, o.access_token)
    assert.equal(
      (
        await send(
          o.access_token,
          'POST',
          '/v1/subscriptions/menu',
          { plan_code: 'FRANCHISES', interval: 'monthly' },
          key(),
        )
      ).status,
      201,
    )
    const charges = async () =>
      Number(
        (
          await t.db
            .selectFrom('charges')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('account_id', '=', o.id)
            .executeTakeFirstOrThrow()
        ).n,
      )
    const chargedBefore = await charges()

    for (const [branches, message] of [
      [MAX_BRANCHES + 1, 'Puedes contratar hasta 1000 sucursales'],
      [1_000_000, 'Puedes contratar hasta 1000 sucursales'],
      [0, 'Indica 1 o más sucursales'],
    ] as const) {
      const q = await send(
        o.access_token,
        'GET',
        `/v1/subscriptions/quote?plan_code=FRANCHISES&interval=monthly&branches=${branches}`,
      )
      assert.deepEqual(
        [q.status, q.body.error?.code, q.body.error?.field, q.body.error?.message],
        [400, 'VALIDATION_ERROR', 'branches', message],
        `quote ${branches}`,
      )
    }
    const features = (quantity: number) => ({ features: [{ code: 'MENU-SUCURSALES-MXN', quantity }] })
    for (const quantity of [MAX_BRANCHES + 1, 1_000_000, 2 ** 53, 2 ** 53 * 25000, 1.5, 0, -1]) {
      for (const [method, url, body] of [
        ['POST', '/v1/subscriptions/sucursales', features(quantity)],
        ['PUT', '/v1/subscriptions/sucursales', features(quantity)],
        ['PUT', '/v1/subscriptions/menu', { plan_code: 'FRANCHISES', interval: 'monthly', ...features(quantity) }],
      ] as const) {
        const res = await send(o.access_token, method, url, body, key())
        const message = quantity > MAX_BRANCHES ? 'Puedes contratar hasta 1000 sucursales' : 'Indica 1 o más sucursales'
        assert.deepEqual(
          [res.status, res.body.error?.code, res.body.error?.field, res.body.error?.message],
          [400, 'VALIDATION_ERROR', 'features.0.quantity', message],
          `${method} ${url} ${quantity}: ${JSON.stringify(res.body)}`,
        )
      }
    }
    assert.equal(await charges(), chargedBefore, 'nothing was charged')

    // The bound itself: the quote and the charge agree, and the amounts are exact.
    const quoted = await send(
      o.access_token,
      'GET',
      `/v1/subscriptions/quote?plan_code=FRANCHISES&interval=monthly&branches=${MAX_BRANCHES}`,
    )
    assert.equal(quoted.status, 200, JSON.stringify(quoted.body))
    const line = quoted.body.info.lines.find((l: { kind: string }) => l.kind === 'sucursales')
    assert.equal(line.amount_per_period, MAX_BRANCHES * 250)
    const bought = await send(o.access_token, 'PUT', '/v1/subscriptions/sucursales', features(MAX_BRANCHES), key())
    assert.equal(bought.status, 200, JSON.stringify(bought.body))
    assert.deepEqual(
      bought.body.info.features.map((f: { quantity: number; amount: number }) => [f.quantity, f.amount]),
      [[MAX_BRANCHES, MAX_BRANCHES * 250]],
    )
    const history = (await send(o.access_token, 'GET', '/v1/subscriptions/billing?amount=true')).body.info as Array<{
      amount: number
      description: string
    }>
    assert.equal(history[0]!.amount, line.charge_now, 'charged what was quoted')
  })

  /** Every money column of the live schema, by name. */
  async function moneyColumns(): Promise<Array<{ table: string; column: string; type: string }>> {
    const money = /(_cents$|price|amount)/
    if (DIALECT === 'postgres') {
      const { rows } = await sql<{ table: string; column: string; type: string }>`
        select table_name as "table", column_name as "column", data_type as "type" from information_schema.columns
        where table_schema = current_schema() and table_name not like 'kysely_%'`.execute(t.db)
      return rows.filter((r) => money.test(r.column))
    }
    const { rows: tables } = await sql<{
      name: string
    }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like 'kysely_%'`.execute(
      t.db,
    )
    const out: Array<{ table: string; column: string; type: string }> = []
    for (const { name } of tables) {
      const { rows } = await sql<{
        name: string
        type: string
      }>`select name, type from pragma_table_info(${name})`.execute(t.db)
      out.push(...rows.filter((r) => money.test(r.name)).map((r) => ({ table: name, column: r.name, type: r.type })))
    }
    return out
  }

  it('every money column holds integers only and refuses a fraction or an out-of-range amount, on insert and update', async () => {
    // A row in every money table: menu prices, a template's prices, the price list, a subscription, its charge and history.
    const o = await owner('FRANCHISES')
    const menu = menuApi(t, o.access_token)
    const category = await menu.category(await menu.family('Bebidas'), 'Calientes')
    const group = await menu.group('Tamaño', [{ name: 'Grande', price: 12.5 }])
    const variant = (await menu.groupById(group)).variants[0]!.id
    const product = await menu.product(category, 'Café', 30.25, { variant_groups: [{ group_id: group }] })
    await menu.created('POST', '/v1/templates', {
      name: 'Aeropuerto',
      products: [{ product_id: product, price: 45.1 }],
      variants: [{ variant_id: variant, price: 15 }],
    })
    const buyer = await owner()
    await saveCard(t.app, buyer.access_token)
    assert.equal(
      (
        await send(
          buyer.access_token,
          'POST',
          '/v1/subscriptions/menu',
          { plan_code: 'FRANCHISES', interval: 'monthly' },
          key(),
        )
      ).status,
      201,
    )
    assert.equal(
      (
        await send(
          buyer.access_token,
          'PUT',
          '/v1/subscriptions/sucursales',
          { features: [{ code: 'MENU-SUCURSALES-MXN', quantity: 3 }] },
          key(),
        )
      ).status,
      200,
    )

    const columns = await moneyColumns()
    const names = columns.map((c) => `${c.table}.${c.column}`)
    for (const known of [
      'products.price_cents',
      'variants.price_cents',
      'template_products.price_cents',
      'subscriptions.amount_cents',
      'charges.amount_cents',
      'billing_history.amount_cents',
    ]) {
      assert.ok(names.includes(known), `${known} is found as a money column (found: ${names.join(', ')})`)
    }

    const problems: string[] = []
    for (const { table, column, type } of columns) {
      const tbl = sql.table(table)
      const col = sql.ref(column)
      if (DIALECT === 'postgres') {
        if (!['integer', 'bigint'].includes(type)) problems.push(`${table}.${column} is ${type}`)
        // Amounts are a price times a branch count: bigint, so any price of the list times the largest count fits.
        if (column.endsWith('amount_cents') && table !== 'plan_prices' && type !== 'bigint')
          problems.push(`${table}.${column} is ${type}, not bigint`)
      } else {
        if (type.toUpperCase() !== 'INTEGER') problems.push(`${table}.${column} is declared ${type}`)
        const { rows } = await sql<{
          n: number
        }>`select count(*) as n from ${tbl} where typeof(${col}) not in ('integer', 'null')`.execute(t.db)
        if (Number(rows[0]!.n) !== 0) problems.push(`${table}.${column} holds ${rows[0]!.n} non-integer values`)
      }
      const { rows: present } = await sql<{ n: number }>`select count(*) as n from ${tbl}`.execute(t.db)
      assert.ok(Number(present[0]!.n) > 0, `${table} has a row to update`)
      const someRow =
        DIALECT === 'postgres'
          ? sql`ctid = (select ctid from ${tbl} limit 1)`
          : sql`rowid = (select min(rowid) from ${tbl})`
      for (const value of [1.5, 2 ** 53 * 25000]) {
        for (const [what, statement] of [
          ['insert', sql`insert into ${tbl} (${col}) values (${value})`],
          ['update', sql`update ${tbl} set ${col} = ${value} where ${someRow}`],
        ] as const) {
          const refused = await statement.execute(t.db).then(
            () => null,
            (e: Error) => e.message,
          )
          const expected =
            DIALECT === 'postgres'
              ? /invalid input syntax for type (integer|bigint)|out of range for type (integer|bigint)/
              : /money is stored as integer cents/
          if (refused === null || !expected.test(refused))
            problems.push(`${table}.${column} ${what} ${value}: ${refused ?? 'accepted'}`)
        }
      }
    }
    assert.deepEqual(problems, [])
  })
})
