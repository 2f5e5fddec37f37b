import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { DISHES_PER_FILE, TENTS_PER_FILE } from '@menu/shared/menu/print-limits'
import { AppError } from '../src/errors.js'
import { createWorkerPool } from '../src/workers/pool.js'
import { account, call, DIALECT, makeApp, menuApi, type TestApp } from './helpers.js'
import { pageCount, pdfText } from './print-pdf.js'

/**
 * Issue 39, the print files' limits (docs/print.md): files made in worker threads with a limit
 * per account (429 PRINT_BUSY beyond it, while other accounts are served), kept until the data
 * they show changes, at most TENTS_PER_FILE tents (?from= picks the window) and DISHES_PER_FILE
 * dishes per file; and the worker pool itself: a failed or crashed job answers an error and the
 * pool goes on with a fresh worker.
 */

const METRICS_TOKEN = 'print-metrics-secret'

describe(`print files: limits, cache and workers (${DIALECT})`, () => {
  let t: TestApp
  let token: string
  let accountId: number
  let branch: { id: number; route_key: string }
  before(async () => {
    t = await makeApp({ PRINT_PER_ACCOUNT: '1', METRICS_TOKEN })
    const a = await account(t, 'FREEMIUM')
    token = a.access_token
    accountId = a.id
    const menu = menuApi(t, token)
    const family = await menu.family('Comida')
    await menu.product(await menu.category(family, 'Tacos'), 'Taco al pastor', 25)
    branch = (await menu.read<Array<typeof branch>>('/v1/sucursales'))[0]!
  })
  after(async () => t.close())

  const get = (url: string, bearer = token) => call(t.app, { method: 'GET', url, token: bearer })
  const file = (name: string, bearer = token) =>
    t.app.inject({
      method: 'GET',
      url: `/v1/sucursales/${branch.id}/print/${name}`,
      headers: { authorization: `Bearer ${bearer}` },
    })
  const cacheCount = async (result: 'hit' | 'miss') => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    })
    const line = res.body.split('\n').find((l) => l.startsWith(`print_cache_requests_total{result="${result}"}`))
    return Number(line?.split(' ')[1] ?? 0)
  }

  it('one file of an account at a time (here PRINT_PER_ACCOUNT=1): another at once is 429 PRINT_BUSY with Retry-After, another account is served', async () => {
    const other = await account(t, 'FREEMIUM')
    const otherBranch = (await menuApi(t, other.access_token).read<Array<{ id: number }>>('/v1/sucursales'))[0]!
    const asked = ['tents.pdf', 'tents.pdf?paper=a4']
    const [mine, theirs] = await Promise.all([
      Promise.all(asked.map((name) => file(name))),
      t.app.inject({
        method: 'GET',
        url: `/v1/sucursales/${otherBranch.id}/print/tents.pdf`,
        headers: { authorization: `Bearer ${other.access_token}` },
      }),
    ])
    assert.equal(theirs.statusCode, 200, theirs.body)
    // Whichever of the account's two reached the printer first is made; the other is refused.
    assert.deepEqual(mine.map((r) => r.statusCode).sort(), [200, 429])
    const refused = mine.find((r) => r.statusCode === 429)!
    assert.equal(refused.json().error.code, 'PRINT_BUSY')
    assert.match(refused.json().error.message, /^Ya estamos preparando otros archivos para imprimir/)
    assert.ok(Number(refused.headers['retry-after']) > 0)
    // The limit is about files in the making: once the first is answered, the other one is made.
    assert.equal((await file(asked[mine.indexOf(refused)]!)).statusCode, 200)
  })

  it('keeps a file until the data it shows changes: the same file again is not made again; a change makes it anew', async () => {
    const made = await file('menu.pdf')
    assert.equal(made.statusCode, 200, made.body)
    const hits = await cacheCount('hit')
    const misses = await cacheCount('miss')
    const again = await file('menu.pdf')
    assert.equal(again.statusCode, 200)
    assert.deepEqual(again.rawPayload, made.rawPayload)
    assert.equal(await cacheCount('hit'), hits + 1)
    assert.equal(await cacheCount('miss'), misses)

    const product = (await menuApi(t, token).products())[0]!
    const renamed = await call(t.app, {
      method: 'PUT',
      url: `/v1/products/${product.id}`,
      token,
      payload: { name: 'Taco de suadero' },
    })
    assert.equal(renamed.status, 200, JSON.stringify(renamed.body))
    const changed = await file('menu.pdf')
    assert.equal(changed.statusCode, 200)
    assert.equal(await cacheCount('miss'), misses + 1)
    assert.match(pdfText(changed.rawPayload), /Taco de suadero/)
    assert.doesNotMatch(pdfText(changed.rawPayload), /Taco al pastor/)
  })

  it(`a tents file holds at most ${TENTS_PER_FILE} tables: ?from= picks the window, named for its tables; another start is a 400`, async () => {
    const tables = TENTS_PER_FILE + 50
    const set = await call(t.app, { method: 'PUT', url: `/v1/sucursales/${branch.id}`, token, payload: { tables } })
    assert.equal(set.status, 200, JSON.stringify(set.body))
    const first = await file('tents.pdf')
    assert.equal(first.statusCode, 200, first.body)
    assert.equal(
      first.headers['content-disposition'],
      `attachment; filename="mesas-${branch.route_key}-1-${TENTS_PER_FILE}.pdf"`,
    )
    assert.equal(pageCount(first.rawPayload), TENTS_PER_FILE / 4)
    const rest = await file(`tents.pdf?from=${TENTS_PER_FILE + 1}`)
    assert.equal(rest.statusCode, 200, rest.body)
    assert.equal(
      rest.headers['content-disposition'],
      `attachment; filename="mesas-${branch.route_key}-${TENTS_PER_FILE + 1}-${tables}.pdf"`,
    )
    assert.equal(pageCount(rest.rawPayload), Math.ceil(50 / 4))
    assert.match(pdfText(rest.rawPayload), new RegExp(`Mesa ${tables}\\b`))
    assert.doesNotMatch(pdfText(rest.rawPayload), /Mesa 1\b/)
    const odd = await get(`/v1/sucursales/${branch.id}/print/tents.pdf?from=50`)
    assert.equal(odd.status, 400)
    assert.equal(odd.body.error.code, 'VALIDATION_ERROR')
    assert.equal(odd.body.error.field, 'from')
  })

  it(`a menu of more than ${DISHES_PER_FILE} dishes: poster and printed menu are 400 PRINT_TOO_LARGE, tents still print`, async () => {
    // Copies of the one dish, written straight to the table: a thousand API calls would only slow the test.
    const row = await t.db
      .selectFrom('products')
      .selectAll()
      .where('account_id', '=', accountId)
      .executeTakeFirstOrThrow()
    const { id: _id, ...dish } = row
    for (let start = 0; start < DISHES_PER_FILE; start += 250)
      await t.db
        .insertInto('products')
        .values(
          Array.from({ length: 250 }, (_, i) => ({ ...dish, name: `Plato ${start + i}`, position: start + i + 2 })),
        )
        .execute()
    for (const name of ['poster.pdf', 'menu.pdf']) {
      const res = await get(`/v1/sucursales/${branch.id}/print/${name}`)
      assert.equal(res.status, 400, name)
      assert.equal(res.body.error.code, 'PRINT_TOO_LARGE')
      assert.match(res.body.error.message, /más de 1,000 platillos/)
    }
    assert.equal((await file('tents.pdf')).statusCode, 200)
  })
})

