import { accountPlan, gateMessage, type Plan, planAllowsGate } from '../data/plans.js'
import { parseStoredSteps } from '@menu/shared/menu/combos'
import { comboSet } from '../data/combos.js'
import { type Executor, type Scoped, scoped } from '../data/toolkit.js'
import { AppError } from '../errors.js'
import { checkPrice } from '../validation.js'
import {
  ENTITY_RULES,
  type ScheduledEntity,
  type ScheduledField,
  type ScheduledFields,
  type StoredChange,
} from './entities.js'

/** One change as a request gives it (schemas/scheduled.ts). */
export interface ChangeInput {
  entity: ScheduledEntity
  id: number
  fields: ScheduledFields
}

/**
 * Checks a set when it is created, so a mistake is a 400 now and not a failure at run time:
 * each field with the rule of the item's own update route (prices: the shared price rule,
 * checkPrice, as PUT /v1/products/{id} and PUT /v1/groups/variants/{id} apply it), errors
 * naming `changes.N.fields.<field>`; each id one of the account's items (else 404 naming
 * `changes.N.id`, exactly like a missing one); promotions and advertising only on a plan with
 * their section (403 SCOPE_REQUIRED naming `changes.N.entity`, as their own routes answer).
 * Returns the changes with the items' current names, which the list shows and failure messages use.
 */
export async function validateChanges(q: Executor, accountId: number, changes: ChangeInput[]): Promise<StoredChange[]> {
  const own = scoped(q, accountId)
  const seen = new Set<string>()
  let plan: Plan | undefined
  const out: StoredChange[] = []
  for (const [i, change] of changes.entries()) {
    const rule = ENTITY_RULES[change.entity]
    const at = `changes.${i}`
    if (rule.gate) {
      plan ??= await accountPlan(q, accountId)
      if (!planAllowsGate(plan, rule.gate))
        throw new AppError('SCOPE_REQUIRED', gateMessage(rule.gate), { field: `${at}.entity` })
    }
    for (const field of Object.keys(change.fields) as ScheduledField[]) {
      if (!rule.fields.includes(field))
        throw new AppError('VALIDATION_ERROR', rule.noPrice ?? 'Este campo no se puede programar.', {
          field: `${at}.fields.${field}`,
        })
    }
    checkPrice(change.fields.price, `${at}.fields.price`)
    const key = `${change.entity}:${change.id}`
    if (seen.has(key))
      throw new AppError('VALIDATION_ERROR', 'Este elemento ya está en el conjunto: junta sus cambios en uno.', {
        field: `${at}.id`,
      })
    seen.add(key)
    const row = await own.selectFrom(rule.table).select('name').where('id', '=', change.id).executeTakeFirst()
    if (!row) throw new AppError('RESOURCE_NOT_FOUND', undefined, { field: `${at}.id` })
    const fields = change.entity === 'product' ? await comboFields(own, change, `${at}.fields`) : change.fields
    out.push({ entity: change.entity, id: change.id, name: row.name, fields })
  }
  return out
}

/**
 * A product change's combo fields checked now by the product update's rule (comboSet: steps'
 * shape, the account's dishes, kind and daily together) against the product as it is; errors
 * name `changes.N.fields.<field>`. The steps are kept as that rule normalizes them.
 */
async function comboFields(own: Scoped, change: ChangeInput, at: string): Promise<ScheduledFields> {
  const { kind, steps, daily } = change.fields
  if (kind === undefined && steps === undefined && daily === undefined) return change.fields
  const current = await own.ownedRow('products', change.id)
  try {
    const set = await comboSet(own, { kind, steps, daily }, current)
    return set.steps ? { ...change.fields, steps: parseStoredSteps(set.steps) } : change.fields
  } catch (err) {
    if (!(err instanceof AppError)) throw err
    throw new AppError(err.code, err.message, { field: `${at}.${err.field ?? 'steps'}` })
  }
}

/**
 * The plan rule of a stored set at run time: the plan may have changed since it was scheduled.
 * Undefined when allowed, else the Spanish reason ('Tu plan no incluye Promociones (la promoción «2x1»).').
 */
export async function planProblem(
  q: Executor,
  accountId: number,
  changes: StoredChange[],
): Promise<string | undefined> {
  let plan: Plan | undefined
  for (const change of changes) {
    // A region's or branch's row (bulk price changes) needs the plan's templates.
    if (change.template_id !== undefined) {
      plan ??= await accountPlan(q, accountId)
      if (!planAllowsGate(plan, 'templates')) return `${gateMessage('templates')}: «${change.target ?? ''}».`
    }
    const rule = ENTITY_RULES[change.entity]
    if (!rule.gate) continue
    plan ??= await accountPlan(q, accountId)
    if (!planAllowsGate(plan, rule.gate))
      return `${gateMessage(rule.gate)}: ${rule.noun(change.name).replace(/^\S+/, (w) => w.toLowerCase())}.`
  }
  return undefined
}
