import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { MAX_TABLES } from '@menu/shared/validation'
import { DISHES_PER_FILE, TENTS_PER_FILE } from '@menu/shared/menu/print-limits'
import type { FastifyReply } from 'fastify'
import { Type } from 'typebox'
import type { CachedFile } from '../../print/file-cache.js'
import { createPrinter } from '../../print/printer.js'
import { AUTHED, errors, IdParams } from '../../schemas/common.js'
import { NOT_FOUND, type RouteDoc } from '../common.js'

const doc: RouteDoc = { tags: ['sucursales'], security: [{ bearerAuth: [] }] }
/** The PDF bytes, streamed as PDFKit writes them (no serializer runs on a stream). */
const PdfBytes = Type.Unsafe<Buffer>({ type: 'string', format: 'binary' })
/** Every file may be refused while the account's other files (or too many in all) are being made. */
const pdfAnswer = (description: string, refusals: Parameters<typeof errors>[0] = {}) => ({
  200: { description, content: { 'application/pdf': { schema: PdfBytes } } },
  ...errors({ ...NOT_FOUND, ...AUTHED, 429: ['PRINT_BUSY'], ...refusals }),
})
const LIMITS =
  ' Made in a worker thread: at most a few files of one account at once (429 PRINT_BUSY with Retry-After beyond); ' +
  'the same file is answered from memory until the data it shows changes.'
const TOO_LONG = `A menu of more than ${DISHES_PER_FILE} dishes is a 400 PRINT_TOO_LARGE.`
const EMPTY = 'A menu without dishes is a 409 PRINT_MENU_EMPTY. '

function sendPdf(reply: FastifyReply, { name, bytes }: CachedFile) {
  return reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${name}"`)
    .header('cache-control', 'private, no-store')
    .send(bytes)
}

/**
 * /v1/sucursales/{id}/print/*: the branch's print files (docs/print.md), made from the same
 * view model as its public menu. Every plan prints its branches; another account's branch is
 * a 404 (print/source.ts reads it through scoped).
 */
export const branchPrintRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const printer = createPrinter(app.ctx)
  // After the requests in flight (whose files are then made): the worker threads end with the app.
  app.addHook('onClose', async () => printer.close())

  app.get(
    '/:id/print/tents.pdf',
    {
      schema: {
        ...doc,
        operationId: 'printSucursalTents',
        summary: 'Table tents of the branch: one per table, 4 per sheet with cut marks (PDF attachment)',
        description:
          "Each tent folds in two (front and back) and carries 'Mesa n', 'Escanea para ver el menú', the logo, the branch name and a QR code " +
          '(4.2 cm symbol, 4-module quiet zone, level M) of the menu link with ?mesa=n. A branch with 0 tables gets one tent with the plain link. ' +
          `A file holds at most ${TENTS_PER_FILE} tables: \`from\` picks the file (1, ${TENTS_PER_FILE + 1}, ${2 * TENTS_PER_FILE + 1}...; default 1); ` +
          'another value is a 400 VALIDATION_ERROR about from.' +
          LIMITS,
        params: IdParams,
        querystring: Type.Object({
          paper: Type.Optional(Type.Union([Type.Literal('letter'), Type.Literal('a4')], { default: 'letter' })),
          from: Type.Optional(
            Type.Integer({ minimum: 1, maximum: MAX_TABLES, description: 'First table of the file' }),
          ),
        }),
        response: pdfAnswer(
          `The tents as PDF, attachment 'mesas-<route_key>.pdf' (a branch of more than ${TENTS_PER_FILE} tables: 'mesas-<route_key>-<from>-<to>.pdf')`,
        ),
      },
    },
    async (request, reply) => {
      const { paper = 'letter', from } = request.query
      return sendPdf(reply, await printer.file(request.accountId, request.params.id, { file: 'tents', paper, from }))
    },
  )

  app.get(
    '/:id/print/poster.pdf',
    {
      schema: {
        ...doc,
        operationId: 'printSucursalPoster',
        summary: 'The entrance poster of the branch: 35 × 50 cm, the whole menu with prices and its QR code (PDF)',
        description:
          "The branch's menu (its template applied) as the public menu shows it, in Spanish, with 'Precios en MXN, IVA incluido' " +
          `and the QR code of the menu link; the menu fills the sheet (type size and columns chosen from its length), with a 3 mm bleed. ${EMPTY}${TOO_LONG}${LIMITS}`,
        params: IdParams,
        response: pdfAnswer(`The poster as PDF, attachment 'cartel-<route_key>.pdf'`, {
          400: ['PRINT_TOO_LARGE'],
          409: ['PRINT_MENU_EMPTY'],
        }),
      },
    },
    async (request, reply) =>
      sendPdf(reply, await printer.file(request.accountId, request.params.id, { file: 'poster' })),
  )

  app.get(
    '/:id/print/menu.pdf',
    {
      schema: {
        ...doc,
        operationId: 'printSucursalMenu',
        summary: "The branch's menu to print on Letter pages, in one of the menu's languages (PDF)",
        description:
          'Descriptions, options, hours and allergens in words, as the public menu in that language. ' +
          "`lang`: one of the account's menu languages (default es; ja, ko and zh print with an embedded CJK font); any other " +
          `is a 400 VALIDATION_ERROR about lang. ${EMPTY}${TOO_LONG}${LIMITS}`,
        params: IdParams,
        querystring: Type.Object({ lang: Type.Optional(Type.String({ minLength: 1, maxLength: 35 })) }),
        response: pdfAnswer(`The menu as PDF, attachment 'menu-<route_key>-<lang>.pdf'`, {
          400: ['VALIDATION_ERROR', 'PRINT_TOO_LARGE'],
          409: ['PRINT_MENU_EMPTY'],
        }),
      },
    },
    async (request, reply) => {
      const lang = request.query.lang ?? 'es'
      return sendPdf(reply, await printer.file(request.accountId, request.params.id, { file: 'menu', lang }))
    },
  )
}
