import type { FastifyInstance } from 'fastify'

/** The first run waits this long after start-up, so listening and the first requests come first. */
const FIRST_RUN_DELAY_MS = 5_000

/**
 * Runs `work` shortly after start and then every `seconds` (0: never): the app's periodic jobs
 * (renewals, scheduled changes). The timer is unref'd and cleared when the app closes, and a
 * run still going then is awaited before the database closes; a run still going when the next
 * is due is not doubled. A failure is logged as `what` and the next run comes as usual.
 */
export function every(app: FastifyInstance, seconds: number, what: string, work: () => Promise<unknown>): void {
  if (seconds <= 0) return
  let running: Promise<void> | undefined
  let timer: NodeJS.Timeout | undefined
  let closed = false

  const tick = async () => {
    if (!running) {
      running = work()
        .then(
          () => undefined,
          (err) => app.log.error({ err }, `${what} failed`),
        )
        .finally(() => {
          running = undefined
        })
      await running
    }
    if (!closed) {
      timer = setTimeout(tick, seconds * 1000)
      timer.unref()
    }
  }

  timer = setTimeout(tick, Math.min(FIRST_RUN_DELAY_MS, seconds * 1000))
  timer.unref()
  app.addHook('onClose', async () => {
    closed = true
    clearTimeout(timer)
    await running
  })
}
