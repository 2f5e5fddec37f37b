import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter } from 'kysely'

/**
 * The menu: families > categories > products, tags, variant groups > variants, and the
 * product links to tags and groups. Every row carries account_id (tenancy, see data/).
 * Prices are integer cents (`price_cents`), converted in db/values.ts only, so 12.5
 * round-trips exactly on both dialects. `position` orders siblings; ties break by id.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter
  const idType = pg ? 'serial' : 'integer'
  const id = (c: ColumnDefinitionBuilder) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement())
  const account = (c: ColumnDefinitionBuilder) => c.notNull().references('accounts.id').onDelete('cascade')

  await db.schema
    .createTable('families')
    .addColumn('id', idType, id)
    .addColumn('account_id', 'integer', account)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('icon', 'text')
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('families_account_position_idx')
    .on('families')
    .columns(['account_id', 'position'])
    .execute()

  await db.schema
    .createTable('categories')
    .addColumn('id', idType, id)
    .addColumn('account_id', 'integer', account)
    // The data layer unclassifies a family's products before deleting it; the cascade only removes categories.
    .addColumn('family_id', 'integer', (c) => c.notNull().references('families.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('categories_account_family_position_idx')
    .on('categories')
    .columns(['account_id', 'family_id', 'position'])
    .execute()
  await db.schema.createIndex('categories_family_idx').on('categories').column('family_id').execute()

  await db.schema
    .createTable('products')
    .addColumn('id', idType, id)
    .addColumn('account_id', 'integer', account)
    // Never deleted with its category: it becomes unclassified ('Productos sin clasificar').
    .addColumn('category_id', 'integer', (c) => c.references('categories.id').onDelete('set null'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('price_cents', 'integer', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('image', 'text')
    .addColumn('featured', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('recommended', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('products_account_category_position_idx')
    .on('products')
    .columns(['account_id', 'category_id', 'position'])
    .execute()
  await db.schema.createIndex('products_category_idx').on('products').column('category_id').execute()

  await db.schema
    .createTable('tags')
    .addColumn('id', idType, id)
    .addColumn('account_id', 'integer', account)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('icon', 'text')
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('tags_account_position_idx').on('tags').columns(['account_id', 'position']).execute()

  await db.schema
    .createTable('variant_groups')
    .addColumn('id', idType, id)
    .addColumn('account_id', 'integer', account)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('variant_groups_account_position_idx')
    .on('variant_groups')
    .columns(['account_id', 'position'])
    .execute()

  await db.schema
    .createTable('variants')
    .addColumn('id', idType, id)
    .addColumn('account_id', 'integer', account)
    .addColumn('group_id', 'integer', (c) => c.notNull().references('variant_groups.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('price_cents', 'integer')
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('variants_group_position_idx').on('variants').columns(['group_id', 'position']).execute()
  await db.schema.createIndex('variants_account_idx').on('variants').column('account_id').execute()

  await db.schema
    .createTable('product_tags')
    .addColumn('account_id', 'integer', account)
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('tag_id', 'integer', (c) => c.notNull().references('tags.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('product_tags_pk', ['product_id', 'tag_id'])
    .execute()
  await db.schema.createIndex('product_tags_tag_idx').on('product_tags').column('tag_id').execute()
  await db.schema.createIndex('product_tags_account_idx').on('product_tags').column('account_id').execute()

  await db.schema
    .createTable('product_variant_groups')
    .addColumn('account_id', 'integer', account)
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('group_id', 'integer', (c) => c.notNull().references('variant_groups.id').onDelete('cascade'))
    // How many variants of the group a diner may pick for this product (null: no limit), and whether one is required.
    .addColumn('limit', 'integer')
    .addColumn('obligatory', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('product_variant_groups_pk', ['product_id', 'group_id'])
    .execute()
  await db.schema
    .createIndex('product_variant_groups_group_idx')
    .on('product_variant_groups')
    .column('group_id')
    .execute()
  await db.schema
    .createIndex('product_variant_groups_account_idx')
    .on('product_variant_groups')
    .column('account_id')
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of [
    'product_variant_groups',
    'product_tags',
    'variants',
    'variant_groups',
    'tags',
    'products',
    'categories',
    'families',
  ]) {
    await db.schema.dropTable(t).execute()
  }
}
