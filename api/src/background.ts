import type { FastifyBaseLogger } from 'fastify'

/** Work a request starts but does not wait for (an e-mail whose sending must not show in the answer's timing). */
export interface Background {
  /** Runs `work` once the current reply is on its way; a failure is logged as `what`, never thrown. */
  run(what: string, work: () => Promise<void>): void
  /** Resolves once every job started so far has ended (the app waits for it on close; tests before reading the outbox). */
  idle(): Promise<void>
}

export function createBackground(log: FastifyBaseLogger): Background {
  const pending = new Set<Promise<void>>()
  return {
    run(what, work) {
      // setImmediate: after the handler's answer has been written, not interleaved with it.
      const job: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(work)
        .catch((err) => log.error({ err }, `${what} failed`))
        .finally(() => pending.delete(job))
      pending.add(job)
    },
    async idle() {
      while (pending.size > 0) await Promise.all(pending)
    },
  }
}
