import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { call, DIALECT, mailsTo, makeApp, PASSWORD, signUp, type TestApp, uniqueEmail } from './helpers.js'

/** Every test uses its own client IPs: on PostgreSQL the counters of all test files share one table. */
let ipCounter = 0
const freshIp = () => `10.${(process.pid + 7) % 250}.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`

/**
 * The limits as production has them (the test helpers raise every limit; these tests put the
 * defaults back): one person behind a shared IP never locks out the others, a guesser spread over
 * many IPs meets the account's slower limit, and one mailbox gets a bounded number of e-mails
 * (undefined: the setting's default).
 */
describe(`rate limits across IPs and behind one IP (${DIALECT})`, () => {
  let t: TestApp
  before(async () => {
    t = await makeApp({
      RATE_LIMIT_LOGIN_ACCOUNT: undefined,
      RATE_LIMIT_LOGIN_IP: undefined,
      RATE_LIMIT_LOGIN_ANY_IP: undefined,
      RATE_LIMIT_SIGNUP_ACCOUNT: undefined,
      RATE_LIMIT_SIGNUP_IP: undefined,
      RATE_LIMIT_RESEND_ACCOUNT: undefined,
      RATE_LIMIT_RESEND_IP: undefined,
      RATE_LIMIT_VERIFY_MAILBOX: undefined,
    })
  })
  after(async () => t.close())

  /** A verified account, signed up from an IP of its own (the sign-up's per-IP limit is the production one here). */
  const account = () => signUp(t, { ip: freshIp() })
  const loginFrom = (ip: string, username: string, password = 'incorrecta') =>
    call(t.app, { method: 'POST', url: '/auth/login', remoteAddress: ip, payload: { username, password } })

  it("one person's failures behind an office's IP never lock the others out", async () => {
    const office = freshIp()
    const limits = t.config.rateLimits.login
    // One person guesses at three accounts until each is blocked for this IP.
    const guessed = await Promise.all([account(), account(), account()])
    for (const { email } of guessed) {
      for (let i = 0; i < limits.perAccount; i++) assert.equal((await loginFrom(office, email)).status, 401)
      assert.equal((await loginFrom(office, email)).status, 429, 'that pair is blocked')
    }
    // A colleague at the same address logs in.
    const colleague = await account()
    assert.equal((await loginFrom(office, colleague.email, PASSWORD)).status, 200)
  })

  it('a guesser spread over many IPs meets the account limit; the window ends it', async () => {
    const owner = await account()
    const { limit, windowSeconds } = t.config.rateLimits.login.anyIp!
    for (let i = 0; i < limit; i++) assert.equal((await loginFrom(freshIp(), owner.email)).status, 401)
    const blocked = await loginFrom(freshIp(), owner.email, PASSWORD)
    assert.equal(blocked.status, 429)
    assert.equal(blocked.body.error.code, 'TOO_MANY_REQUESTS')
    // Another account is not affected.
    assert.equal((await loginFrom(freshIp(), (await account()).email, PASSWORD)).status, 200)
    t.travel(windowSeconds * 1000)
    try {
      assert.equal((await loginFrom(freshIp(), owner.email, PASSWORD)).status, 200)
    } finally {
      t.travel(-windowSeconds * 1000)
    }
  })

  it('one mailbox gets a bounded number of verification e-mails, however many IPs ask, sign-ups and resends together', async () => {
    const email = uniqueEmail('victima')
    const { limit } = t.config.rateLimits.signup.anyIp!
    const answers: number[] = []
    for (let i = 0; i < limit + 4; i++) {
      const res =
        i % 2 === 0
          ? await call(t.app, {
              method: 'POST',
              url: '/auth/signup',
              remoteAddress: freshIp(),
              payload: { email, password: `clave-${i}-segura`, company: 'X', business_kind: 'Bar' },
            })
          : await call(t.app, {
              method: 'POST',
              url: '/auth/resend-email',
              remoteAddress: freshIp(),
              payload: { username: email },
            })
      answers.push(res.status)
      if (res.status === 429) {
        assert.equal(res.body.error.code, 'TOO_MANY_REQUESTS')
        assert.match(res.body.error.message, /^Ya enviamos varios correos de verificación a esta dirección\./)
      }
    }
    assert.equal(answers.filter((s) => s !== 429).length, limit, answers.join(','))
    assert.equal(mailsTo(t.config, email).length, limit)
  })
})
