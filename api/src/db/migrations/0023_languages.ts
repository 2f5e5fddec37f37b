import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter } from 'kysely'

/**
 * Menus in the diner's language (docs/languages.md).
 * - accounts.languages: JSON list, Spanish first, then the extra languages the owner chose.
 * - `translations` on every entity whose texts a diner reads: JSON map language -> {name,
 *   description, portion, reviewed?}; '{}' = not translated (the page falls back to Spanish).
 *   Stored with its row, so a delete, a clone or a restore carries its translations with it.
 * - glossary_terms: words that stay as written in every language, or have a fixed translation
 *   (JSON map language -> text), applied when texts are filled in bulk.
 */
export const TRANSLATED_TABLES = [
  'families',
  'categories',
  'products',
  'variant_groups',
  'variants',
  'tags',
  'promotions',
  'advertising',
  'template_promotions',
  'template_advertising',
] as const

// Only the schema builder is used: no table types are needed.
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter
  await db.schema
    .alterTable('accounts')
    .addColumn('languages', 'text', (c) => c.notNull().defaultTo('["es"]'))
    .execute()
  for (const table of TRANSLATED_TABLES) {
    await db.schema
      .alterTable(table)
      .addColumn('translations', 'text', (c) => c.notNull().defaultTo('{}'))
      .execute()
  }
  await db.schema
    .createTable('glossary_terms')
    .addColumn('id', pg ? 'serial' : 'integer', (c: ColumnDefinitionBuilder) =>
      pg ? c.primaryKey() : c.primaryKey().autoIncrement(),
    )
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('term', 'text', (c) => c.notNull())
    // language -> fixed translation; a language absent keeps the term as written.
    .addColumn('translations', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('glossary_terms_account_idx').on('glossary_terms').column('account_id').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('glossary_terms').execute()
  for (const table of TRANSLATED_TABLES) await db.schema.alterTable(table).dropColumn('translations').execute()
  await db.schema.alterTable('accounts').dropColumn('languages').execute()
}
