import assert from 'node:assert/strict'
import { after, before, describe, it, mock } from 'node:test'
import { passwordResets } from '../src/auth/password-reset.js'
import {
  call,
  DIALECT,
  lastMail,
  login,
  type Mail,
  mailsTo,
  makeApp,
  PASSWORD,
  signUp,
  type TestApp,
  tokenFromLink,
  uniqueEmail,
} from './helpers.js'

const RESET_SUBJECT = 'Restablece tu contraseña - Menú Digital'
const NEW_PASSWORD = 'nueva-clave-456'

describe(`password reset (${DIALECT})`, () => {
  let t: TestApp
  before(async () => {
    t = await makeApp()
  })
  after(async () => t.close())

  const forgot = (username: string) =>
    call(t.app, { method: 'POST', url: '/auth/forgot-password', payload: { username } })
  const reset = (token: string, password = NEW_PASSWORD) =>
    call(t.app, { method: 'PUT', url: '/auth/reset-password', payload: { token, password } })
  const refresh = (token: string) => call(t.app, { method: 'GET', url: '/auth/refresh-token', token })
  const me = (token: string) => call(t.app, { method: 'GET', url: '/v1/profiles/me', token })
  const tryLogin = (username: string, password: string) =>
    call(t.app, { method: 'POST', url: '/auth/login', payload: { username, password } })
  const resetMails = (email: string) => mailsTo(t.config, email).filter((m) => m.subject === RESET_SUBJECT)
  /** Asks for a link and returns its e-mail (sent after the answer: waits for the app's background jobs). */
  const requestLink = async (email: string): Promise<Mail> => {
    const res = await forgot(email)
    assert.deepEqual(res.body, { info: { ok: true } })
    await t.app.ctx.background.idle()
    const mail = lastMail(t.config, email)
    assert.equal(mail.subject, RESET_SUBJECT)
    return mail
  }
  const expectError = (res: Awaited<ReturnType<typeof reset>>, status: number, code: string) => {
    assert.equal(res.status, status, JSON.stringify(res.body))
    assert.equal(res.body.error.code, code)
  }

  it('e-mails a single-use link valid one hour; the new password works, the old one not, and every session ends', async () => {
    const { email } = await signUp(t)
    const phone = await login(t, email)
    const laptop = await login(t, email)
    const mail = await requestLink(email)
    assert.match(mail.link, new RegExp(`^${t.config.publicUrl}/reset-password\\?token=`))
    for (const body of [mail.text, mail.html]) {
      assert.match(body, /vence en 1 hora y solo sirve una vez/)
      assert.match(body, /Si no lo pediste, ignora este correo: tu contraseña no cambia\./)
    }
    assert.ok(mail.text.includes(mail.link))
    const token = tokenFromLink(mail.link)

    // The sign-up's password rules and message; the link survives a refused password.
    const short = await reset(token, 'corta')
    expectError(short, 400, 'VALIDATION_ERROR')
    assert.equal(short.body.error.message, 'Tu contraseña debe ser mínimo 8 caracteres')
    assert.equal((await me(phone.access_token)).status, 200, 'nothing happened yet')

    assert.deepEqual((await reset(token)).body, { info: { ok: true } })
    expectError(await tryLogin(email, PASSWORD), 401, 'CREDENTIALS_NOT_MATCH')
    await login(t, email, NEW_PASSWORD)
    for (const session of [phone, laptop]) {
      expectError(await refresh(session.refresh_token), 401, 'WRONG_TOKEN')
      expectError(await me(session.access_token), 401, 'WRONG_TOKEN')
    }
    // Single use.
    expectError(await reset(token, 'otra-clave-789'), 409, 'RESET_TOKEN_USED')
    await login(t, email, NEW_PASSWORD)
  })

  it('answers an unknown e-mail exactly like a known one, and sends nothing', async () => {
    const { email } = await signUp(t)
    const ghost = uniqueEmail('ghost')
    const [known, unknown] = [await forgot(email), await forgot(ghost)]
    assert.deepEqual([known.status, known.body], [unknown.status, unknown.body])
    assert.deepEqual(Object.keys(known.headers).sort(), Object.keys(unknown.headers).sort())
    await t.app.ctx.background.idle()
    assert.equal(resetMails(email).length, 1)
    assert.deepEqual(mailsTo(t.config, ghost), [])
  })

  it('the answer does the same work for known and unknown e-mails: the lookup and the e-mail come after it', async () => {
    const { email } = await signUp(t)
    const ghost = uniqueEmail('ghost')
    let release!: () => void
    const gate = new Promise<void>((resolve) => {
      release = resolve
    })
    const started: string[] = []
    const sendLink = mock.method(
      passwordResets,
      'sendLink',
      async (...args: Parameters<typeof passwordResets.sendLink>) => {
        started.push(args[2])
        await gate
      },
    )
    try {
      // Both answers arrive while the job that would look the account up is held back.
      const known = await forgot(email)
      const unknown = await forgot(ghost)
      assert.deepEqual([known.status, known.body], [200, { info: { ok: true } }])
      assert.deepEqual([unknown.status, unknown.body], [200, { info: { ok: true } }])
      await new Promise((resolve) => setImmediate(resolve))
      assert.deepEqual(
        started,
        [email, ghost],
        'the same job for both, given only the e-mail, still held when both answered',
      )
      release()
      await t.app.ctx.background.idle()
      assert.equal(sendLink.mock.callCount(), 2)
    } finally {
      sendLink.mock.restore()
    }
    assert.deepEqual(resetMails(email), [], 'the held jobs were stand-ins')
  })

  it('a newer link retires the older ones; a password change retires them too', async () => {
    const { email } = await signUp(t)
    const first = await requestLink(email)
    const second = await requestLink(email)
    const replaced = await reset(tokenFromLink(first.link))
    expectError(replaced, 409, 'RESET_TOKEN_REPLACED')
    assert.match(replaced.body.error.message, /solicita uno nuevo/)

    // The owner remembers the password and changes it in the panel: the pending link dies.
    const session = await login(t, email)
    const changed = await call(t.app, {
      method: 'PUT',
      url: '/auth/change-password',
      token: session.access_token,
      payload: { password: PASSWORD, new_password: NEW_PASSWORD },
    })
    assert.equal(changed.status, 200)
    expectError(await reset(tokenFromLink(second.link), 'otra-clave-789'), 409, 'RESET_TOKEN_REPLACED')
    await login(t, email, NEW_PASSWORD)
  })

  it('a link expires after an hour', async () => {
    const { email } = await signUp(t)
    const mail = await requestLink(email)
    const hour = t.config.resetTokenTtl * 1000 + 1000
    assert.equal(t.config.resetTokenTtl, 3600)
    t.travel(hour)
    try {
      expectError(await reset(tokenFromLink(mail.link)), 400, 'RESET_TOKEN_EXPIRED')
    } finally {
      t.travel(-hour)
    }
    await login(t, email)
  })

  it('refuses unknown tokens, and a verification link is not a reset link (nor the reverse)', async () => {
    expectError(await reset('no-existe'), 400, 'RESET_TOKEN_INVALID')
    const { email } = await signUp(t, { verify: false })
    const verification = tokenFromLink(lastMail(t.config, email).link)
    expectError(await reset(verification), 400, 'RESET_TOKEN_INVALID')
    const resetLink = tokenFromLink((await requestLink(email)).link)
    const asVerification = await call(t.app, {
      method: 'PUT',
      url: '/auth/verify-email',
      payload: { token: resetLink },
    })
    assert.equal(asVerification.body.error.code, 'VERIFY_TOKEN_INVALID')
  })

  it('resetting a still-unverified account verifies it (the link proves the mailbox) and gives it its first branch', async () => {
    const { email, id } = await signUp(t, { verify: false, company: 'Fonda Nueva' })
    const verification = lastMail(t.config, email).link
    assert.equal((await reset(tokenFromLink((await requestLink(email)).link))).status, 200)
    const session = await login(t, email, NEW_PASSWORD)
    assert.equal((await me(session.access_token)).status, 200)
    const branches = await t.db.selectFrom('sucursales').select('name').where('account_id', '=', id).execute()
    assert.deepEqual(branches, [{ name: 'Fonda Nueva' }])
    const stale = await call(t.app, {
      method: 'PUT',
      url: '/auth/verify-email',
      payload: { token: tokenFromLink(verification) },
    })
    assert.equal(stale.body.error.code, 'ALREADY_VERIFIED')
  })

  it("so a stranger's pending sign-up with the owner's e-mail is taken back by a reset", async () => {
    const email = uniqueEmail('owner')
    await call(t.app, {
      method: 'POST',
      url: '/auth/signup',
      payload: { email, password: 'clave-del-intruso', company: 'Intruso', business_kind: 'Bar' },
    })
    const strangersLink = lastMail(t.config, email).link
    assert.equal((await reset(tokenFromLink((await requestLink(email)).link))).status, 200)
    expectError(await tryLogin(email, 'clave-del-intruso'), 401, 'CREDENTIALS_NOT_MATCH')
    await login(t, email, NEW_PASSWORD)
    assert.equal(
      (
        await call(t.app, {
          method: 'PUT',
          url: '/auth/verify-email',
          payload: { token: tokenFromLink(strangersLink) },
        })
      ).body.error.code,
      'ALREADY_VERIFIED',
    )
  })

  it('the same link used twice at once succeeds once', async () => {
    const { email } = await signUp(t)
    const token = tokenFromLink((await requestLink(email)).link)
    const results = await Promise.all([reset(token, 'clave-uno-111'), reset(token, 'clave-dos-222')])
    const statuses = results.map((r) => r.status).sort()
    assert.deepEqual(statuses, [200, 409], JSON.stringify(results.map((r) => r.body)))
    const winner = results[0].status === 200 ? 'clave-uno-111' : 'clave-dos-222'
    const loser = winner === 'clave-uno-111' ? 'clave-dos-222' : 'clave-uno-111'
    assert.equal((await tryLogin(email, winner)).status, 200)
    assert.equal((await tryLogin(email, loser)).status, 401)
  })
})

