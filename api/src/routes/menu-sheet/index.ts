import { PassThrough, type Readable } from 'node:stream'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyRequest } from 'fastify'
import { Type } from 'typebox'
import { inTransaction, scoped } from '../../data/toolkit.js'
import { AppError, type ErrorCode } from '../../errors.js'
import { FACT_COLUMN_HEADERS } from '../../menu-sheet/allergens.js'
import { applyImport } from '../../menu-sheet/apply.js'
import { IMPORT_LIMITS, KIND_TYPES, keyOf, TYPES } from '../../menu-sheet/columns.js'
import { type ImportPlan, planImport } from '../../menu-sheet/plan.js'
import { readSheet, type Sheet } from '../../menu-sheet/read.js'
import { planHasTemplates, readSnapshot } from '../../menu-sheet/snapshot.js'
import { translationHeaders } from '../../menu-sheet/translations.js'
import { menuCsv, menuXlsx } from '../../menu-sheet/write.js'
import { AUTHED, errors, Info } from '../../schemas/common.js'
import { ImportBody, ImportPreview } from '../../schemas/menu-sheet.js'
import type { ErrorCodes, RouteDoc } from '../common.js'

const doc: RouteDoc = { tags: ['menu'], security: [{ bearerAuth: [] }] }
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
/** The export's bodies, written as Buffers (sent as they are: no serializer runs on a Buffer or a stream). */
const XlsxBytes = Type.Unsafe<Buffer>({ type: 'string', format: 'binary' })
const CsvText = Type.Unsafe<Buffer>({ type: 'string' })
const UPLOAD_400: ErrorCode[] = [
  'IMPORT_FILE_REQUIRED',
  'IMPORT_FILE_INVALID',
  'IMPORT_TOO_MANY_ROWS',
  'VALIDATION_ERROR',
]
const UPLOAD_CODES: ErrorCodes = { 400: UPLOAD_400, ...AUTHED, 413: ['IMPORT_FILE_TOO_LARGE'] }

/** The upload of an import: the file part (any name; one) and the 'remove' field ('true' to remove items absent from the file). */
async function readUpload(request: FastifyRequest): Promise<{ sheet: Sheet; remove: boolean }> {
  if (!request.isMultipart()) throw new AppError('IMPORT_FILE_REQUIRED', undefined, { field: 'file' })
  let file: Buffer | undefined
  let remove = false
  try {
    for await (const part of request.parts({
      limits: { fileSize: IMPORT_LIMITS.bytes, files: 1, fields: 5, parts: 6 },
    })) {
      if (part.type === 'file') file = await part.toBuffer()
      else if (part.fieldname === 'remove') remove = String(part.value) === 'true' || String(part.value) === '1'
    }
  } catch (err) {
    const code = (err as { code?: string }).code
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('IMPORT_FILE_TOO_LARGE', undefined, { field: 'file' })
    if (code === 'FST_FILES_LIMIT') throw new AppError('VALIDATION_ERROR', 'Envía un solo archivo.', { field: 'file' })
    if (err instanceof AppError) throw err
    throw new AppError('VALIDATION_ERROR', 'La solicitud multipart no es válida.')
  }
  if (!file || file.length === 0) throw new AppError('IMPORT_FILE_REQUIRED', undefined, { field: 'file' })
  return { sheet: await readSheet(file), remove }
}

/** A product row's type as the sheet writes it: 'Combo' for a combo. */
const typeOf = (p: ImportPlan['products'][number]) => (p.combo.kind === 'combo' ? KIND_TYPES.combo : TYPES.product)

