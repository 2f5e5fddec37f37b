import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify'
import {
  accountPlan,
  type Gate,
  GATED_FIELDS,
  gateMessage,
  gateRule,
  type Plan,
  planAllowsGate,
  sectionOfOperation,
} from '../data/plans.js'
import { AppError, type ErrorCode } from '../errors.js'
import { errors } from '../schemas/common.js'

/**
 * Plan rules on the API, declared in the route schemas so the OpenAPI document states them and
 * one hook enforces them for every /v1 route:
 *
 * - `x-plan: {gate, field?}` on an operation: every call needs the gate (a section such as
 *   'multisucursal', or a feature such as 'branding'), checked before the body is read;
 *   without it 403 SCOPE_REQUIRED 'Tu plan no incluye …' (naming `field` when given). The
 *   operations of a section get it from the section manifest (its `api` list, sections.json),
 *   so route code never names a section's rule; one route of a feature declares it with
 *   `schema: { ...planGate('branding', 'logo') }`.
 * - `x-plan-fields: {position: gate}`: the body fields of GATED_FIELDS (data/plans.ts) the
 *   route's body has, found by name when the route is registered ('template_id',
 *   'fonts.headline_font', '[].template_id'). A request that carries one (any value) without
 *   the plan is refused after validation, 403 SCOPE_REQUIRED naming the field, before the
 *   handler runs: nothing changes.
 *
 * Every gated route documents 403 SCOPE_REQUIRED. The plan is read on every request, so a plan
 * change applies at once.
 */

const GATE_KEY = 'x-plan'
const FIELDS_KEY = 'x-plan-fields'

export interface OperationGate {
  gate: Gate
  field?: string
}
type GatedSchema = {
  [GATE_KEY]?: OperationGate
  [FIELDS_KEY]?: Record<string, Gate>
  body?: unknown
  response?: Record<string, unknown>
}

/** The schema part of a route whose every call needs `gate`: `schema: { ...doc, ...planGate('branding', 'logo'), … }`. */
export function planGate(gate: Gate, field?: string): { [GATE_KEY]: OperationGate } {
  gateRule(gate) // an unknown gate fails at start-up
  return { [GATE_KEY]: field === undefined ? { gate } : { gate, field } }
}

interface JsonSchema {
  properties?: Record<string, JsonSchema>
  items?: JsonSchema
  anyOf?: JsonSchema[]
  oneOf?: JsonSchema[]
  allOf?: JsonSchema[]
}

/** The positions of GATED_FIELDS in a body schema: 'gtm_id', 'fonts.headline_font', '[].template_id' (in each item of a list). */
function gatedFields(schema: unknown): Record<string, Gate> {
  const found: Record<string, Gate> = {}
  const walk = (s: JsonSchema | undefined, at: string) => {
    if (!s || typeof s !== 'object') return
    for (const branch of [...(s.anyOf ?? []), ...(s.oneOf ?? []), ...(s.allOf ?? [])]) walk(branch, at)
    if (s.items) walk(s.items, `${at}[]`)
    for (const [name, prop] of Object.entries(s.properties ?? {})) {
      const position = at ? `${at}.${name}` : name
      const gate = GATED_FIELDS[name]
      if (gate) found[position] = gate
      walk(prop, position)
    }
  }
  walk(schema as JsonSchema, '')
  return found
}

/** The dotted path of the first value at a position ('[].template_id' -> '0.template_id'), or undefined when the body has none. */
export function presentAt(body: unknown, position: string): string | undefined {
  const steps = position.split('.').flatMap((step) => step.split(/(\[\])/).filter(Boolean))
  const find = (value: unknown, i: number, path: string[]): string | undefined => {
    if (i === steps.length) return value === undefined ? undefined : path.join('.')
    const step = steps[i]!
    if (step === '[]') {
      if (!Array.isArray(value)) return undefined
      for (const [index, item] of value.entries()) {
        const hit = find(item, i + 1, [...path, String(index)])
        if (hit !== undefined) return hit
      }
      return undefined
    }
    if (typeof value !== 'object' || value === null || !Object.hasOwn(value, step)) return undefined
    return find((value as Record<string, unknown>)[step], i + 1, [...path, step])
  }
  return find(body, 0, [])
}

/** A route documents the 403 codes its gates answer (added to the 403 codes it already lists). */
export function documentRefusal(route: RouteOptions, refusals: ErrorCode[] = ['SCOPE_REQUIRED']): void {
  const schema = (route.schema ?? {}) as GatedSchema
  const response = schema.response ?? {}
  const current = response[403] as { description?: string } | undefined
  const listed = current?.description ? (current.description.split(', ') as ErrorCode[]) : []
  const codes = [...listed, ...refusals.filter((code) => !listed.includes(code))]
  if (codes.length === listed.length) return
  route.schema = { ...schema, response: { ...response, ...errors({ 403: codes }) } }
}

const schemaOf = (request: FastifyRequest) => request.routeOptions.schema as GatedSchema | undefined

/** Registers the gates on the /v1 scope, after the access token check (which sets `request.accountId`). */
export function registerPlanGates(v1: FastifyInstance): void {
  v1.addHook('onRoute', (route) => {
    const methods = [route.method].flat()
    const sections = new Set(methods.map((method) => sectionOfOperation(method, route.url)))
    if (sections.size > 1)
      throw new Error(`${route.url}: its methods belong to different sections; register them as separate routes`)
    const section = [...sections][0]
    if (section) route.schema = { ...route.schema, ...planGate(section) }
    const schema = route.schema as GatedSchema | undefined
    const fields = gatedFields(schema?.body)
    const gated: GatedSchema = { ...schema, [FIELDS_KEY]: fields }
    if (Object.keys(fields).length > 0) route.schema = gated
    if (Object.keys(fields).length > 0 || schema?.[GATE_KEY]) documentRefusal(route)
  })

  v1.addHook('onRequest', async function (request) {
    const declared = schemaOf(request)?.[GATE_KEY]
    if (!declared) return
    if (!planAllowsGate(await accountPlan(this.ctx.db, request.accountId), declared.gate)) {
      throw new AppError(
        'SCOPE_REQUIRED',
        gateMessage(declared.gate),
        declared.field === undefined ? {} : { field: declared.field },
      )
    }
  })

  v1.addHook('preHandler', async function (request) {
    const fields = schemaOf(request)?.[FIELDS_KEY]
    if (!fields) return
    let plan: Plan | undefined
    for (const [position, gate] of Object.entries(fields)) {
      const field = presentAt(request.body, position)
      if (field === undefined) continue
      plan ??= await accountPlan(this.ctx.db, request.accountId)
      if (!planAllowsGate(plan, gate)) throw new AppError('SCOPE_REQUIRED', gateMessage(gate), { field })
    }
  })
}
