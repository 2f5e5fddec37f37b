import { foldText } from '@menu/shared/format/text'
import type { Translations } from '@menu/shared/menu/languages'
import { isoAt, toBool01 } from '../db/values.js'
import { dishFactsSet, productFactsSet } from '../data/dish-facts.js'
import { type Change, writeRows } from '../data/template-rows.js'
import { chunks, type Scoped } from '../data/toolkit.js'
import { comboSet } from '../data/combos.js'
import type { ImportPlan } from './plan.js'
import type { MenuSnapshot } from './snapshot.js'

export interface ImportResult {
  created: number
  updated: number
  removed: number
}

const fold = (s: string) => foldText(s.trim())
/** The stored translations when the row changes them (the plan checked them against the account's languages). */
const translationsColumn = (translations: Translations | undefined) =>
  translations === undefined ? {} : { translations: JSON.stringify(translations) }
const PROGRESS_EVERY = 50

/**
 * Writes a checked plan (no errors) inside the caller's transaction `t`, against the snapshot it
 * was planned on (read in the same transaction). Families, categories, tags and groups named
 * but missing are created first, then products, variants, template prices and, last, the
 * removals. `progress(done, total)` is called as items are written. Answers the counts and the
 * image files of removed products (to delete once the transaction has committed).
 */