describe('worker pool', () => {
  const pool = (queue = 1) =>
    createWorkerPool<string, string>({
      module: new URL('./support/pool-job.ts', import.meta.url),
      size: 1,
      queue,
      perAccount: 2,
      refuse: () => new AppError('PRINT_BUSY'),
    })
  const busy = (e: AppError) => e.code === 'PRINT_BUSY'

  it('a job that throws fails with its error; a worker that dies fails its job and is replaced', async () => {
    const p = pool()
    try {
      assert.equal(await p.run(1, async () => 'uno'), 'done: uno')
      await assert.rejects(
        p.run(1, async () => 'throw'),
        /the job failed/,
      )
      await assert.rejects(
        p.run(1, async () => 'crash'),
        /exited with code 3/,
      )
      assert.equal(p.stats().workers, 0, 'the dead worker is gone')
      assert.equal(await p.run(1, async () => 'dos'), 'done: dos')
      assert.equal(p.stats().workers, 1)
    } finally {
      await p.close()
    }
  })

  it('refuses past its workers and queue, and an account past its own limit while others are taken', async () => {
    const full = pool(1)
    const running = [full.run(1, async () => 'a'), full.run(2, async () => 'b')] // the worker and the one queue place
    await assert.rejects(
      full.run(3, async () => 'c'),
      busy,
    )
    assert.deepEqual(await Promise.all(running), ['done: a', 'done: b'])
    assert.equal(await full.run(3, async () => 'c'), 'done: c', 'room again once they are done')
    await full.close()

    const roomy = pool(8)
    const mine = [roomy.run(1, async () => 'd'), roomy.run(1, async () => 'e')]
    await assert.rejects(
      roomy.run(1, async () => 'f'),
      busy,
    ) // the account's third
    const theirs = roomy.run(2, async () => 'g')
    assert.deepEqual(await Promise.all([...mine, theirs]), ['done: d', 'done: e', 'done: g'])
    await roomy.close()
    await assert.rejects(
      roomy.run(1, async () => 'h'),
      busy,
      'a closed pool takes nothing',
    )
  })
})
