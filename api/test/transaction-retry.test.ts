import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { type Executor, inTransaction } from '../src/data/toolkit.js'

/** A transaction in which nothing was written: the history's closing read (history/record.ts) finds no row. */
const emptyTransaction = () => {
  const query = { selectAll: () => query, where: () => query, orderBy: () => query, execute: async () => [] }
  return { isTransaction: true, selectFrom: () => query } as unknown as Executor
}

/** An executor whose transactions fail with the given errors, in order, then run the work. */
function failingTransactions(errors: unknown[]) {
  let started = 0
  const executor = {
    isTransaction: false,
    transaction: () => ({
      execute: async <R>(work: (trx: Executor) => Promise<R>): Promise<R> => {
        const error = errors[started++]
        if (error) throw error
        return work(emptyTransaction())
      },
    }),
  } as unknown as Executor
  return { executor, started: () => started }
}

const deadlock = Object.assign(new Error('deadlock detected'), { code: '40P01' })

describe('inTransaction and PostgreSQL deadlocks', () => {
  it('runs a transaction ended by a deadlock again, whole', async () => {
    const { executor, started } = failingTransactions([deadlock, deadlock])
    assert.equal(await inTransaction(executor, async () => 'hecho'), 'hecho')
    assert.equal(started(), 3)
  })

  it('gives up after three tries, and never retries other errors', async () => {
    const stuck = failingTransactions([deadlock, deadlock, deadlock, deadlock])
    await assert.rejects(
      inTransaction(stuck.executor, async () => 'nunca'),
      /deadlock detected/,
    )
    assert.equal(stuck.started(), 3)
    const other = failingTransactions([Object.assign(new Error('unique violation'), { code: '23505' })])
    await assert.rejects(
      inTransaction(other.executor, async () => 'nunca'),
      /unique violation/,
    )
    assert.equal(other.started(), 1)
  })

  it("joins a caller's transaction instead of starting (or retrying) one", async () => {
    const trx = { isTransaction: true } as unknown as Executor
    assert.equal(await inTransaction(trx, async (q) => q === trx), true)
  })
})
