import type { ComboStep } from '@menu/shared/menu/combos'
import type { Gate } from '../data/plans.js'

/**
 * What a scheduled change may touch, and how each kind is named to the owner. Only fields a
 * diner sees and an owner plans ahead: prices (January's prices) and whether an item is shown
 * (a breakfast promotion). Families and categories have no `enabled` flag of their own (their
 * hours are their `schedule`), so they are not schedulable.
 */
export const SCHEDULED_ENTITIES = ['product', 'variant', 'promotion', 'advertising'] as const
export type ScheduledEntity = (typeof SCHEDULED_ENTITIES)[number]

export type ScheduledField = 'price' | 'enabled' | 'kind' | 'steps' | 'daily'

/**
 * The fields a set may carry: price in pesos (as the product API takes it), enabled; a product's
 * combo fields too (docs/combos.md: next month's comida corrida), checked and applied by the
 * product update's own rule (comboSet), steps stored as that rule normalizes them.
 */
export interface ScheduledFields {
  price?: number
  enabled?: boolean
  kind?: 'dish' | 'combo'
  steps?: ComboStep[]
  daily?: boolean
}

/** The combo fields of a product change (validated and applied together, as one product update). */
export const COMBO_FIELDS = ['kind', 'steps', 'daily'] as const

/** One change as stored (scheduled_changes.changes) and answered: the item's name as it was when scheduled. */
export interface StoredChange {
  entity: ScheduledEntity
  id: number
  name: string
  fields: ScheduledFields
  /**
   * A template's row instead of the base menu's item (bulk price changes of a region or a branch,
   * data/price-changes-write.ts): written through the template rows' rules (writeRows, so field
   * locks apply). Absent: the item itself.
   */
  template_id?: number
  /** With template_id: the region's or branch's name, as the list and e-mails name the change. */
  target?: string
}

interface EntityRule {
  table: 'products' | 'variants' | 'promotions' | 'advertising'
  fields: readonly ScheduledField[]
  /** The plan rule (a section of sections.json) its changes need, as its own routes do. */
  gate?: Gate
  /** 'El producto «Tacos»': the article and noun of one item. */
  noun: (name: string) => string
  /** Said when a field the kind does not have is given. */
  noPrice?: string
}

export const ENTITY_RULES: Record<ScheduledEntity, EntityRule> = {
  product: {
    table: 'products',
    fields: ['price', 'enabled', ...COMBO_FIELDS],
    noun: (n) => `El producto «${n}»`,
  },
  variant: { table: 'variants', fields: ['price', 'enabled'], noun: (n) => `La variante «${n}»` },
  promotion: {
    table: 'promotions',
    fields: ['enabled'],
    gate: 'promotions',
    noun: (n) => `La promoción «${n}»`,
    noPrice: 'Las promociones no tienen precio: solo se programa si está activa.',
  },
  advertising: {
    table: 'advertising',
    fields: ['enabled'],
    gate: 'advertising',
    noun: (n) => `El anuncio «${n}»`,
    noPrice: 'Los anuncios no tienen precio: solo se programa si está activo.',
  },
}

/** 'El producto «Tacos» ya no existe.' */
export const goneMessage = (change: Pick<StoredChange, 'entity' | 'name'>) =>
  `${ENTITY_RULES[change.entity].noun(change.name)} ya no existe.`
