import type { Scoped } from './toolkit.js'

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
