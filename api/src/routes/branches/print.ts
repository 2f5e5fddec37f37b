import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyReply } from 'fastify'
import { Type } from 'typebox'
import { menuPdf } from '../../print/menu-pdf.js'
import { posterPdf } from '../../print/poster.js'
import { printSource } from '../../print/source.js'
import { tentsPdf } from '../../print/tents.js'
import { AUTHED, errors, IdParams } from '../../schemas/common.js'
import { NOT_FOUND, type RouteDoc } from '../common.js'

const doc: RouteDoc = { tags: ['sucursales'], security: [{ bearerAuth: [] }] }
/** The PDF bytes, streamed as PDFKit writes them (no serializer runs on a stream). */
const PdfBytes = Type.Unsafe<Buffer>({ type: 'string', format: 'binary' })
const pdfAnswer = (description: string) => ({
  200: { description, content: { 'application/pdf': { schema: PdfBytes } } },
  ...errors({ ...NOT_FOUND, ...AUTHED }),
})

function sendPdf(reply: FastifyReply, name: string, pdf: PDFKit.PDFDocument) {
  return reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${name}"`)
    .header('cache-control', 'private, no-store')
    .send(pdf)
}

/**
 * /v1/sucursales/{id}/print/*: the branch's print files (docs/print.md), made from the same
 * view model as its public menu. Every plan prints its branches; another account's branch is
 * a 404 (print/source.ts reads it through scoped).
 */
export const branchPrintRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/:id/print/tents.pdf',
    {
      schema: {
        ...doc,
        operationId: 'printSucursalTents',
        summary: 'Table tents of the branch: one per table, 4 per sheet with cut marks (PDF attachment)',
        description:
          "Each tent folds in two (front and back) and carries 'Mesa n', 'Escanea para ver el menú', the logo, the branch name and a QR code " +
          '(4.2 cm symbol, 4-module quiet zone, level M) of the menu link with ?mesa=n. A branch with 0 tables gets one tent with the plain link.',
        params: IdParams,
        querystring: Type.Object({
          paper: Type.Optional(Type.Union([Type.Literal('letter'), Type.Literal('a4')], { default: 'letter' })),
        }),
        response: pdfAnswer(`The tents as PDF, attachment 'mesas-<route_key>.pdf'`),
      },
    },
    async (request, reply) => {
      const src = await printSource(app.ctx, request.accountId, request.params.id)
      return sendPdf(reply, `mesas-${src.branch.route_key}.pdf`, tentsPdf(src, request.query.paper ?? 'letter'))
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
          'and the QR code of the menu link; the type shrinks until the whole menu fits one page.',
        params: IdParams,
        response: pdfAnswer(`The poster as PDF, attachment 'cartel-<route_key>.pdf'`),
      },
    },
    async (request, reply) => {
      const src = await printSource(app.ctx, request.accountId, request.params.id)
      return sendPdf(reply, `cartel-${src.branch.route_key}.pdf`, posterPdf(src))
    },
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
          "`lang`: one of the account's menu languages (default es) written in the Latin alphabet; any other (or ja, ko, zh, " +
          'whose scripts the standard PDF fonts lack) is a 400 VALIDATION_ERROR about lang.',
        params: IdParams,
        querystring: Type.Object({ lang: Type.Optional(Type.String({ minLength: 1, maxLength: 35 })) }),
        response: pdfAnswer(`The menu as PDF, attachment 'menu-<route_key>-<lang>.pdf'`),
      },
    },
    async (request, reply) => {
      const lang = request.query.lang ?? 'es'
      const src = await printSource(app.ctx, request.accountId, request.params.id, lang)
      return sendPdf(reply, `menu-${src.branch.route_key}-${lang}.pdf`, menuPdf(src))
    },
  )
}
