import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { call, DIALECT, mailsTo, makeApp, PASSWORD, signUp, type TestApp, uniqueEmail } from './helpers.js'

/** Every test uses its own client IP: on PostgreSQL the counters of all test files share one table. */
let ipCounter = 0
const freshIp = () => `10.${process.pid % 250}.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`

const WINDOW = 600

describe(`rate limiting (${DIALECT})`, () => {
  let t: TestApp
  before(async () => {
    t = await makeApp({
      RATE_LIMIT_LOGIN_ACCOUNT: '3',
      RATE_LIMIT_LOGIN_IP: '5',
      RATE_LIMIT_LOGIN_WINDOW: String(WINDOW),
      RATE_LIMIT_SIGNUP_ACCOUNT: '2',
      RATE_LIMIT_SIGNUP_IP: '3',
      RATE_LIMIT_RESEND_ACCOUNT: '1',
      RATE_LIMIT_RESEND_IP: '3',
      RATE_LIMIT_FORGOT_ACCOUNT: '2',
      RATE_LIMIT_FORGOT_IP: '3',
      RATE_LIMIT_FORGOT_WINDOW: String(WINDOW),
    })
  })
  after(async () => t.close())

  /** Runs `fn` with the app's clock moved `ms` ahead. */
  const travelling = async (ms: number, fn: () => Promise<void>) => {
    t.travel(ms)
    try {
      await fn()
    } finally {
      t.travel(-ms)
    }
  }

  const loginFrom = (ip: string, username: string, password = 'incorrecta') =>
    call(t.app, { method: 'POST', url: '/auth/login', remoteAddress: ip, payload: { username, password } })
  const changePasswordFrom = (ip: string, token: string, current = 'incorrecta') =>
    call(t.app, {
      method: 'PUT',
      url: '/auth/change-password',
      remoteAddress: ip,
      token,
      payload: { password: current, new_password: 'nueva-clave-456' },
    })
  const retryAfter = (res: { headers: Record<string, unknown> }) => Number(res.headers['retry-after'])
  const expect429 = (res: Awaited<ReturnType<typeof loginFrom>>) => {
    assert.equal(res.status, 429, JSON.stringify(res.body))
    assert.equal(res.body.error.code, 'TOO_MANY_REQUESTS')
    assert.match(res.body.error.message, /^Demasiados intentos\. Intenta de nuevo en \d+ minutos?\.$/)
    assert.ok(retryAfter(res) > 0)
  }

  describe('login', () => {
    it('guessing from one IP blocks that IP for one window and never locks the owner out from another', async () => {
      const { email } = await signUp(t, { ip: freshIp() })
      const attacker = freshIp()
      const statuses: number[] = []
      for (let i = 0; i < 6; i++) statuses.push((await loginFrom(attacker, email)).status)
      assert.deepEqual(statuses, [401, 401, 401, 429, 429, 429])
      const blocked = await loginFrom(attacker, email, PASSWORD)
      expect429(blocked)
      assert.ok(
        retryAfter(blocked) > WINDOW - 10 && retryAfter(blocked) <= WINDOW,
        `Retry-After ${retryAfter(blocked)}`,
      )
      // The owner, from an IP that has not been guessing, gets in.
      assert.equal((await loginFrom(freshIp(), email, PASSWORD)).status, 200)
    })

    it('a block is not extended by the attempts it refuses', async () => {
      const { email } = await signUp(t, { ip: freshIp() })
      const ip = freshIp()
      for (let i = 0; i < 3; i++) assert.equal((await loginFrom(ip, email)).status, 401)
      const first = retryAfter(await loginFrom(ip, email))
      // Half a window later, many refused attempts: the wait only shrinks.
      await travelling((WINDOW / 2) * 1000, async () => {
        for (let i = 0; i < 20; i++) {
          const res = await loginFrom(ip, email, i % 2 ? PASSWORD : 'incorrecta')
          expect429(res)
          assert.ok(
            retryAfter(res) <= first - WINDOW / 2 + 1,
            `Retry-After ${retryAfter(res)} after a first of ${first}`,
          )
        }
      })
      // Once the first block has passed, the right password gets in: nothing was added while blocked.
      await travelling(first * 1000 + 1000, async () => {
        assert.equal((await loginFrom(ip, email, PASSWORD)).status, 200)
      })
    })

    it('successful logins do not count: a restaurant behind one IP is never blocked by its own logins', async () => {
      const ip = freshIp()
      const owners = await Promise.all(Array.from({ length: 3 }, () => signUp(t, { ip: freshIp() })))
      // 5 per IP per window: twelve correct logins from one IP all get in.
      for (let i = 0; i < 12; i++)
        assert.equal((await loginFrom(ip, owners[i % 3].email, PASSWORD)).status, 200, `login ${i}`)
      // Failures still count for that IP, up to its limit.
      for (let i = 0; i < 5; i++) assert.equal((await loginFrom(ip, uniqueEmail('ghost'))).status, 404)
      expect429(await loginFrom(ip, uniqueEmail('ghost')))
    })

    it('limits failed logins per IP across accounts', async () => {
      const ip = freshIp()
      for (let i = 0; i < 5; i++) assert.equal((await loginFrom(ip, uniqueEmail('ghost'))).status, 404)
      expect429(await loginFrom(ip, uniqueEmail('ghost')))
      assert.equal((await loginFrom(freshIp(), uniqueEmail('ghost'))).status, 404)
    })

    it("a successful login clears that IP's failures for the account", async () => {
      const { email } = await signUp(t, { ip: freshIp() })
      const ip = freshIp()
      for (let i = 0; i < 2; i++) assert.equal((await loginFrom(ip, email)).status, 401)
      assert.equal((await loginFrom(ip, email, PASSWORD)).status, 200)
      for (let i = 0; i < 2; i++) assert.equal((await loginFrom(ip, email)).status, 401)
    })

    it('concurrent guesses never pass the limit', async () => {
      const { email } = await signUp(t, { ip: freshIp() })
      const ip = freshIp()
      const results = await Promise.all(Array.from({ length: 10 }, () => loginFrom(ip, email)))
      const statuses = results.map((r) => r.status).sort()
      assert.deepEqual(statuses, [...Array(3).fill(401), ...Array(7).fill(429)])
    })
  })

  describe('change-password', () => {
    it('wrong current passwords count with the login failures of the account, and both get 429', async () => {
      const { email } = await signUp(t, { ip: freshIp() })
      const { access_token } = (await loginFrom(freshIp(), email, PASSWORD)).body.info
      const ip = freshIp()
      for (let i = 0; i < 3; i++) {
        const res = await changePasswordFrom(ip, access_token)
        assert.equal(res.status, 400)
        assert.equal(res.body.error.code, 'CURRENT_NOT_MATCH')
      }
      const blocked = await changePasswordFrom(ip, access_token, PASSWORD)
      expect429(blocked)
      // The login of that account from that IP is blocked too: one budget of guesses.
      expect429(await loginFrom(ip, email, PASSWORD))
      // The password did not change.
      assert.equal((await loginFrom(freshIp(), email, PASSWORD)).status, 200)
    })

    it('login failures count against change-password too; a right current password is not a failure', async () => {
      const { email } = await signUp(t, { ip: freshIp() })
      const { access_token } = (await loginFrom(freshIp(), email, PASSWORD)).body.info
      const ip = freshIp()
      for (let i = 0; i < 2; i++) assert.equal((await loginFrom(ip, email)).status, 401)
      assert.equal((await changePasswordFrom(ip, access_token)).status, 400)
      expect429(await changePasswordFrom(ip, access_token))
      // From elsewhere the owner changes it; that success is not counted.
      const other = freshIp()
      assert.equal((await changePasswordFrom(other, access_token, PASSWORD)).status, 200)
      for (let i = 0; i < 2; i++) assert.equal((await loginFrom(other, email)).status, 401)
      assert.equal((await loginFrom(other, email, 'nueva-clave-456')).status, 200)
    })
  })

  describe('sign-up, resend and forgot-password', () => {
    it('sign-up is limited per (e-mail, IP) and per IP', async () => {
      const email = uniqueEmail()
      const signup = (ip: string, address = email) =>
        call(t.app, {
          method: 'POST',
          url: '/auth/signup',
          remoteAddress: ip,
          payload: { email: address, password: PASSWORD, company: 'X', business_kind: 'Bar' },
        })
      const stranger = freshIp()
      assert.equal((await signup(stranger)).status, 201)
      assert.equal((await signup(stranger)).status, 201)
      expect429(await signup(stranger))
      // The owner, elsewhere, still signs up (and so replaces the stranger's claim).
      assert.equal((await signup(freshIp())).status, 201)
      const ip = freshIp()
      for (let i = 0; i < 3; i++) assert.equal((await signup(ip, uniqueEmail())).status, 201)
      expect429(await signup(ip, uniqueEmail()))
    })

    it("resend is limited per (e-mail, IP) and per IP: a stranger cannot block the owner's new link", async () => {
      const { email } = await signUp(t, { verify: false, ip: freshIp() })
      const resend = (ip: string, username = email) =>
        call(t.app, { method: 'POST', url: '/auth/resend-email', remoteAddress: ip, payload: { username } })
      const stranger = freshIp()
      assert.equal((await resend(stranger)).status, 200)
      const blocked = await resend(stranger)
      expect429(blocked)
      assert.equal((await resend(freshIp())).status, 200, 'the owner still gets a new link')
      const ip = freshIp()
      const others = await Promise.all(Array.from({ length: 4 }, () => signUp(t, { verify: false, ip: freshIp() })))
      for (let i = 0; i < 3; i++) assert.equal((await resend(ip, others[i].email)).status, 200)
      expect429(await resend(ip, others[3].email))
    })

    it('forgot-password is limited per (e-mail, IP) and per IP, the same for unknown e-mails', async () => {
      const { email } = await signUp(t, { ip: freshIp() })
      const forgot = (ip: string, username: string) =>
        call(t.app, { method: 'POST', url: '/auth/forgot-password', remoteAddress: ip, payload: { username } })
      for (const address of [email, uniqueEmail('ghost')]) {
        const stranger = freshIp()
        for (let i = 0; i < 2; i++) assert.equal((await forgot(stranger, address)).status, 200)
        expect429(await forgot(stranger, address))
        assert.equal((await forgot(freshIp(), address)).status, 200, 'another IP is not blocked')
      }
      const ip = freshIp()
      for (let i = 0; i < 3; i++) assert.equal((await forgot(ip, uniqueEmail('ghost'))).status, 200)
      expect429(await forgot(ip, email))
      await t.app.ctx.background.idle()
    })

    it('a mailbox gets at most RATE_LIMIT_FORGOT_ACCOUNT reset links per window, however many IPs ask; every answer is the same', async () => {
      const { email } = await signUp(t, { ip: freshIp() })
      const resetMails = () => mailsTo(t.config, email).filter((m) => m.subject.startsWith('Restablece'))
      for (let i = 0; i < 5; i++) {
        const res = await call(t.app, {
          method: 'POST',
          url: '/auth/forgot-password',
          remoteAddress: freshIp(),
          payload: { username: email },
        })
        assert.deepEqual(res.body, { info: { ok: true } })
      }
      await t.app.ctx.background.idle()
      assert.equal(resetMails().length, 2)
      await travelling(WINDOW * 1000 + 1000, async () => {
        await call(t.app, {
          method: 'POST',
          url: '/auth/forgot-password',
          remoteAddress: freshIp(),
          payload: { username: email },
        })
        await t.app.ctx.background.idle()
        assert.equal(resetMails().length, 3, 'a new window sends again')
      })
    })
  })
})
