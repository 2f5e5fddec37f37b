import { pointImagesAt } from './image-columns.js'
import { translated, translationsSet } from './translations.js'
import { isoAt } from '../db/values.js'
import { AppError } from '../errors.js'
import { categoryCommands, unclassifyProducts } from './categories-write.js'
import { type Family, familiesRead } from './families-read.js'
import {
  applyPositions,
  cleanName,
  copyName,
  type MenuDeps,
  optionalText,
  type PositionItem,
  scoped,
} from './toolkit.js'
import type { FamilyChanges } from '../schemas/menu.js'
import type { Shape } from '../schemas/shapes.js'

/** A family's fields as a create or an update gives them (schemas/menu.ts). */
export type FamilyInput = Shape<typeof FamilyChanges>

/**
 * The families' repository as the panel's routes use it: the read model (families-read.ts) and
 * the commands on families and their categories (categories-write.ts). Every statement goes
 * through `scoped`: another account's ids behave exactly like missing ones (404).
 */
export function familiesRepo(deps: MenuDeps, accountId: number) {
  const { db, now, images } = deps
  const own = scoped(db, accountId)
  const read = familiesRead(db, accountId)
  const { get } = read

  /** `icon` in an update may only clear the icon or repeat the current URL. */
  function iconChange(current: string | null, icon: string | null | undefined): { icon?: null } {
    if (icon === undefined || icon === current) return {}
    if (icon === null || icon === '') return { icon: null }
    throw new AppError('VALIDATION_ERROR', 'El icono se sube como archivo (POST /v1/families/{id}/attachment).')
  }

  return {
    ...read,

    /** New family; position defaults to the number of families (it goes last). */
    async create(input: FamilyInput & { name: string }): Promise<number> {
      const at = isoAt(now())
      return own.transaction(async (t) => {
        const row = await t
          .insertInto('families', {
            name: cleanName(input.name),
            description: optionalText(input.description) ?? null,
            translations: (await translationsSet(t, input.translations, null)) ?? '{}',
            icon: null,
            position: input.position ?? (await t.count('families')),
            created_at: at,
            updated_at: at,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
        return Number(row.id)
      })
    },

    async update(id: number, input: FamilyInput): Promise<Family> {
      const current = await own.ownedRow('families', id)
      const change = iconChange(current.icon, input.icon)
      const set = {
        ...(input.name !== undefined ? { name: cleanName(input.name) } : {}),
        ...(input.description !== undefined ? { description: optionalText(input.description) } : {}),
        ...(input.position !== undefined ? { position: input.position } : {}),
        ...translated(await translationsSet(own, input.translations, current.translations)),
        ...change,
      }
      if (Object.keys(set).length > 0) {
        await own.transaction((t) =>
          t
            .updateTable('families')
            .set({ ...set, updated_at: isoAt(now()) })
            .where('id', '=', id)
            .execute(),
        )
      }
      return get(id)
    },

    async reorder(items: PositionItem[]): Promise<void> {
      await own.transaction((t) => applyPositions(t, 'families', items))
    },

    /** Stores a new icon (already read from the request) and points the family at it (image-columns.ts). */
    async setIcon(id: number, file: Buffer): Promise<string> {
      await own.mustOwn('families', id)
      const icon = await images.save(file, 'icon')
      await pointImagesAt(deps, own, 'families', id, { icon })
      return icon
    },

    /** '<name> (copia)' placed last, with copies of its categories (not of their products) and of its icon file. */
    async clone(id: number): Promise<number> {
      const source = await own.ownedRow('families', id)
      const icon = source.icon ? ((await images.copy(source.icon, 'icon')) ?? null) : null
      try {
        return await own.transaction(async (t) => {
          const at = isoAt(now())
          const row = await t
            .insertInto('families', {
              name: copyName(source.name),
              description: source.description,
              translations: source.translations,
              icon,
              position: await t.count('families'),
              created_at: at,
              updated_at: at,
            })
            .returning('id')
            .executeTakeFirstOrThrow()
          const categories = await t
            .selectFrom('categories')
            .selectAll()
            .where('family_id', '=', id)
            .orderBy('position')
            .orderBy('id')
            .execute()
          if (categories.length) {
            await t
              .insertInto(
                'categories',
                categories.map((c) => ({
                  family_id: Number(row.id),
                  name: c.name,
                  description: c.description,
                  translations: c.translations,
                  position: c.position,
                  created_at: at,
                  updated_at: at,
                })),
              )
              .execute()
          }
          return Number(row.id)
        })
      } catch (err) {
        await images.remove([icon])
        throw err
      }
    },

    /** Deletes the family and its categories; their products become unclassified, never deleted. */
    async delete(id: number): Promise<{ id: number; unclassified_products: number }> {
      const moved = await own.transaction(async (t) => {
        await t.ownedRow('families', id)
        const categoryIds = (
          await t
            .selectFrom('categories')
            .select('id')
            .where('family_id', '=', id)
            .orderBy('position')
            .orderBy('id')
            .execute()
        ).map((c) => Number(c.id))
        const moved = await unclassifyProducts(t, categoryIds)
        await t.deleteFrom('categories').where('family_id', '=', id).execute()
        await t.deleteFrom('families').where('id', '=', id).execute()
        return moved
      })
      return { id, unclassified_products: moved }
    },
    ...categoryCommands(deps, accountId),
  }
}
