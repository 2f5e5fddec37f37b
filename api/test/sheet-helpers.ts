import assert from 'node:assert/strict'
import * as ExcelJS from '@cj-tech-master/excelts'
import { call, type TestApp } from './helpers.js'

/** The menu spreadsheet's calls and file edits, for the import/export tests (docs/import-export.md). */

/** A multipart body with the file and the optional remove field. */
export function sheetUpload(content: Buffer, filename: string, fields: Record<string, string> = {}) {
  const boundary = `----sheet${Date.now().toString(16)}${Math.random().toString(16).slice(2)}`
  const parts = [
    ...Object.entries(fields).map(([k, v]) =>
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`),
    ),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } }
}

/** Export, preview and apply as the owner of `token`. */
export function sheetCalls(t: TestApp, token: string) {
  const exportFile = async (format: 'csv' | 'xlsx') => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/v1/menu/export?format=${format}`,
      headers: { authorization: `Bearer ${token}` },
    })
    assert.equal(res.statusCode, 200, res.body)
    return { body: res.rawPayload, headers: res.headers }
  }
  const preview = (file: Buffer, name = 'menu.xlsx', fields: Record<string, string> = {}) =>
    call(t.app, { method: 'POST', url: '/v1/menu/import/preview', token, ...sheetUpload(file, name, fields) })
  const apply = async (file: Buffer, name = 'menu.xlsx', fields: Record<string, string> = {}) => {
    const body = sheetUpload(file, name, fields)
    return t.app.inject({
      method: 'POST',
      url: '/v1/menu/import',
      headers: { authorization: `Bearer ${token}`, ...body.headers },
      payload: body.payload,
    })
  }
  return { exportFile, preview, apply }
}

/** The answer lines of an applied import. */
export const ndjson = (body: string) =>
  body
    .trim()
    .split('\n')
    .map(
      (l) =>
        JSON.parse(l) as {
          type: string
          done?: number
          total?: number
          created?: number
          updated?: number
          removed?: number
          error?: { code: string }
        },
    )

export const readXlsx = async (file: Buffer) => {
  const wb = new ExcelJS.Workbook()
  await wb.xlsx.load(file as unknown as ArrayBuffer)
  return wb
}

/** The header row's texts, by column number (index 0 unused, as the library numbers columns from 1). */
export const headersOf = (ws: ExcelJS.Worksheet) => (ws.getRow(1).values as ExcelJS.CellValue[]).map(String)

/** Sets column `header` of the row whose Nombre is `name` to `value`. */
export function setCell(ws: ExcelJS.Worksheet, name: string, header: string, value: ExcelJS.CellValue) {
  const headers = headersOf(ws)
  const col = headers.indexOf(header)
  const nameCol = headers.indexOf('Nombre')
  assert.ok(col > 0 && nameCol > 0, header)
  let found = false
  ws.eachRow((row, n) => {
    if (n > 1 && row.getCell(nameCol).value === name) {
      row.getCell(col).value = value
      found = true
    }
  })
  assert.ok(found, name)
}

/** The value of column `header` in the row whose Nombre is `name`. */
export function getCell(ws: ExcelJS.Worksheet, name: string, header: string): ExcelJS.CellValue {
  const headers = headersOf(ws)
  const col = headers.indexOf(header)
  const nameCol = headers.indexOf('Nombre')
  assert.ok(col > 0 && nameCol > 0, header)
  let value: ExcelJS.CellValue = null
  ws.eachRow((row, n) => {
    if (n > 1 && row.getCell(nameCol).value === name) value = row.getCell(col).value
  })
  return value
}

export const xlsxBuffer = async (wb: ExcelJS.Workbook) => Buffer.from(await wb.xlsx.writeBuffer())
