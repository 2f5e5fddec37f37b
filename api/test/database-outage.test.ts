import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import pg from 'pg'
import { DIALECT, TEST_DATABASE_URL, tempDir } from './helpers.js'
import { type ServerProcess, startServer } from './support/server-process.js'

/**
 * PostgreSQL dropping the API's connections (pg_terminate_backend, as a restart, a failover or a
 * proxy cut does) must not end the process: pg's 'error' events are handled, the requests in
 * flight answer 503 DATABASE_UNAVAILABLE in the envelope, the pool connects anew and the next
 * requests work; while the database refuses connections, requests and /readyz answer 503. The
 * real server (main.ts) on a free port, against a throw-away database of its own.
 */

const IN_FLIGHT = 8

/** The fields of the answers read here: the error envelope, /readyz's checks, the login's token. */
interface Body {
  error?: { code?: string; message?: string }
  checks?: unknown
  info?: { access_token?: string }
}

/** An answer of the server: status, Retry-After and the body, parsed when it is JSON. */
async function fetchJson(url: string, init: RequestInit = {}) {
  const res = await fetch(url, init)
  const text = await res.text()
  let body: Body = {}
  try {
    body = JSON.parse(text) as Body
  } catch {}
  return { status: res.status, retryAfter: res.headers.get('retry-after'), body }
}

describe(`a dropped PostgreSQL connection (${DIALECT})`, {
  skip: DIALECT === 'sqlite' && 'SQLite is a file in the process: there is no connection to drop',
}, () => {
  let admin: pg.Client
  let name: string
  let server: ServerProcess
  let base = ''
  let token = ''
  let databaseUrl = ''
  before(async () => {
    admin = new pg.Client({ connectionString: TEST_DATABASE_URL })
    await admin.connect()
    name = `menu_outage_${process.pid}_${Date.now()}`
    await admin.query(`CREATE DATABASE ${name}`)
    const url = new URL(TEST_DATABASE_URL!)
    url.pathname = `/${name}`
    databaseUrl = url.toString()
    server = await startServer({
      DATA_DIR: tempDir('outage'),
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'warn',
      SCRYPT_COST: '16384',
      RENEWAL_INTERVAL_SECONDS: '1',
      SCHEDULED_CHANGES_INTERVAL_SECONDS: '1',
    })
    base = server.address
    const [, email, password] = server.output().match(/Demo account: (\S+) \/ (\S+)/)!
    const login = await fetchJson(`${base}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: email, password }),
    })
    assert.equal(login.status, 200, JSON.stringify(login.body))
    token = (login.body.info as { access_token: string }).access_token
  })
  after(async () => {
    await server?.stop()
    await admin.query(`ALTER DATABASE ${name} WITH ALLOW_CONNECTIONS true`).catch(() => undefined)
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    await admin.end()
  })

  const profile = () => fetchJson(`${base}/v1/profiles/me`, { headers: { authorization: `Bearer ${token}` } })
  /**
   * Ends the connections of the server to its database (idle in its pool, or running a query),
   * all but `keep`, and waits until PostgreSQL has none of them left (a backend ends a moment after
   * it is told to). Answers how many there were.
   */
  const terminateBackends = async (keep = 0) => {
    // In the select list, not the WHERE: PostgreSQL may evaluate a WHERE's terms in any order, and
    // must never end a backend of another database (another test run's).
    const ended = await admin.query<{ pid: number }>(
      'select pid, pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid not in (pg_backend_pid(), $2)',
      [name, keep],
    )
    const pids = ended.rows.map((r) => r.pid)
    for (;;) {
      const left = await admin.query('select count(*)::int as n from pg_stat_activity where pid = any($1)', [pids])
      if (left.rows[0].n === 0) return pids.length
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
  }
  const round = () => Promise.all(Array.from({ length: IN_FLIGHT }, profile))
  /**
   * After connections were ended: a round of requests may still meet one that died under it (503
   * in the envelope: the client tries again), and every request after that works.
   */
  const assertRecovers = async () => {
    for (const [i, answer] of (await round()).entries())
      if (answer.status !== 200) assertUnavailable(answer, `request ${i} meeting a connection that had just died`)
    assert.deepEqual(
      (await round()).map((r) => r.status),
      Array(IN_FLIGHT).fill(200),
    )
    alive()
  }
  const alive = () => assert.equal(server.child.exitCode, null, `the API exited:\n${server.output()}`)
  const assertUnavailable = (answer: Awaited<ReturnType<typeof fetchJson>>, what: string) => {
    assert.equal(answer.status, 503, `${what}: ${JSON.stringify(answer.body)}`)
    assert.equal(answer.retryAfter, '1', what)
    assert.deepEqual(
      { code: answer.body.error?.code, message: answer.body.error?.message },
      {
        code: 'DATABASE_UNAVAILABLE',
        message: 'El servicio no está disponible en este momento. Intenta de nuevo en unos segundos.',
      },
      what,
    )
  }

  it('requests in flight when its backends are terminated answer 503 in the envelope; the process lives on and the next requests work', async () => {
    // Warm the pool: idle connections whose termination pg reports on the pool itself.
    const warm = await round()
    assert.deepEqual(
      warm.map((r) => r.status),
      Array(IN_FLIGHT).fill(200),
    )

    // Every authenticated request reads refresh_families: held locked, the requests wait inside a
    // query of their own (in flight for sure, however fast the machine) until their backend ends.
    const locker = new pg.Client({ connectionString: databaseUrl })
    await locker.connect()
    await locker.query('begin')
    await locker.query('lock table refresh_families in access exclusive mode')
    const lockerPid = (await locker.query('select pg_backend_pid() as pid')).rows[0].pid as number
    const answers = round()
    for (;;) {
      const waiting = await admin.query(
        "select count(*)::int as n from pg_stat_activity where datname = $1 and wait_event_type = 'Lock'",
        [name],
      )
      if (waiting.rows[0].n >= IN_FLIGHT) break
      alive()
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
    const ended = await terminateBackends(lockerPid)
    assert.ok(ended >= IN_FLIGHT, `${ended} backends ended`)
    for (const [i, answer] of (await answers).entries()) assertUnavailable(answer, `request ${i} in flight`)
    await locker.query('rollback')
    await locker.end()
    alive()

    // The pool connects anew: the next requests work, and the server is ready.
    await assertRecovers()
    assert.equal((await fetchJson(`${base}/readyz`)).status, 200)
    // Idle connections dropped between requests (a proxy cut) are no worse.
    assert.ok((await terminateBackends()) >= 1)
    await assertRecovers()
  })

  it('while the database refuses connections, requests and /readyz answer 503; once it is back, they work', async () => {
    await admin.query(`ALTER DATABASE ${name} WITH ALLOW_CONNECTIONS false`)
    await terminateBackends()
    assertUnavailable(await profile(), 'a request while the database is away')
    const ready = await fetchJson(`${base}/readyz`)
    assert.equal(ready.status, 503)
    assert.deepEqual(ready.body.checks, { database: 'error', migrations: 'error' })
    alive()

    await admin.query(`ALTER DATABASE ${name} WITH ALLOW_CONNECTIONS true`)
    // Every connection was gone: the first request connects anew.
    assert.equal((await profile()).status, 200)
    assert.equal((await fetchJson(`${base}/readyz`)).status, 200)
    await assertRecovers()
  })
})
