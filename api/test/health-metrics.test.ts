import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { sql } from 'kysely'
import { buildApp } from '../src/app.js'
import { runRenewals } from '../src/billing/renewals/job.js'
import { loadConfig } from '../src/config.js'
import { createDb } from '../src/db/connection.js'
import { LAST_MIGRATION } from '../src/db/migrate.js'
import { prepareDatabase } from '../src/data/prepare.js'
import { runScheduledChanges } from '../src/scheduled/job.js'
import { account, call, DIALECT, makeApp, menuApi, type TestApp, tempDir } from './helpers.js'

const TOKEN = 'metrics-secret-123'

/** The value of one sample of the Prometheus text (`name{labels} value`), 0 when absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  for (const line of text.split('\n')) {
    if (!line.startsWith(name)) continue
    const match = /^([a-z_]+)(?:\{(.*)\})? (\S+)$/.exec(line)
    if (!match || match[1] !== name) continue
    const have = Object.fromEntries(
      [...(match[2] ?? '').matchAll(/([a-z_]+)="([^"]*)"/g)].map((m) => [m[1]!, m[2]!] as const),
    )
    if (Object.entries(labels).every(([k, v]) => have[k] === v)) return Number(match[3])
  }
  return 0
}

describe(`health, readiness and metrics (${DIALECT})`, () => {
  let t: TestApp
  let off: TestApp
  before(async () => {
    t = await makeApp({ METRICS_TOKEN: TOKEN })
    off = await makeApp()
  })
  after(async () => {
    await t.close()
    await off.close()
  })
  const metrics = async (app = t.app) => {
    const res = await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })
    assert.equal(res.statusCode, 200)
    assert.match(String(res.headers['content-type']), /^text\/plain; version=0\.0\.4/)
    return res.body
  }

  it('GET /healthz and /readyz answer JSON, without a token, on any path spelling of the panel', async () => {
    const health = await call(t.app, { method: 'GET', url: '/healthz' })
    assert.equal(health.status, 200)
    assert.match(String(health.headers['content-type']), /^application\/json/)
    assert.deepEqual(health.body, { status: 'ok' })
    assert.equal(health.headers['cache-control'], 'no-store')
    const ready = await call(t.app, { method: 'GET', url: '/readyz' })
    assert.equal(ready.status, 200)
    assert.deepEqual(ready.body, { status: 'ok', checks: { database: 'ok', migrations: 'ok' } })
    // Never the panel's HTML: an unknown path under them is the JSON 404 envelope.
    const below = await call(t.app, { method: 'GET', url: '/healthz/deep' })
    assert.equal(below.status, 404)
    assert.equal(below.body.error.code, 'RESOURCE_NOT_FOUND')
  })

  it("answers on the menu's host as on the panel's when they are two", async () => {
    const split = await makeApp({
      PUBLIC_URL: 'https://panel.example.com',
      PUBLIC_MENU_URL: 'https://menu.example.com',
    })
    try {
      for (const host of ['panel.example.com', 'menu.example.com', '10.0.0.7:8080']) {
        for (const url of ['/healthz', '/readyz']) {
          const res = await call(split.app, { method: 'GET', url, headers: { host } })
          assert.equal(res.status, 200, `${host}${url}: ${res.status}`)
          assert.equal(res.body.status, 'ok')
        }
      }
    } finally {
      await split.close()
    }
  })

  it('GET /readyz is 503 when the database does not answer or lacks a migration', async () => {
    // An app on its own database, closed under it.
    const closed = createDb(t.config)
    const app = await buildApp(t.config, { db: closed })
    await app.ready()
    await closed.destroy()
    const down = await call(app, { method: 'GET', url: '/readyz' })
    assert.equal(down.status, 503)
    assert.deepEqual(down.body, { status: 'unavailable', checks: { database: 'error', migrations: 'error' } })
    await app.close()

    // A SQLite database whose last migration is not applied (a deploy of a newer build half done).
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: tempDir('ready'), JWT_SECRET: 'x' })
    const db = createDb(config)
    await prepareDatabase(db)
    await sql`delete from kysely_migration where name = ${LAST_MIGRATION}`.execute(db)
    const behind = await buildApp(config, { db })
    const pending = await call(behind, { method: 'GET', url: '/readyz' })
    assert.equal(pending.status, 503)
    assert.deepEqual(pending.body, { status: 'unavailable', checks: { database: 'ok', migrations: 'pending' } })
    await behind.close()
    await db.destroy()
  })

  it('GET /metrics: 404 without METRICS_TOKEN, 401 with another token', async () => {
    const hidden = await call(off.app, { method: 'GET', url: '/metrics', token: TOKEN })
    assert.equal(hidden.status, 404)
    assert.equal(hidden.body.error.code, 'RESOURCE_NOT_FOUND')
    for (const headers of [{}, { authorization: 'Bearer wrong' }, { authorization: TOKEN }]) {
      const denied = await call(t.app, { method: 'GET', url: '/metrics', headers })
      assert.equal(denied.status, 401)
      assert.equal(denied.body.error.code, 'WRONG_TOKEN')
    }
  })

  it('counts requests by route pattern, errors, the menu cache, the jobs and the pool', async () => {
    const a = await account(t)
    const api = menuApi(t, a.access_token)
    const [branch] = (await api.req('GET', '/v1/sucursales')).body.info
    const missing = await api.req('PUT', '/v1/sucursales/999999999', { name: 'Nada' })
    assert.equal(missing.status, 404)
    const before = await metrics()
    for (let i = 0; i < 2; i++) {
      const res = await t.app.inject({ method: 'GET', url: `/m/${branch.route_key}` })
      assert.equal(res.statusCode, 200)
    }
    await runRenewals(t.app.ctx, t.app.log)
    await runScheduledChanges(t.app.ctx, t.app.log)
    const text = await metrics()

    const route = { method: 'GET', route: '/v1/sucursales', status_class: '2xx' }
    assert.ok(sample(text, 'http_request_duration_seconds_count', route) >= 1, text)
    assert.ok(sample(text, 'http_request_duration_seconds_bucket', { ...route, le: '+Inf' }) >= 1)
    // The pattern, never the raw URL (ids would make a series each).
    assert.ok(
      sample(text, 'http_errors_total', { method: 'PUT', route: '/v1/sucursales/:id', status_class: '4xx' }) >= 1,
      text,
    )
    assert.doesNotMatch(text, /999999999/)
    // Two loads of one page: at least one served from the render cache.
    const hits = (s: string) => sample(s, 'public_menu_cache_requests_total', { result: 'hit' })
    const misses = (s: string) => sample(s, 'public_menu_cache_requests_total', { result: 'miss' })
    assert.equal(hits(text) + misses(text) - hits(before) - misses(before), 2)
    assert.ok(hits(text) - hits(before) >= 1, text)
    assert.ok(sample(text, 'public_menu_cache_hit_ratio') > 0)
    assert.equal(sample(text, 'job_runs_total', { job: 'renewals', result: 'ok' }), 1)
    assert.equal(sample(text, 'job_runs_total', { job: 'scheduled_changes', result: 'ok' }), 1)
    assert.ok(sample(text, 'db_pool_connections') >= 1)
    assert.match(text, /^db_pool_waiting_requests \d+$/m)
  })

  it('every answer has an X-Request-Id, and error envelopes carry it', async () => {
    const ok = await t.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'lb-probe.7' } })
    assert.equal(ok.headers['x-request-id'], 'lb-probe.7')
    const fresh = await t.app.inject({ method: 'GET', url: '/healthz' })
    assert.match(String(fresh.headers['x-request-id']), /^[0-9a-f-]{36}$/)
    const missing = await t.app.inject({ method: 'GET', url: '/v1/nope', headers: { 'x-request-id': 'abc-123' } })
    assert.equal(missing.statusCode, 404)
    assert.equal(missing.headers['x-request-id'], 'abc-123')
    assert.equal(missing.json().error.request_id, 'abc-123')
  })
})
