import { Type } from 'typebox'
import { Id, Name } from './common.js'

/** A region of branches (issue 43): its rows apply to its branches where their template has none. */
export const Region = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    sucursal_ids: Type.Array(Type.Integer(), { description: 'Its branches, by id' }),
    updated: Type.String({ format: 'date-time', description: 'Last change of its name, branches or rows' }),
  },
  { $id: 'Region', title: 'Region' },
)

export const REGION_SCHEMAS = [Region]

const SucursalIds = Type.Array(Id(), {
  maxItems: 1000,
  uniqueItems: true,
  description:
    "The region's whole set of branches: branches leaving it are left without a region, a branch of another region " +
    'moves here. A missing or foreign branch: 404 and nothing changes',
})

/** A new region: its name (unique in the account) and, optionally, its branches. */
export const NewRegion = Type.Object({ name: Name, sucursal_ids: Type.Optional(SucursalIds) })
/** A rename and/or its whole set of branches. */
export const RegionChanges = Type.Object({ name: Type.Optional(Name), sucursal_ids: Type.Optional(SucursalIds) })
