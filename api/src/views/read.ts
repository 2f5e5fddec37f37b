import type { Db } from '../db/connection.js'
import { scoped } from '../data/toolkit.js'

export interface BranchViews {
  sucursal_id: number
  total: number
  /** Every day of the range, oldest first, zeros included. */
  days: Array<{ date: string; views: number }>
}

/** The `count` calendar days ending on `today` ('YYYY-MM-DD'), oldest first. */
export function dayRange(today: string, count: number): string[] {
  const end = Date.parse(`${today}T00:00:00Z`)
  return Array.from({ length: count }, (_, i) =>
    new Date(end - (count - 1 - i) * 86_400_000).toISOString().slice(0, 10),
  )
}

/** The account's branches (list order) with their views on each of `days`; read through the account's branches only. */
export async function branchViews(db: Db, accountId: number, days: string[]): Promise<BranchViews[]> {
  const own = scoped(db, accountId)
  const branches = await own.selectFrom('sucursales').select('sucursales.id').orderBy('sucursales.id').execute()
  const rows = await own
    .selectFrom('sucursales')
    .innerJoin('menu_views', 'menu_views.sucursal_id', 'sucursales.id')
    .select(['menu_views.sucursal_id', 'menu_views.day', 'menu_views.views'])
    .where('menu_views.day', '>=', days[0] ?? '')
    .where('menu_views.day', '<=', days[days.length - 1] ?? '')
    .execute()
  const counted = new Map(rows.map((r) => [`${r.sucursal_id}|${r.day}`, Number(r.views)]))
  return branches.map(({ id }) => {
    const perDay = days.map((date) => ({ date, views: counted.get(`${id}|${date}`) ?? 0 }))
    return { sucursal_id: Number(id), total: perDay.reduce((sum, d) => sum + d.views, 0), days: perDay }
  })
}