describe(`password reset e-mail failures (${DIALECT})`, () => {
  it('a mail that cannot be sent is logged after the answer; the answer is the same', async () => {
    let attempts = 0
    const t = await makeApp(
      { RESET_TOKEN_TTL: '1800' },
      {
        mailer: {
          send: async () => {
            attempts++
            throw new Error('SMTP down')
          },
        },
      },
    )
    try {
      const { email } = await signUp(t, { verify: false })
      attempts = 0
      const res = await call(t.app, { method: 'POST', url: '/auth/forgot-password', payload: { username: email } })
      assert.deepEqual([res.status, res.body], [200, { info: { ok: true } }])
      await t.app.ctx.background.idle()
      assert.equal(attempts, 1)
    } finally {
      await t.close()
    }
  })

  it('RESET_TOKEN_TTL sets the lifetime, and the e-mail says it', async () => {
    const sent: Mail[] = []
    const t = await makeApp(
      { RESET_TOKEN_TTL: '1800' },
      {
        mailer: {
          send: async (m) => {
            sent.push({ ...m, link: m.link ?? '', createdAt: '' })
          },
        },
      },
    )
    try {
      const { email } = await signUp(t, { verify: false })
      await call(t.app, { method: 'POST', url: '/auth/forgot-password', payload: { username: email } })
      await t.app.ctx.background.idle()
      const mail = sent.at(-1)!
      assert.match(mail.text, /vence en 30 minutos/)
      t.travel(1801 * 1000)
      const res = await call(t.app, {
        method: 'PUT',
        url: '/auth/reset-password',
        payload: { token: tokenFromLink(mail.link), password: NEW_PASSWORD },
      })
      assert.equal(res.body.error.code, 'RESET_TOKEN_EXPIRED')
    } finally {
      await t.close()
    }
  })
})
