import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { branchOf, ROLES, type RoleKey, roleAllows, roleOf } from '@menu/shared/roles'
import sharp from 'sharp'
import { call, DIALECT, makeApp, multipartFiles, type TestApp } from './helpers.js'
import { addMember, twoBranchAccount } from './role-helpers.js'
import { menuOfEachKind } from './sweep-menu.js'
import { injectStream, tableCallOf } from './sweep-table-calls.js'
import {
  type Attempt,
  attemptOf,
  CASES,
  type DocOperation,
  type Ids,
  isGeneric,
  SIGNED_IN,
} from './role-sweep-cases.js'

/**
 * Role sweep generated from api/openapi.json, for every operation a signed-in person calls,
 * as each role (shared/roles.json through @menu/shared/roles):
 * - the document's x-roles and x-branch are what roleAllows and branchOf say;
 * - a role that may not call it gets 403 ROLE_FORBIDDEN, and the account's data is unchanged;
 * - a role that may is not refused for its role;
 * - where it names a branch (x-branch), a role bound to branches gets 403 BRANCH_NOT_ASSIGNED for
 *   a branch (or a template of a branch, or no branch's template) not assigned, and is let
 *   through for its own; owner and admin are let through for any.
 * Calls are built from the document (each path parameter's ids of its kind); an operation it
 * cannot build must have a case in role-sweep-cases.ts, so an operation added later fails the
 * sweep until it is covered. Members are rows written directly, signed in with their own session.
 */

const KEYS = ROLES.map((r) => r.key)
const DUMMY = 999_999
/** The operations of /v1 (the role rules' scope). */
const API_OPERATIONS = SIGNED_IN.filter((o) => o.path.startsWith('/v1/'))

