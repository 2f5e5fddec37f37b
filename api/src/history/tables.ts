/**
 * The tables whose rows make what a diner sees, recorded by the history triggers
 * (db/history-triggers.ts), in the order a restore inserts them: a row's parents come first.
 *
 * - `key`: the columns naming one row (its id, or the pair of a link table);
 * - `entity`: what the panel calls the change, and `owner` the column holding that entity's id
 *   (a tag link or a sold-out mark is a change of its product, a template row of its template);
 * - `columns`: only these columns are recorded (the account row: its brand and integrations,
 *   not its password, plan or cache marker);
 * - `item`: on a row attached to an entity, the columns naming what it attaches (the first
 *   not null): the history names that item ('Etiqueta «Picante» añadida', history/labels.ts).
 */
export const ENTITIES = [
  'brand',
  'family',
  'category',
  'product',
  'variant_group',
  'variant',
  'tag',
  'promotion',
  'advertising',
  'template',
  // Before 'branch': a region's change that moves branches reads as the region's.
  'region',
  'branch',
  'lock',
] as const
export type HistoryEntity = (typeof ENTITIES)[number]

export interface RecordedTable {
  key: readonly string[]
  entity: HistoryEntity
  /** The column holding the entity's id; absent: the row is the entity (its key is `id`). */
  owner?: string
  columns?: readonly string[]
  /** The column naming the account: `account_id`, or `id` for the account row itself. */
  account: 'account_id' | 'id'
  /** Only updates are recorded (the account row: it is never created or deleted by a menu change). */
  updatesOnly?: boolean
  /** On a row attached to an entity: the columns naming the attached item, the first not null. */
  item?: readonly string[]
}

export const BRAND_COLUMNS = [
  'id',
  'company',
  'logo',
  'currency',
  'theme_background',
  'theme_font',
  'theme_button_background',
  'theme_button_font',
  'font_headline',
  'font_body',
  'gtm_id',
  'google_analytics',
  'facebook_pixel',
  'privacy_url',
  'off_schedule',
  'languages',
] as const

const own = (entity: HistoryEntity): RecordedTable => ({ key: ['id'], entity, account: 'account_id' })
const linked = (entity: HistoryEntity, owner: string, key: string[], item: string[]): RecordedTable => ({
  key,
  entity,
  owner,
  account: 'account_id',
  item,
})

export const RECORDED_TABLES = {
  accounts: { key: ['id'], entity: 'brand', columns: BRAND_COLUMNS, account: 'id', updatesOnly: true },
  families: own('family'),
  categories: own('category'),
  products: own('product'),
  variant_groups: own('variant_group'),
  variants: own('variant'),
  tags: own('tag'),
  product_tags: linked('product', 'product_id', ['product_id', 'tag_id'], ['tag_id']),
  product_variant_groups: linked('product', 'product_id', ['product_id', 'group_id'], ['group_id']),
  promotions: own('promotion'),
  advertising: own('advertising'),
  templates: own('template'),
  template_products: linked('template', 'template_id', ['template_id', 'product_id'], ['product_id']),
  template_variants: linked('template', 'template_id', ['template_id', 'variant_id'], ['variant_id']),
  template_promotions: linked('template', 'template_id', ['template_id', 'promotion_id'], ['promotion_id']),
  template_advertising: linked('template', 'template_id', ['template_id', 'advertising_id'], ['advertising_id']),
  template_schedules: linked(
    'template',
    'template_id',
    ['template_id', 'product_id', 'promotion_id'],
    ['product_id', 'promotion_id'],
  ),
  regions: own('region'),
  sucursales: own('branch'),
  field_locks: own('lock'),
  sold_out: linked('product', 'product_id', ['id'], ['sucursal_id']),
  combo_days: linked('product', 'product_id', ['id'], ['date']),
} as const satisfies Record<string, RecordedTable>

export type RecordedTableName = keyof typeof RECORDED_TABLES
export const RECORDED_TABLE_NAMES = Object.keys(RECORDED_TABLES) as RecordedTableName[]

export const isRecordedTable = (name: string): name is RecordedTableName => name in RECORDED_TABLES

/** Which table holds an entity's own row. */
export const ENTITY_TABLE: Record<HistoryEntity, RecordedTableName> = {
  brand: 'accounts',
  family: 'families',
  category: 'categories',
  product: 'products',
  variant_group: 'variant_groups',
  variant: 'variants',
  tag: 'tags',
  promotion: 'promotions',
  advertising: 'advertising',
  template: 'templates',
  branch: 'sucursales',
  region: 'regions',
  lock: 'field_locks',
}

/** Columns that change with every write and say nothing by themselves. */
export const NOISE_COLUMNS = new Set(['updated_at'])
