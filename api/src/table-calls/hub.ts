import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../db/connection.js'
import { type TableCall, tableCalls } from '../data/table-calls.js'

/**
 * Live open calls for the 'Mesas' screen (issue 45, docs/table-service.md). Each stream
 * (routes/branches/calls.ts) subscribes to its branch; the hub reads the branch's open calls
 * and hands every listener the list whenever it changed (by its ids: the list holds open calls
 * only, so a new call or an attended one changes the ids). A call made on this instance is
 * sent at once (`changed`); the hub also re-reads each subscribed branch every second, so calls
 * made or attended on another API instance (same database) arrive within a second as well.
 */

export type CallsListener = (calls: TableCall[]) => void

export interface CallsHub {
  /** A call of `branchId` was created or attended here: its listeners get the new list now. */
  changed(branchId: number): void
  /**
   * Listens to `branchId`'s open calls: `listener` gets the current list at once and then each
   * change; `onEnd` runs when the hub closes (the app is closing). Returns the unsubscribe.
   */
  subscribe(branchId: number, listener: CallsListener, onEnd?: () => void): () => void
  /** Stops polling and ends every subscription. */
  close(): void
}

declare module 'fastify' {
  interface FastifyInstance {
    callsHub: CallsHub
  }
}

interface Subscriber {
  listener: CallsListener
  onEnd?: () => void
  /** The signature of the last list it got. */
  seen?: string
}

interface Branch {
  subscribers: Set<Subscriber>
  accountId?: number
  /** The ids of the last list sent; undefined: none read yet. */
  signature?: string
  last?: TableCall[]
  reading?: Promise<void>
  /** A change arrived while reading: read once more after. */
  again: boolean
}

const signatureOf = (calls: TableCall[]) => calls.map((c) => `${c.id}:${c.attended_at ?? ''}`).join(',')

export function createCallsHub(db: Db, options: { now: () => number; log: FastifyBaseLogger; pollMs?: number }) {
  const calls = tableCalls(db, options.now)
  const branches = new Map<number, Branch>()
  let closed = false

  /** The branch's account, read once: every read of the calls names it. */
  async function accountOf(branchId: number, branch: Branch): Promise<number | undefined> {
    if (branch.accountId === undefined) {
      const row = await db.selectFrom('sucursales').select('account_id').where('id', '=', branchId).executeTakeFirst()
      if (row) branch.accountId = Number(row.account_id)
    }
    return branch.accountId
  }

  async function read(branchId: number, branch: Branch): Promise<void> {
    const accountId = await accountOf(branchId, branch)
    const list = accountId === undefined ? [] : await calls.open(accountId, branchId)
    const signature = signatureOf(list)
    branch.last = list
    if (signature === branch.signature) return
    branch.signature = signature
    for (const s of [...branch.subscribers]) deliver(s, list, signature)
  }

  function deliver(s: Subscriber, list: TableCall[], signature: string) {
    if (s.seen === signature) return
    s.seen = signature
    try {
      s.listener(list)
    } catch (err) {
      options.log.warn({ err }, 'table calls: a listener failed')
    }
  }

  /** One read at a time per branch; changes during a read make one more read after it. */
  function refresh(branchId: number): Promise<void> {
    const branch = branches.get(branchId)
    if (!branch || closed) return Promise.resolve()
    if (branch.reading) {
      branch.again = true
      return branch.reading
    }
    branch.reading = (async () => {
      do {
        branch.again = false
        try {
          await read(branchId, branch)
        } catch (err) {
          options.log.warn({ err }, 'table calls: reading the open calls failed')
        }
      } while (branch.again && !closed)
      branch.reading = undefined
    })()
    return branch.reading
  }

  const timer = setInterval(() => {
    for (const id of branches.keys()) void refresh(id)
  }, options.pollMs ?? 1000)
  timer.unref()

  const hub: CallsHub = {
    changed(branchId) {
      void refresh(branchId)
    },
    subscribe(branchId, listener, onEnd) {
      const subscriber: Subscriber = { listener, onEnd }
      if (closed) {
        onEnd?.()
        return () => {}
      }
      let branch = branches.get(branchId)
      if (!branch) {
        branch = { subscribers: new Set(), again: false }
        branches.set(branchId, branch)
      }
      branch.subscribers.add(subscriber)
      const own = branch
      // The newcomer gets the current list: a fresh read (which tells everyone only if it changed).
      void refresh(branchId).then(() => {
        if (own.subscribers.has(subscriber) && own.last && own.signature !== undefined)
          deliver(subscriber, own.last, own.signature)
      })
      return () => {
        own.subscribers.delete(subscriber)
        if (own.subscribers.size === 0 && branches.get(branchId) === own) branches.delete(branchId)
      }
    },
    close() {
      closed = true
      clearInterval(timer)
      for (const branch of branches.values()) for (const s of branch.subscribers) s.onEnd?.()
      branches.clear()
    },
  }
  return hub
}
