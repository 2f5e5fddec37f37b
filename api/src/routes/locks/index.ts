import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { LOCK_FIELDS, LOCK_REASON_MAX } from '@menu/shared/menu/locks'
import { Type } from 'typebox'
import { locksRepo } from '../../data/locks-write.js'
import { errors, Info } from '../../schemas/common.js'
import { SCOPED } from '../common.js'

const doc = { tags: ['locks'], security: [{ bearerAuth: [] }] }

// The literals of LOCK_FIELDS, spelled out so TypeBox types each one (a mapped array loses them).
const Field = Type.Union([Type.Literal('price'), Type.Literal('enabled'), Type.Literal('description')], {
  description: "price: products' and variants' prices; enabled: every row's Activo; description: promotions' and ads'",
})

const Lock = Type.Object({
  field: Field,
  locked: Type.Boolean(),
  reason: Type.Union([Type.String(), Type.Null()], { description: 'Why it is locked (null: none given, or unlocked)' }),
})
const LockList = Info(
  Type.Array(Lock, { description: 'Always the three fields, in this order: price, enabled, description' }),
)

const LockInput = Type.Object({
  field: Field,
  locked: Type.Boolean(),
  reason: Type.Optional(
    Type.Union([Type.String({ format: 'line', maxLength: LOCK_REASON_MAX + 100 }), Type.Null()], {
      description: `Trimmed; at most ${LOCK_REASON_MAX} characters`,
    }),
  ),
})

/**
 * /v1/locks: the fields the owner locks for every branch's template and region (Multisucursal >
 * Bloqueos). A locked field follows the base menu everywhere; writing a template's or region's
 * value of it answers 403 FIELD_LOCKED (data/template-locks.ts).
 */
export const lockRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const repo = (accountId: number) => locksRepo(app.ctx.db, accountId, app.ctx.config.now)

  app.get(
    '',
    {
      schema: {
        ...doc,
        operationId: 'listLocks',
        summary: 'The three lockable fields (price, enabled, description), each locked or not, with its reason',
        response: { 200: LockList, ...errors(SCOPED) },
      },
    },
    async (request) => ({ info: await repo(request.accountId).list() }),
  )

  app.put(
    '',
    {
      schema: {
        ...doc,
        operationId: 'saveLocks',
        summary: 'Lock or unlock fields, in one transaction; fields not named keep their state',
        description:
          'Each field at most once (400 naming the repeat). Reasons are trimmed, at most ' +
          `${LOCK_REASON_MAX} characters (400 naming \`N.reason\`). Locking never changes stored template or ` +
          'region rows: the public menus ignore their values of a locked field, and they are back once it is unlocked.',
        body: Type.Array(LockInput, { maxItems: LOCK_FIELDS.length * 2 }),
        response: { 200: LockList, ...errors(SCOPED) },
      },
    },
    async (request) => ({ info: await repo(request.accountId).save(request.body) }),
  )
}
