import assert from 'node:assert/strict'
import { createHash } from 'node:crypto'
import { setTimeout as sleep } from 'node:timers/promises'
import { after, before, describe, it } from 'node:test'
import { sql } from 'kysely'
import { assertCharged, chargeOnce, type ChargeInput } from '../src/billing/payments/charges.js'
import type { ChargeRequest, PaymentProvider } from '../src/billing/payments/provider.js'
import { checkCard, luhnValid } from '../src/billing/sandbox/cards.js'
import type { AppError } from '../src/errors.js'
import { watchCharges } from './billing-helpers.js'
import { account, call, DIALECT, makeApp, type TestApp } from './helpers.js'

const VISA_OK = '4242 4242 4242 4242'
const VISA_DECLINED = '4000 0000 0000 0002'
const VISA_RENEWAL_FAILS = '4000 0000 0000 0341'
const CARD_HOLDER = 'Ana Tarjetahabiente Prueba'
const DECLINED = 'El pago falló. Por favor intenta más tarde o usa otra tarjeta diferente'

/** A provider that counts charges and holds each one for a moment, so concurrent calls overlap. */
function counting(inner: PaymentProvider, delayMs = 30) {
  const calls: ChargeRequest[] = []
  const provider = watchCharges(inner, async (request) => {
    calls.push(request)
    await sleep(delayMs)
  })
  return { provider, calls }
}