/** What the preview answers: counts, the rows by outcome and every invalid row with its reason. */
function previewOf(sheet: Sheet, plan: ImportPlan, remove: boolean) {
  const created = [
    ...plan.products
      .filter((p) => p.id === undefined)
      .map((p) => ({ row: p.row, type: typeOf(p), name: p.name, price: p.price_cents / 100 })),
    ...plan.variants
      .filter((v) => v.id === undefined)
      .map((v) => ({
        row: v.row,
        type: TYPES.variant,
        name: v.name,
        price: v.price_cents === null ? null : v.price_cents / 100,
      })),
  ].sort((a, b) => a.row - b.row)
  const updated = [
    ...plan.products
      .filter((p) => p.id !== undefined)
      .map((p) => ({
        row: p.row,
        key: keyOf('product', p.id!),
        type: typeOf(p),
        name: p.name,
        changes: p.changes,
      })),
    ...plan.variants
      .filter((v) => v.id !== undefined)
      .map((v) => ({
        row: v.row,
        key: keyOf('variant', v.id!),
        type: TYPES.variant,
        name: v.name,
        changes: v.changes,
      })),
  ].sort((a, b) => a.row - b.row)
  const removed = [
    ...plan.removedProducts.map((p) => ({ key: keyOf('product', p.id), type: TYPES.product, name: p.name })),
    ...plan.removedVariants.map((v) => ({ key: keyOf('variant', v.id), type: TYPES.variant, name: v.name })),
  ]
  return {
    format: sheet.format,
    rows: sheet.rows.length,
    remove,
    summary: {
      created: created.length,
      updated: updated.length,
      removed: removed.length,
      unchanged: plan.unchanged,
      invalid: new Set(plan.errors.map((e) => e.row)).size,
    },
    created,
    updated,
    removed,
    errors: plan.errors,
    new_names: {
      families: plan.newFamilies,
      categories: plan.newCategories.map((c) => `${c.family} / ${c.name}`),
      tags: plan.newTags,
      groups: plan.newGroups,
    },
  }
}

/**
 * /v1/menu: the whole menu as a spreadsheet (docs/import-export.md). Export and import are
 * open to every plan; the per-template price columns follow the Multisucursal rule.
 */
