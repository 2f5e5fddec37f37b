import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { scoped } from '../../data/toolkit.js'
import { historyPeople, listHistory, readingOf } from '../../history/read.js'
import { restorePreview, restoreTo } from '../../history/restore.js'
import { undoEntry } from '../../history/undo.js'
import { AppError } from '../../errors.js'
import { AUTHED, errors, IdParams, Info } from '../../schemas/common.js'
import {
  HistoryEntry,
  HistoryPage,
  HistoryPerson,
  HistoryQuery,
  RestoreAt,
  RestorePreview,
  RestoreResult,
} from '../../schemas/history.js'
import { INVALID, NOT_FOUND } from '../common.js'

const doc = { tags: ['history'], security: [{ bearerAuth: [] }] }

/** /v1/history: the Historial screen: what changed, its undo, and the menu restored to a moment. */
export const historyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const deps = () => ({
    db: app.ctx.db,
    now: app.ctx.config.now,
    retentionDays: app.ctx.config.historyRetentionDays,
    timeZone: app.ctx.config.timeZone,
  })

  app.get(
    '',
    {
      schema: {
        ...doc,
        operationId: 'listHistory',
        summary: 'Every change a diner can see, newest first, filtered and paged',
        description:
          'One entry per change (one request, one scheduled set, one undo or restore): when, who (the person, `member`), what and the fields before and after. ' +
          "member_id: only that person's changes (another account's id: none). " +
          'Menu entities, variants, tags, promotions, advertising, templates and their rows, branches, sold-out marks, brand and integrations.',
        querystring: HistoryQuery,
        response: { 200: Info(HistoryPage), ...errors(INVALID) },
      },
    },
    async (request) => ({
      info: await listHistory(
        scoped(app.ctx.db, request.accountId),
        request.query,
        await readingOf(app.ctx.db, request.accountId, app.ctx.config.timeZone),
      ),
    }),
  )

  app.get(
    '/people',
    {
      schema: {
        ...doc,
        operationId: 'listHistoryPeople',
        summary: "The account's people, to filter the history by who made a change",
        description:
          "Its members, the owner first (their e-mail is the account's), then by name; not those whose invitation is pending. " +
          'A member removed since is not listed: their entries keep the e-mail they were recorded with (actor).',
        response: { 200: Info(Type.Array(HistoryPerson)), ...errors(AUTHED) },
      },
    },
    async (request) => ({ info: await historyPeople(app.ctx.db, request.accountId) }),
  )

  app.post(
    '/:id/undo',
    {
      schema: {
        ...doc,
        operationId: 'undoHistoryEntry',
        summary: 'Revert one change',
        description:
          "An update's fields go back, a delete's items come back with their links and marks, a create's items are removed. " +
          'A later change to the same thing, or a later deletion of the item or of one it refers to (its family, category, group…): 409 HISTORY_CONFLICT naming it (undo that one first). A branch key that is not free for it now: 409 ROUTE_KEY_IN_USE naming it. The undo is an entry itself.',
        params: IdParams,
        response: {
          200: Info(Type.Object({ entry: Type.Union([HistoryEntry, Type.Null()]) })),
          ...errors({
            ...NOT_FOUND,
            403: ['SCOPE_REQUIRED'],
            409: [
              'HISTORY_CONFLICT',
              'HISTORY_ALREADY_UNDONE',
              'ENABLED_LIMIT_REACHED',
              'LAST_ENABLED_BRANCH',
              'ROUTE_KEY_IN_USE',
            ],
          }),
        },
      },
    },
    async (request) => ({
      info: { entry: await undoEntry(app.ctx.db, request.accountId, request.params.id, app.ctx.config) },
    }),
  )

  app.get(
    '/restore',
    {
      schema: {
        ...doc,
        operationId: 'previewRestore',
        summary: 'What restoring the menu to a moment would change',
        description:
          'nuevo: items that come back; actualizado: fields that go back (before: now, after: then); eliminado: items made since. ' +
          'A moment older than the kept history (HISTORY_RETENTION_DAYS): 400 RESTORE_TOO_OLD.',
        querystring: RestoreAt,
        response: {
          200: Info(RestorePreview),
          ...errors({ ...INVALID, 400: ['VALIDATION_ERROR', 'RESTORE_TOO_OLD'] }),
        },
      },
    },
    async (request) => ({ info: await restorePreview(deps(), request.accountId, moment(request.query.at, app)) }),
  )

  app.post(
    '/restore',
    {
      schema: {
        ...doc,
        operationId: 'restoreMenu',
        summary: 'Restore the menu to a moment, all or nothing',
        description:
          'Applies exactly what the preview lists, in one transaction; the restore is an entry of the history (it can be undone). ' +
          'A row that cannot come back because another took its place: 409 RESTORE_CONFLICT; a branch key not free for it now: 409 ROUTE_KEY_IN_USE naming it; more enabled branches or languages ' +
          "than today's plan allows: 409 ENABLED_LIMIT_REACHED / 403 SCOPE_REQUIRED; nothing changed in either case.",
        body: RestoreAt,
        response: {
          200: Info(RestoreResult),
          ...errors({
            ...INVALID,
            400: ['VALIDATION_ERROR', 'RESTORE_TOO_OLD'],
            403: ['SCOPE_REQUIRED'],
            409: ['RESTORE_CONFLICT', 'ENABLED_LIMIT_REACHED', 'LAST_ENABLED_BRANCH', 'ROUTE_KEY_IN_USE'],
          }),
        },
      },
    },
    async (request) => ({ info: await restoreTo(deps(), request.accountId, moment(request.body.at, app)) }),
  )
}

/** A moment to restore to: not in the future. */
function moment(text: string, app: { ctx: { config: { now: () => number } } }): Date {
  const at = new Date(text)
  if (at.getTime() > app.ctx.config.now())
    throw new AppError('VALIDATION_ERROR', 'Elige un momento pasado.', { field: 'at' })
  return at
}
