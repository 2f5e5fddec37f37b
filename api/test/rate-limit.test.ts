import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { call, DIALECT, makeApp, PASSWORD, signUp, type TestApp, uniqueEmail } from './helpers.js'

/** Every test uses its own client IP: on PostgreSQL the counters of all test files share one table. */
let ipCounter = 0
const freshIp = () => `10.${process.pid % 250}.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`

describe(`rate limiting (${DIALECT})`, () => {
  let t: TestApp
  before(async () => {
    t = await makeApp({
      RATE_LIMIT_LOGIN_ACCOUNT: '3',
      RATE_LIMIT_LOGIN_IP: '5',
      RATE_LIMIT_LOGIN_WINDOW: '600',
      RATE_LIMIT_SIGNUP_IP: '2',
      RATE_LIMIT_RESEND_ACCOUNT: '1',
    })
  })
  after(async () => t.close())

  /** Runs `fn` with the app's clock moved `ms` ahead. */
  const travelling = async (ms: number, fn: () => Promise<void>) => {
    t.travel(ms)
    try { await fn() } finally { t.travel(-ms) }
  }

  const loginFrom = (ip: string, username: string, password = 'incorrecta') =>
    call(t.app, { method: 'POST', url: '/auth/login', remoteAddress: ip, payload: { username, password } })

  it('guessing from one IP never locks the owner out from another; the guessing IP waits longer with each try', async () => {
    const { email } = await signUp(t, { ip: freshIp() })
    const attacker = freshIp()
    const statuses: number[] = []
    const waits: number[] = []
    for (let i = 0; i < 10; i++) {
      const res = await loginFrom(attacker, email)
      statuses.push(res.status)
      if (res.status === 429) {
        assert.equal(res.body.error.code, 'TOO_MANY_REQUESTS')
        waits.push(Number(res.headers['retry-after']))
      }
    }
    assert.deepEqual(statuses, [401, 401, 401, ...Array(7).fill(429)])
    assert.ok(waits[0] > 590 && waits[0] <= 600, `first Retry-After ${waits[0]}`)
    for (let i = 1; i < waits.length; i++) assert.ok(waits[i] > waits[i - 1], `growing delay: ${waits.join(', ')}`)
    // The owner, from an IP that has not been guessing, gets in.
    assert.equal((await loginFrom(freshIp(), email, PASSWORD)).status, 200)
    // The guessing IP is refused even the right password, still after the first window...
    let blocked!: Awaited<ReturnType<typeof loginFrom>>
    await travelling(601_000, async () => {
      blocked = await loginFrom(attacker, email, PASSWORD)
      assert.equal(blocked.status, 429)
      assert.match(blocked.body.error.message, /^Demasiados intentos\. Intenta de nuevo en \d+ minutos\.$/)
    })
    // ...and gets through once its block has passed.
    await travelling(601_000 + Number(blocked.headers['retry-after']) * 1000 + 1000, async () => {
      assert.equal((await loginFrom(attacker, email, PASSWORD)).status, 200)
    })
  })

  it('limits login attempts per IP across accounts', async () => {
    const ip = freshIp()
    for (let i = 0; i < 5; i++) assert.equal((await loginFrom(ip, uniqueEmail('ghost'))).status, 404)
    const res = await loginFrom(ip, uniqueEmail('ghost'))
    assert.equal(res.status, 429)
    assert.ok(Number(res.headers['retry-after']) > 0)
    assert.equal((await loginFrom(freshIp(), uniqueEmail('ghost'))).status, 404)
  })

  it('a successful login clears that IP\'s counter for the account', async () => {
    const { email } = await signUp(t, { ip: freshIp() })
    const ip = freshIp()
    for (let i = 0; i < 2; i++) assert.equal((await loginFrom(ip, email)).status, 401)
    assert.equal((await loginFrom(ip, email, PASSWORD)).status, 200)
    for (let i = 0; i < 2; i++) assert.equal((await loginFrom(ip, email)).status, 401)
  })

  it('limits sign-up per IP and resend per account', async () => {
    const ip = freshIp()
    const signup = () => call(t.app, { method: 'POST', url: '/auth/signup', remoteAddress: ip, payload: { email: uniqueEmail(), password: PASSWORD, company: 'X', business_kind: 'Bar' } })
    assert.equal((await signup()).status, 201)
    assert.equal((await signup()).status, 201)
    const blocked = await signup()
    assert.equal(blocked.status, 429)
    assert.ok(blocked.headers['retry-after'])

    const { email } = await signUp(t, { verify: false, ip: freshIp() })
    const resend = () => call(t.app, { method: 'POST', url: '/auth/resend-email', remoteAddress: freshIp(), payload: { username: email } })
    assert.equal((await resend()).status, 200)
    assert.equal((await resend()).status, 429)
  })
})
