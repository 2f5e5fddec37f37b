import type { Executor } from './toolkit.js'

/**
 * What a person bound to branches (roles.json `branches`: Gerente de sucursal, Personal) sees of
 * the lists that are per branch: GET /v1/sucursales, /v1/sucursales/views, /v1/templates and
 * /v1/sold-out answer only the rows of their assigned branches. One rule for the four lists:
 * `branchIds` undefined (owner, admin) means every branch, and the rows are left as they are.
 */

/** The rows whose branch (`branchOf`) is one of `branchIds`; all of them when `branchIds` is undefined. */
export function onlyBranches<T>(
  rows: T[],
  branchIds: readonly number[] | undefined,
  branchOf: (row: T) => number,
): T[] {
  if (branchIds === undefined) return rows
  const mine = new Set(branchIds)
  return rows.filter((row) => mine.has(branchOf(row)))
}

/**
 * The rows of the templates a person may see (`templateOf` names a row's template): those used
 * by one of their branches (a template no branch of theirs uses is another branch's, or
 * nobody's); all of them when `branchIds` is undefined.
 */
export async function onlyBranchTemplates<T>(
  db: Executor,
  accountId: number,
  rows: T[],
  branchIds: readonly number[] | undefined,
  templateOf: (row: T) => number,
): Promise<T[]> {
  if (branchIds === undefined) return rows
  if (branchIds.length === 0) return []
  const used = await db
    .selectFrom('sucursales')
    .select('template_id')
    .where('account_id', '=', accountId)
    .where('id', 'in', [...branchIds])
    .where('template_id', 'is not', null)
    .execute()
  const mine = new Set(used.map((b) => Number(b.template_id)))
  return rows.filter((row) => mine.has(templateOf(row)))
}

/**
 * The part of a cached list's key that says whose rows it holds: '' for every branch, else the
 * sorted branch ids. A branch-bound person's list is then never answered to the owner (or to
 * someone with other branches), and a change of their branches reads a new entry at once.
 */
export const branchesKey = (branchIds: readonly number[] | undefined): string =>
  branchIds === undefined ? '' : `branches:${[...branchIds].sort((a, b) => a - b).join(',')}`
