import { Counter, Gauge, Histogram, Registry } from 'prom-client'
import type { Db } from '../db/connection.js'
import type { PoolStats } from '../workers/pool.js'
import { poolOf } from '../db/connection.js'

/** The periodic jobs whose runs are counted (billing/renewals/job.ts, billing/payments/refunds.ts, scheduled/job.ts). */
export type JobName = 'renewals' | 'refunds' | 'scheduled_changes'

/** How each job names its applied and failed items in job_items_total. */
const ITEM_NAMES: Record<JobName, [applied: string, failed: string]> = {
  renewals: ['renewed', 'unpaid'],
  refunds: ['refunded', 'failed'],
  scheduled_changes: ['applied', 'failed'],
}

/** What one run of a job did: items applied (renewed, set applied) and failed (unpaid, errors). */
export interface JobOutcome {
  applied: number
  failed: number
}

/**
 * What the app measures. With METRICS_TOKEN unset every method does nothing and no registry
 * exists, so an instance that does not expose /metrics pays nothing for it (bench/metrics.mjs).
 */
export interface Metrics {
  /** The Prometheus registry of this app (one per app: tests build several apps in one process); undefined when off. */
  registry: Registry | undefined
  /** One answered request: `route` is the route pattern (/v1/products/:id), never the raw URL. */
  request(method: string, route: string, status: number, seconds: number): void
  /** A public menu page asked for: served from the render cache (hit) or rendered (miss). */
  pageCache(hit: boolean): void
  /** A run of a periodic job that ended with `outcome`, or threw (undefined). */
  jobRun(job: JobName, outcome: JobOutcome | undefined): void
  /** A worker pool (workers/pool.ts) to report: its workers, busy ones and queued jobs, read at each scrape. */
  watchPool(pool: string, stats: () => PoolStats): void
  /** A job the pool refused (429: queue or the account's limit full). */
  poolRefused(pool: string): void
  /** A print file asked for: served from the print cache (hit) or made (miss). */
  printCache(hit: boolean): void
}

const OFF: Metrics = {
  registry: undefined,
  request() {},
  pageCache() {},
  jobRun() {},
  watchPool() {},
  poolRefused() {},
  printCache() {},
}

/** Buckets in seconds: a cached menu page answers in about a millisecond, an import or a PDF in seconds. */
const DURATION_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]

export function createMetrics(enabled: boolean, db: Db): Metrics {
  if (!enabled) return OFF
  const registry = new Registry()
  const registers = [registry]
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by route pattern, method and status class',
    labelNames: ['method', 'route', 'status_class'] as const,
    buckets: DURATION_BUCKETS,
    registers,
  })
  const errors = new Counter({
    name: 'http_errors_total',
    help: 'Error answers (4xx and 5xx) by route pattern, method and status class',
    labelNames: ['method', 'route', 'status_class'] as const,
    registers,
  })
  const cache = new Counter({
    name: 'public_menu_cache_requests_total',
    help: 'Public menu pages served from the render cache (result="hit") or rendered (result="miss")',
    labelNames: ['result'] as const,
    registers,
  })
  let hits = 0
  let lookups = 0
  new Gauge({
    name: 'public_menu_cache_hit_ratio',
    help: 'Share of public menu pages served from the render cache since start (0 before any)',
    registers,
    collect() {
      this.set(lookups === 0 ? 0 : hits / lookups)
    },
  })
  const runs = new Counter({
    name: 'job_runs_total',
    help: 'Runs of the periodic jobs, by job and result (ok, or error when the run threw)',
    labelNames: ['job', 'result'] as const,
    registers,
  })
  const items = new Counter({
    name: 'job_items_total',
    help: 'What the periodic jobs did: renewals renewed/unpaid, scheduled change sets applied/failed',
    labelNames: ['job', 'outcome'] as const,
    registers,
  })
  const pool = poolOf(db)
  const poolGauge = (name: string, help: string, read: () => number) =>
    new Gauge({
      name,
      help,
      registers,
      collect() {
        this.set(read())
      },
    })
  // SQLite is one connection in the process; PostgreSQL a pg Pool (at most 10).
  poolGauge('db_pool_connections', 'Database connections open', () => (pool ? pool.totalCount : 1))
  poolGauge('db_pool_idle_connections', 'Database connections open and idle', () => (pool ? pool.idleCount : 0))
  poolGauge('db_pool_waiting_requests', 'Queries waiting for a free connection', () => (pool ? pool.waitingCount : 0))

  const pools = new Map<string, () => PoolStats>()
  const poolStat = (name: string, help: string, read: (stats: PoolStats) => number) =>
    new Gauge({
      name,
      help,
      labelNames: ['pool'] as const,
      registers,
      collect() {
        for (const [pool, stats] of pools) this.set({ pool }, read(stats()))
      },
    })
  poolStat('worker_pool_workers', 'Worker threads started, by pool (print: the PDF files)', (s) => s.workers)
  poolStat('worker_pool_busy_workers', 'Worker threads running a job, by pool', (s) => s.busy)
  poolStat('worker_pool_queued_jobs', 'Jobs waiting for a free worker thread, by pool', (s) => s.queued)
  const refused = new Counter({
    name: 'worker_pool_refused_total',
    help: "Jobs refused with 429 (the pool's queue or the account's limit full), by pool",
    labelNames: ['pool'] as const,
    registers,
  })
  const printCache = new Counter({
    name: 'print_cache_requests_total',
    help: 'Print files served from the print cache (result="hit") or made (result="miss")',
    labelNames: ['result'] as const,
    registers,
  })

  return {
    registry,
    watchPool(pool, stats) {
      pools.set(pool, stats)
    },
    poolRefused(pool) {
      refused.inc({ pool })
    },
    printCache(hit) {
      printCache.inc({ result: hit ? 'hit' : 'miss' })
    },
    request(method, route, status, seconds) {
      const labels = { method, route, status_class: `${Math.floor(status / 100)}xx` }
      duration.observe(labels, seconds)
      if (status >= 400) errors.inc(labels)
    },
    pageCache(hit) {
      lookups++
      if (hit) hits++
      cache.inc({ result: hit ? 'hit' : 'miss' })
    },
    jobRun(job, outcome) {
      runs.inc({ job, result: outcome ? 'ok' : 'error' })
      if (!outcome) return
      const [applied, failed] = ITEM_NAMES[job]
      if (outcome.applied) items.inc({ job, outcome: applied }, outcome.applied)
      if (outcome.failed) items.inc({ job, outcome: failed }, outcome.failed)
    },
  }
}

/** Runs a job's `work` and counts its run and outcome (`summarize` reads the job's own summary). */
export async function meteredRun<T>(
  metrics: Metrics | undefined,
  job: JobName,
  work: () => Promise<T>,
  summarize: (result: T) => JobOutcome,
): Promise<T> {
  let result: T
  try {
    result = await work()
  } catch (err) {
    metrics?.jobRun(job, undefined)
    throw err
  }
  metrics?.jobRun(job, summarize(result))
  return result
}
