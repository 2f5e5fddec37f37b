import { sql } from 'kysely'
import type { Bool01 } from '../db/types.js'
import { chunks, type Scoped, type TemplateRowTable } from './toolkit.js'

/**
 * Templates and regions (issue 43): a branch's template sits over its region's rows. A template
 * is "of a region" when every branch using it is in that one region; then the editor shows the
 * region's values as what its rows would otherwise inherit. Used by several regions' branches, or
 * by none: no region (it inherits the base menu).
 */

/** A template's single region: its id, name and the template holding its rows. */
export interface TemplateRegion {
  id: number
  name: string
  template_id: number
}

/** The single region of each of `templateIds` (absent: none, or several). */
export async function templateRegions(own: Scoped, templateIds: number[]): Promise<Map<number, TemplateRegion>> {
  const out = new Map<number, TemplateRegion>()
  if (templateIds.length === 0) return out
  const rows = await own
    .selectFrom('sucursales')
    .leftJoin('regions', (j) =>
      j.onRef('regions.id', '=', 'sucursales.region_id').onRef('regions.account_id', '=', 'sucursales.account_id'),
    )
    .select([
      'sucursales.template_id',
      'sucursales.region_id',
      'regions.name as region_name',
      'regions.template_id as region_template',
    ])
    .where('sucursales.template_id', 'in', templateIds)
    .execute()
  const several = new Set<number>()
  for (const r of rows) {
    const templateId = Number(r.template_id)
    if (several.has(templateId)) continue
    const region =
      r.region_id === null || r.region_name === null || r.region_template === null
        ? null
        : { id: Number(r.region_id), name: r.region_name, template_id: Number(r.region_template) }
    const seen = out.get(templateId)
    if (region === null || (seen !== undefined && seen.id !== region.id)) {
      several.add(templateId)
      out.delete(templateId)
    } else out.set(templateId, region)
  }
  return out
}

/**
 * The region's own values for `ids` (one kind of rows), what a branch template's rows inherit
 * when `templateId` is of a single region: a template row storing that value would follow the
 * region instead (data/template-rows.ts writeRows stores it as null, like a base value without
 * a region). Locked fields are left out (they follow the base menu). Empty: no single region.
 */
export async function regionValues(
  own: Scoped,
  templateId: number,
  spec: { table: TemplateRowTable; item: string; column: string },
  ids: number[],
  locked: { value: boolean; enabled: boolean },
): Promise<Map<number, { value: number | string | null; enabled: Bool01 | null }>> {
  const out = new Map<number, { value: number | string | null; enabled: Bool01 | null }>()
  if (ids.length === 0 || (locked.value && locked.enabled)) return out
  const region = (await templateRegions(own, [templateId])).get(templateId)
  if (!region) return out
  for (const part of chunks(ids)) {
    const rows = await own
      .selectFrom(spec.table)
      .select([
        sql.ref<number>(spec.item).as('id'),
        sql.ref<number | string | null>(spec.column).as('value'),
        sql.ref<Bool01 | null>('enabled').as('enabled'),
      ])
      .where(sql.ref('template_id'), '=', region.template_id)
      .where(sql.ref(spec.item), 'in', part)
      .execute()
    for (const r of rows)
      out.set(Number(r.id), { value: locked.value ? null : r.value, enabled: locked.enabled ? null : r.enabled })
  }
  return out
}
