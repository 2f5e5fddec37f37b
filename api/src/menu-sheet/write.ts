import { Workbook } from '@cj-tech-master/excelts'
import { FACT_HEADERS, factCells } from './allergens.js'
import { formatSheetSteps, sheetStepsOf } from './combo-cells.js'
import {
  COLUMN_ORDER,
  COLUMNS,
  COMBO_COLUMN_ORDER,
  guardFormula,
  KIND_TYPES,
  keyOf,
  LIST_SEPARATOR,
  NO,
  TYPES,
  YES,
} from './columns.js'
import type { MenuSnapshot } from './snapshot.js'
import { translationCells, translationHeaders } from './translations.js'

type Cell = string | number | null

/**
 * The header row and one row per product, then one per variant, as cell values (prices and
 * calories as numbers): the fixed columns, the templates' prices, the dish facts, then the
 * texts in the account's other languages (newer columns go after the older ones, so the columns
 * of older exports keep their places). `prices`: the indexes of the price columns.
 */
export function sheetRows(menu: MenuSnapshot): { headers: string[]; rows: Cell[][]; prices: Set<number> } {
  const family = new Map(menu.families.map((f) => [f.id, f.name]))
  const category = new Map(menu.categories.map((c) => [c.id, c]))
  const tag = new Map(menu.tags.map((t) => [t.id, t.name]))
  const group = new Map(menu.groups.map((g) => [g.id, g.name]))
  const dishName = new Map(menu.products.map((p) => [p.id, p.name]))
  // The combo columns only when the menu has a combo (columns.ts).
  const combos = menu.products.some((p) => p.kind === 'combo')
  const comboCells = (cells: Record<string, Cell>) => (combos ? COMBO_COLUMN_ORDER.map((k) => cells[k] ?? null) : [])
  const headers = [
    ...COLUMN_ORDER.map((c) => COLUMNS[c]),
    ...menu.templates.map((t) => t.column),
    ...FACT_HEADERS,
    ...translationHeaders(menu.languages),
    ...(combos ? COMBO_COLUMN_ORDER.map((c) => COLUMNS[c]) : []),
  ]
  const prices = new Set([COLUMN_ORDER.indexOf('price'), ...menu.templates.map((_, i) => COLUMN_ORDER.length + i)])
  const price = (cents: number | null | undefined) => (cents === null || cents === undefined ? null : cents / 100)
  const rows: Cell[][] = []
  for (const p of menu.products) {
    const c = p.category_id === null ? undefined : category.get(p.category_id)
    const cells: Record<string, Cell> = {
      key: keyOf('product', p.id),
      type: p.kind === 'combo' ? KIND_TYPES.combo : TYPES.product,
      family: c ? (family.get(c.family_id) ?? '') : '',
      category: c?.name ?? '',
      group: '',
      name: p.name,
      price: price(p.price_cents),
      description: p.description ?? '',
      tags: p.tag_ids.map((id) => tag.get(id) ?? '').join(LIST_SEPARATOR),
      groups: p.group_ids.map((id) => group.get(id) ?? '').join(LIST_SEPARATOR),
      enabled: p.enabled ? YES : NO,
      steps: p.kind === 'combo' ? formatSheetSteps(sheetStepsOf(p.steps, (id) => dishName.get(id))) : '',
      daily: p.kind === 'combo' ? (p.daily ? YES : NO) : '',
    }
    rows.push([
      ...COLUMN_ORDER.map((k) => cells[k] ?? null),
      ...menu.templates.map((t) => price(menu.templateProductPrices.get(t.id)?.get(p.id))),
      ...factCells(p, 'product'),
      ...translationCells(p.translations, 'product', menu.languages),
      ...comboCells(cells),
    ])
  }
  for (const v of menu.variants) {
    const cells: Record<string, Cell> = {
      key: keyOf('variant', v.id),
      type: TYPES.variant,
      group: group.get(v.group_id) ?? '',
      name: v.name,
      price: price(v.price_cents),
      enabled: v.enabled ? YES : NO,
    }
    rows.push([
      ...COLUMN_ORDER.map((k) => cells[k] ?? null),
      ...menu.templates.map((t) => price(menu.templateVariantPrices.get(t.id)?.get(v.id))),
      ...factCells(v, 'variant'),
      ...translationCells(v.translations, 'variant', menu.languages),
      ...comboCells({}),
    ])
  }
  return { headers, rows, prices }
}

/** Texts that a spreadsheet would run as a formula are written with the guard apostrophe (columns.ts). */
const safe = (cell: Cell): Cell => (typeof cell === 'string' ? guardFormula(cell) : cell)

/** The menu as an .xlsx workbook: one sheet 'Menú', bold header, prices with two decimals. */
export async function menuXlsx(menu: MenuSnapshot): Promise<Buffer> {
  const { headers, rows, prices } = sheetRows(menu)
  const workbook = new Workbook()
  const sheet = workbook.addWorksheet('Menú', { views: [{ state: 'frozen', ySplit: 1 }] })
  sheet.addRow(headers).font = { bold: true }
  for (const row of rows) sheet.addRow(row.map(safe))
  const factsFrom = COLUMN_ORDER.length + menu.templates.length
  const factsTo = factsFrom + FACT_HEADERS.length
  headers.forEach((h, i) => {
    const column = sheet.getColumn(i + 1)
    // The allergen columns are as wide as their longest word ('Puede contener'); translations as their texts.
    column.width = Math.min(40, Math.max(i >= factsTo ? 24 : i >= factsFrom ? 16 : 10, h.length + 2))
    if (prices.has(i)) column.numFmt = '0.00'
  })
  return Buffer.from(await workbook.xlsx.writeBuffer())
}

/**
 * The menu as CSV: UTF-8 with a BOM (so Excel reads the accents), comma separated, prices as
 * 12.50, every row ended by its newline (the last one too, as a text file's lines are).
 */
export async function menuCsv(menu: MenuSnapshot): Promise<Buffer> {
  const { headers, rows, prices } = sheetRows(menu)
  const workbook = new Workbook()
  const sheet = workbook.addWorksheet('Menú')
  sheet.addRow(headers)
  for (const row of rows)
    sheet.addRow(row.map((c, i) => (typeof c === 'number' ? (prices.has(i) ? c.toFixed(2) : String(c)) : safe(c))))
  const body = Buffer.from(
    await workbook.csv.writeBuffer({ formatterOptions: { delimiter: ',', includeEndRowDelimiter: true } }),
  )
  return Buffer.concat([Buffer.from('\ufeff'), body])
}
