// Runs the API test suite twice: on SQLite (temp dirs) and on PostgreSQL (a throw-away database).
// PostgreSQL: TEST_DATABASE_URL or postgres://postgres@127.0.0.1:5432/postgres (admin connection used
// to create and drop menu_test_<pid>_<time>). Unreachable -> failure, unless SKIP_POSTGRES=1.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import pg from 'pg'

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const only = process.argv.slice(2)
const files = (only.length ? only : fs.readdirSync(path.join(apiDir, 'test')).filter((f) => f.endsWith('.test.ts')).sort().map((f) => path.join('test', f)))

function runSuite(label, env) {
  console.log(`\n=== API tests on ${label} ===`)
  const res = spawnSync(process.execPath, ['--import', 'tsx', '--test', '--test-concurrency=1', '--test-reporter=spec', ...files], {
    cwd: apiDir,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  })
  return res.status === 0
}

async function withPostgres(fn) {
  const adminUrl = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres'
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 5000 })
  try {
    await admin.connect()
  } catch (err) {
    console.error(`PostgreSQL not reachable at ${adminUrl.replace(/:[^:@/]+@/, ':***@')}: set TEST_DATABASE_URL (${err.message})`)
    if (process.env.SKIP_POSTGRES !== '1') return false
    console.error('SKIP_POSTGRES=1: PostgreSQL pass skipped.')
    return 'skipped'
  }
  const name = `menu_test_${process.pid}_${Date.now()}`
  await admin.query(`CREATE DATABASE ${name}`)
  try {
    const url = new URL(adminUrl)
    url.pathname = `/${name}`
    return fn(url.toString())
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    await admin.end()
  }
}

const sqliteOk = runSuite('SQLite', { MENU_TEST_DATABASE_URL: '' })
const postgres = await withPostgres((url) => runSuite('PostgreSQL', { MENU_TEST_DATABASE_URL: url }))

const label = (r) => (r === 'skipped' ? 'SKIPPED (SKIP_POSTGRES=1)' : r ? 'passed' : 'FAILED')
console.log(`\nSQLite: ${label(sqliteOk)}; PostgreSQL: ${label(postgres)}`)
process.exit(sqliteOk && postgres ? 0 : 1)
