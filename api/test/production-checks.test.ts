import assert from 'node:assert/strict'
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import { describe, it } from 'node:test'
import { loadConfig, REPO_ROOT } from '../src/config.js'
import { productionRefusals } from '../src/production-checks.js'
import { tempDir } from './helpers.js'

const SEPARATE = { PUBLIC_URL: 'https://panel.example.com', PUBLIC_MENU_URL: 'https://menu.example.com' }
/** Every other setting production requires, right: each test below breaks one. */
const READY = {
  SMTP_URL: 'smtp://mailer:secret@smtp.example.com:587',
  PAYMENTS_PROVIDER: 'sandbox',
  JWT_SECRET: 'x'.repeat(48),
}
const refusals = (env: Record<string, string>) =>
  productionRefusals(loadConfig({ NODE_ENV: 'production', ...READY, ...env }))
/** With READY's settings removed (set to ''): an empty variable counts as unset. */
const without = (...names: Array<keyof typeof READY>) => Object.fromEntries(names.map((name) => [name, '']))

describe('production start-up checks', () => {
  it("refuses a public menu on the panel's host, naming PUBLIC_MENU_URL and why", () => {
    const cases: Array<Record<string, string>> = [
      {}, // both default to http://localhost:8080
      { PUBLIC_URL: 'https://panel.example.com' }, // PUBLIC_MENU_URL defaults to PUBLIC_URL
      { PUBLIC_URL: 'https://panel.example.com', PUBLIC_MENU_URL: 'https://panel.example.com/' },
      { PUBLIC_URL: 'https://panel.example.com', PUBLIC_MENU_URL: 'https://panel.example.com/menus' },
      // Another scheme alone is another origin, but one process behind a proxy cannot tell the two apart by host.
      { PUBLIC_URL: 'https://panel.example.com', PUBLIC_MENU_URL: 'http://panel.example.com' },
    ]
    for (const env of cases) {
      // http://localhost is also refused as PUBLIC_URL: that line is tested below.
      const found = refusals(env).filter((line) => !line.startsWith('PUBLIC_URL ('))
      assert.equal(found.length, 1, JSON.stringify(env))
      assert.match(found[0]!, /^PUBLIC_MENU_URL \(.+\) must be on another host than PUBLIC_URL \(.+\)/)
      assert.match(found[0]!, /tracking scripts .* tokens/)
    }
  })

  it('accepts the menu on another host name or port, and checks nothing outside production', () => {
    assert.deepEqual(refusals(SEPARATE), [])
    assert.deepEqual(refusals({ PUBLIC_URL: 'https://example.com', PUBLIC_MENU_URL: 'https://menu.example.com' }), [])
    assert.deepEqual(refusals({ PUBLIC_URL: 'https://example.com', PUBLIC_MENU_URL: 'https://example.com:8443' }), [])
    // No settings at all (npm start on a laptop): no mail transport, no provider, no secret, http.
    for (const nodeEnv of ['development', 'test'])
      assert.deepEqual(productionRefusals(loadConfig({ NODE_ENV: nodeEnv })), [])
  })

  it('refuses mail without a transport, naming SMTP_URL and MAIL_TRANSPORT=outbox', () => {
    const found = refusals({ ...SEPARATE, ...without('SMTP_URL') })
    assert.equal(found.length, 1)
    assert.match(found[0]!, /^SMTP_URL is not set: e-mails .* need a transport, e\.g\. SMTP_URL=smtp:\/\//)
    assert.match(found[0]!, /set MAIL_TRANSPORT=outbox to write them to DATA_DIR\/outbox/)
    // A staging host names the outbox explicitly; SMTP_URL with MAIL_TRANSPORT=smtp is SMTP.
    assert.deepEqual(refusals({ ...SEPARATE, ...without('SMTP_URL'), MAIL_TRANSPORT: 'outbox' }), [])
    assert.deepEqual(refusals({ ...SEPARATE, MAIL_TRANSPORT: 'smtp' }), [])
    assert.throws(() => loadConfig({ MAIL_TRANSPORT: 'smtp' }), /MAIL_TRANSPORT=smtp needs SMTP_URL/)
    assert.throws(() => loadConfig({ MAIL_TRANSPORT: 'files' }), /MAIL_TRANSPORT must be smtp or outbox, got "files"/)
  })

  it('refuses payments without a named provider: the sandbox must be chosen explicitly', () => {
    const found = refusals({ ...SEPARATE, ...without('PAYMENTS_PROVIDER') })
    assert.equal(found.length, 1)
    assert.match(found[0]!, /^PAYMENTS_PROVIDER is not set: name the payment provider \(sandbox, stripe\)/)
    assert.match(found[0]!, /PAYMENTS_PROVIDER=sandbox charges nobody .*'Modo de prueba'/)
    assert.throws(
      () => loadConfig({ PAYMENTS_PROVIDER: 'paypal' }),
      /PAYMENTS_PROVIDER must be one of sandbox, stripe, got "paypal"/,
    )
  })

  it('refuses a missing or short JWT_SECRET (never one generated into the database)', () => {
    const missing = refusals({ ...SEPARATE, ...without('JWT_SECRET') })
    assert.equal(missing.length, 1)
    assert.match(
      missing[0]!,
      /^JWT_SECRET is not set: give every API instance the same random secret of at least 32 characters/,
    )
    const short = refusals({ ...SEPARATE, JWT_SECRET: 'secreto' })
    assert.equal(short.length, 1)
    assert.match(short[0]!, /^JWT_SECRET is too short \(7 characters\): use at least 32/)
  })

  it("refuses a lowered SCRYPT_COST (the tests' fast hashing), accepts the default or more", () => {
    const found = refusals({ ...SEPARATE, SCRYPT_COST: '1024' })
    assert.equal(found.length, 1)
    assert.match(
      found[0]!,
      /^SCRYPT_COST=1024 is for tests only \(fast password hashing\): unset it or use at least 16384/,
    )
    assert.deepEqual(refusals({ ...SEPARATE, SCRYPT_COST: '16384' }), [])
    assert.deepEqual(refusals({ ...SEPARATE, SCRYPT_COST: '32768' }), [])
    assert.deepEqual(productionRefusals(loadConfig({ NODE_ENV: 'test', SCRYPT_COST: '1024' })), [])
  })

  it('refuses a PUBLIC_URL that is not https', () => {
    const found = refusals({ PUBLIC_URL: 'http://panel.example.com', PUBLIC_MENU_URL: 'https://menu.example.com' })
    assert.equal(found.length, 1)
    assert.match(found[0]!, /^PUBLIC_URL \(http:\/\/panel\.example\.com\) must be an https:\/\/ URL/)
  })

  it('lists every problem at once, one line per setting', () => {
    const found = refusals({ TEST_CLOCK: '1', ...without('SMTP_URL', 'PAYMENTS_PROVIDER', 'JWT_SECRET') })
    assert.deepEqual(
      found.map((line) => line.match(/^[A-Z_]+/)?.[0]),
      ['PUBLIC_MENU_URL', 'SMTP_URL', 'PAYMENTS_PROVIDER', 'JWT_SECRET', 'PUBLIC_URL', 'TEST_CLOCK'],
    )
  })

  it('refuses URLs that are not absolute http(s) ones, in any environment', () => {
    for (const [name, value] of [
      ['PUBLIC_URL', 'panel.example.com'],
      ['PUBLIC_MENU_URL', 'ftp://menu.example.com'],
      ['PUBLIC_MENU_URL', '/m'],
    ]) {
      assert.throws(
        () => loadConfig({ [name!]: value! }),
        new RegExp(`^Error: ${name} must be an absolute http\\(s\\) URL .*got "${value!.replace(/[/.]/g, '\\$&')}"`),
      )
    }
  })
})

/** Runs api/src/main.ts as `npm start` does, on an empty SQLite DATA_DIR; resolves on "listening" or on exit. */
function start(env: Record<string, string>) {
  const dataDir = tempDir('start')
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/src/main.ts'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      RENEWAL_INTERVAL_SECONDS: '0',
      ...env,
    },
  })
  let out = ''
  child.stdout.on('data', (d) => {
    out += d
  })
  child.stderr.on('data', (d) => {
    out += d
  })
  const outcome = new Promise<{ listening: boolean; code: number | null }>((resolve) => {
    child.stdout.on('data', () => {
      if (/listening on /.test(out)) resolve({ listening: true, code: null })
    })
    child.on('exit', (code) => resolve({ listening: false, code }))
  })
  return { child, dataDir, outcome, output: () => out }
}