describe(`payments: sandbox card page, saved cards, idempotent charges (${DIALECT})`, () => {
  let t: TestApp
  before(async () => {
    t = await makeApp()
  })
  after(async () => t.close())

  const panelOrigin = () => new URL(t.config.publicUrl).origin

  async function checkout(token: string): Promise<{ checkout_id: string; url: string }> {
    const res = await call(t.app, { method: 'GET', url: '/v1/payment-sources/card-token', token })
    assert.equal(res.status, 200, JSON.stringify(res.body))
    assert.equal(res.body.info.test_mode, true, "the sandbox's card page is in test mode")
    return res.body.info
  }

  const submitCard = (url: string, card: Partial<{ number: string; expiry: string; cvc: string; name: string }> = {}) =>
    call(t.app, {
      method: 'POST',
      url: `${url}/card`,
      payload: { number: VISA_OK, expiry: '12/34', cvc: '123', name: CARD_HOLDER, ...card },
    })

  /** A card token from a fresh card page of the account. */
  async function cardToken(token: string, number = VISA_OK): Promise<string> {
    const res = await submitCard((await checkout(token)).url, { number })
    assert.equal(res.status, 201, JSON.stringify(res.body))
    return res.body.card_token
  }

  const methods = (token: string) => ({
    list: async () =>
      (await call(t.app, { method: 'GET', url: '/v1/profiles/me/payment-methods', token })).body.info as Array<{
        id: string
        brand: string
        last4: string
        default: boolean
      }>,
    add: (cardTokenValue: string) =>
      call(t.app, {
        method: 'POST',
        url: '/v1/profiles/me/payment-methods',
        token,
        payload: { card_token: cardTokenValue },
      }),
    remove: (id: string) => call(t.app, { method: 'DELETE', url: `/v1/profiles/me/payment-methods/${id}`, token }),
    setDefault: (id: string | null) =>
      call(t.app, { method: 'PUT', url: '/v1/profiles/me', token, payload: { default_payment_method_id: id } }),
    profileDefault: async () =>
      (await call(t.app, { method: 'GET', url: '/v1/profiles/me', token })).body.info.default_payment_method_id as
        | string
        | null,
  })

  /** A saved card of a new account: its id and the account. */
  async function savedCard(number = VISA_OK) {
    const a = await account(t)
    const res = await methods(a.access_token).add(await cardToken(a.access_token, number))
    assert.equal(res.status, 201, JSON.stringify(res.body))
    return { accountId: a.id, paymentMethodId: res.body.info.id as string }
  }

  let keys = 0
  const charge = (
    card: { accountId: number; paymentMethodId: string },
    extra: Partial<ChargeInput> = {},
  ): ChargeInput => ({
    ...card,
    idempotencyKey: `pago-${++keys}`,
    amountCents: 29900,
    currency: 'MXN',
    description: 'Plan Negocio (mensual)',
    ...extra,
  })

  describe('card page', () => {
    it('is served with a strict CSP (inline script and style by hash only), no external resource, framed by the panel only', async () => {
      const a = await account(t)
      const both = await Promise.all(
        ['/v1/payment-sources/card-token', '/v1/subscriptions/card-token'].map((url) =>
          call(t.app, { method: 'GET', url, token: a.access_token }),
        ),
      )
      for (const res of both) {
        assert.equal(res.status, 200)
        assert.match(res.body.info.checkout_id, /^chk_/)
        assert.equal(res.body.info.url, `/sandbox/checkout/${res.body.info.checkout_id}`)
      }
      assert.notEqual(both[0]!.body.info.checkout_id, both[1]!.body.info.checkout_id)
      assert.equal((await call(t.app, { method: 'GET', url: '/v1/payment-sources/card-token' })).status, 401)

      const page = await t.app.inject({ method: 'GET', url: both[0]!.body.info.url })
      assert.equal(page.statusCode, 200)
      assert.match(String(page.headers['content-type']), /^text\/html/)
      assert.equal(page.headers['x-frame-options'], undefined)
      assert.equal(page.headers['cache-control'], 'no-store')
      const csp = String(page.headers['content-security-policy'])
      const html = page.body
      const inline = (tag: string) =>
        [...html.matchAll(new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`, 'g'))].map(
          (m) => `'sha256-${createHash('sha256').update(m[1]!).digest('base64')}'`,
        )
      const [scriptHash] = inline('script')
      const [styleHash] = inline('style')
      assert.ok(scriptHash && styleHash, 'one inline script and one inline style')
      assert.match(csp, /default-src 'none'/)
      assert.ok(csp.includes(`script-src ${scriptHash}`), csp)
      assert.ok(csp.includes(`style-src ${styleHash}`), csp)
      assert.ok(!csp.includes('unsafe-inline') && !csp.includes('*'), csp)
      assert.match(csp, /connect-src 'self'/)
      assert.match(csp, /form-action 'none'/)
      const ancestors = /frame-ancestors ([^;]+)/.exec(csp)![1]!.split(' ')
      assert.deepEqual(
        ancestors.sort(),
        ["'self'", panelOrigin(), ...t.config.corsOrigins].filter((o, i, all) => all.indexOf(o) === i).sort(),
      )
      // Nothing is loaded from anywhere: no src/href attribute, no stylesheet link, no inline handler or style attribute.
      assert.doesNotMatch(html, /\s(src|href|style|on\w+)=/i)
      assert.doesNotMatch(html, /<link|<iframe|<img|@import|url\(/i)
      for (const text of [
        'Número de tarjeta',
        'Vencimiento (MM/AA)',
        'CVC',
        'Nombre en la tarjeta',
        'Guardar tarjeta',
        'Tarjetas de prueba',
        '4242 4242 4242 4242',
        '4000 0000 0000 0002',
        '4000 0000 0000 0341',
      ]) {
        assert.ok(html.includes(text), text)
      }
      assert.match(html, /<html lang="es">/)
    })

    it("posts the card token to the panel's origin only, never '*'", async () => {
      const { url } = await checkout((await account(t)).access_token)
      const target = async (query = '') =>
        /data-target-origin="([^"]*)"/.exec((await t.app.inject({ method: 'GET', url: `${url}${query}` })).body)![1]
      assert.equal(await target(), panelOrigin())
      const devPanel = t.config.corsOrigins.find((o) => o !== panelOrigin())!
      assert.equal(
        await target(`?origin=${encodeURIComponent(devPanel)}`),
        devPanel,
        'a panel on a CORS origin names itself',
      )
      assert.equal(
        await target(`?origin=${encodeURIComponent('https://evil.example')}`),
        panelOrigin(),
        'any other origin is ignored',
      )
      const html = (await t.app.inject({ method: 'GET', url })).body
      assert.match(
        html,
        /window\.parent\.postMessage\(\{ type: 'menu-card-token', card_token: r\.data\.card_token \}, target\)/,
      )
      assert.doesNotMatch(html, /postMessage\([^)]*'\*'/)
    })

    it('answers 404 for an unknown checkout', async () => {
      const page = await t.app.inject({ method: 'GET', url: '/sandbox/checkout/chk_nadaaqui' })
      assert.equal(page.statusCode, 404)
      assert.match(page.body, /Este formulario de pago no existe\./)
      assert.match(String(page.headers['content-security-policy']), /frame-ancestors/)
      const post = await submitCard('/sandbox/checkout/chk_nadaaqui')
      assert.equal(post.status, 404)
      assert.equal(post.body.error.code, 'RESOURCE_NOT_FOUND')
    })
  })

  describe('card validation', () => {
    let lastUrl = ''
    it('refuses bad numbers, expiry dates and CVCs with Spanish messages naming the field', async () => {
      const a = await account(t)
      const cases: Array<[Partial<{ number: string; expiry: string; cvc: string; name: string }>, string, string]> = [
        [{ number: '4242 4242 4242 4241' }, 'number', 'Número de tarjeta no válido'], // Luhn
        [{ number: '4242 4242 42' }, 'number', 'Número de tarjeta no válido'], // too short
        [{ number: '6011 1111 1111 1117' }, 'number', 'Número de tarjeta no válido'], // valid Luhn, brand not taken
        [{ number: '4242-4242-4242-424X' }, 'number', 'Número de tarjeta no válido'],
        [{ expiry: '13/30' }, 'expiry', 'Fecha de vencimiento no válida'],
        [{ expiry: '00/30' }, 'expiry', 'Fecha de vencimiento no válida'],
        [{ expiry: 'mañana' }, 'expiry', 'Fecha de vencimiento no válida'],
        [{ expiry: '01/20' }, 'expiry', 'La tarjeta está vencida'],
        [{ cvc: '12' }, 'cvc', 'CVC no válido'],
        [{ cvc: '1234' }, 'cvc', 'CVC no válido'], // 4 digits: Amex only
      ]
      for (const [index, [card, field, message]] of cases.entries()) {
        // A fresh card page every few attempts: each takes 10.
        const { url } = index % 5 === 0 ? await checkout(a.access_token) : { url: lastUrl }
        lastUrl = url
        const res = await submitCard(url, card)
        assert.equal(res.status, 400, JSON.stringify(card))
        assert.deepEqual(
          [res.body.error.code, res.body.error.field, res.body.error.message],
          ['VALIDATION_ERROR', field, message],
          JSON.stringify(card),
        )
      }
      const { url } = await checkout(a.access_token)
      const amex3 = await submitCard(url, { number: '3782 822463 10005', cvc: '123' })
      assert.equal(amex3.body.error.message, 'CVC no válido')
      const amex = await submitCard(url, { number: '3782 822463 10005', cvc: '1234' })
      assert.equal(amex.status, 201)
      const mastercard = await methods(a.access_token).add(await cardToken(a.access_token, '5555 5555 5555 4444'))
      assert.deepEqual([mastercard.body.info.brand, mastercard.body.info.last4], ['mastercard', '4444'])
      const saved = await methods(a.access_token).add(amex.body.card_token)
      assert.deepEqual(
        [saved.body.info.brand, saved.body.info.last4, saved.body.info.exp_month, saved.body.info.exp_year],
        ['amex', '0005', 12, 2034],
      )
    })

    it('card rules: Luhn, brands by prefix, this month still valid', () => {
      assert.ok(luhnValid('4242424242424242'))
      assert.ok(!luhnValid('4242424242424243'))
      const now = new Date(Date.UTC(2026, 10, 23))
      const check = (number: string, expiry: string, cvc = '123') => checkCard({ number, expiry, cvc, name: 'A' }, now)
      assert.deepEqual(check('2223003122003222', '11/26'), {
        ok: true,
        card: { brand: 'mastercard', last4: '3222', exp_month: 11, exp_year: 2026 },
        behaviour: 'succeeds',
      })
      assert.deepEqual(check('4242424242424242', '10/26'), {
        ok: false,
        field: 'expiry',
        message: 'La tarjeta está vencida',
      })
      assert.deepEqual(check('4000000000000341', '1/2030'), {
        ok: true,
        card: { brand: 'visa', last4: '0341', exp_month: 1, exp_year: 2030 },
        behaviour: 'fails_on_renewal',
      })
      assert.equal(check('4242424242424242', '12/99').ok, false, 'more than 20 years ahead is a typo')
      assert.deepEqual(checkCard({ number: '4242424242424242', expiry: '12/30', cvc: '123', name: '  ' }, now), {
        ok: false,
        field: 'name',
        message: 'Escribe el nombre como aparece en la tarjeta',
      })
    })

    it('never stores the card number, the CVC or the name: only token, brand, last4 and expiry', async () => {
      const a = await account(t)
      const { url } = await checkout(a.access_token)
      const res = await submitCard(url, { number: '4000 0000 0000 0341', cvc: '987', name: CARD_HOLDER })
      assert.equal(res.status, 201)
      const saved = await methods(a.access_token).add(res.body.card_token)
      assert.equal(saved.status, 201)
      assert.deepEqual([saved.body.info.brand, saved.body.info.last4], ['visa', '0341'])
      const card = await t.db
        .selectFrom('sandbox_cards')
        .selectAll()
        .where('token', '=', res.body.card_token)
        .executeTakeFirstOrThrow()
      assert.deepEqual(Object.keys(card).sort(), [
        'behaviour',
        'brand',
        'created_at',
        'exp_month',
        'exp_year',
        'last4',
        'token',
      ])
      // Every row of every table: no full number, no leading digits beyond last4, no holder name.
      const tables =
        DIALECT === 'sqlite'
          ? (await sql<{ name: string }>`select name from sqlite_master where type = 'table'`.execute(t.db)).rows.map(
              (r) => r.name,
            )
          : (
              await sql<{
                name: string
              }>`select table_name as name from information_schema.tables where table_schema = current_schema()`.execute(
                t.db,
              )
            ).rows.map((r) => r.name)
      assert.ok(tables.includes('sandbox_cards') && tables.includes('payment_methods'))
      for (const table of tables) {
        const rows = (await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(t.db)).rows
        const text = JSON.stringify(rows)
        for (const secret of ['4000000000000341', '400000000000', '4000 0000', CARD_HOLDER])
          assert.ok(!text.includes(secret), `${table} holds '${secret}'`)
      }
    })
  })

  describe('checkouts', () => {
    it('take one card only', async () => {
      const a = await account(t)
      const { url } = await checkout(a.access_token)
      const [first, second] = await Promise.all([submitCard(url), submitCard(url)])
      assert.deepEqual([first.status, second.status].sort(), [201, 409])
      const again = await submitCard(url)
      assert.deepEqual(
        [again.status, again.body.error.code, again.body.error.message],
        [409, 'CHECKOUT_USED', 'Esta tarjeta ya fue enviada. Cierra el formulario para continuar.'],
      )
      const page = await t.app.inject({ method: 'GET', url })
      assert.equal(page.statusCode, 410)
      assert.match(page.body, /Esta tarjeta ya fue enviada/)
      assert.doesNotMatch(page.body, /<form/)
    })

    it('expire after 30 minutes', async () => {
      const a = await account(t)
      const { url } = await checkout(a.access_token)
      t.travel(29 * 60 * 1000)
      assert.equal((await t.app.inject({ method: 'GET', url })).statusCode, 200)
      t.travel(61 * 1000)
      const page = await t.app.inject({ method: 'GET', url })
      assert.equal(page.statusCode, 410)
      assert.match(page.body, /Este formulario de pago expiró/)
      const res = await submitCard(url)
      assert.deepEqual([res.status, res.body.error.code], [409, 'CHECKOUT_EXPIRED'])
    })

    it('take 10 card attempts, then 429', async () => {
      const { url } = await checkout((await account(t)).access_token)
      for (let i = 0; i < 10; i++) assert.equal((await submitCard(url, { cvc: '1' })).status, 400)
      const blocked = await submitCard(url)
      assert.equal(blocked.status, 429)
      assert.equal(blocked.body.error.code, 'TOO_MANY_REQUESTS')
      assert.ok(Number(blocked.headers['retry-after']) > 0)
    })
  })

  describe('payment methods', () => {
    it('adds (the first is the default), lists, changes the default, deletes (the newest remaining becomes the default)', async () => {
      const a = await account(t)
      const m = methods(a.access_token)
      assert.deepEqual(await m.list(), [])
      const first = await m.add(await cardToken(a.access_token))
      assert.equal(first.status, 201)
      assert.match(first.body.info.id, /^pm_/)
      assert.deepEqual(
        { ...first.body.info, id: 'x' },
        { id: 'x', brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2034, default: true },
      )
      assert.equal(await m.profileDefault(), first.body.info.id)
      t.travel(1000)
      const second = (await m.add(await cardToken(a.access_token, VISA_DECLINED))).body.info
      t.travel(1000)
      const third = (await m.add(await cardToken(a.access_token, VISA_RENEWAL_FAILS))).body.info
      assert.equal(second.default, false)
      assert.deepEqual(
        (await m.list()).map((c) => [c.id, c.last4, c.default]),
        [
          [first.body.info.id, '4242', true],
          [second.id, '0002', false],
          [third.id, '0341', false],
        ],
      )

      const changed = await m.setDefault(second.id)
      assert.equal(changed.status, 200)
      assert.equal(changed.body.info.default_payment_method_id, second.id)
      assert.deepEqual(
        (await m.list()).filter((c) => c.default).map((c) => c.id),
        [second.id],
      )

      const removed = await m.remove(second.id)
      assert.deepEqual(
        removed.body.info,
        { id: second.id, default_payment_method_id: third.id },
        'the newest remaining card',
      )
      assert.equal(await m.profileDefault(), third.id)
      assert.deepEqual(
        (await m.remove(first.body.info.id)).body.info,
        { id: first.body.info.id, default_payment_method_id: third.id },
        'not the default: unchanged',
      )
      assert.deepEqual((await m.remove(third.id)).body.info, { id: third.id, default_payment_method_id: null })
      assert.deepEqual(await m.list(), [])
      assert.equal(await m.profileDefault(), null)
      assert.equal((await m.remove(third.id)).status, 404)
    })

    it('refuses a card token twice, from another account, or unknown', async () => {
      const a = await account(t)
      const b = await account(t)
      const token = await cardToken(a.access_token)
      const stolen = await methods(b.access_token).add(token)
      assert.deepEqual(
        [stolen.status, stolen.body.error.field, stolen.body.error.message],
        [400, 'card_token', 'La tarjeta no es válida. Vuelve a capturarla.'],
      )
      assert.equal((await methods(a.access_token).add(token)).status, 201)
      const twice = await methods(a.access_token).add(token)
      assert.deepEqual([twice.status, twice.body.error.message], [400, 'Esta tarjeta ya está guardada.'])
      assert.equal((await methods(a.access_token).add('tok_inventado')).status, 400)
      assert.equal((await methods(a.access_token).list()).length, 1)
      assert.deepEqual(await methods(b.access_token).list(), [])
    })

    it("are tenant-scoped: another account's card cannot be read, deleted or made the default", async () => {
      const a = await account(t)
      const b = await account(t)
      const aCard = (await methods(a.access_token).add(await cardToken(a.access_token))).body.info.id as string
      const bCard = (await methods(b.access_token).add(await cardToken(b.access_token))).body.info.id as string
      const del = await methods(b.access_token).remove(aCard)
      assert.deepEqual([del.status, del.body.error.code], [404, 'RESOURCE_NOT_FOUND'])
      for (const id of [aCard, 'pm_noexiste']) {
        const res = await methods(b.access_token).setDefault(id)
        assert.deepEqual(
          [res.status, res.body.error.code, res.body.error.field, res.body.error.message],
          [400, 'VALIDATION_ERROR', 'default_payment_method_id', 'Método de pago no encontrado'],
        )
      }
      assert.equal(await methods(b.access_token).profileDefault(), bCard)
      assert.deepEqual(
        (await methods(a.access_token).list()).map((c) => [c.id, c.default]),
        [[aCard, true]],
      )
      assert.equal((await methods(b.access_token).setDefault(null)).body.info.default_payment_method_id, null)
      assert.equal((await methods(b.access_token).setDefault(bCard)).body.info.default_payment_method_id, bCard)
    })
  })

  describe('chargeOnce', () => {
    it('charges once per idempotency key when called again in sequence', async () => {
      const card = await savedCard()
      const { provider, calls } = counting(t.app.ctx.payments, 0)
      const input = charge(card)
      const first = await chargeOnce(t.db, provider, input)
      assert.equal(first.status, 'succeeded')
      assert.equal(first.replayed, false)
      const again = await chargeOnce(t.db, provider, input)
      assert.deepEqual(again, { ...first, replayed: true })
      assert.equal(calls.length, 1)
      assert.equal(calls[0]!.amountCents, 29900)
      const other = await chargeOnce(t.db, provider, { ...input, idempotencyKey: `${input.idempotencyKey}-b` })
      assert.equal(other.status, 'succeeded')
      assert.notEqual(other.chargeId, first.chargeId)
      assert.equal(calls.length, 2, 'another key is another charge')
      const rows = await t.db.selectFrom('charges').selectAll().where('account_id', '=', card.accountId).execute()
      assert.deepEqual(
        rows.map((r) => [r.status, r.amount_cents, r.currency, r.payment_method_id]),
        [
          ['succeeded', 29900, 'MXN', card.paymentMethodId],
          ['succeeded', 29900, 'MXN', card.paymentMethodId],
        ],
      )
      await assert.rejects(
        chargeOnce(t.db, provider, { ...input, amountCents: 100 }),
        (e: AppError) => e.code === 'IDEMPOTENCY_KEY_REUSED' && e.statusCode === 422,
        'a key reused for another amount',
      )
    })

    it('charges once when 10 calls with one key run at the same time', async () => {
      const card = await savedCard()
      const { provider, calls } = counting(t.app.ctx.payments, 50)
      const input = charge(card)
      const results = await Promise.all(Array.from({ length: 10 }, () => chargeOnce(t.db, provider, input)))
      assert.equal(calls.length, 1, 'the provider is called once')
      assert.deepEqual(new Set(results.map((r) => `${r.status}:${r.chargeId}`)).size, 1)
      assert.equal(results[0]!.status, 'succeeded')
      assert.equal(results.filter((r) => !r.replayed).length, 1)
      assert.equal(
        Number(
          (
            await t.db
              .selectFrom('charges')
              .select((eb) => eb.fn.countAll<number | string>().as('n'))
              .where('account_id', '=', card.accountId)
              .executeTakeFirstOrThrow()
          ).n,
        ),
        1,
      )
    })

    it("answers 'pending' while another call with the key is still charging, then its outcome", async () => {
      const card = await savedCard()
      const { provider, calls } = counting(t.app.ctx.payments, 400)
      const input = charge(card)
      const slow = chargeOnce(t.db, provider, input)
      await sleep(50)
      const impatient = await chargeOnce(t.db, provider, input, { waitMs: 50 })
      assert.equal(impatient.status, 'pending')
      assert.throws(
        () => assertCharged(impatient),
        (e: AppError) => e.code === 'CHARGE_IN_PROGRESS' && e.statusCode === 409,
      )
      assert.equal((await slow).status, 'succeeded')
      assert.equal((await chargeOnce(t.db, provider, input)).status, 'succeeded')
      assert.equal(calls.length, 1)
    })

    it('frees the key when the provider fails without an answer, so a retry charges', async () => {
      const card = await savedCard()
      let down = true
      const flaky: PaymentProvider = {
        ...t.app.ctx.payments,
        charge: async (request) => {
          if (down) throw new Error('red caída')
          return t.app.ctx.payments.charge(request)
        },
      }
      const input = charge(card)
      await assert.rejects(chargeOnce(t.db, flaky, input), /red caída/)
      down = false
      assert.equal((await chargeOnce(t.db, flaky, input)).status, 'succeeded')
    })

    it('takes over a pending charge left by a request that died, and charges it once', async () => {
      const card = await savedCard()
      const input = charge(card)
      const at = new Date(t.config.now() - 5 * 60 * 1000).toISOString()
      await t.db
        .insertInto('charges')
        .values({
          account_id: card.accountId,
          idempotency_key: input.idempotencyKey,
          payment_method_id: card.paymentMethodId,
          amount_cents: input.amountCents,
          currency: input.currency,
          description: input.description,
          status: 'pending',
          provider_reference: null,
          created_at: at,
          updated_at: at,
        })
        .execute()
      const { provider, calls } = counting(t.app.ctx.payments, 0)
      const fresh = await chargeOnce(t.db, provider, input, { now: t.config.now, waitMs: 0, staleMs: 10 * 60 * 1000 })
      assert.deepEqual([fresh.status, calls.length], ['pending', 0], 'younger than staleMs: still in progress')
      const [taken, other] = await Promise.all([
        chargeOnce(t.db, provider, input, { now: t.config.now }),
        chargeOnce(t.db, provider, input, { now: t.config.now }),
      ])
      assert.deepEqual([taken.status, other.status, calls.length], ['succeeded', 'succeeded', 1])
    })

    it('a declined card is 402 PAYMENT_DECLINED with the spec message; replays stay declined', async () => {
      const card = await savedCard(VISA_DECLINED)
      const input = charge(card)
      const result = await chargeOnce(t.db, t.app.ctx.payments, input)
      assert.equal(result.status, 'declined')
      assert.throws(
        () => assertCharged(result),
        (e: AppError) => e.code === 'PAYMENT_DECLINED' && e.statusCode === 402 && e.message === DECLINED,
      )
      assert.equal((await chargeOnce(t.db, t.app.ctx.payments, input)).status, 'declined')
      const row = await t.db
        .selectFrom('charges')
        .selectAll()
        .where('id', '=', result.chargeId)
        .executeTakeFirstOrThrow()
      assert.equal(row.status, 'declined')
      assert.match(String(row.provider_reference), /^sbx_ch_/)
    })

    it('the renewal test card charges once, then fails on renewal', async () => {
      const card = await savedCard(VISA_RENEWAL_FAILS)
      const first = await chargeOnce(t.db, t.app.ctx.payments, charge(card))
      assert.equal(first.status, 'succeeded')
      assertCharged(first)
      const renewal = await chargeOnce(t.db, t.app.ctx.payments, charge(card, { renewal: true }))
      assert.equal(renewal.status, 'failed')
      assert.throws(
        () => assertCharged(renewal),
        (e: AppError) => e.code === 'PAYMENT_DECLINED',
      )
      const ok = await chargeOnce(t.db, t.app.ctx.payments, charge(await savedCard(), { renewal: true }))
      assert.equal(ok.status, 'succeeded', 'the always-succeeding card renews')
    })

    it("refuses a charge under Stripe's minimum like Stripe does (MXN 10.00, USD 0.50), so a caller that sends one fails in tests", async () => {
      const card = await savedCard()
      const payments = t.app.ctx.payments
      assert.deepEqual(payments.minimumChargeCents, { MXN: 1000, USD: 50 })
      for (const [amountCents, currency, status] of [
        [999, 'MXN', 'failed'],
        [1000, 'MXN', 'succeeded'],
        [49, 'USD', 'failed'],
        [50, 'USD', 'succeeded'],
      ] as const)
        assert.equal(
          (await chargeOnce(t.db, payments, charge(card, { amountCents, currency }))).status,
          status,
          `${amountCents} ${currency}`,
        )
    })

    it('a deleted card fails without calling the provider', async () => {
      const a = await account(t)
      const id = (await methods(a.access_token).add(await cardToken(a.access_token))).body.info.id as string
      await methods(a.access_token).remove(id)
      const { provider, calls } = counting(t.app.ctx.payments, 0)
      assert.equal(
        (await chargeOnce(t.db, provider, charge({ accountId: a.id, paymentMethodId: id }))).status,
        'failed',
      )
      assert.equal(calls.length, 0)
    })
  })
})
