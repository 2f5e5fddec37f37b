/**
 * The menu spreadsheet's columns (docs/import-export.md). One row per product or variant;
 * families, categories, tags and variant groups are named in those rows and matched by name.
 * A row's key is its entity's id ('P-12', 'V-40'): the stable key an import matches on.
 */
export const COLUMNS = {
  key: 'Clave',
  type: 'Tipo',
  family: 'Familia',
  category: 'Categoría',
  group: 'Grupo',
  name: 'Nombre',
  price: 'Precio',
  description: 'Descripción',
  tags: 'Etiquetas',
  groups: 'Grupos de variantes',
  enabled: 'Habilitado',
  steps: 'Pasos',
  daily: 'Menú del día',
} as const

export type ColumnId = keyof typeof COLUMNS

/** The fixed columns, in the order of an export. */
export const COLUMN_ORDER: ColumnId[] = [
  'key',
  'type',
  'family',
  'category',
  'group',
  'name',
  'price',
  'description',
  'tags',
  'groups',
  'enabled',
]

/**
 * A combo's columns (combo-cells.ts): exported last, and only by an account with a combo, so the
 * sheets of a menu without combos keep their columns.
 */
export const COMBO_COLUMN_ORDER: ColumnId[] = ['steps', 'daily']

/** A template's price column: 'Precio en <template name>'. */
export const TEMPLATE_PRICE_PREFIX = 'Precio en '
export const templateColumn = (templateName: string) => `${TEMPLATE_PRICE_PREFIX}${templateName}`
/** A region's price column: 'Precio región <region name>' (the region's own template's prices). */
export const REGION_PRICE_PREFIX = 'Precio región '
export const regionColumn = (regionName: string) => `${REGION_PRICE_PREFIX}${regionName}`

export const TYPES = { product: 'Producto', variant: 'Variante' } as const
export type RowType = keyof typeof TYPES
/**
 * A product row's Tipo may also say what kind of product it is: 'Combo', or 'Platillo' (a dish;
 * a combo becomes a dish only so). 'Producto' keeps the product's kind.
 */
export const KIND_TYPES = { combo: 'Combo', dish: 'Platillo' } as const

export const YES = 'Sí'
export const NO = 'No'

/** List cells (tags, variant groups) separate names with commas. */
export const LIST_SEPARATOR = ', '

export const keyOf = (type: RowType, id: number) => `${type === 'product' ? 'P' : 'V'}-${id}`
const KEY_PATTERN = /^([PV])-(\d{1,10})$/i

/** 'P-12' -> product 12; undefined when the text is not a key. */
export function parseKey(text: string): { type: RowType; id: number } | undefined {
  const m = KEY_PATTERN.exec(text.trim())
  if (!m) return undefined
  const id = Number(m[2])
  if (!Number.isSafeInteger(id) || id < 1 || id > 2147483647) return undefined
  return { type: m[1]!.toUpperCase() === 'P' ? 'product' : 'variant', id }
}

/** Limits of an upload (checked before and while it is read). */
export const IMPORT_LIMITS = {
  /** Bytes of the uploaded file. */
  bytes: 5 * 1024 * 1024,
  /** Bytes an .xlsx declares once uncompressed (its XML parts): a 5,000-row sheet is a few MB. */
  unpackedBytes: 60 * 1024 * 1024,
  /** Data rows (the header row not counted). */
  rows: 5000,
  /**
   * Columns of the header row: 28 fixed and dish-fact ones, 3 per extra language (at most 15,
   * translations.ts), the rest for templates' and regions' prices.
   */
  columns: 100,
}

/**
 * Spreadsheet programs run a text cell that starts with = + - @ (or a tab / carriage return
 * before one) as a formula: an export writes such texts with a leading apostrophe, which they
 * show as text, and an import drops that apostrophe again, so a file round-trips unchanged.
 */
const FORMULA_START = /^[=+\-@\t\r]/
export const guardFormula = (text: string) => (FORMULA_START.test(text) ? `'${text}` : text)
export const unguardFormula = (text: string) =>
  text.startsWith("'") && FORMULA_START.test(text.slice(1)) ? text.slice(1) : text
