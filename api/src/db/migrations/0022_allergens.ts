import type { Kysely } from 'kysely'

/**
 * Allergens, diets, calories and portion of products and variants (docs/allergens.md).
 * `allergens` is JSON text of a map code -> 'contains' | 'may_contain' | 'free'; an absent
 * code is "not confirmed", so every existing dish starts as not confirmed ('{}'), never as
 * free. `diets` (products only) is a JSON list. `calories` in kcal; `portion` short text.
 */
// Only the schema builder is used: no table types are needed.
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ['products', 'variants']) {
    await db.schema
      .alterTable(table)
      .addColumn('allergens', 'text', (c) => c.notNull().defaultTo('{}'))
      .execute()
    await db.schema.alterTable(table).addColumn('calories', 'integer').execute()
    await db.schema.alterTable(table).addColumn('portion', 'text').execute()
  }
  await db.schema
    .alterTable('products')
    .addColumn('diets', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('products').dropColumn('diets').execute()
  for (const table of ['products', 'variants']) {
    for (const column of ['portion', 'calories', 'allergens']) {
      await db.schema.alterTable(table).dropColumn(column).execute()
    }
  }
}
