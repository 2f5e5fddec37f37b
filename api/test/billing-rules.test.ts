import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import {
  branchAddOnAmount,
  DAY_MS,
  daysLeft,
  listMonthlyCents,
  menuAmount,
  type PriceList,
  priceListFromRows,
  prorate,
  seedPriceRows,
  toAmount,
  toCents,
  totalAmount,
} from '../src/billing/pricing.js'
import {
  addInterval,
  calendarDaysBetween,
  classifyChange,
  DEMO_DAYS,
  demoExpiresAt,
  isSuspended,
  takesEffectNow,
} from '../src/billing/subscription-rules.js'

/** Unit tests of the pure billing rules (no database, no clock: every time is passed in). */

const NOW = Date.parse('2026-03-10T12:00:00.000Z')
const inDays = (days: number, from = NOW) => new Date(from + days * DAY_MS).toISOString()
const mxn = (): PriceList => priceListFromRows('MXN', seedPriceRows())
const usd = (): PriceList => priceListFromRows('USD', seedPriceRows())

describe('price list seed (computed from its rule: MXN monthly prices, ten months a year, USD = MXN / 20)', () => {
  const amount = (code: string, interval: string) => {
    const row = seedPriceRows().find((r) => r.code === code && r.interval === interval)
    assert.ok(row, `${code} ${interval} is seeded`)
    return toAmount(row.amount_cents)
  }

  it('has one row per item, currency and interval (12), codes MENU-{ITEM}-{CUR}', () => {
    const rows = seedPriceRows()
    assert.equal(rows.length, 12)
    assert.equal(new Set(rows.map((r) => `${r.code}/${r.interval}`)).size, 12)
    for (const r of rows) {
      assert.equal(r.code, `MENU-${r.plan_code}-${r.currency}`)
      assert.ok(Number.isInteger(r.amount_cents), `${r.code} ${r.interval} is whole cents`)
    }
  })

  it('MXN: Negocio 299, Franquicias 399, add-on 250 a month; a year costs ten months', () => {
    assert.equal(amount('MENU-NEGOCIO-MXN', 'monthly'), 299)
    assert.equal(amount('MENU-FRANCHISES-MXN', 'monthly'), 399)
    assert.equal(amount('MENU-SUCURSALES-MXN', 'monthly'), 250)
    assert.equal(amount('MENU-NEGOCIO-MXN', 'yearly'), 2990)
    assert.equal(amount('MENU-FRANCHISES-MXN', 'yearly'), 3990)
    assert.equal(amount('MENU-SUCURSALES-MXN', 'yearly'), 2500)
  })

  it('USD: MXN / 20 rounded up to a whole dollar for the plans (15, 20), the add-on 12.5; yearly 150, 200, 125', () => {
    assert.equal(amount('MENU-NEGOCIO-USD', 'monthly'), 15)
    assert.equal(amount('MENU-FRANCHISES-USD', 'monthly'), 20)
    assert.equal(amount('MENU-SUCURSALES-USD', 'monthly'), 12.5)
    assert.equal(amount('MENU-NEGOCIO-USD', 'yearly'), 150)
    assert.equal(amount('MENU-FRANCHISES-USD', 'yearly'), 200)
    assert.equal(amount('MENU-SUCURSALES-USD', 'yearly'), 125)
    assert.equal(listMonthlyCents('NEGOCIO', 'USD'), 1500)
  })

  it('money: cents <-> decimal amounts', () => {
    assert.equal(toAmount(29900), 299)
    assert.equal(toAmount(1250), 12.5)
    assert.equal(toCents(12.5), 1250)
    assert.equal(toCents(0.1 + 0.2), 30)
  })
})