export const menuSheetRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config, images } = app.ctx

  app.get(
    '/export',
    {
      schema: {
        ...doc,
        operationId: 'exportMenu',
        summary: 'The whole menu as a CSV or Excel (.xlsx) file (attachment)',
        description:
          'One row per product and per variant, Spanish headers, a key per row (P-12, V-40) that an import matches on. ' +
          "Per-template price columns ('Precio en <plantilla>') only when the plan has templates. " +
          `Then the dish facts: ${FACT_COLUMN_HEADERS.join(', ')} and one column per allergen (its Spanish word) holding ` +
          "'Contiene', 'Puede contener', 'No contiene' or nothing (not confirmed); an import without such a column leaves that fact unchanged. " +
          `Last, per extra language of the account, ${translationHeaders(['en'])
            .map((h) => `'${h}'`)
            .join(', ')}: the texts in that language ` +
          '(an import without such a column leaves them unchanged; an empty cell removes the text; a language the account has not chosen is an error of the column). ' +
          "A menu with a combo adds, last, 'Pasos' (a combo's steps in one cell: 'Sopa [1]: Fideo; Arroz | Guisado [1-2]: #Tinga +15', " +
          "'#' naming one of the menu's dishes) and 'Menú del día' (Sí/No); Tipo is 'Combo' on a combo's row. " +
          'Texts starting with = + - @ are written with a leading apostrophe (formula-injection guard).',
        querystring: Type.Object({ format: Type.Optional(Type.Union([Type.Literal('csv'), Type.Literal('xlsx')])) }),
        response: {
          200: {
            description:
              'The file, as an attachment: the Excel workbook (format=xlsx, the default) or CSV in UTF-8 (format=csv)',
            content: {
              [XLSX_TYPE]: { schema: XlsxBytes },
              'text/csv': { schema: CsvText },
            },
          },
          ...errors({ 400: ['VALIDATION_ERROR'], ...AUTHED }),
        },
      },
    },
    async (request, reply) => {
      const own = scoped(db, request.accountId)
      const menu = await readSnapshot(own, await planHasTemplates(db, request.accountId))
      const csv = request.query.format === 'csv'
      const body = csv ? await menuCsv(menu) : await menuXlsx(menu)
      const day = new Date(config.now()).toISOString().slice(0, 10)
      return reply
        .type(csv ? 'text/csv; charset=utf-8' : XLSX_TYPE)
        .header('content-disposition', `attachment; filename="menu-${day}.${csv ? 'csv' : 'xlsx'}"`)
        .send(body)
    },
  )

  app.post(
    '/import/preview',
    {
      schema: {
        ...doc,
        operationId: 'previewMenuImport',
        summary:
          'What importing a file would do: rows created, updated and (with remove=true) removed, and every invalid row',
        description:
          'Multipart: the file (CSV or .xlsx, checked by content, at most 5 MB and 5,000 rows) and optionally remove=true. Nothing is written.',
        consumes: ['multipart/form-data'],
        body: ImportBody,
        response: { 200: Info(ImportPreview), ...errors(UPLOAD_CODES) },
      },
    },
    async (request) => {
      const { sheet, remove } = await readUpload(request)
      const templatesAllowed = await planHasTemplates(db, request.accountId)
      const menu = await readSnapshot(scoped(db, request.accountId), templatesAllowed)
      return { info: previewOf(sheet, planImport(sheet, menu, { remove, templatesAllowed }), remove) }
    },
  )

  app.post(
    '/import',
    {
      // Progress lines must reach the panel as they are written, not when a compressor flushes.
      compress: false,
      schema: {
        ...doc,
        operationId: 'importMenu',
        summary: 'Apply an import, all or nothing, streaming its progress',
        description:
          'The same multipart body as the preview. The file is checked again inside one transaction: any invalid row is a 400 ' +
          'IMPORT_ROWS_INVALID and nothing is written. Otherwise the answer is application/x-ndjson: {"type":"progress","done":n,"total":m} ' +
          'lines while it writes, then {"type":"result","created":…,"updated":…,"removed":…}, or {"type":"error","error":{code,message}} ' +
          'when the transaction failed (then nothing was written).',
        consumes: ['multipart/form-data'],
        body: ImportBody,
        response: {
          200: {
            description: 'Progress, then the result or the error, one JSON object per line',
            content: { 'application/x-ndjson': { schema: Type.Unsafe<Readable>({ type: 'string' }) } },
          },
          ...errors({ ...UPLOAD_CODES, 400: [...UPLOAD_400, 'IMPORT_ROWS_INVALID'] }),
        },
      },
    },
    async (request, reply) => {
      const { sheet, remove } = await readUpload(request)
      const stream = new PassThrough()
      const line = (value: object) => {
        stream.write(`${JSON.stringify(value)}\n`)
      }
      let started!: () => void
      const checked = new Promise<'checked'>((resolve) => {
        started = () => resolve('checked')
      })
      // One transaction: plan again on its own snapshot (re-validation), then stream while writing.
      const work = inTransaction(db, async (trx) => {
        const own = scoped(trx, request.accountId)
        await own.lock()
        const templatesAllowed = await planHasTemplates(trx, request.accountId)
        const menu = await readSnapshot(own, templatesAllowed)
        const plan = planImport(sheet, menu, { remove, templatesAllowed })
        if (plan.errors.length) throw new AppError('IMPORT_ROWS_INVALID')
        started()
        return applyImport(own, menu, plan, config.now, (done, total) => line({ type: 'progress', done, total }))
      })
      // Until the rows are checked, a failure is an ordinary error answer (work rejects first).
      await Promise.race([checked, work])
      work.then(
        async ({ images: files, ...result }) => {
          line({ type: 'result', ...result })
          stream.end()
          await images.remove(files)
        },
        (error: unknown) => {
          // The transaction rolled back: nothing was written.
          request.log.error({ err: error }, 'import failed')
          const known = error instanceof AppError ? error : new AppError('INTERNAL_ERROR')
          line({ type: 'error', error: { code: known.code, message: known.message } })
          stream.end()
        },
      )
      return reply.type('application/x-ndjson; charset=utf-8').send(stream)
    },
  )
}
