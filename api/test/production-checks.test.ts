import assert from 'node:assert/strict'
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import { describe, it } from 'node:test'
import { loadConfig, REPO_ROOT } from '../src/config.js'
import { productionRefusals } from '../src/production-checks.js'
import { tempDir } from './helpers.js'

const SEPARATE = { PUBLIC_URL: 'https://panel.example.com', PUBLIC_MENU_URL: 'https://menu.example.com' }
const refusals = (env: Record<string, string>) => productionRefusals(loadConfig({ NODE_ENV: 'production', ...env }))

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
      const found = refusals(env)
      assert.equal(found.length, 1, JSON.stringify(env))
      assert.match(found[0]!, /^PUBLIC_MENU_URL \(.+\) must be on another host than PUBLIC_URL \(.+\)/)
      assert.match(found[0]!, /tracking scripts .* tokens/)
    }
  })

  it('accepts the menu on another host name or port, and checks nothing outside production', () => {
    assert.deepEqual(refusals(SEPARATE), [])
    assert.deepEqual(refusals({ PUBLIC_URL: 'https://example.com', PUBLIC_MENU_URL: 'https://menu.example.com' }), [])
    assert.deepEqual(refusals({ PUBLIC_URL: 'https://example.com', PUBLIC_MENU_URL: 'https://example.com:8443' }), [])
    for (const nodeEnv of ['development', 'test'])
      assert.deepEqual(productionRefusals(loadConfig({ NODE_ENV: nodeEnv })), [])
  })

  it('lists every problem at once', () => {
    const found = refusals({ TEST_CLOCK: '1' })
    assert.equal(found.length, 2)
    assert.match(found[0]!, /^PUBLIC_MENU_URL/)
    assert.match(found[1]!, /^TEST_CLOCK=1/)
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
    const run = start({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(48) })
    const { listening, code } = await run.outcome
    assert.equal(listening, false, run.output())
    assert.equal(code, 1)
    assert.match(
      run.output(),
      /^Menú Digital refuses to start with NODE_ENV=production:\n- PUBLIC_MENU_URL \(http:\/\/localhost:0\) must be on another host than PUBLIC_URL/,
    )
    assert.doesNotMatch(run.output(), /\n\s+at /, 'a message, not a stack trace')
    assert.deepEqual(fs.readdirSync(run.dataDir), [], 'no database created')
  })

  it('starts when the public menu has its own host', async () => {
    const run = start({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(48), ...SEPARATE })
    try {
      const { listening } = await run.outcome
      assert.equal(listening, true, run.output())
    } finally {
      run.child.kill('SIGTERM')
    }
  })
})
