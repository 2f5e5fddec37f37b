import assert from 'node:assert/strict'
import { spawn, spawnSync } from 'node:child_process'
import path from 'node:path'
import { after, before, describe, it } from 'node:test'
import { REPO_ROOT } from '../src/config.js'
import { accountsData } from '../src/data/accounts.js'
import { DIALECT, makeApp, signUp, type TestApp, tempDir, TEST_DATABASE_URL } from './helpers.js'

const API_DIR = path.join(REPO_ROOT, 'api')

describe(`operator commands (${DIALECT})`, () => {
  let t: TestApp
  before(async () => {
    t = await makeApp()
  })
  after(async () => t.close())

  const setPlan = (...args: string[]) =>
    spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/set-plan.ts', ...args], {
      cwd: API_DIR,
      encoding: 'utf8',
      env: { ...process.env, DATA_DIR: t.config.dataDir, DATABASE_URL: TEST_DATABASE_URL ?? '' },
    })

  it('set-plan moves an account to a plan and reports it', async () => {
    const { email, id } = await signUp(t)
    const res = setPlan(email.toUpperCase(), 'franchises')
    assert.equal(res.status, 0, res.stderr)
    assert.match(res.stdout, /plan FREEMIUM -> FRANCHISES/)
    assert.equal((await accountsData(t.db).findById(id))?.plan_code, 'FRANCHISES')
  })

  it('set-plan fails clearly on an unknown e-mail or plan, or missing arguments', async () => {
    const { email } = await signUp(t)
    const noAccount = setPlan('nadie@example.com', 'NEGOCIO')
    assert.equal(noAccount.status, 1)
    assert.match(noAccount.stderr, /No account with e-mail "nadie@example.com"/)
    const noPlan = setPlan(email, 'GOLD')
    assert.equal(noPlan.status, 1)
    assert.match(noPlan.stderr, /Unknown plan "GOLD". Known plans: FREEMIUM, NEGOCIO, FRANCHISES/)
    assert.equal(setPlan().status, 2)
  })

  it('main.ts starts from the repo root, creates the demo account on an empty database and serves', async () => {
    const dataDir = tempDir('main')
    // Always an empty SQLite database here: the demo account only appears on an empty one.
    const child = spawn(process.execPath, ['--import', 'tsx', 'api/src/main.ts'], {
      cwd: REPO_ROOT,
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        PORT: '0',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        SCRYPT_COST: '1024',
        NODE_ENV: 'development',
      },
    })
    let out = ''
    try {
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no demo account or listening line in: ${out}`)), 20_000)
        child.stdout.on('data', (d) => {
          out += d
          if (/Demo account: /.test(out) && /listening on /.test(out)) {
            clearTimeout(timer)
            resolve()
          }
        })
        child.stderr.on('data', (d) => {
          out += d
        })
        child.on('exit', (code) => {
          clearTimeout(timer)
          reject(new Error(`exited ${code}: ${out}`))
        })
      })
      const [, email, password] = out.match(/Demo account: (\S+) \/ (\S+)/)!
      assert.equal(email, 'demo@menudigital.local')
      const [, address] = out.match(/listening on (\S+);/)!
      const login = await fetch(`${address}/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: email, password }),
      })
      assert.equal(login.status, 200)
      const { info } = (await login.json()) as { info: { access_token: string } }
      const me = await fetch(`${address}/v1/profiles/me`, { headers: { authorization: `Bearer ${info.access_token}` } })
      assert.equal(((await me.json()) as { info: { plan: { code: string } } }).info.plan.code, 'FRANCHISES')
    } finally {
      child.kill('SIGTERM')
    }
  })
})