describe('npm start with NODE_ENV=production', () => {
  it('refuses to start with one clear message, before opening or writing anything', async () => {
    const run = start({
      NODE_ENV: 'production',
      SMTP_URL: '',
      MAIL_TRANSPORT: '',
      PAYMENTS_PROVIDER: '',
      JWT_SECRET: '',
    })
    const { listening, code } = await run.outcome
    assert.equal(listening, false, run.output())
    assert.equal(code, 1)
    assert.match(
      run.output(),
      /^Menú Digital refuses to start with NODE_ENV=production:\n- PUBLIC_MENU_URL \(http:\/\/localhost:0\) must be on another host than PUBLIC_URL/,
    )
    const named = [...run.output().matchAll(/^- ([A-Z_]+)/gm)].map((m) => m[1])
    assert.deepEqual(named, ['PUBLIC_MENU_URL', 'SMTP_URL', 'PAYMENTS_PROVIDER', 'JWT_SECRET', 'PUBLIC_URL'])
    assert.doesNotMatch(run.output(), /\n\s+at /, 'a message, not a stack trace')
    assert.deepEqual(fs.readdirSync(run.dataDir), [], 'no database created')
  })

  it('starts with a correct production configuration', async () => {
    const run = start({ NODE_ENV: 'production', ...READY, ...SEPARATE })
    try {
      const { listening } = await run.outcome
      assert.equal(listening, true, run.output())
    } finally {
      run.child.kill('SIGTERM')
    }
  })
})
