import { AsyncLocalStorage } from 'node:async_hooks'

/**
 * Who and why, for the history entry the current transaction writes (history/record.ts).
 * Who is the person signed in (plugins/auth.ts), by default the account's owner; undo, restore and the
 * scheduled-changes job name their action. Carried by AsyncLocalStorage, so no repository signature has to pass it on:
 * every transaction started inside `withHistory(...)` is recorded with it.
 */
export interface HistoryContext {
  /** The person's e-mail; undefined: the account's own e-mail (its owner's). */
  actor?: string
  /** The person (member id) who made the change; undefined: the system (scheduled changes, start-up). */
  memberId?: number
  /** What the change was, when the rows alone cannot say it. */
  action?: 'undo' | 'restore' | 'scheduled'
  /** A label shown with the entry: the scheduled set's name, the moment restored. */
  label?: string
  /** The entry an undo reverts. */
  undoes?: number
}

const store = new AsyncLocalStorage<HistoryContext>()

/** Runs `work` with `context` added to the current one (an inner call names the action, the outer one the user). */
export function withHistory<R>(context: HistoryContext, work: () => R): R {
  return store.run({ ...store.getStore(), ...context }, work)
}

/**
 * The current context. Inside `withRequestHistory` it is the request's own object, which
 * `requireAccess` fills with the person once the token is checked.
 */
export const historyContext = (): HistoryContext => store.getStore() ?? {}

/**
 * Fastify onRequest hook (callback style, so the rest of the request's lifecycle runs inside it):
 * gives each request an empty history context of its own, for `requireAccess` to fill.
 */
export function withRequestHistory(_request: unknown, _reply: unknown, done: () => void): void {
  store.run({}, done)
}