export async function applyImport(
  t: Scoped,
  menu: MenuSnapshot,
  plan: ImportPlan,
  now: () => number,
  progress: (done: number, total: number) => void,
): Promise<ImportResult & { images: Array<string | null> }> {
  const at = isoAt(now())
  const total = plan.products.length + plan.variants.length + plan.removedProducts.length + plan.removedVariants.length
  let done = 0
  const step = () => {
    done++
    if (done % PROGRESS_EVERY === 0 || done === total) progress(done, total)
  }
  progress(0, total)

  const familyId = new Map(menu.families.map((f) => [fold(f.name), f.id]))
  const categoryId = new Map(menu.categories.map((c) => [`${c.family_id}\u0000${fold(c.name)}`, c.id]))
  const tagId = new Map(menu.tags.map((x) => [fold(x.name), x.id]))
  const groupId = new Map(menu.groups.map((x) => [fold(x.name), x.id]))

  let familyPosition = menu.families.length
  for (const name of plan.newFamilies) {
    const r = await t
      .insertInto('families', {
        name,
        description: null,
        icon: null,
        position: familyPosition++,
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    familyId.set(fold(name), Number(r.id))
  }
  const categoriesIn = new Map<number, number>()
  for (const c of menu.categories) categoriesIn.set(c.family_id, (categoriesIn.get(c.family_id) ?? 0) + 1)
  for (const { family, name } of plan.newCategories) {
    const fid = familyId.get(fold(family))!
    const position = categoriesIn.get(fid) ?? 0
    categoriesIn.set(fid, position + 1)
    const r = await t
      .insertInto('categories', { family_id: fid, name, description: null, position, created_at: at, updated_at: at })
      .returning('id')
      .executeTakeFirstOrThrow()
    categoryId.set(`${fid}\u0000${fold(name)}`, Number(r.id))
  }
  for (const [i, name] of plan.newTags.entries()) {
    const r = await t
      .insertInto('tags', { name, icon: null, position: menu.tags.length + i, created_at: at, updated_at: at })
      .returning('id')
      .executeTakeFirstOrThrow()
    tagId.set(fold(name), Number(r.id))
  }
  for (const [i, name] of plan.newGroups.entries()) {
    const r = await t
      .insertInto('variant_groups', { name, position: menu.groups.length + i, created_at: at, updated_at: at })
      .returning('id')
      .executeTakeFirstOrThrow()
    groupId.set(fold(name), Number(r.id))
  }

  // Products: new ones and moved ones go last in their category.
  const productsIn = new Map<number | null, number>()
  for (const p of menu.products) productsIn.set(p.category_id, (productsIn.get(p.category_id) ?? 0) + 1)
  const nextIn = (category: number | null) => {
    const n = productsIn.get(category) ?? 0
    productsIn.set(category, n + 1)
    return n
  }
  const productById = new Map(menu.products.map((p) => [p.id, p]))
  const templateProducts = new Map<number, Change[]>()
  /** The id of each row's product, for the combos' steps that name a product the import creates. */
  const idOfRow = new Map<number, number>()
  let created = 0
  let updated = 0
  for (const d of plan.products) {
    const category =
      d.family === null
        ? null
        : (categoryId.get(`${familyId.get(fold(d.family))}\u0000${fold(d.category ?? '')}`) ?? null)
    const tags = [...new Set(d.tags.map((n) => tagId.get(fold(n))!))]
    const groups = d.groups.map((n) => groupId.get(fold(n))!)
    const fields = {
      name: d.name,
      price_cents: d.price_cents,
      description: d.description,
      enabled: toBool01(d.enabled),
      ...translationsColumn(d.translations),
      updated_at: at,
    }
    let id: number
    if (d.id === undefined) {
      const r = await t
        .insertInto('products', {
          ...fields,
          ...productFactsSet(d.facts),
          category_id: category,
          image: null,
          featured: toBool01(false),
          recommended: toBool01(false),
          position: nextIn(category),
          created_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      id = Number(r.id)
      if (tags.length)
        await t
          .insertInto(
            'product_tags',
            tags.map((tag_id) => ({ product_id: id, tag_id, created_at: at })),
          )
          .execute()
      if (groups.length) {
        await t
          .insertInto(
            'product_variant_groups',
            groups.map((group_id, position) => ({
              product_id: id,
              group_id,
              limit: null,
              obligatory: toBool01(false),
              position,
              created_at: at,
            })),
          )
          .execute()
      }
      created++
    } else {
      id = d.id
      const was = productById.get(id)!
      const moving = category !== was.category_id
      // The same checks and stored form as the product routes (the plan checked them already).
      const facts = productFactsSet(d.facts, {
        allergens: JSON.stringify(was.allergens),
        diets: JSON.stringify(was.diets),
      })
      await t
        .updateTable('products')
        .set({ ...fields, ...facts, ...(moving ? { category_id: category, position: nextIn(category) } : {}) })
        .where('id', '=', id)
        .execute()
      const wantTags = new Set(tags)
      const hadTags = new Set(was.tag_ids)
      const dropTags = [...hadTags].filter((x) => !wantTags.has(x))
      const addTags = [...wantTags].filter((x) => !hadTags.has(x))
      if (dropTags.length)
        await t.deleteFrom('product_tags').where('product_id', '=', id).where('tag_id', 'in', dropTags).execute()
      if (addTags.length)
        await t
          .insertInto(
            'product_tags',
            addTags.map((tag_id) => ({ product_id: id, tag_id, created_at: at })),
          )
          .execute()
      if (groups.join() !== was.group_ids.join()) {
        // Kept groups keep their limit and obligatory flag; only their order follows the sheet.
        const dropGroups = was.group_ids.filter((g) => !groups.includes(g))
        if (dropGroups.length)
          await t
            .deleteFrom('product_variant_groups')
            .where('product_id', '=', id)
            .where('group_id', 'in', dropGroups)
            .execute()
        for (const [position, group_id] of groups.entries()) {
          if (was.group_ids.includes(group_id)) {
            await t
              .updateTable('product_variant_groups')
              .set({ position })
              .where('product_id', '=', id)
              .where('group_id', '=', group_id)
              .execute()
          } else {
            await t
              .insertInto('product_variant_groups', {
                product_id: id,
                group_id,
                limit: null,
                obligatory: toBool01(false),
                position,
                created_at: at,
              })
              .execute()
          }
        }
      }
      updated++
    }
    idOfRow.set(d.row, id)
    for (const [templateId, cents] of d.templatePrices) {
      templateProducts.set(templateId, [
        ...(templateProducts.get(templateId) ?? []),
        { id, value: cents, enabled: undefined },
      ])
    }
    step()
  }

  // Combos once every product exists: their steps name dishes by id, new ones too.
  for (const d of plan.products) {
    const id = idOfRow.get(d.row)!
    const was = d.id === undefined ? undefined : productById.get(d.id)
    const steps = d.combo.steps?.map((s) => ({
      ...s,
      items: s.items.map((it) =>
        it.product_id && it.product_id < 0 ? { ...it, product_id: idOfRow.get(-it.product_id)! } : it,
      ),
    }))
    // The product routes' rule and stored form (data/combos.ts): it checks the steps again.
    const set = await comboSet(
      t,
      { kind: d.combo.kind, steps, daily: d.combo.daily },
      was
        ? { kind: was.kind, steps: JSON.stringify(was.steps), daily: was.daily ? 1 : 0 }
        : { kind: 'dish', steps: null, daily: 0 },
    )
    // A combo that becomes a dish, or stops being a menu of the day, keeps no dated steps.
    if (set.daily === 0 && was?.daily) await t.deleteFrom('combo_days').where('product_id', '=', id).execute()
    if (Object.keys(set).length) await t.updateTable('products').set(set).where('id', '=', id).execute()
  }

  // Variants: new ones and moved ones go last in their group.
  const variantsIn = new Map<number, number>()
  for (const v of menu.variants) variantsIn.set(v.group_id, (variantsIn.get(v.group_id) ?? 0) + 1)
  const nextInGroup = (group: number) => {
    const n = variantsIn.get(group) ?? 0
    variantsIn.set(group, n + 1)
    return n
  }
  const variantById = new Map(menu.variants.map((v) => [v.id, v]))
  const templateVariants = new Map<number, Change[]>()
  for (const d of plan.variants) {
    const group = groupId.get(fold(d.group))!
    const fields = {
      name: d.name,
      price_cents: d.price_cents,
      enabled: toBool01(d.enabled),
      ...dishFactsSet(d.facts),
      ...translationsColumn(d.translations),
      updated_at: at,
    }
    let id: number
    if (d.id === undefined) {
      const r = await t
        .insertInto('variants', { ...fields, group_id: group, position: nextInGroup(group), created_at: at })
        .returning('id')
        .executeTakeFirstOrThrow()
      id = Number(r.id)
      created++
    } else {
      id = d.id
      const moving = variantById.get(id)!.group_id !== group
      await t
        .updateTable('variants')
        .set({ ...fields, ...(moving ? { group_id: group, position: nextInGroup(group) } : {}) })
        .where('id', '=', id)
        .execute()
      updated++
    }
    for (const [templateId, cents] of d.templatePrices) {
      templateVariants.set(templateId, [
        ...(templateVariants.get(templateId) ?? []),
        { id, value: cents, enabled: undefined },
      ])
    }
    step()
  }

  // Template prices after the base prices: a price equal to the new base follows it.
  for (const [templateId, changes] of templateProducts) await writeRows(t, templateId, 'products', changes, at)
  for (const [templateId, changes] of templateVariants) await writeRows(t, templateId, 'variants', changes, at)

  for (const part of chunks(plan.removedVariants.map((v) => v.id))) {
    await t.deleteFrom('variants').where('id', 'in', part).execute()
    part.forEach(step)
  }
  const images: Array<string | null> = []
  for (const part of chunks(plan.removedProducts.map((p) => p.id))) {
    await t.deleteFrom('product_tags').where('product_id', 'in', part).execute()
    await t.deleteFrom('product_variant_groups').where('product_id', 'in', part).execute()
    await t.deleteFrom('products').where('id', 'in', part).execute()
    for (const id of part) {
      images.push(productById.get(id)?.image ?? null)
      step()
    }
  }
  return { created, updated, removed: plan.removedProducts.length + plan.removedVariants.length, images }
}