describe(`role sweep from openapi.json (${DIALECT})`, () => {
  let t: TestApp
  let png: Buffer
  let team: Awaited<ReturnType<typeof twoBranchAccount>>
  /** Each role's token: the owner's own sign-in, the others members (manager and staff on the first branch). */
  let tokens: Record<RoleKey, string>
  /** The account's ids by kind; branch and template: the second (unassigned) branch and its template. */
  let ids: Ids
  let snapshot: () => Promise<unknown[]>

  before(async () => {
    t = await makeApp()
    png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#48c' } })
      .png()
      .toBuffer()
    team = await twoBranchAccount(t)
    const { owner, menu, branches, templates } = team
    const { family, category, group, variant, tag, product, promotion, advertising } = await menuOfEachKind(
      t,
      owner.access_token,
    )
    const glossary_term = await menu.created('POST', '/v1/glossary', { term: 'Término' })
    const scheduled_change = await menu.created('POST', '/v1/scheduled-changes', {
      name: 'Programado',
      run_at: new Date(t.config.now() + 24 * 60 * 60 * 1000).toISOString(),
      changes: [{ entity: 'product', id: product, fields: { price: 12 } }],
    })
    const history_entry = (await menu.read<{ items: Array<{ id: number }> }>('/v1/history?page_size=1')).items[0]!.id
    const [admin, manager, staff, member] = [
      await addMember(t, owner.id, 'admin'),
      await addMember(t, owner.id, 'manager', [branches[0]]),
      await addMember(t, owner.id, 'staff', [branches[0]]),
      await addMember(t, owner.id, 'staff', [branches[1]]),
    ]
    tokens = { owner: owner.access_token, admin: admin!.token, manager: manager!.token, staff: staff!.token }
    ids = {
      family,
      category,
      group,
      variant,
      tag,
      product,
      promotion,
      advertising,
      glossary_term,
      scheduled_change,
      history_entry,
      payment_method: 'pm_sweep',
      member: member!.id,
      api_key: await menu.created('POST', '/v1/api-keys', { name: 'Integración', scope: 'read' }),
      ...(await webhookIds(t, owner.id, menu)),
      region: await menu.created('POST', '/v1/regions', { name: 'Región', sucursal_ids: [branches[1]] }),
      branch: branches[1],
      template: templates[1],
      // A call of the assigned branch: attending it is idempotent, so every role's attempt may succeed.
      table_call: await tableCallOf(t, owner.id, branches[0]),
    }
    const lists = [
      '/v1/families',
      '/v1/products',
      '/v1/tags',
      '/v1/groups',
      '/v1/promotions',
      '/v1/advertising',
      '/v1/sucursales',
      '/v1/sold-out',
      '/v1/profiles/me',
      '/v1/members',
      '/v1/glossary',
      '/v1/scheduled-changes',
      '/v1/templates',
      `/v1/groups/${group}`,
      ...templates.flatMap((id) =>
        ['products', 'groups/variants', 'promotions', 'advertising'].map((rows) => `/v1/templates/${id}/${rows}`),
      ),
    ]
    snapshot = () => Promise.all(lists.map((url) => menu.read(url)))
  })
  after(async () => t.close())

  const send = (token: string, method: DocOperation['method'], attempt: Attempt) =>
    attempt.stream
      ? injectStream(t.app, token, attempt.url)
      : attempt.multipart
        ? call(t.app, {
            method,
            url: attempt.url,
            token,
            ...multipartFiles(
              attempt.multipart.map((field) => ({ field, filename: 'x.png', content: png, contentType: 'image/png' })),
            ),
          })
        : call(t.app, { method, url: attempt.url, token, payload: attempt.body as object, headers: attempt.headers })

  const show = (key: string, role: string, attempt: Attempt, res: { status: number; body: unknown }) =>
    `${key} as ${role}: ${attempt.url} ${JSON.stringify(attempt.body ?? attempt.multipart ?? '')} -> ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`

  it("states every operation's roles and branch as roles.json says, and covers every operation", () => {
    const wrong: string[] = []
    for (const { key, method, path, op } of SIGNED_IN) {
      if (!path.startsWith('/v1/')) {
        // /auth's signed-in calls (change-password, logout, refresh) are every person's own.
        if (op['x-roles']) wrong.push(`${key}: x-roles on an /auth call`)
        continue
      }
      const roles = KEYS.filter((role) => roleAllows(role, method, path))
      if (JSON.stringify(op['x-roles']) !== JSON.stringify(roles))
        wrong.push(`${key}: x-roles ${JSON.stringify(op['x-roles'])}, roles.json ${JSON.stringify(roles)}`)
      if (op['x-branch'] !== branchOf(method, path))
        wrong.push(`${key}: x-branch ${op['x-branch']}, roles.json ${branchOf(method, path)}`)
      if (!op['x-roles']?.includes('owner')) wrong.push(`${key}: the owner may not call it`)
    }
    assert.deepEqual(wrong, [])
    const uncovered = SIGNED_IN.filter((o) => o.path.startsWith('/v1/') && !isGeneric(o) && !CASES[o.key]).map(
      (o) => o.key,
    )
    assert.deepEqual(uncovered, [], 'operations the sweep cannot call without a case in role-sweep-cases.ts')
    const stale = Object.keys(CASES).filter((key) => !SIGNED_IN.some((o) => o.key === key))
    assert.deepEqual(stale, [], 'cases of operations no longer in openapi.json')
  })

  it('refuses every operation a role may not call with 403 ROLE_FORBIDDEN, changing nothing', async () => {
    const before = await snapshot()
    const answers: string[] = []
    let refused = 0
    for (const operation of API_OPERATIONS) {
      const attempt = attemptOf(operation, ids)
      for (const role of KEYS.filter((r) => !operation.op['x-roles']?.includes(r))) {
        const res = await send(tokens[role], operation.method, attempt)
        refused++
        if (res.status !== 403 || res.body?.error?.code !== 'ROLE_FORBIDDEN')
          answers.push(show(operation.key, role, attempt, res))
      }
    }
    assert.deepEqual(answers, [], 'every refusal is 403 ROLE_FORBIDDEN')
    assert.ok(refused > 150, `the sweep refused ${refused} calls`)
    assert.deepEqual(await snapshot(), before, "the account's data is unchanged")
  })

  it('refuses a branch-bound role every branch it is not assigned (403 BRANCH_NOT_ASSIGNED), lets it through for its own', async () => {
    const { branches, templates, unused } = team
    const own: Ids = { ...ids, branch: branches[0], template: templates[0] }
    const others: Ids[] = [ids, { ...ids, template: unused }]
    const answers: string[] = []
    let checked = 0
    for (const operation of API_OPERATIONS.filter((o) => o.op['x-branch'])) {
      for (const role of operation.op['x-roles'] ?? []) {
        const bound = Boolean(roleOf(role)?.branches)
        // The template no branch uses is only the account-wide roles' to change.
        const unassigned = operation.op['x-branch']!.startsWith('template:') ? others : [ids]
        for (const at of unassigned) {
          const attempt = attemptOf(operation, at)
          const res = await send(tokens[role as RoleKey], operation.method, attempt)
          checked++
          const code = res.body?.error?.code
          if (bound ? res.status !== 403 || code !== 'BRANCH_NOT_ASSIGNED' : res.status === 403)
            answers.push(show(operation.key, role, attempt, res))
        }
        const attempt = attemptOf(operation, own)
        const res = await send(tokens[role as RoleKey], operation.method, attempt)
        checked++
        if (res.status >= 300) answers.push(show(operation.key, role, attempt, res))
      }
    }
    assert.deepEqual(answers, [], 'branch checks')
    assert.ok(checked > 40, `the sweep made ${checked} branch calls`)
  })

  it('lets every role call what roles.json allows it (reads with real ids; writes with ids that do not exist)', async () => {
    const { branches, templates } = team
    const real: Ids = { ...ids, branch: branches[0], template: templates[0] }
    const dummy: Ids = Object.fromEntries(Object.keys(ids).map((kind) => [kind, DUMMY]))
    dummy.payment_method = 'pm_nada'
    const answers: string[] = []
    for (const operation of API_OPERATIONS) {
      const attempt = attemptOf(operation, operation.method === 'GET' ? real : dummy)
      for (const role of operation.op['x-roles'] ?? []) {
        const res = await send(tokens[role as RoleKey], operation.method, attempt)
        if (res.status === 403 && res.body?.error?.code === 'ROLE_FORBIDDEN')
          answers.push(show(operation.key, role, attempt, res))
      }
    }
    assert.deepEqual(answers, [], 'no allowed call is refused for its role')
  })

  it('a suspended member is signed out on the next request; a change of role applies on the next request', async () => {
    const { owner, branches } = team
    const person = await addMember(t, owner.id, 'staff', [branches[0]])
    const get = (url: string) => call(t.app, { method: 'GET', url, token: person.token })
    assert.equal((await get('/v1/products')).status, 200)
    assert.equal((await get('/v1/promotions')).body?.error?.code, 'ROLE_FORBIDDEN')
    await t.db.updateTable('members').set({ role: 'manager' }).where('id', '=', person.id).execute()
    assert.equal((await get('/v1/promotions')).status, 200, 'a manager reads promotions')
    assert.equal((await get('/v1/members')).body?.error?.code, 'ROLE_FORBIDDEN')
    await t.db.updateTable('members').set({ role: 'admin' }).where('id', '=', person.id).execute()
    const sucursales = await get('/v1/sucursales')
    assert.equal(sucursales.body.info.length, 2, 'an admin has every branch')
    await t.db.updateTable('members').set({ state: 'suspended' }).where('id', '=', person.id).execute()
    const suspended = await get('/v1/products')
    assert.equal(suspended.status, 401)
    assert.equal(suspended.body.error.message, 'Wrong token')
  })
})

/** A webhook of the owner and one delivery of it (queued as a write would queue it). */
async function webhookIds(
  t: TestApp,
  accountId: number,
  menu: { created: (m: 'POST', url: string, body: object) => Promise<number> },
) {
  const webhook = await menu.created('POST', '/v1/webhooks', {
    url: 'http://127.0.0.1:9/hook',
    events: ['menu.changed'],
  })
  const delivery = await t.db
    .insertInto('webhook_deliveries')
    .values({
      account_id: accountId,
      webhook_id: webhook,
      event: 'menu.changed',
      payload: '{}',
      created_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return { webhook, webhook_delivery: delivery.id }
}