describe('amounts from a price list', () => {
  it('menuAmount: FREEMIUM is free, the paid plans read the list of the currency', () => {
    assert.equal(menuAmount(mxn(), 'FREEMIUM', 'monthly'), 0)
    assert.equal(menuAmount(mxn(), 'NEGOCIO', 'monthly'), 29900)
    assert.equal(menuAmount(mxn(), 'FRANCHISES', 'yearly'), 399000)
    assert.equal(menuAmount(usd(), 'FRANCHISES', 'monthly'), 2000)
    assert.throws(() => menuAmount(mxn(), 'PLATINO', 'monthly'), /no price for plan PLATINO/)
    assert.throws(() => menuAmount(mxn(), 'SUCURSALES', 'monthly'), /no price for plan SUCURSALES/)
  })

  it('branchAddOnAmount: price per branch times the quantity; a bad quantity is refused', () => {
    assert.equal(branchAddOnAmount(mxn(), 0, 'monthly'), 0)
    assert.equal(branchAddOnAmount(mxn(), 3, 'monthly'), 75000)
    assert.equal(branchAddOnAmount(usd(), 3, 'monthly'), 3750)
    assert.equal(branchAddOnAmount(usd(), 2, 'yearly'), 25000)
    assert.throws(() => branchAddOnAmount(mxn(), -1, 'monthly'), RangeError)
    assert.throws(() => branchAddOnAmount(mxn(), 1.5, 'monthly'), RangeError)
  })

  it('totalAmount: menu plan plus branches', () => {
    assert.equal(totalAmount(mxn(), { planCode: 'FRANCHISES', branches: 3, interval: 'monthly' }), 39900 + 75000)
    assert.equal(totalAmount(usd(), { planCode: 'NEGOCIO', branches: 0, interval: 'yearly' }), 15000)
  })

  it('a price changed in the table is what the list answers', () => {
    const rows = seedPriceRows().map((r) =>
      r.code === 'MENU-NEGOCIO-MXN' && r.interval === 'monthly' ? { ...r, amount_cents: 34900 } : r,
    )
    assert.equal(menuAmount(priceListFromRows('MXN', rows), 'NEGOCIO', 'monthly'), 34900)
  })

  it('a missing row is reported by name', () => {
    const rows = seedPriceRows().filter((r) => !(r.code === 'MENU-SUCURSALES-USD' && r.interval === 'yearly'))
    assert.throws(() => priceListFromRows('USD', rows), /no yearly row for MENU-SUCURSALES-USD/)
    assert.doesNotThrow(() => priceListFromRows('MXN', rows))
  })
})

describe('proration of an upgrade (30-day month, 360-day year)', () => {
  const negocio = 29900
  const franquicias = 39900

  it('Negocio -> Franquicias monthly with 15 days left: ceil(100 * 15 / 30) = 50 MXN', () => {
    assert.equal(
      prorate({ oldCents: negocio, newCents: franquicias, interval: 'monthly', periodEnd: inDays(15), now: NOW }),
      5000,
    )
  })

  it('with 30 days left (or more: a longer calendar month) the whole difference, 100 MXN', () => {
    assert.equal(
      prorate({ oldCents: negocio, newCents: franquicias, interval: 'monthly', periodEnd: inDays(30), now: NOW }),
      10000,
    )
    assert.equal(
      prorate({ oldCents: negocio, newCents: franquicias, interval: 'monthly', periodEnd: inDays(31), now: NOW }),
      10000,
    )
  })

  it('a started day counts as a whole day, and the result rounds up to the cent', () => {
    // 10.5 days -> 11 days; 10000 * 11 / 30 = 3666.67 -> 3667 cents.
    assert.equal(daysLeft(inDays(10.5), NOW, 'monthly'), 11)
    assert.equal(
      prorate({ oldCents: negocio, newCents: franquicias, interval: 'monthly', periodEnd: inDays(10.5), now: NOW }),
      3667,
    )
    // One minute left still charges a day: ceil(10000 / 30) = 334.
    assert.equal(
      prorate({
        oldCents: negocio,
        newCents: franquicias,
        interval: 'monthly',
        periodEnd: new Date(NOW + 60_000).toISOString(),
        now: NOW,
      }),
      334,
    )
  })

  it('yearly: 360-day year; 180 days left of 2990 -> 3990 charges half the difference', () => {
    assert.equal(
      prorate({ oldCents: 299000, newCents: 399000, interval: 'yearly', periodEnd: inDays(180), now: NOW }),
      50000,
    )
    assert.equal(
      prorate({ oldCents: 299000, newCents: 399000, interval: 'yearly', periodEnd: inDays(400), now: NOW }),
      100000,
    )
    // 7 days: ceil(100000 * 7 / 360) = 1945 cents.
    assert.equal(
      prorate({ oldCents: 299000, newCents: 399000, interval: 'yearly', periodEnd: inDays(7), now: NOW }),
      1945,
    )
  })

  it('never negative: nothing left of the period, or the new amount is not higher', () => {
    assert.equal(
      prorate({ oldCents: negocio, newCents: franquicias, interval: 'monthly', periodEnd: inDays(-3), now: NOW }),
      0,
    )
    assert.equal(
      prorate({
        oldCents: negocio,
        newCents: franquicias,
        interval: 'monthly',
        periodEnd: new Date(NOW).toISOString(),
        now: NOW,
      }),
      0,
    )
    assert.equal(
      prorate({ oldCents: franquicias, newCents: negocio, interval: 'monthly', periodEnd: inDays(15), now: NOW }),
      0,
    )
    assert.equal(
      prorate({ oldCents: negocio, newCents: negocio, interval: 'monthly', periodEnd: inDays(15), now: NOW }),
      0,
    )
  })

  it('adding branches is prorated the same way (USD add-on 12.5)', () => {
    // Franquicias + 1 branch -> + 3 branches in USD, 15 days left: ceil(2500 * 15 / 30) = 1250 cents = 12.5 USD.
    const prices = usd()
    const oldCents = totalAmount(prices, { planCode: 'FRANCHISES', branches: 1, interval: 'monthly' })
    const newCents = totalAmount(prices, { planCode: 'FRANCHISES', branches: 3, interval: 'monthly' })
    assert.equal(toAmount(prorate({ oldCents, newCents, interval: 'monthly', periodEnd: inDays(15), now: NOW })), 12.5)
  })

  it('refuses a period end that is not a date', () => {
    assert.throws(
      () => prorate({ oldCents: 1, newCents: 2, interval: 'monthly', periodEnd: 'mañana', now: NOW }),
      RangeError,
    )
  })
})

