import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
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

/**
 * Until its e-mail is verified an account is only a claim on the address: a new sign-up
 * replaces it, and whoever verifies the mailbox activates the password of the sign-up whose
 * link they used, never a stranger's earlier one.
 */
describe(`sign-up of an unverified e-mail (${DIALECT})`, () => {
  let t: TestApp
  before(async () => {
    t = await makeApp()
  })
  after(async () => t.close())

  const signup = (email: string, password: string, company: string, businessKind = 'Bar') =>
    call(t.app, {
      method: 'POST',
      url: '/auth/signup',
      payload: { email, password, company, business_kind: businessKind },
    })
  const verify = (link: string, password?: string) =>
    call(t.app, { method: 'PUT', url: '/auth/verify-email', payload: { token: tokenFromLink(link), password } })
  const tryLogin = (username: string, password: string) =>
    call(t.app, { method: 'POST', url: '/auth/login', payload: { username, password } })
  /** The verification e-mail that greets `company` (each sign-up below uses its own company name). */
  const mailOf = (email: string, company: string): Mail => {
    const found = mailsTo(t.config, email).filter((m) => m.text.startsWith(`Hola ${company}:`))
    assert.equal(found.length, 1, `one e-mail for ${company}`)
    return found[0]
  }

  it("a stranger's earlier sign-up with the owner's e-mail never gives the stranger the verified account", async () => {
    const email = uniqueEmail('owner')
    // The stranger signs up first with the owner's address and a password of their own.
    assert.equal((await signup(email, 'clave-del-intruso', 'Intruso', 'Otro')).status, 201)
    // The owner's own sign-up is accepted (it used to be 409 EMAIL_IN_USE) and replaces the claim.
    const owner = await signup(email, 'clave-del-dueno', 'Tacos del Dueño', 'Taquería')
    assert.equal(owner.status, 201, JSON.stringify(owner.body))
    // The stranger's link (also in the owner's mailbox) no longer works, and says why.
    const stale = await verify(mailOf(email, 'Intruso').link)
    assert.equal(stale.status, 409)
    assert.equal(stale.body.error.code, 'VERIFY_TOKEN_REPLACED')
    assert.match(stale.body.error.message, /más reciente/)
    // The address was claimed with two passwords: the owner's link asks for the password, and
    // activates the account with the owner's.
    const asked = await verify(mailOf(email, 'Tacos del Dueño').link)
    assert.equal(asked.status, 409)
    assert.equal(asked.body.error.code, 'VERIFY_PASSWORD_REQUIRED')
    assert.equal((await verify(mailOf(email, 'Tacos del Dueño').link, 'clave-del-dueno')).status, 200)
    const intruder = await tryLogin(email, 'clave-del-intruso')
    assert.equal(intruder.status, 401)
    assert.equal(intruder.body.error.code, 'CREDENTIALS_NOT_MATCH')
    const tokens = await login(t, email, 'clave-del-dueno')
    const me = await call(t.app, { method: 'GET', url: '/v1/profiles/me', token: tokens.access_token })
    assert.equal(me.body.info.company, 'Tacos del Dueño')
    assert.equal(me.body.info.business_kind, 'Taquería')
    // Once verified, the address is taken: a new sign-up is refused and changes nothing.
    const late = await signup(email, 'otra-clave-123', 'Intruso')
    assert.equal(late.status, 409)
    assert.equal(late.body.error.code, 'EMAIL_IN_USE')
    await login(t, email, 'clave-del-dueno')
    // The stranger's old link now says the account is verified.
    const afterwards = await verify(mailOf(email, 'Intruso').link)
    assert.equal(afterwards.status, 409)
    assert.equal(afterwards.body.error.code, 'ALREADY_VERIFIED')
  })

  it('the attack as reported: the owner asks for the link again instead of signing up', async () => {
    const email = uniqueEmail('owner')
    assert.equal((await signup(email, 'clave-del-intruso', 'Intruso')).status, 201)
    // The owner signs up (now accepted), then also asks for the e-mail again: the resent link
    // is bound to the owner's password, the stranger's is dead.
    assert.equal((await signup(email, 'clave-del-dueno', 'Dueño')).status, 201)
    assert.equal(
      (await call(t.app, { method: 'POST', url: '/auth/resend-email', payload: { username: email } })).status,
      200,
    )
    const resent = lastMail(t.config, email)
    assert.ok(resent.text.startsWith('Hola Dueño:'))
    assert.equal((await verify(mailOf(email, 'Intruso').link)).body.error.code, 'VERIFY_TOKEN_REPLACED')
    assert.equal((await verify(resent.link, 'clave-del-dueno')).status, 200)
    assert.equal((await tryLogin(email, 'clave-del-intruso')).status, 401)
    await login(t, email, 'clave-del-dueno')
  })

  it("the owner pressing 'reenviar' after a stranger's sign-up never activates the stranger's password", async () => {
    const email = uniqueEmail('owner')
    assert.equal((await signup(email, 'clave-del-intruso', 'Intruso')).status, 201)
    // The owner, who never signed up, asks for the e-mail and clicks the link: it asks for the
    // password, which the owner does not know; the link stays unused and nothing is activated.
    assert.equal(
      (await call(t.app, { method: 'POST', url: '/auth/resend-email', payload: { username: email } })).status,
      200,
    )
    const resent = lastMail(t.config, email).link
    assert.equal((await verify(resent)).body.error.code, 'VERIFY_PASSWORD_REQUIRED')
    const wrong = await verify(resent, 'clave-del-dueno')
    assert.equal(wrong.status, 409)
    assert.equal(wrong.body.error.code, 'VERIFY_PASSWORD_MISMATCH')
    assert.match(wrong.body.error.message, /regístrate de nuevo/)
    assert.equal((await tryLogin(email, 'clave-del-intruso')).body.error.code, 'MISSING_VERIFY_EMAIL')
    // The owner signs up and wins.
    assert.equal((await signup(email, 'clave-del-dueno', 'Dueño')).status, 201)
    assert.equal((await verify(lastMail(t.config, email).link, 'clave-del-dueno')).status, 200)
    assert.equal((await tryLogin(email, 'clave-del-intruso')).status, 401)
    await login(t, email, 'clave-del-dueno')
  })

  it("the stranger signing up again after the owner: the newest link in the owner's mailbox never activates the stranger's password", async () => {
    const email = uniqueEmail('owner')
    assert.equal((await signup(email, 'clave-del-intruso', 'Intruso')).status, 201)
    assert.equal((await signup(email, 'clave-del-dueno', 'Dueño')).status, 201)
    assert.equal((await signup(email, 'clave-del-intruso', 'Intruso de nuevo')).status, 201)
    // Even a second sign-up with the same password is still a contested address.
    assert.equal((await signup(email, 'clave-del-intruso', 'Intruso otra vez')).status, 201)
    const newest = lastMail(t.config, email).link
    assert.equal((await verify(newest)).body.error.code, 'VERIFY_PASSWORD_REQUIRED')
    assert.equal((await verify(newest, 'clave-del-dueno')).body.error.code, 'VERIFY_PASSWORD_MISMATCH')
    assert.equal((await tryLogin(email, 'clave-del-intruso')).body.error.code, 'MISSING_VERIFY_EMAIL')
    assert.equal((await signup(email, 'clave-del-dueno', 'Dueño')).status, 201)
    assert.equal((await verify(lastMail(t.config, email).link, 'clave-del-dueno')).status, 200)
    assert.equal((await tryLogin(email, 'clave-del-intruso')).status, 401)
  })

  it('a single sign-up still verifies with one click', async () => {
    const email = uniqueEmail()
    assert.equal((await signup(email, PASSWORD, 'Una vez')).status, 201)
    assert.equal((await verify(lastMail(t.config, email).link)).status, 200)
    await login(t, email, PASSWORD)
  })

  it('only the newest link works: a resend or a new sign-up retires the older ones, distinguishably from an invalid link', async () => {
    const email = uniqueEmail()
    await signup(email, PASSWORD, 'Primera')
    const first = lastMail(t.config, email)
    await call(t.app, { method: 'POST', url: '/auth/resend-email', payload: { username: email } })
    const second = lastMail(t.config, email)
    assert.notEqual(second.link, first.link)
    await signup(email, PASSWORD, 'Tercera')
    const third = lastMail(t.config, email)
    for (const old of [first, second]) {
      const res = await verify(old.link)
      assert.equal(res.status, 409)
      assert.equal(res.body.error.code, 'VERIFY_TOKEN_REPLACED')
    }
    const invalid = await verify(`${t.config.publicUrl}/success-email?token=no-existe`)
    assert.equal(invalid.body.error.code, 'VERIFY_TOKEN_INVALID')
    assert.notEqual(invalid.body.error.message, (await verify(first.link)).body.error.message)
    // A resend's link asked for the password: the address's later links do too.
    assert.equal((await verify(third.link)).body.error.code, 'VERIFY_PASSWORD_REQUIRED')
    assert.equal((await verify(third.link, PASSWORD)).status, 200)
    // The same link again: used.
    assert.equal((await verify(third.link)).body.error.code, 'VERIFY_TOKEN_USED')
  })

  it('the verification e-mail tells a reader who did not sign up to ignore it', async () => {
    const { email } = await signUp(t, { verify: false })
    const mail = lastMail(t.config, email)
    for (const body of [mail.text, mail.html]) {
      assert.match(body, /Si no creaste esta cuenta, ignora este correo/)
      assert.match(body, /solo funciona el enlace del último correo/)
    }
  })

  it('concurrent sign-ups for one new e-mail leave exactly one working link, and its password is the one that works', async () => {
    const email = uniqueEmail('race')
    const N = 8
    const results = await Promise.all(
      Array.from({ length: N }, (_, i) => signup(email, `clave-numero-${i}`, `Negocio ${i}`)),
    )
    assert.deepEqual(
      results.map((r) => r.status),
      Array(N).fill(201),
      JSON.stringify(results.map((r) => r.body)),
    )
    assert.equal(new Set(results.map((r) => r.body.info.id)).size, 1, 'one account')
    const accountId = results[0].body.info.id as number
    // One live link, bound to the account's current password.
    const live = await t.db
      .selectFrom('email_tokens')
      .innerJoin('accounts', 'accounts.id', 'email_tokens.account_id')
      .select(['email_tokens.password_hash as bound', 'accounts.password_hash as current'])
      .where('email_tokens.account_id', '=', accountId)
      .where('used_at', 'is', null)
      .where('revoked_at', 'is', null)
      .execute()
    assert.equal(live.length, 1)
    assert.equal(live[0].bound, live[0].current)
    const outcomes = []
    for (let i = 0; i < N; i++)
      outcomes.push({ i, res: await verify(mailOf(email, `Negocio ${i}`).link, `clave-numero-${i}`) })
    const winners = outcomes.filter((o) => o.res.status === 200)
    assert.equal(winners.length, 1, JSON.stringify(outcomes.map((o) => o.res.body)))
    for (const o of outcomes.filter((x) => x !== winners[0])) {
      assert.ok(
        ['VERIFY_TOKEN_REPLACED', 'ALREADY_VERIFIED'].includes(o.res.body.error.code),
        JSON.stringify(o.res.body),
      )
    }
    const winner = winners[0].i
    for (let i = 0; i < N; i++) {
      assert.equal(
        (await tryLogin(email, `clave-numero-${i}`)).status,
        i === winner ? 200 : 401,
        `password ${i} (winner ${winner})`,
      )
    }
  })

  it('a sign-up racing the verification of an earlier one: either the verified account keeps its password, or the new sign-up wins', async () => {
    for (let round = 0; round < 10; round++) {
      const email = uniqueEmail('race')
      await signup(email, 'clave-primera', 'Primera')
      const firstLink = lastMail(t.config, email).link
      const [verified, second] = await Promise.all([verify(firstLink), signup(email, 'clave-segunda', 'Segunda')])
      if (verified.status === 200) {
        // The verification ran first: the address is taken and keeps the first password.
        assert.equal(second.status, 409, JSON.stringify(second.body))
        assert.equal((await tryLogin(email, 'clave-primera')).status, 200)
        assert.equal((await tryLogin(email, 'clave-segunda')).status, 401)
      } else {
        // The sign-up ran first: the first link is dead, the second one verifies the second password.
        assert.equal(verified.body.error.code, 'VERIFY_TOKEN_REPLACED', JSON.stringify(verified.body))
        assert.equal(second.status, 201)
        assert.equal((await verify(mailOf(email, 'Segunda').link, 'clave-segunda')).status, 200)
        assert.equal((await tryLogin(email, 'clave-segunda')).status, 200)
        assert.equal((await tryLogin(email, 'clave-primera')).status, 401)
      }
    }
  })
})
