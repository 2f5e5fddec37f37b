import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { PaymentProvider } from '../src/billing/payments/provider.js'
import { UNCLAIMED_REFUND_MINUTES, runRefunds } from '../src/billing/payments/refunds.js'
import { PAYMENT_WEBHOOK_PATH } from '../src/billing/payments/webhook-route.js'
import { runRenewals } from '../src/billing/renewals/job.js'
import { AUTHENTICATION_TTL_MS, sandboxStore } from '../src/billing/sandbox/store.js'
import { SANDBOX_SIGNATURE_HEADER, sandboxWebhookSecret, signSandboxEvent } from '../src/billing/sandbox/webhooks.js'
import { saveCard, subscribeNegocio } from './billing-helpers.js'
import { account, call, DIALECT, lastMail, login, makeApp, type TestApp } from './helpers.js'

/**
 * Payments whose outcome comes later: the sandbox's 3-D Secure card answers a charge 'pending'
 * with the bank's page; the owner's answer there settles it through the signed webhook; the
 * owner's repeat of the call (same Idempotency-Key) then makes the change or reports the
 * refusal. A lost webhook is made up by asking the provider; a charge nobody comes back for is
 * refunded; a webhook is taken once, and only with a valid signature.
 */

const CARD_3DS = '4000 0000 0000 3220'
const ACTION_MESSAGE = 'Tu banco pide confirmar este pago. Confírmalo en la ventana de tu banco para continuar.'

