import type { RoleKey } from '@menu/shared/roles'
import { hashPassword } from '../src/auth/passwords.js'
import { sessions } from '../src/auth/sessions.js'
import { isoAt } from '../src/db/values.js'
import { account, menuApi, PASSWORD, type TestApp, uniqueEmail } from './helpers.js'

/**
 * A team without the members' routes: members are rows written straight into `members` and
 * `member_branches`, signed in with a session of their own (auth/sessions.ts), so these tests
 * depend only on the core (the person read on every request, plugins/roles.ts).
 */

export interface TeamMember {
  id: number
  email: string
  token: string
}

let hashed: Promise<string> | undefined

/** An active member of `accountId` with `role` on `branchIds` (ignored for owner/admin), signed in. */
export async function addMember(
  t: TestApp,
  accountId: number,
  role: Exclude<RoleKey, 'owner'>,
  branchIds: number[] = [],
): Promise<TeamMember> {
  hashed ??= hashPassword(PASSWORD, t.config.scryptCost)
  const email = uniqueEmail(role)
  const row = await t.db
    .insertInto('members')
    .values({
      account_id: accountId,
      role,
      state: 'active',
      name: `Persona ${role}`,
      email,
      password_hash: await hashed,
      invite_token_hash: null,
      invite_expires_at: null,
      invited_by: null,
      totp_secret: null,
      totp_enabled_at: null,
      created_at: isoAt(t.config.now()),
      last_access_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  const id = Number(row.id)
  await setBranches(t, accountId, id, branchIds)
  const { access_token } = await sessions(t.app.ctx).start(accountId, id)
  return { id, email, token: access_token }
}

/** Replaces a member's assigned branches. */
export async function setBranches(t: TestApp, accountId: number, memberId: number, branchIds: number[]) {
  await t.db.deleteFrom('member_branches').where('member_id', '=', memberId).execute()
  if (branchIds.length)
    await t.db
      .insertInto('member_branches')
      .values(branchIds.map((sucursal_id) => ({ member_id: memberId, sucursal_id, account_id: accountId })))
      .execute()
}

/**
 * A FRANCHISES account (no plan gate refuses first) with two branches, each with its own
 * template, and a third template no branch uses.
 */
export async function twoBranchAccount(t: TestApp) {
  const owner = await account(t, 'FRANCHISES')
  const menu = menuApi(t, owner.access_token)
  const first = (await menu.read<Array<{ id: number }>>('/v1/sucursales'))[0]!.id
  const second = await menu.created('POST', '/v1/sucursales', { name: 'Segunda' })
  const templates = [] as number[]
  for (const name of ['Plantilla Uno', 'Plantilla Dos', 'Plantilla Libre'])
    templates.push(await menu.created('POST', '/v1/templates', { name }))
  const [template1, template2, unused] = templates as [number, number, number]
  for (const [branch, template] of [
    [first, template1],
    [second, template2],
  ] as const) {
    const res = await menu.req('PUT', `/v1/sucursales/${branch}`, { template_id: template })
    if (res.status !== 200) throw new Error(`template of branch ${branch}: ${JSON.stringify(res.body)}`)
  }
  return { owner, menu, branches: [first, second] as const, templates: [template1, template2] as const, unused }
}
