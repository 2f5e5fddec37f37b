import { Worker } from 'node:worker_threads'

/**
 * Heavy work off the event loop (ARCHITECTURE.md): a bounded pool of worker threads, each
 * running one job at a time from a job module (a TypeScript file exporting
 * `run(input): Promise<{ result, transfer? }>`, loaded through boot.mjs).
 *
 * - Bounded: at most `size` workers (started on first need, then kept) and `queue` jobs more
 *   (waiting for one, or loading their input); past that, `refuse()` is thrown at once rather
 *   than piling work up in memory.
 * - Per account: at most `perAccount` jobs of one account waiting or running, so one tenant
 *   cannot fill the queue and make every other wait (`refuse()` beyond it).
 * - A worker that dies (an exception outside the job, out of memory) fails its job with an
 *   error and is replaced by a fresh one on the next job; a job that throws just fails.
 * - close(): jobs still waiting are refused, the workers are ended (the app's onClose, after
 *   the requests in flight, whose jobs therefore have finished, main.ts).
 */

export interface PoolOptions {
  /** The job module's file URL (e.g. new URL('./job.ts', import.meta.url)). */
  module: URL
  size: number
  queue: number
  perAccount: number
  /** The error a job over the limits is refused with (e.g. an AppError 429). */
  refuse: () => Error
}

export interface PoolStats {
  workers: number
  busy: number
  queued: number
}

export interface WorkerPool<I, O> {
  /**
   * Runs one job of `accountId` in a worker; rejects with refuse() at once when over a limit.
   * `prepare` makes the job's input on this thread (e.g. loads it from the database): it
   * already counts against the account's limit, so refused requests do not even load.
   */
  run(accountId: number, prepare: () => Promise<I>): Promise<O>
  stats(): PoolStats
  close(): Promise<void>
}

interface Job {
  accountId: number
  input: unknown
  resolve: (value: unknown) => void
  reject: (err: Error) => void
}

interface Slot {
  worker: Worker
  /** The job it runs; undefined while idle. */
  job: Job | undefined
}

type Answer = { ready: true } | { id: number; ok: true; result: unknown } | { id: number; ok: false; message: string }

const BOOT = new URL('./boot.mjs', import.meta.url)

export function createWorkerPool<I, O>(options: PoolOptions): WorkerPool<I, O> {
  const slots: Slot[] = []
  const waiting: Job[] = []
  /** Jobs waiting or running, per account. */
  const perAccount = new Map<number, number>()
  /** Jobs whose input is being prepared (counted with the waiting ones against `queue`). */
  let preparing = 0
  let closed = false
  let nextId = 0

  /** One job of the account is over (answered, failed or never queued). */
  function settle(accountId: number) {
    const n = (perAccount.get(accountId) ?? 1) - 1
    if (n > 0) perAccount.set(accountId, n)
    else perAccount.delete(accountId)
  }

  function start(): Slot {
    const worker = new Worker(BOOT, { workerData: { module: options.module.href } })
    const slot: Slot = { worker, job: undefined }
    const fail = (err: Error) => {
      const i = slots.indexOf(slot)
      if (i >= 0) slots.splice(i, 1)
      const job = slot.job
      slot.job = undefined
      if (job) {
        settle(job.accountId)
        job.reject(err)
      }
      // Its replacement starts with the next job (dispatch), not in a loop if starting itself fails.
      dispatch()
    }
    worker.on('message', (answer: Answer) => {
      if ('ready' in answer) return
      const job = slot.job
      if (!job) return
      slot.job = undefined
      settle(job.accountId)
      if (answer.ok) job.resolve(answer.result)
      else job.reject(new Error(answer.message))
      dispatch()
    })
    worker.on('error', fail)
    worker.on('exit', (code) => {
      if (!closed) fail(new Error(`worker exited with code ${code}`))
    })
    slots.push(slot)
    return slot
  }

  function dispatch() {
    while (waiting.length && !closed) {
      const slot = slots.find((s) => !s.job) ?? (slots.length < options.size ? start() : undefined)
      if (!slot) return
      const job = waiting.shift()!
      slot.job = job
      slot.worker.postMessage({ id: nextId++, input: job.input })
    }
  }

  return {
    async run(accountId, prepare) {
      const busy = slots.filter((s) => s.job).length
      if (
        closed ||
        (perAccount.get(accountId) ?? 0) >= options.perAccount ||
        busy + waiting.length + preparing >= options.size + options.queue
      )
        throw options.refuse()
      perAccount.set(accountId, (perAccount.get(accountId) ?? 0) + 1)
      let input: I
      preparing++
      try {
        input = await prepare()
      } catch (err) {
        settle(accountId)
        throw err
      } finally {
        preparing--
      }
      if (closed) {
        settle(accountId)
        throw options.refuse()
      }
      return new Promise<O>((resolve, reject) => {
        waiting.push({ accountId, input, resolve: resolve as (v: unknown) => void, reject })
        dispatch()
      })
    },
    stats: () => ({ workers: slots.length, busy: slots.filter((s) => s.job).length, queued: waiting.length }),
    async close() {
      closed = true
      for (const job of waiting.splice(0)) job.reject(options.refuse())
      const ending = slots.splice(0)
      for (const slot of ending) slot.job?.reject(new Error('worker pool closed'))
      perAccount.clear()
      await Promise.all(ending.map((s) => s.worker.terminate()))
    },
  }
}
