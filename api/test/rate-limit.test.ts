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

  const loginFrom = (ip: string, username: string, password = 'incorrecta') =>
    call(t.app, { method: 'POST', url: '/auth/login', remoteAddress: ip, payload: { username, password } })

  it('limits login attempts per account: 429 TOO_MANY_REQUESTS with Retry-After', async () => {
    const { email } = await signUp(t, { ip: freshIp() })
    for (let i = 0; i < 3; i++) assert.equal((await loginFrom(freshIp(), email)).status, 401)
    const res = await loginFrom(freshIp(), email, PASSWORD) // even the right password, from another IP
    assert.equal(res.status, 429)
    assert.equal(res.body.error.code, 'TOO_MANY_REQUESTS')
    assert.equal(res.body.error.message, 'Demasiados intentos. Intenta de nuevo en 10 minutos.')
    const retryAfter = Number(res.headers['retry-after'])
    assert.ok(retryAfter > 590 && retryAfter <= 600, `Retry-After ${retryAfter}`)
    // The window passes: the owner can log in again.
    t.travel(601_000)
    try {
      assert.equal((await loginFrom(freshIp(), email, PASSWORD)).status, 200)
    } finally {
      t.travel(-601_000)
    }
  })

  it('limits login attempts per IP across accounts', async () => {
    const ip = freshIp()
    for (let i = 0; i < 5; i++) assert.equal((await loginFrom(ip, uniqueEmail('ghost'))).status, 404)
    const res = await loginFrom(ip, uniqueEmail('ghost'))
    assert.equal(res.status, 429)
    assert.ok(Number(res.headers['retry-after']) > 0)
    assert.equal((await loginFrom(freshIp(), uniqueEmail('ghost'))).status, 404)
  })

  it('a successful login clears the account counter', async () => {
    const { email } = await signUp(t, { ip: freshIp() })
    for (let i = 0; i < 2; i++) await loginFrom(freshIp(), email)
    assert.equal((await loginFrom(freshIp(), email, PASSWORD)).status, 200)
    for (let i = 0; i < 3; i++) assert.equal((await loginFrom(freshIp(), email)).status, 401)
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
