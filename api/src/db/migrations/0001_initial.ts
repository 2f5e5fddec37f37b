import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter } from 'kysely'

/**
 * Written once for both dialects with Kysely's schema builder. The only dialect
 * difference is how an auto-increment integer key is declared.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter
  const idType = pg ? 'serial' : 'integer'
  const id = (c: ColumnDefinitionBuilder) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement())

  await db.schema
    .createTable('settings')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('plans')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('plan_scopes')
    .addColumn('plan_code', 'text', (c) => c.notNull().references('plans.code').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('limit', 'integer')
    .addPrimaryKeyConstraint('plan_scopes_pk', ['plan_code', 'name'])
    .execute()

  await db.schema
    .createTable('accounts')
    .addColumn('id', idType, id)
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('company', 'text', (c) => c.notNull())
    .addColumn('business_kind', 'text', (c) => c.notNull())
    .addColumn('verified_at', 'text')
    .addColumn('plan_code', 'text', (c) => c.notNull().references('plans.code'))
    .addColumn('gtm_id', 'text')
    .addColumn('google_analytics', 'text')
    .addColumn('facebook_pixel', 'text')
    .addColumn('logo', 'text')
    .addColumn('currency', 'text', (c) => c.notNull().defaultTo('MXN'))
    .addColumn('theme_background', 'text', (c) => c.notNull().defaultTo('#FFFFFF'))
    .addColumn('theme_font', 'text', (c) => c.notNull().defaultTo('#242424'))
    .addColumn('theme_button_background', 'text', (c) => c.notNull().defaultTo('#5227D0'))
    .addColumn('theme_button_font', 'text', (c) => c.notNull().defaultTo('#FFFFFF'))
    .addColumn('font_headline', 'text', (c) => c.notNull().defaultTo('SS Nickson One'))
    .addColumn('font_body', 'text', (c) => c.notNull().defaultTo('Aktiv Grotesk'))
    .addColumn('default_payment_method_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()

  // Created now (minimal) so that sucursales.template_id has a real, account-scoped target.
  await db.schema
    .createTable('templates')
    .addColumn('id', idType, id)
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('templates_account_idx').on('templates').column('account_id').execute()

  await db.schema
    .createTable('sucursales')
    .addColumn('id', idType, id)
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('address', 'text')
    .addColumn('phone', 'text')
    .addColumn('whatsapp_num', 'text')
    .addColumn('facebook_usr', 'text')
    .addColumn('instagram_usr', 'text')
    .addColumn('tiktok_usr', 'text')
    .addColumn('website', 'text')
    .addColumn('route_key', 'text', (c) => c.notNull().unique())
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(0))
    // Deleting a template leaves its branches without one.
    .addColumn('template_id', 'integer', (c) => c.references('templates.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('sucursales_account_idx').on('sucursales').column('account_id').execute()

  await db.schema
    .createTable('email_tokens')
    .addColumn('id', idType, id)
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('refresh_families')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .execute()
  await db.schema.createIndex('refresh_families_account_idx').on('refresh_families').column('account_id').execute()

  await db.schema
    .createTable('refresh_tokens')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('family_id', 'text', (c) => c.notNull().references('refresh_families.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute()
  await db.schema.createIndex('refresh_tokens_family_idx').on('refresh_tokens').column('family_id').execute()

  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('reset_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('rate_limits_reset_idx').on('rate_limits').column('reset_at').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of [
    'rate_limits',
    'refresh_tokens',
    'refresh_families',
    'email_tokens',
    'sucursales',
    'templates',
    'accounts',
    'plan_scopes',
    'plans',
    'settings',
  ]) {
    await db.schema.dropTable(t).execute()
  }
}
