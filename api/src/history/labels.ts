import { FACT_LABELS } from '@menu/shared/menu/dish-facts'
import { RECORDED_TABLES, type RecordedTable, type RecordedTableName } from './tables.js'

/**
 * The Spanish words of every recorded column (history/tables.ts), the one place the history's
 * fields are named for the owner: the entries and the restore's preview carry the text built
 * from them (words.ts). A test walks every recorded table and column and fails on one without
 * a label, so a new column is named when it is added.
 */

/** How a column's value reads (words.ts). Absent: as written, a long text cut. */
export type ValueKind =
  | 'money'
  | 'flag'
  /** An ISO instant: in the account's local time. */
  | 'instant'
  /** A calendar date 'YYYY-MM-DD'. */
  | 'date'
  /** A file's URL (a photo, icon, poster, logo): whether it was added, replaced or removed. */
  | 'file'
  | 'allergens'
  | 'diets'
  | 'translations'
  | 'schedule'
  | 'languages'
  | 'offSchedule'
  /** A product's kind: 'Platillo' or 'Combo'. */
  | 'kind'
  /** A combo's steps (JSON): each step's name and how many options it offers. */
  | 'steps'
  /** A variant group's position pricing (JSON), as the diner reads it. */
  | 'positionPricing'

/** Labels of the columns of the entities' own rows, by column (the same word in every table). */
const COLUMN_LABELS: Record<string, string> = {
  name: 'Nombre',
  description: 'Descripción',
  position: 'Orden',
  translations: 'Traducción',
  family_id: 'Familia',
  category_id: 'Categoría',
  group_id: 'Grupo de variantes',
  template_id: 'Plantilla',
  region_id: 'Región',
  price_cents: 'Precio',
  enabled: 'Activo',
  featured: 'Destacado',
  recommended: 'Recomendado',
  image: 'Imagen',
  icon: 'Ícono',
  schedule: 'Horario',
  // The dish facts, named where they are declared (shared/src/menu/dish-facts.ts).
  ...FACT_LABELS,
  expiration: 'Vigencia',
  poster: 'Póster',
  image_mobile: 'Imagen para celular',
  image_desktop: 'Imagen para computadora',
  // A branch (Multisucursal).
  address: 'Dirección',
  phone: 'Teléfono',
  whatsapp_num: 'WhatsApp',
  facebook_usr: 'Facebook',
  instagram_usr: 'Instagram',
  tiktok_usr: 'TikTok',
  website: 'Sitio web',
  route_key: 'Link del menú',
  time_zone: 'Zona horaria',
  tables: 'Mesas',
  wifi_name: 'Red Wi-Fi',
  wifi_password: 'Contraseña del Wi-Fi',
  table_orders: 'Pedidos y llamadas desde la mesa',
  // The account's brand and integrations (Configuración).
  company: 'Nombre del negocio',
  logo: 'Logo',
  currency: 'Moneda',
  theme_background: 'Color de fondo',
  theme_font: 'Color del texto',
  theme_button_background: 'Color de los botones',
  theme_button_font: 'Color del texto de los botones',
  font_headline: 'Tipografía de títulos',
  font_body: 'Tipografía de texto',
  gtm_id: 'Google Tag Manager',
  google_analytics: 'Google Analytics',
  facebook_pixel: 'Facebook Pixel',
  privacy_url: 'Aviso de privacidad',
  off_schedule: 'Fuera de horario',
  languages: 'Idiomas del menú',
  // A combo and the menu of the day (docs/combos.md).
  kind: 'Tipo',
  steps: 'Pasos del combo',
  daily: 'Menú del día',
  position_pricing: 'Precio por posición',
}

/** Per table, where a column's word differs from COLUMN_LABELS. */
const TABLE_LABELS: Partial<Record<RecordedTableName, Record<string, string>>> = {
  variants: { price_cents: 'Precio extra' },
  sucursales: { enabled: 'Activa' },
  promotions: { enabled: 'Activa' },
  advertising: { enabled: 'Activa' },
  // A region's own rows live in a hidden template (data/regions.ts); the history reads them as the region's.
  templates: { region: 'De una región' },
  field_locks: { field: 'Campo bloqueado', reason: 'Motivo del bloqueo' },
}

/** Columns whose value is not read as written. */
const KINDS: Record<string, ValueKind> = {
  price_cents: 'money',
  enabled: 'flag',
  featured: 'flag',
  recommended: 'flag',
  obligatory: 'flag',
  until: 'instant',
  expiration: 'date',
  image: 'file',
  poster: 'file',
  logo: 'file',
  image_mobile: 'file',
  image_desktop: 'file',
  allergens: 'allergens',
  diets: 'diets',
  translations: 'translations',
  schedule: 'schedule',
  languages: 'languages',
  off_schedule: 'offSchedule',
  kind: 'kind',
  steps: 'steps',
  daily: 'flag',
  table_orders: 'flag',
  position_pricing: 'positionPricing',
}

/** What an empty value of a column means, where it is not just empty ('—'). */
export const EMPTY_VALUES: Record<string, string> = {
  category_id: 'Productos sin clasificar',
  position_pricing: 'El precio de cada variante',
}

