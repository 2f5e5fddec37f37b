import { Readable } from 'node:stream'
import { type Cell, Workbook, type Worksheet } from '@cj-tech-master/excelts'
import { AppError } from '../errors.js'
import { IMPORT_LIMITS, unguardFormula } from './columns.js'

/** An uploaded sheet as text: the header row and the data rows (row numbers as the spreadsheet shows them). */
export interface Sheet {
  format: 'csv' | 'xlsx'
  headers: string[]
  rows: Array<{ row: number; cells: string[] }>
}

const invalid = (message: string) => new AppError('IMPORT_FILE_INVALID', message, { field: 'file' })

/** XLSX files are ZIP archives: 'PK\x03\x04'. */
const isZip = (b: Buffer) => b.length >= 4 && b[0] === 0x50 && b[1] === 0x4b && b[2] === 0x03 && b[3] === 0x04

/**
 * Reads an upload, whatever its name or declared type says: the bytes decide. A ZIP must be a
 * workbook the reader can open; anything else must be UTF-8 text without NUL bytes (CSV, comma or
 * semicolon separated, as Excel writes it in Spanish locales). Too big, too many rows or
 * columns, or unreadable: a 400/413 naming the part 'file', never a 500.
 */
export async function readSheet(file: Buffer): Promise<Sheet> {
  if (file.length === 0) throw new AppError('IMPORT_FILE_REQUIRED', undefined, { field: 'file' })
  if (file.length > IMPORT_LIMITS.bytes) throw new AppError('IMPORT_FILE_TOO_LARGE', undefined, { field: 'file' })
  const workbook = new Workbook()
  let format: Sheet['format']
  let sheet: Worksheet | undefined
  if (isZip(file)) {
    format = 'xlsx'
    const unpacked = unpackedBytes(file)
    if (unpacked === undefined) throw invalid('El archivo no es un libro de Excel (.xlsx) válido.')
    if (unpacked > IMPORT_LIMITS.unpackedBytes)
      throw invalid('El libro de Excel es demasiado grande al descomprimirlo.')
    try {
      await workbook.xlsx.load(file)
    } catch {
      throw invalid('El archivo no es un libro de Excel (.xlsx) válido.')
    }
    sheet = workbook.worksheets[0]
  } else {
    format = 'csv'
    const text = decodeText(file)
    const firstLine = text.split(/\r?\n/, 1)[0] ?? ''
    const delimiter = (firstLine.match(/;/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? ';' : ','
    try {
      // map keeps every cell as the text written: no guessing of numbers or dates ('1-2' stays '1-2').
      sheet = await workbook.csv.read(Readable.from([text]), {
        map: (value: unknown) => value,
        parserOptions: { delimiter },
      })
    } catch {
      throw invalid('El archivo CSV no se pudo leer: revisa las comillas y los separadores.')
    }
  }
  if (!sheet || sheet.rowCount === 0) throw invalid('El archivo está vacío.')
  if (sheet.actualRowCount - 1 > IMPORT_LIMITS.rows)
    throw new AppError('IMPORT_TOO_MANY_ROWS', undefined, { field: 'file' })
  // columnCount walks every row: read it once (per row it made a 2,000-row file take seconds).
  const columns = sheet.columnCount
  if (columns > IMPORT_LIMITS.columns) throw invalid(`El archivo tiene más de ${IMPORT_LIMITS.columns} columnas.`)

  let headers: string[] | undefined
  const rows: Sheet['rows'] = []
  sheet.eachRow({ includeEmpty: false }, (row, number) => {
    const cells: string[] = []
    for (let c = 1; c <= columns; c++) cells.push(cellText(row.getCell(c)))
    if (!headers) headers = cells.map((h) => h.trim())
    else if (cells.some((v) => v.trim() !== '')) rows.push({ row: number, cells })
  })
  if (!headers) throw invalid('El archivo está vacío.')
  return { format, headers, rows }
}

/**
 * The total uncompressed size the ZIP's central directory declares, read before anything is
 * inflated: a few KB of compressed XML could otherwise expand to gigabytes in memory (a ZIP
 * bomb). undefined when there is no readable central directory; ZIP64 entries count as too big.
 */
function unpackedBytes(zip: Buffer): number | undefined {
  const END = 0x06054b50
  const ENTRY = 0x02014b50
  for (let at = zip.length - 22; at >= Math.max(0, zip.length - 22 - 0xffff); at--) {
    if (zip.readUInt32LE(at) !== END) continue
    const entries = zip.readUInt16LE(at + 10)
    let p = zip.readUInt32LE(at + 16)
    let total = 0
    for (let i = 0; i < entries; i++) {
      if (p + 46 > zip.length || zip.readUInt32LE(p) !== ENTRY) return undefined
      const size = zip.readUInt32LE(p + 24)
      total += size === 0xffffffff ? Number.MAX_SAFE_INTEGER : size
      p += 46 + zip.readUInt16LE(p + 28) + zip.readUInt16LE(p + 30) + zip.readUInt16LE(p + 32)
    }
    return total
  }
  return undefined
}

function decodeText(file: Buffer): string {
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(file)
  } catch {
    throw invalid('El archivo no es un CSV en UTF-8 ni un libro de Excel (.xlsx).')
  }
  if (text.includes('\u0000')) throw invalid('El archivo no es un CSV en UTF-8 ni un libro de Excel (.xlsx).')
  return text.startsWith('\ufeff') ? text.slice(1) : text
}

/** A cell as the text the user sees: numbers in plain notation, formulas by their result, the formula guard removed. */
function cellText(cell: Cell): string {
  const v = cell.value
  if (v === null || v === undefined) return ''
  if (typeof v === 'number') return String(v)
  if (typeof v === 'string') return unguardFormula(v)
  if (typeof v === 'boolean') return v ? 'Sí' : 'No'
  return unguardFormula(cell.text ?? '')
}
