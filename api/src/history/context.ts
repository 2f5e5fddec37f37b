import { AsyncLocalStorage } from 'node:async_hooks'

/**
 * Who and why, for the history entry the current transaction writes (history/record.ts).
 * Who defaults to the account's e-mail (an account has one login); undo, restore and the
 * scheduled-changes job name their action. Carried by AsyncLocalStorage, so no repository signature has to pass it on:
 * every transaction started inside `withHistory(...)` is recorded with it.
 */
export interface HistoryContext {
  /** The user's e-mail; undefined: the account's own e-mail (the one user of an account). */
  actor?: string
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

export const historyContext = (): HistoryContext => store.getStore() ?? {}
