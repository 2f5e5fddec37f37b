// Runs the API test suite on SQLite (temp dirs) and on PostgreSQL (a throw-away database), the two
// engines at the same time, each in ONE process (scripts/run-in-process.mjs: the app's modules
// load once, not once per file). Each engine's report is printed whole when it ends.
// PostgreSQL: TEST_DATABASE_URL or postgres://postgres@127.0.0.1:5432/postgres (admin connection used
// to create and drop menu_test_<pid>_<time>). Unreachable -> failure, unless SKIP_POSTGRES=1.
//   node scripts/test.mjs [test/<file>.test.ts ...]    API_TEST_SERIAL=1: one engine after the other
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import pg from 'pg'

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const only = process.argv.slice(2)
const files = only.length
  ? only
  : fs
      .readdirSync(path.join(apiDir, 'test'))
      .filter((f) => f.endsWith('.test.ts'))
      .sort()
      .map((f) => path.join('test', f))
const serial = process.env.API_TEST_SERIAL === '1'

/** One engine's run: resolves to { ok, seconds, output } (output empty when streamed). */
function runSuite(label, env) {
  const started = Date.now()
  if (serial) console.log(`\n=== API tests on ${label} ===`)
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--test-reporter=spec', path.join('scripts', 'run-in-process.mjs'), ...files],
    {
      cwd: apiDir,
      stdio: ['ignore', serial ? 'inherit' : 'pipe', serial ? 'inherit' : 'pipe'],
      env: { ...process.env, ...env },
    },
  )
  const chunks = []
  child.stdout?.on('data', (d) => chunks.push(d))
  child.stderr?.on('data', (d) => chunks.push(d))
  return new Promise((resolve) => {
    child.on('close', (code) => {
      const seconds = (Date.now() - started) / 1000
      const output = Buffer.concat(chunks).toString()
      if (!serial) console.log(`\n=== API tests on ${label} (${seconds.toFixed(1)} s) ===\n${output}`)
      resolve({ ok: code === 0, seconds })
    })
  })
}

async function withPostgres(fn) {
  const adminUrl = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres'
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 5000 })
  try {
    await admin.connect()
  } catch (err) {
    console.error(
      `PostgreSQL not reachable at ${adminUrl.replace(/:[^:@/]+@/, ':***@')}: set TEST_DATABASE_URL (${err.message})`,
    )
    if (process.env.SKIP_POSTGRES !== '1') return { ok: false }
    console.error('SKIP_POSTGRES=1: PostgreSQL pass skipped.')
    return 'skipped'
  }
  const name = `menu_test_${process.pid}_${Date.now()}`
  await admin.query(`CREATE DATABASE ${name}`)
  try {
    const url = new URL(adminUrl)
    url.pathname = `/${name}`
    return await fn(url.toString())
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    await admin.end()
  }
}

const sqlite = () => runSuite('SQLite', { MENU_TEST_DATABASE_URL: '' })
const postgres = () => withPostgres((url) => runSuite('PostgreSQL', { MENU_TEST_DATABASE_URL: url }))
const [onSqlite, onPostgres] = serial ? [await sqlite(), await postgres()] : await Promise.all([sqlite(), postgres()])

const label = (r) =>
  r === 'skipped'
    ? 'SKIPPED (SKIP_POSTGRES=1)'
    : `${r.ok ? 'passed' : 'FAILED'}${r.seconds ? ` in ${r.seconds.toFixed(1)} s` : ''}`
console.log(`\nSQLite: ${label(onSqlite)}; PostgreSQL: ${label(onPostgres)}`)
process.exit(onSqlite.ok && (onPostgres === 'skipped' || onPostgres.ok) ? 0 : 1)
