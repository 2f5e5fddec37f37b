import type { Db } from '../db/connection.js'
import { scoped } from './toolkit.js'

/** A branch template as lists show it ("Ultimo cambio" is `updated`). */
export interface TemplateSummary {
  id: number
  name: string
  updated: string
}

/** The signed-in account's templates (tenant-scoped through `scoped`). */
export function templatesRepo(db: Db, accountId: number) {
  const own = scoped(db, accountId)
  return {
    async list(): Promise<TemplateSummary[]> {
      const rows = await own.selectFrom('templates').select(['id', 'name', 'updated_at']).orderBy('name').orderBy('id').execute()
      return rows.map((r) => ({ id: Number(r.id), name: r.name, updated: r.updated_at }))
    },
  }
}