describe('classifyChange', () => {
  const negocio = { plan: 'NEGOCIO', interval: 'monthly' as const, amountCents: 29900 }
  const franquicias = { plan: 'FRANCHISES', interval: 'monthly' as const, amountCents: 39900 }

  it('a higher amount on the same interval is an upgrade, effective now', () => {
    assert.equal(classifyChange(negocio, franquicias), 'upgrade')
    assert.equal(classifyChange(franquicias, { ...franquicias, amountCents: 39900 + 25000 }), 'upgrade') // one more branch
    assert.equal(takesEffectNow('upgrade'), true)
  })

  it('a lower amount on the same interval is a downgrade, at the period end', () => {
    assert.equal(classifyChange(franquicias, negocio), 'downgrade')
    assert.equal(classifyChange({ ...franquicias, amountCents: 64900 }, franquicias), 'downgrade') // one branch fewer
    assert.equal(takesEffectNow('downgrade'), false)
  })

  it('another plan at the same price waits for the period end', () => {
    assert.equal(classifyChange(negocio, { ...negocio, plan: 'FRANCHISES' }), 'downgrade')
  })

  it('monthly <-> yearly is an interval change at the period end, whatever the amounts', () => {
    assert.equal(classifyChange(negocio, { ...negocio, interval: 'yearly', amountCents: 299000 }), 'interval')
    assert.equal(classifyChange(negocio, { ...franquicias, interval: 'yearly', amountCents: 399000 }), 'interval')
    assert.equal(classifyChange({ ...franquicias, interval: 'yearly', amountCents: 399000 }, negocio), 'interval')
    assert.equal(takesEffectNow('interval'), false)
  })

  it('the same plan, interval and amount is no change', () => {
    assert.equal(classifyChange(negocio, { ...negocio }), 'none')
    assert.equal(takesEffectNow('none'), false)
  })
})