/** A family's icon is an uploaded picture; a tag's is a font icon's name, read as written. */
const TABLE_KINDS: Partial<Record<RecordedTableName, Record<string, ValueKind>>> = { families: { icon: 'file' } }

/**
 * A row attached to an entity (a link or a mark, a template's own value of an item): how its
 * coming and going reads, naming the item (`item`: the columns that name it, tables.ts), and
 * its columns' labels, said of that item ('Precio en la plantilla de «Tacos»').
 */
export interface AttachedWords {
  /** The rows of the table as a whole: a change of several items names it ('Etiquetas'). */
  label: string
  /** 'Etiqueta «Picante» añadida'; absent: the row only holds values, its columns say it. */
  added?: (item: string) => string
  removed?: (item: string) => string
  columns: Record<string, string>
  /** A column's change said of the item ('Precio en la plantilla de «Tacos»'); absent: '<label> de «<item>»'. */
  of?: (label: string, item: string) => string
  /** What an empty value of its columns means ('como en el menú': the template follows the menu). */
  empty?: string
}

const TEMPLATE_EMPTY = 'como en el menú'

const SHORT_DATE = new Intl.DateTimeFormat('es-MX', { day: 'numeric', month: 'short', timeZone: 'UTC' })

/** '2026-12-07' -> '7 dic' (a calendar date: the same day in every zone). */
export const shortDate = (date: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(date) ? SHORT_DATE.format(new Date(`${date}T00:00:00Z`)).replace('.', '') : date

export const ATTACHED_WORDS: Partial<Record<RecordedTableName, AttachedWords>> = {
  product_tags: {
    label: 'Etiquetas',
    added: (tag) => `Etiqueta «${tag}» añadida`,
    removed: (tag) => `Etiqueta «${tag}» quitada`,
    columns: {},
  },
  product_variant_groups: {
    label: 'Grupos de variantes',
    added: (group) => `Grupo de variantes «${group}» añadido`,
    removed: (group) => `Grupo de variantes «${group}» quitado`,
    columns: { limit: 'Límite de elección', obligatory: 'Elección obligatoria', position: 'Orden' },
  },
  sold_out: {
    label: 'Agotado',
    added: (branch) => `Agotado en «${branch}»`,
    removed: (branch) => `Disponible otra vez en «${branch}»`,
    columns: { variant_id: 'Variante agotada', until: 'Agotado hasta' },
    of: (label, branch) => `En «${branch}», ${label.toLowerCase()}`,
  },
  // A menu of the day's own steps on a date (item: the date, 'YYYY-MM-DD'): 'Menú del día del 7 dic'.
  combo_days: {
    label: 'Menú del día',
    added: (date) => `Menú del día del ${shortDate(date)}: pasos propios`,
    removed: (date) => `Menú del día del ${shortDate(date)}: como el combo`,
    columns: { steps: 'Pasos' },
    of: (label, date) => `${label} del menú del día del ${shortDate(date)}`,
  },
  template_products: {
    label: 'Productos en la plantilla',
    columns: { price_cents: 'Precio en la plantilla', enabled: 'Activo en la plantilla' },
    empty: TEMPLATE_EMPTY,
  },
  template_variants: {
    label: 'Variantes en la plantilla',
    columns: { price_cents: 'Precio extra en la plantilla', enabled: 'Activa en la plantilla' },
    empty: TEMPLATE_EMPTY,
  },
  template_promotions: {
    label: 'Promociones en la plantilla',
    columns: {
      enabled: 'Activa en la plantilla',
      description: 'Descripción en la plantilla',
      translations: 'Traducción en la plantilla',
    },
    empty: TEMPLATE_EMPTY,
  },
  template_advertising: {
    label: 'Publicidad en la plantilla',
    columns: {
      enabled: 'Activa en la plantilla',
      description: 'Descripción en la plantilla',
      translations: 'Traducción en la plantilla',
    },
    empty: TEMPLATE_EMPTY,
  },
  template_schedules: {
    label: 'Horarios en la plantilla',
    columns: { schedule: 'Horario en la plantilla' },
    empty: TEMPLATE_EMPTY,
  },
}

/** Whether `column` names the item a link or mark of `table` attaches, its coming and going being the change. */
export function isLinkedItem(table: RecordedTableName, column: string): boolean {
  const spec: RecordedTable = RECORDED_TABLES[table]
  return Boolean(ATTACHED_WORDS[table]?.added && spec.item?.includes(column))
}

/** The label of `column` of `table`; undefined: it has none (the walk over the tables fails on it). */
export function columnLabel(table: RecordedTableName, column: string): string | undefined {
  const attached = ATTACHED_WORDS[table]
  if (attached) return isLinkedItem(table, column) ? attached.label : attached.columns[column]
  return TABLE_LABELS[table]?.[column] ?? COLUMN_LABELS[column]
}

export const valueKind = (table: RecordedTableName, column: string): ValueKind | undefined =>
  TABLE_KINDS[table]?.[column] ?? KINDS[column]
