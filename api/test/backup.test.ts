import assert from 'node:assert/strict'
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { after, before, describe, it } from 'node:test'
import { REPO_ROOT } from '../src/config.js'
import { openSqlite } from '../src/db/sqlite-addon.js'
import { sqliteFile } from '../src/db/sqlite-files.js'
import {
  call,
  DIALECT,
  login,
  makeApp,
  PASSWORD,
  signUp,
  type TestApp,
  tempDir,
  TEST_DATABASE_URL,
  uniqueEmail,
} from './helpers.js'

const API_DIR = path.join(REPO_ROOT, 'api')

/** Runs an operator command as `npm run <name> -w api -- FILE` does (cwd api/, INIT_CWD where npm started). */
function cliEnv(dataDir: string) {
  return { ...process.env, DATA_DIR: dataDir, DATABASE_URL: TEST_DATABASE_URL ?? '', INIT_CWD: REPO_ROOT }
}
const runSync = (script: 'backup' | 'restore', dataDir: string, ...args: string[]) =>
  spawnSync(process.execPath, ['--import', 'tsx', `src/cli/${script}.ts`, ...args], {
    cwd: API_DIR,
    encoding: 'utf8',
    env: cliEnv(dataDir),
  })

/** The same command, not waited for: resolves with its exit code and output. */
function runAsync(script: 'backup' | 'restore', dataDir: string, ...args: string[]) {
  const child = spawn(process.execPath, ['--import', 'tsx', `src/cli/${script}.ts`, ...args], {
    cwd: API_DIR,
    env: cliEnv(dataDir),
  })
  let output = ''
  child.stdout.on('data', (d) => {
    output += d
  })
  child.stderr.on('data', (d) => {
    output += d
  })
  return new Promise<{ status: number | null; output: string }>((resolve) =>
    child.on('exit', (status) => resolve({ status, output })),
  )
}

const signUpRequest = (t: TestApp, email: string) =>
  call(t.app, {
    method: 'POST',
    url: '/auth/signup',
    payload: { email, password: PASSWORD, company: 'La Cantina', business_kind: 'Bar' },
  })