describe('periods', () => {
  it('addInterval: one calendar month, the day clamped to the end of a shorter month', () => {
    assert.equal(addInterval('2026-01-31T10:00:00.000Z', 'monthly'), '2026-02-28T10:00:00.000Z')
    assert.equal(addInterval('2028-01-31T10:00:00.000Z', 'monthly'), '2028-02-29T10:00:00.000Z') // leap year
    assert.equal(addInterval('2026-03-31T00:00:00.000Z', 'monthly'), '2026-04-30T00:00:00.000Z')
    assert.equal(addInterval('2026-12-31T23:59:59.999Z', 'monthly'), '2027-01-31T23:59:59.999Z') // across the year
    assert.equal(addInterval('2026-03-10T12:00:00.000Z', 'monthly'), '2026-04-10T12:00:00.000Z')
  })

  it('addInterval: one calendar year; Feb 29 becomes Feb 28', () => {
    assert.equal(addInterval('2026-03-10T12:00:00.000Z', 'yearly'), '2027-03-10T12:00:00.000Z')
    assert.equal(addInterval('2028-02-29T08:00:00.000Z', 'yearly'), '2029-02-28T08:00:00.000Z')
  })

  it('addInterval: counting n periods from the first start does not drift after a short month', () => {
    assert.equal(addInterval('2026-01-31T10:00:00.000Z', 'monthly', { times: 2 }), '2026-03-31T10:00:00.000Z')
    assert.equal(addInterval('2026-01-31T10:00:00.000Z', 'monthly', { times: 13 }), '2027-02-28T10:00:00.000Z')
    assert.equal(addInterval('2026-01-31T10:00:00.000Z', 'monthly', { times: 0 }), '2026-01-31T10:00:00.000Z')
    assert.throws(() => addInterval('2026-01-31T10:00:00.000Z', 'monthly', { times: -1 }), RangeError)
  })

  it("addInterval in the app's zone: the local day is kept (Jan 31 03:00 UTC is Jan 30 21:00 in Mexico City)", () => {
    // On Mexico City's calendar Jan 30 -> Feb 28 (21:00 local, Mar 1 03:00 UTC); in UTC Jan 31 -> Feb 28 (27th, local).
    assert.equal(
      addInterval('2026-01-31T03:00:00.000Z', 'monthly', { timeZone: 'America/Mexico_City' }),
      '2026-03-01T03:00:00.000Z',
    )
    assert.equal(addInterval('2026-01-31T03:00:00.000Z', 'monthly'), '2026-02-28T03:00:00.000Z')
    assert.equal(
      addInterval('2026-01-31T20:00:00.000Z', 'monthly', { timeZone: 'America/Mexico_City' }),
      '2026-02-28T20:00:00.000Z',
    )
    // A zone with daylight saving: 09:00 local stays 09:00 local across the change (UTC-5 -> UTC-4).
    assert.equal(
      addInterval('2026-02-15T14:00:00.000Z', 'monthly', { timeZone: 'America/New_York' }),
      '2026-03-15T13:00:00.000Z',
    )
  })

  it('addInterval refuses a value that is not a date', () => {
    assert.throws(() => addInterval('nunca', 'monthly'), RangeError)
  })

  it('the demo lasts 15 days from its start', () => {
    assert.equal(DEMO_DAYS, 15)
    assert.equal(demoExpiresAt(NOW), '2026-03-25T12:00:00.000Z')
  })
})

describe('isSuspended (day difference <= 0 in the app time zone)', () => {
  const zone = 'America/Mexico_City' // UTC-6, no daylight saving

  it('expires today or earlier: suspended; tomorrow or later: not', () => {
    assert.equal(isSuspended('2026-03-10T18:00:00.000Z', '2026-03-10', zone), true) // today, 12:00 local
    assert.equal(isSuspended('2026-03-01T18:00:00.000Z', '2026-03-10', zone), true)
    assert.equal(isSuspended('2026-03-11T18:00:00.000Z', '2026-03-10', zone), false)
    assert.equal(isSuspended('2026-04-10T18:00:00.000Z', '2026-03-10', zone), false)
  })

  it("reads expires_at on the app zone's calendar, not UTC's", () => {
    // 2026-03-11T03:00Z is still March 10 (21:00) in Mexico City: suspended on the 10th.
    assert.equal(isSuspended('2026-03-11T03:00:00.000Z', '2026-03-10', zone), true)
    assert.equal(isSuspended('2026-03-11T03:00:00.000Z', '2026-03-10', 'UTC'), false)
  })

  it('accepts a calendar date, and no expiry is never suspended', () => {
    assert.equal(isSuspended('2026-03-10', '2026-03-10', zone), true)
    assert.equal(isSuspended('2026-03-11', '2026-03-10', zone), false)
    assert.equal(isSuspended(null, '2026-03-10', zone), false)
    assert.equal(isSuspended(undefined, '2026-03-10', zone), false)
  })

  it('refuses malformed dates', () => {
    assert.throws(() => isSuspended('ayer', '2026-03-10', zone), RangeError)
    assert.throws(() => isSuspended('2026-03-10', '10-03-2026', zone), RangeError)
  })

  it('calendarDaysBetween counts whole days across months and years', () => {
    assert.equal(calendarDaysBetween('2026-02-28', '2026-03-01'), 1)
    assert.equal(calendarDaysBetween('2028-02-28', '2028-03-01'), 2)
    assert.equal(calendarDaysBetween('2026-12-31', '2026-12-01'), -30)
  })
})