describe(`payment outcomes: 3-D Secure, webhooks, refunds (${DIALECT})`, () => {
  let t: TestApp
  let secret: string
  before(async () => {
    t = await makeApp()
    secret = sandboxWebhookSecret(t.app.ctx.jwtSecret)
  })
  // On PostgreSQL every test file shares one database: plans left active would be renewed by later renewal runs.
  const tokens: string[] = []
  after(async () => {
    for (const token of tokens) await call(t.app, { method: 'POST', url: '/v1/subscriptions/menu/cancel', token })
    await t.close()
  })

  let keys = 0
  const newKey = () => `outcomes-${process.pid}-${++keys}`
  async function owner() {
    const a = await account(t)
    tokens.push(a.access_token)
    await saveCard(t.app, a.access_token, CARD_3DS)
    return a
  }
  const subscribe = (token: string, key: string) => subscribeNegocio(t.app, token, key)
  const planOf = async (id: number) =>
    (await t.db.selectFrom('accounts').select('plan_code').where('id', '=', id).executeTakeFirstOrThrow()).plan_code
  const chargesOf = (id: number) =>
    t.db.selectFrom('charges').selectAll().where('account_id', '=', id).orderBy('id').execute()
  const historyOf = (id: number) =>
    t.db.selectFrom('billing_history').selectAll().where('account_id', '=', id).execute()
  const webhook = (body: string, signature?: string) =>
    call(t.app, {
      method: 'POST',
      url: PAYMENT_WEBHOOK_PATH,
      headers: { 'content-type': 'application/json', ...(signature && { [SANDBOX_SIGNATURE_HEADER]: signature }) },
      payload: body,
    })

  /** A subscription call that the bank wants authenticated: 402 with the page, nothing changed yet. */
  async function pendingSubscription() {
    const o = await owner()
    const key = newKey()
    const first = await subscribe(o.access_token, key)
    assert.equal(first.status, 402, JSON.stringify(first.body))
    assert.equal(first.body.error.code, 'PAYMENT_ACTION_REQUIRED')
    assert.equal(first.body.error.message, ACTION_MESSAGE)
    const actionUrl: string = first.body.error.action_url
    assert.match(actionUrl, PAGE_URL)
    assert.equal(await planOf(o.id), 'FREEMIUM')
    assert.deepEqual(await historyOf(o.id), [])
    return { o, key, actionUrl, reference: referenceOf(actionUrl) }
  }
  /** The bank page's address: the charge's reference, and the one-time key handed to the session that started it. */
  const PAGE_URL = /^\/sandbox\/authenticate\/(sbx_ch_[\w-]+)\?token=([\w-]+)$/
  const referenceOf = (actionUrl: string) => PAGE_URL.exec(actionUrl)?.[1] ?? ''
  const tokenOf = (actionUrl: string) => PAGE_URL.exec(actionUrl)?.[2] ?? ''

  it('3-D Secure authorised: pending until the webhook, then the repeat with the same key makes the change once', async () => {
    const { o, key, actionUrl } = await pendingSubscription()
    const [charge] = await chargesOf(o.id)
    assert.equal(charge?.status, 'pending')
    assert.equal(charge?.action_url, actionUrl)

    // Repeated before the owner answers: the bank's page again with a new key (the older one stops
    // working), still one charge at the provider.
    const again = await subscribe(o.access_token, key)
    assert.equal(again.status, 402)
    const newest: string = again.body.error.action_url
    assert.equal(referenceOf(newest), referenceOf(actionUrl))
    assert.notEqual(tokenOf(newest), tokenOf(actionUrl))
    assert.equal((await chargesOf(o.id)).length, 1)
    assert.equal((await t.app.inject({ method: 'GET', url: actionUrl })).statusCode, 403)

    const page = await t.app.inject({ method: 'GET', url: newest })
    assert.equal(page.statusCode, 200)
    assert.match(page.body, /Confirma tu pago/)
    assert.match(page.body, /\$299 MXN/)
    assert.match(page.body, /Visa •••• 3220/)
    assert.match(String(page.headers['content-security-policy']), /frame-ancestors 'self' /)

    const answer = await call(t.app, { method: 'POST', url: newest, payload: { approve: true } })
    assert.equal(answer.status, 200, JSON.stringify(answer.body))
    // The webhook settled the charge before the page told the panel.
    const [settled] = await chargesOf(o.id)
    assert.equal(settled?.status, 'succeeded')
    assert.equal(settled?.action_url, null)
    const events = await t.db
      .selectFrom('payment_events')
      .selectAll()
      .where('reference', '=', settled?.provider_reference ?? '')
      .execute()
    assert.deepEqual(
      events.map((e) => [e.provider, e.type]),
      [['sandbox', 'charge.succeeded']],
    )

    const done = await subscribe(o.access_token, key)
    assert.equal(done.status, 201, JSON.stringify(done.body))
    assert.equal(await planOf(o.id), 'NEGOCIO')
    assert.equal((await subscribe(o.access_token, key)).status, 201) // a replay writes nothing more
    const history = await historyOf(o.id)
    assert.equal(history.length, 1)
    assert.equal(history[0]?.charge_id, settled?.id)

    // The page takes one answer.
    const twice = await call(t.app, { method: 'POST', url: newest, payload: { approve: false } })
    assert.equal(twice.status, 409)
    assert.equal((await t.app.inject({ method: 'GET', url: newest })).statusCode, 410)
  })

  it("the bank's page is the paying session's alone: without its key, with another payment's, an older or an expired one it is refused and nothing is answered", async () => {
    const { o, key, actionUrl, reference } = await pendingSubscription()
    const other = await pendingSubscription()
    const stillPending = async () =>
      assert.equal((await sandboxStore(t.db, t.config.now).payment(reference))?.status, 'pending')
    const path = actionUrl.split('?')[0]!
    for (const url of [path, `${path}?token=`, `${path}?token=${tokenOf(other.actionUrl)}`, `${path}?token=x`]) {
      const page = await t.app.inject({ method: 'GET', url })
      assert.equal(page.statusCode, 403, url)
      assert.match(page.body, /Este enlace para confirmar el pago no es válido o ya expiró/)
      assert.doesNotMatch(page.body, /Autorizar pago/)
      const answer = await call(t.app, { method: 'POST', url, payload: { approve: true } })
      assert.equal(answer.status, 403, url)
      assert.equal(answer.body.error.code, 'PAYMENT_PAGE_FORBIDDEN')
      assert.equal(
        answer.body.error.message,
        'Este enlace para confirmar el pago no es válido o ya expiró. Cierra la ventana y vuelve a intentar el pago desde tu panel.',
      )
    }
    await stillPending()
    assert.equal((await chargesOf(o.id))[0]?.status, 'pending')

    // The key expires like a bank's session: the owner's repeat of the call hands a new one.
    t.travel(AUTHENTICATION_TTL_MS + 1000)
    assert.equal((await t.app.inject({ method: 'GET', url: actionUrl })).statusCode, 403)
    assert.equal((await call(t.app, { method: 'POST', url: actionUrl, payload: { approve: true } })).status, 403)
    await stillPending()
    const session = (await login(t, o.email)).access_token // the access token expired meanwhile too
    const again = await subscribe(session, key)
    assert.equal(again.status, 402)
    const fresh: string = again.body.error.action_url
    assert.equal((await t.app.inject({ method: 'GET', url: fresh })).statusCode, 200)
    assert.equal((await call(t.app, { method: 'POST', url: fresh, payload: { approve: true } })).status, 200)
    // Spent: a replay of the answer is refused, and the other payment was never touched.
    assert.equal((await call(t.app, { method: 'POST', url: fresh, payload: { approve: false } })).status, 409)
    assert.equal((await subscribe(session, key)).status, 201)
    assert.equal(
      (await sandboxStore(t.db, t.config.now).payment(other.reference))?.status,
      'pending',
      "another owner's payment",
    )
  })

  it('3-D Secure refused: the repeat answers 402 PAYMENT_DECLINED and nothing changes', async () => {
    const { o, key, actionUrl } = await pendingSubscription()
    assert.equal((await call(t.app, { method: 'POST', url: actionUrl, payload: { approve: false } })).status, 200)
    const declined = await subscribe(o.access_token, key)
    assert.equal(declined.status, 402)
    assert.equal(declined.body.error.code, 'PAYMENT_DECLINED')
    assert.equal(await planOf(o.id), 'FREEMIUM')
    assert.equal((await chargesOf(o.id))[0]?.status, 'declined')
  })

  it('a lost webhook: the repeat asks the provider and makes the change', async () => {
    const { o, key, actionUrl, reference } = await pendingSubscription()
    // The owner authorised at the bank, but its webhook never arrived.
    assert.equal(await sandboxStore(t.db, t.config.now).authenticate(reference, true, tokenOf(actionUrl)), true)
    assert.equal((await chargesOf(o.id))[0]?.status, 'pending')
    const done = await subscribe(o.access_token, key)
    assert.equal(done.status, 201, JSON.stringify(done.body))
    assert.equal(await planOf(o.id), 'NEGOCIO')
    assert.equal((await chargesOf(o.id))[0]?.status, 'succeeded')
    // The webhook arriving late changes nothing.
    const body = JSON.stringify({ id: `evt_late_${reference}`, type: 'charge.declined', data: { reference } })
    const late = await webhook(body, signSandboxEvent(secret, body, t.config.now()))
    assert.equal(late.status, 200)
    assert.equal((await chargesOf(o.id))[0]?.status, 'succeeded')
  })

  it('a charge nobody comes back for is refunded after the wait, and the late repeat answers CHARGE_REFUNDED', async () => {
    const { o, key, actionUrl, reference } = await pendingSubscription()
    assert.equal((await call(t.app, { method: 'POST', url: actionUrl, payload: { approve: true } })).status, 200)

    assert.equal((await runRefunds(t.app.ctx, t.app.log)).refunded, 0, 'not before the wait')
    t.travel((UNCLAIMED_REFUND_MINUTES + 1) * 60_000)
    const summary = await runRefunds(t.app.ctx, t.app.log)
    assert.ok(summary.refunded >= 1)
    const [charge] = await chargesOf(o.id)
    assert.equal(charge?.refund_status, 'succeeded')
    assert.match(charge?.refund_reference ?? '', /^sbx_re_/)
    assert.equal((await sandboxStore(t.db, t.config.now).payment(reference))?.refunded_cents, charge?.amount_cents)
    const notice = lastMail(t.config, o.email)
    assert.equal(notice.subject, 'Te devolvimos un pago - Menú Digital')
    assert.match(notice.text, /te devolvimos el importe a Visa terminada en 3220\. Tu suscripción no cambió\./)
    assert.match(notice.text, /\$299 MXN/)

    const late = await subscribe((await login(t, o.email)).access_token, key) // the owner's session expired meanwhile
    assert.equal(late.status, 409)
    assert.equal(late.body.error.code, 'CHARGE_REFUNDED')
    assert.equal(await planOf(o.id), 'FREEMIUM')
    assert.deepEqual(await historyOf(o.id), [])
    // Refunded once: a second sweep finds nothing of this account's.
    await runRefunds(t.app.ctx, t.app.log)
    assert.equal((await sandboxStore(t.db, t.config.now).payment(reference))?.refunded_cents, charge?.amount_cents)
  })

  it('a charge whose change was made is never refunded', async () => {
    const { o, key, actionUrl } = await pendingSubscription()
    await call(t.app, { method: 'POST', url: actionUrl, payload: { approve: true } })
    assert.equal((await subscribe(o.access_token, key)).status, 201)
    t.travel((UNCLAIMED_REFUND_MINUTES + 1) * 60_000)
    await runRefunds(t.app.ctx, t.app.log)
    assert.equal((await chargesOf(o.id))[0]?.refund_status, null)
  })

  it('webhooks: a wrong, missing or stale signature is 400 and nothing is recorded; a valid event is taken once', async () => {
    const id = `evt_test_${process.pid}_${Date.now()}`
    const body = JSON.stringify({ id, type: 'charge.succeeded', data: { reference: 'sbx_ch_nobody' } })
    const recorded = async () =>
      (await t.db.selectFrom('payment_events').select('event_id').where('event_id', '=', id).execute()).length

    for (const signature of [
      undefined,
      signSandboxEvent('another secret', body, t.config.now()),
      signSandboxEvent(secret, body, t.config.now() - 10 * 60_000),
      signSandboxEvent(secret, `${body} `, t.config.now()),
    ]) {
      const refused = await webhook(body, signature)
      assert.equal(refused.status, 400, String(signature))
      assert.equal(refused.body.error.code, 'WEBHOOK_SIGNATURE_INVALID')
    }
    assert.equal(await recorded(), 0)

    const signature = signSandboxEvent(secret, body, t.config.now())
    const [a, b] = await Promise.all([webhook(body, signature), webhook(body, signature)])
    assert.deepEqual([a?.status, b?.status], [200, 200])
    assert.deepEqual([a?.body.duplicate, b?.body.duplicate].sort(), [false, true])
    const replay = await webhook(body, signature)
    assert.deepEqual(replay.body, { received: true, duplicate: true })
    assert.equal(await recorded(), 1)
  })

  it('a renewal on the 3-D Secure card is declined (nobody is there to authenticate): the subscription is unpaid', async () => {
    const { o, key, actionUrl } = await pendingSubscription()
    await call(t.app, { method: 'POST', url: actionUrl, payload: { approve: true } })
    assert.equal((await subscribe(o.access_token, key)).status, 201)
    t.travel(32 * 24 * 60 * 60_000)
    await runRenewals(t.app.ctx, t.app.log)
    const sub = await t.db
      .selectFrom('subscriptions')
      .select('status')
      .where('account_id', '=', o.id)
      .where('kind', '=', 'menu')
      .executeTakeFirstOrThrow()
    assert.equal(sub.status, 'unpaid')
    const renewal = (await chargesOf(o.id)).find((c) => c.idempotency_key.startsWith('renewal:'))
    assert.equal(renewal?.status, 'declined')
  })

  it('a renewal the bank is still processing stays pending (the plan is kept, not unpaid) and is written once it succeeds', async () => {
    const o = await account(t)
    tokens.push(o.access_token)
    await saveCard(t.app, o.access_token)
    assert.equal((await subscribe(o.access_token, newKey())).status, 201)
    // A provider whose renewals come back 'processing' until the bank settles them.
    let settled = false
    const sandbox = t.app.ctx.payments
    const processing: PaymentProvider = {
      ...sandbox,
      async charge(request) {
        const outcome = await sandbox.charge(request)
        return request.renewal ? { status: 'pending', reference: outcome.reference } : outcome
      },
      async chargeStatus(reference) {
        return settled ? { status: 'succeeded', reference } : { status: 'pending', reference }
      },
    }
    const run = () => runRenewals({ ...t.app.ctx, payments: processing }, t.app.log)
    const menu = () =>
      t.db
        .selectFrom('subscriptions')
        .select(['status', 'expires_at'])
        .where('account_id', '=', o.id)
        .where('kind', '=', 'menu')
        .executeTakeFirstOrThrow()
    const before = await menu()
    t.travel(32 * 24 * 60 * 60_000)

    await run()
    assert.deepEqual(await menu(), before, 'nothing written while the bank processes it')
    const renewal = async () => (await chargesOf(o.id)).filter((c) => c.idempotency_key.startsWith('renewal:'))
    assert.deepEqual(
      (await renewal()).map((c) => c.status),
      ['pending'],
    )
    await run() // asked again: still processing, still one charge
    assert.equal((await renewal()).length, 1)

    settled = true
    await run()
    const after = await menu()
    assert.equal(after.status, 'active')
    assert.ok(Date.parse(after.expires_at) > Date.parse(before.expires_at), 'a new period')
    assert.deepEqual(
      (await renewal()).map((c) => c.status),
      ['succeeded'],
    )
    const renewals = (await historyOf(o.id)).filter((h) => h.action === 'renewal')
    assert.equal(renewals.length, 1)
  })
})
