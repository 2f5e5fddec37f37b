// Fixtures of the scheduled-changes tests (scheduled-changes*.test.ts): an owner with a small menu,
// the calls of /v1/scheduled-changes with a fresh token, and the job run at the app's clock.
import assert from 'node:assert/strict'
import type { FastifyInstance } from 'fastify'
import { accountsData } from '../src/data/accounts.js'
import { isoAt } from '../src/db/values.js'
import { runScheduledChanges } from '../src/scheduled/job.js'
import { account, call, login, marketingApi, menuApi, type TestApp } from './helpers.js'

const HOUR = 60 * 60 * 1000

type Plan = 'FREEMIUM' | 'NEGOCIO' | 'FRANCHISES'

/** A verified owner with a small menu: two products, a variant, a promotion and an ad. */
async function makeOwner(t: TestApp, plan: Plan = 'FRANCHISES') {
  const a = await account(t, plan === 'FREEMIUM' ? 'NEGOCIO' : plan)
  const menu = menuApi(t, a.access_token)
  const marketing = marketingApi(t, a.access_token)
  const category = await menu.category(await menu.family('Comidas'), 'Tacos')
  const tacos = await menu.product(category, 'Tacos al pastor', 80)
  const agua = await menu.product(category, 'Agua de horchata', 30)
  const group = await menu.group('Tamaño', [{ name: 'Grande', price: 10 }])
  const variant = (await menu.groupById(group)).variants[0]!.id
  const promo = await marketing.promotion('2x1')
  const ad = await marketing.ad('Verano')
  if (plan === 'FREEMIUM') await accountsData(t.db).setPlan(a.id, 'FREEMIUM')
  return { ...a, category, tacos, agua, group, variant, promo, ad }
}

export type Owner = Awaited<ReturnType<typeof makeOwner>>

export function scheduledFixtures(t: TestApp) {
  const run = (app: FastifyInstance = t.app) => runScheduledChanges(app.ctx, app.log)
  /** An instant `hours` from the app's now, with its offset (Z). */
  const inHours = (hours: number) => isoAt(t.config.now() + hours * HOUR)

  const owner = (plan?: Plan) => makeOwner(t, plan)

  /** The owner's API with a fresh token (the clock moves by hours, past the token's 15 minutes). */
  const api = async (o: Owner) => {
    const token = (await login(t, o.email)).access_token
    return { ...menuApi(t, token), ...marketingApi(t, token), token }
  }
  const schedule = async (o: Owner, body: object) =>
    call(t.app, { method: 'POST', url: '/v1/scheduled-changes', token: (await api(o)).token, payload: body })
  const list = async (o: Owner) => {
    const res = await call(t.app, { method: 'GET', url: '/v1/scheduled-changes', token: (await api(o)).token })
    assert.equal(res.status, 200, JSON.stringify(res.body))
    return res.body.info.items as Array<{
      id: number
      name: string
      status: string
      run_at: string
      applied_at: string | null
      error: string | null
    }>
  }
  const cancel = async (o: Owner, id: number) =>
    call(t.app, { method: 'DELETE', url: `/v1/scheduled-changes/${id}`, token: (await api(o)).token })
  const statusOf = async (o: Owner, id: number) => (await list(o)).find((s) => s.id === id)
  /** Moves the clock just past `iso`. */
  const travelPast = (iso: string) => {
    const ms = Date.parse(iso) - t.config.now() + 1000
    if (ms > 0) t.travel(ms)
  }
  const scheduled = async (o: Owner, body: object): Promise<{ id: number; run_at: string }> => {
    const res = await schedule(o, body)
    assert.equal(res.status, 201, JSON.stringify(res.body))
    return res.body.info
  }

  return { run, inHours, owner, api, schedule, list, cancel, statusOf, travelPast, scheduled }
}