if (DIALECT === 'sqlite') {
  describe('backup and restore (sqlite)', () => {
    let t: TestApp
    before(async () => {
      t = await makeApp()
    })
    after(async () => t.close())

    it('backs up while sign-ups keep writing; the restored copy starts and holds every row written before', async () => {
      const owner = await signUp(t) // verified: signs in on the restored copy
      const written: string[] = []
      let writing = true
      // Sign-ups one after another through the app, until told to stop.
      const writer = (async () => {
        while (writing) {
          const email = uniqueEmail('backup')
          const res = await signUpRequest(t, email)
          assert.equal(res.status, 201, JSON.stringify(res.body))
          written.push(email)
        }
      })()
      while (written.length < 20) await new Promise((resolve) => setImmediate(resolve))

      const file = path.join(tempDir('backup-file'), 'menu-backup.db')
      const beforeBackup = written.length
      const backup = await runAsync('backup', t.config.dataDir, file)
      const duringBackup = written.length - beforeBackup
      writing = false
      await writer
      assert.equal(backup.status, 0, backup.output)
      assert.match(backup.output, /^Backed up SQLite .*menu\.db to .*menu-backup\.db \(\d+ pages, integrity checked\)/)
      assert.ok(duringBackup > 0, 'the app kept writing while the backup ran')
      assert.deepEqual(
        fs.readdirSync(path.dirname(file)),
        ['menu-backup.db'],
        'one self-contained file: no -wal, no partial',
      )

      // A fresh data directory, the restore, and an app started on it.
      const fresh = tempDir('restored')
      const restore = runSync('restore', fresh, file)
      assert.equal(restore.status, 0, restore.stderr)
      assert.match(restore.stdout, /^Restored .*menu-backup\.db into .*menu\.db\. Start the API/)
      const restored = await makeApp({ DATA_DIR: fresh })
      try {
        const emails = new Set(
          (await restored.db.selectFrom('accounts').select('email').execute()).map((row) => row.email),
        )
        const missing = written.slice(0, beforeBackup).filter((email) => !emails.has(email))
        assert.deepEqual(missing, [], 'every sign-up answered before the backup started is in it')
        // Read back through the API too: the owner signs in and reads the profile on the restored database.
        const { access_token } = await login(restored, owner.email)
        const me = await call(restored.app, { method: 'GET', url: '/v1/profiles/me', token: access_token })
        assert.equal(me.status, 200, JSON.stringify(me.body))
        const integrity = openSqlite(sqliteFile({ dataDir: fresh }), { readonly: true })
        try {
          assert.equal(integrity.pragma('integrity_check', { simple: true }), 'ok')
        } finally {
          integrity.close()
        }
      } finally {
        await restored.close()
      }
    })

    it('backup refuses to overwrite a file, and needs FILE', () => {
      const dir = tempDir('backup-exists')
      const file = path.join(dir, 'taken.db')
      fs.writeFileSync(file, 'keep me')
      const res = runSync('backup', t.config.dataDir, file)
      assert.equal(res.status, 1)
      assert.match(res.stderr, /taken\.db already exists: choose a new file name/)
      assert.equal(fs.readFileSync(file, 'utf8'), 'keep me')
      assert.equal(runSync('backup', t.config.dataDir).status, 2)
      assert.equal(runSync('restore', t.config.dataDir).status, 2)
    })

    it('restore refuses a database in use, a file that is not SQLite, and an SQLite file that is not ours', () => {
      const dir = tempDir('restore-refusals')
      const good = path.join(dir, 'good.db')
      const made = runSync('backup', t.config.dataDir, good)
      assert.equal(made.status, 0, made.stderr)

      // The test app holds its database open, as a running API does.
      const inUse = runSync('restore', t.config.dataDir, good)
      assert.equal(inUse.status, 1)
      assert.match(
        inUse.stderr,
        /^Restore refused: .*menu\.db is in use \(is the API running\?\): stop every API instance/,
      )

      const fresh = tempDir('restore-target')
      const text = path.join(dir, 'notes.txt')
      fs.writeFileSync(text, 'no soy una base de datos '.repeat(200))
      const notSqlite = runSync('restore', fresh, text)
      assert.equal(notSqlite.status, 1)
      assert.match(notSqlite.stderr, /^Restore refused: .*notes\.txt is not a valid SQLite database/)

      const other = path.join(dir, 'other.db')
      const foreign = openSqlite(other)
      foreign.exec('CREATE TABLE recetas (id INTEGER PRIMARY KEY)')
      foreign.close()
      const notOurs = runSync('restore', fresh, other)
      assert.equal(notOurs.status, 1)
      assert.match(
        notOurs.stderr,
        /other\.db is an SQLite database but not Menú Digital's \(no kysely_migration table\)/,
      )

      const absent = runSync('restore', fresh, path.join(dir, 'nope.db'))
      assert.equal(absent.status, 1)
      assert.match(absent.stderr, /nope\.db does not exist/)
      assert.deepEqual(fs.readdirSync(fresh), [], 'nothing written into the target by a refused restore')
    })

    it('restore over a stopped database keeps the replaced one beside it', async () => {
      const dir = tempDir('restore-over')
      const file = path.join(dir, 'copy.db')
      assert.equal(runSync('backup', t.config.dataDir, file).status, 0)
      const target = tempDir('restore-over-target')
      const stopped = await makeApp({ DATA_DIR: target })
      const email = uniqueEmail('replaced')
      assert.equal((await signUpRequest(stopped, email)).status, 201)
      await stopped.close()
      const res = runSync('restore', target, file)
      assert.equal(res.status, 0, res.stderr)
      const kept = fs.readdirSync(target).find((name) => name.startsWith('menu.db.replaced-'))
      assert.ok(kept, fs.readdirSync(target).join(', '))
      assert.match(res.stdout, /the previous database is kept as .*menu\.db\.replaced-/)
      const old = openSqlite(path.join(target, kept), { readonly: true })
      try {
        assert.ok(old.prepare('SELECT 1 FROM accounts WHERE email = ?').get(email), 'the replaced database is intact')
      } finally {
        old.close()
      }
    })
  })
} else {
  describe('backup and restore (postgres)', () => {
    it('backup and restore print the pg_dump / pg_restore commands and copy nothing', () => {
      const dir = tempDir('pg-backup')
      const backup = runSync('backup', dir, 'menu.dump')
      assert.equal(backup.status, 1)
      assert.match(backup.stderr, /^PostgreSQL .* is backed up with PostgreSQL's own tool/)
      assert.ok(backup.stderr.includes(`pg_dump -Fc "$DATABASE_URL" > "${path.join(REPO_ROOT, 'menu.dump')}"`))
      assert.match(backup.stderr, /Nothing was copied\./)
      const restore = runSync('restore', dir, 'menu.dump')
      assert.equal(restore.status, 1)
      assert.ok(
        restore.stderr.includes(
          `pg_restore --clean --if-exists --no-owner -d "$DATABASE_URL" "${path.join(REPO_ROOT, 'menu.dump')}"`,
        ),
      )
      assert.match(restore.stderr, /Nothing was restored\./)
      assert.equal(fs.existsSync(path.join(REPO_ROOT, 'menu.dump')), false)
      assert.deepEqual(fs.readdirSync(dir), [])
    })
  })
}
