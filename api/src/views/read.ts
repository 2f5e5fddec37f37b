import type { Db } from '../db/connection.js'
import { scoped } from '../data/toolkit.js'

export interface BranchViews {
  sucursal_id: number
  total: number
  /** Every day of the range, oldest first, zeros included. */
  days: Array<{ date: string; views: number }>
  /**
   * Scans of each table's QR code (?mesa=n) over the range: every table the branch has (1..tables,
   * zeros included), plus any table beyond them that was scanned before the branch had fewer.
   */
  tables: Array<{ table: number; views: number }>
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
  const branches = await own
    .selectFrom('sucursales')
    .select(['sucursales.id', 'sucursales.tables'])
    .orderBy('sucursales.id')
    .execute()
  const rows = await own
    .selectFrom('sucursales')
    .innerJoin('menu_views', 'menu_views.sucursal_id', 'sucursales.id')
    .select(['menu_views.sucursal_id', 'menu_views.day', 'menu_views.views'])
    .where('menu_views.day', '>=', days[0] ?? '')
    .where('menu_views.day', '<=', days[days.length - 1] ?? '')
    .execute()
  const tableRows = await own
    .selectFrom('sucursales')
    .innerJoin('menu_table_views', 'menu_table_views.sucursal_id', 'sucursales.id')
    .select(['menu_table_views.sucursal_id', 'menu_table_views.table_number'])
    .select((eb) => eb.fn.sum<number | string>('menu_table_views.views').as('views'))
    .where('menu_table_views.day', '>=', days[0] ?? '')
    .where('menu_table_views.day', '<=', days[days.length - 1] ?? '')
    .groupBy(['menu_table_views.sucursal_id', 'menu_table_views.table_number'])
    .execute()
  const counted = new Map(rows.map((r) => [`${r.sucursal_id}|${r.day}`, Number(r.views)]))
  const perTable = new Map<number, Map<number, number>>()
  for (const r of tableRows) {
    const branch = perTable.get(Number(r.sucursal_id)) ?? new Map<number, number>()
    branch.set(Number(r.table_number), Number(r.views))
    perTable.set(Number(r.sucursal_id), branch)
  }
  return branches.map(({ id, tables }) => {
    const perDay = days.map((date) => ({ date, views: counted.get(`${id}|${date}`) ?? 0 }))
    const scanned = perTable.get(Number(id)) ?? new Map<number, number>()
    const numbers = new Set([...Array.from({ length: Number(tables) }, (_, i) => i + 1), ...scanned.keys()])
    return {
      sucursal_id: Number(id),
      total: perDay.reduce((sum, d) => sum + d.views, 0),
      days: perDay,
      tables: [...numbers].sort((a, b) => a - b).map((table) => ({ table, views: scanned.get(table) ?? 0 })),
    }
  })
}
