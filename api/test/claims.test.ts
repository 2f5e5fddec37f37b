import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { CLAIM_STALE_MS, claim, release } from '../src/data/claims.js'
import { isoAt } from '../src/db/values.js'
import { DIALECT, makeApp, signUp, type TestApp } from './helpers.js'

const HOUR = 3600 * 1000

/** The one claim helper every holder uses (renewals, subscription calls, scheduled changes). */
describe(`job claim: one rule for every holder (${DIALECT})`, () => {
  let t: TestApp
  before(async () => {
    t = await makeApp()
  })
  after(async () => t.close())

  const billingOf = async (id: number) =>
    t.db
      .selectFrom('accounts')
      .select(['billing_claim', 'billing_claim_at'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow()

  it('billing: of two instances at once exactly one holds the account; a dead claim is taken over; release is the holder’s', async () => {
    const { id } = await signUp(t)
    const now = t.config.now()
    const won = await Promise.all([
      claim(t.db, 'billing', id, 'renewal:a', now),
      claim(t.db, 'billing', id, 'renewal:b', now),
    ])
    assert.deepEqual(won.filter(Boolean).length, 1, `exactly one instance: ${won}`)
    const holder = won[0] ? 'renewal:a' : 'renewal:b'
    const other = won[0] ? 'renewal:b' : 'renewal:a'
    assert.equal((await billingOf(id)).billing_claim, holder)

    // Not the holder: releasing does nothing; the same key again is refused unless re-entrant.
    await release(t.db, 'billing', id, other)
    assert.equal((await billingOf(id)).billing_claim, holder)
    assert.equal(await claim(t.db, 'billing', id, holder, now + 1000), false)
    assert.equal(await claim(t.db, 'billing', id, holder, now + 1000, { reentrant: true }), true)

    // Just short of stale it holds; past it another instance takes over.
    assert.equal(await claim(t.db, 'billing', id, other, now + CLAIM_STALE_MS - 1000), false)
    assert.equal(await claim(t.db, 'billing', id, other, now + 1000 + CLAIM_STALE_MS + 1), true)
    await release(t.db, 'billing', id, holder) // the dead holder's late release
    assert.equal((await billingOf(id)).billing_claim, other)
    await release(t.db, 'billing', id, other)
    assert.deepEqual(await billingOf(id), { billing_claim: null, billing_claim_at: null })
  })

  it('scheduled: only a pending, due set is held, by one instance; an applied one never', async () => {
    const { id: accountId } = await signUp(t)
    const now = t.config.now()
    const set = async (runAt: number, status: 'pending' | 'applied' = 'pending') =>
      Number(
        (
          await t.db
            .insertInto('scheduled_changes')
            .values({
              account_id: accountId,
              name: 'Precios de verano',
              run_at: isoAt(runAt),
              changes: '[]',
              status,
              created_at: isoAt(now),
            })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id,
      )
    const later = await set(now + HOUR)
    assert.equal(await claim(t.db, 'scheduled', later, 'scheduled:a', now), false, 'not due yet')
    assert.equal(await claim(t.db, 'scheduled', later, 'scheduled:a', now + HOUR), true, 'due at its time')

    const due = await set(now - 1000)
    const won = await Promise.all([
      claim(t.db, 'scheduled', due, 'scheduled:a', now),
      claim(t.db, 'scheduled', due, 'scheduled:b', now),
    ])
    assert.equal(won.filter(Boolean).length, 1, `exactly one instance: ${won}`)
    assert.equal(await claim(t.db, 'scheduled', due, 'scheduled:c', now + CLAIM_STALE_MS + 1), true, 'dead run')

    const applied = await set(now - 1000, 'applied')
    assert.equal(await claim(t.db, 'scheduled', applied, 'scheduled:a', now + CLAIM_STALE_MS * 2), false)
  })
})
