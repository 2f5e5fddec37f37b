import { foldText } from '@menu/shared';
import type { AllergenMap, Diet } from '@menu/shared/menu/allergens';
import type { LockField } from '@menu/shared/menu/locks';
import type { ScheduleOverride } from '@menu/shared/menu/schedule';
import type { BaseMenu, TemplateCreate, TemplateLists } from '../api';
import { answered, fromBase, inheritedOf, type Inherited, type RowField, type RowValue } from './inherited';

export type { RowValue };

export type { Inherited, RowField };

/** The four sections of a template, in the editor's order. */
export const KINDS = ['products', 'promotions', 'advertising', 'variants'] as const;
export type Kind = (typeof KINDS)[number];

export const KIND_LABELS: Record<Kind, string> = {
  products: 'Productos',
  promotions: 'Promociones',
  advertising: 'Publicidad',
  variants: 'Variantes',
};

/** Kinds whose value is a price (the others: a description). */
export const isPriceKind = (kind: Kind): kind is 'products' | 'variants' => kind === 'products' || kind === 'variants';

/** Kinds with a Horario per template. */
export const hasSchedule = (kind: Kind) => kind === 'products' || kind === 'promotions';

/** A price (number, null for none) or a description. */

/**
 * One row of the editor as loaded: the template's effective values, the base menu's, which
 * of them the template overrides and its last change. Made once per load and never copied
 * afterwards: what the user changes lives apart, in the edits by key (EditStore).
 */
export interface TemplateRow {
  /** 'products:12': unique across the four sections. */
  key: string;
  kind: Kind;
  id: number;
  name: string;
  value: RowValue;
  enabled: boolean;
  base: { value: RowValue; enabled: boolean };
  /**
   * What the row follows where it has no value of its own: its region's row, else the base
   * menu's (design: template, else region, else base). `from` names the region a field comes
   * from (null: the base menu).
   */
  inherited: Inherited;
  overridden: { value: boolean; enabled: boolean };
  updated: string | null;
  /** Folded name (and group) the search matches. */
  search: string;
  /** Variants: their group. */
  group?: { id: number; name: string };
  /** Products: the ids of their variant groups, and whether those have variants ('Editar variantes'). */
  groupIds?: number[];
  hasVariants?: boolean;
  /** Promotions and advertising: Vigencia ('YYYY-MM-DD'), which templates do not change. */
  expiration?: string | null;
  /** Products and promotions: the template's own schedule, 'always', or null (como el menú). */
  schedule?: ScheduleOverride;
  /** Products and variants: the base menu's allergens (and products' diets), shown read-only. */
  allergens?: AllergenMap;
  diets?: Diet[];
}

export type EditorRows = Record<Kind, TemplateRow[]>;

/** What the user changed in a row (a value left out is the loaded one). */
export interface RowEdit {
  value?: RowValue;
  enabled?: boolean;
  /** Products and promotions: the schedule chosen in this template. */
  schedule?: ScheduleOverride;
}

export const rowKey = (kind: Kind, id: number) => `${kind}:${id}`;

function row(
  kind: Kind,
  id: number,
  name: string,
  fields: Omit<TemplateRow, 'key' | 'kind' | 'id' | 'name' | 'search'>,
): TemplateRow {
  return { key: rowKey(kind, id), kind, id, name, search: foldText(`${name} ${fields.group?.name ?? ''}`), ...fields };
}

const NOT_OVERRIDDEN = { value: false, enabled: false };

/** A new template: every item of the base menu at its base values. */
export function rowsFromBase(base: BaseMenu): EditorRows {
  return {
    products: base.products.map((p) =>
      row('products', p.id, p.name, {
        value: p.price,
        enabled: p.enabled,
        base: { value: p.price, enabled: p.enabled },
        inherited: fromBase(p.price, p.enabled),
        overridden: NOT_OVERRIDDEN,
        updated: null,
        groupIds: p.variant_groups.map((g) => g.id),
        hasVariants: p.variant_groups.some((g) => g.variants.length > 0),
        allergens: p.allergens,
        diets: p.diets,
      }),
    ),
    variants: base.groups.flatMap((g) =>
      g.variants.map((v) =>
        row('variants', v.id, v.name, {
          value: v.price,
          enabled: v.enabled,
          base: { value: v.price, enabled: v.enabled },
          inherited: fromBase(v.price, v.enabled),
          overridden: NOT_OVERRIDDEN,
          updated: null,
          group: { id: g.id, name: g.name },
          allergens: v.allergens,
        }),
      ),
    ),
    promotions: base.promotions.map((p) =>
      row('promotions', p.id, p.name, {
        value: p.description,
        enabled: p.enabled,
        base: { value: p.description, enabled: p.enabled },
        inherited: fromBase(p.description, p.enabled),
        overridden: NOT_OVERRIDDEN,
        updated: null,
        expiration: p.expiration,
      }),
    ),
    advertising: base.advertising.map((a) =>
      row('advertising', a.id, a.name, {
        value: a.description,
        enabled: a.enabled,
        base: { value: a.description, enabled: a.enabled },
        inherited: fromBase(a.description, a.enabled),
        overridden: NOT_OVERRIDDEN,
        updated: null,
        expiration: a.expiration,
      }),
    ),
  };
}

/**
 * An existing template (or a region): its four lists, completed from the base menu with what
 * they do not say (a product's variant groups; the base Activo of a row that overrides it). An
 * item the base lists miss (changed meanwhile) takes the base Activo its row implies: an
 * override is kept only where it differs from the base. `region`: the name of the template's
 * region, for the origin of the values it inherits from it.
 */
export function rowsFromTemplate(lists: TemplateLists, base: BaseMenu, region = ''): EditorRows {
  const baseEnabled = <T extends { id: number; enabled: boolean }>(items: T[]) =>
    new Map(items.map((item) => [item.id, item.enabled]));
  const products = new Map(base.products.map((p) => [p.id, p]));
  const variants = baseEnabled(base.groups.flatMap((g) => g.variants));
  const promotions = baseEnabled(base.promotions);
  const advertising = baseEnabled(base.advertising);
  const enabledOf = (known: boolean | undefined, r: { enabled: boolean; overridden: { enabled: boolean } }) =>
    known ?? (r.overridden.enabled ? !r.enabled : r.enabled);
  /** The base values, overridden flags and inherited values of an answered row. */
  const values = (
    item: { enabled: boolean; overridden: { enabled: boolean } } & object,
    field: 'price' | 'description',
    baseValue: RowValue,
    known: boolean | undefined,
    overriddenValue: boolean,
  ) => {
    const b = { value: baseValue, enabled: enabledOf(known, item) };
    return {
      base: b,
      inherited: inheritedOf(answered(item), field, b, region),
      overridden: { value: overriddenValue, enabled: item.overridden.enabled },
    };
  };

  return {
    products: lists.products.map((p) =>
      row('products', p.product_id, p.name, {
        value: p.price,
        enabled: p.enabled,
        ...values(p, 'price', p.base_price, products.get(p.product_id)?.enabled, p.overridden.price),
        updated: p.updated,
        groupIds: products.get(p.product_id)?.variant_groups.map((g) => g.id) ?? [],
        hasVariants: p.has_variants,
        schedule: p.schedule,
        allergens: p.allergens,
        diets: p.diets,
      }),
    ),
    variants: lists.variants.map((v) =>
      row('variants', v.variant_id, v.name, {
        value: v.price,
        enabled: v.enabled,
        ...values(v, 'price', v.base_price, variants.get(v.variant_id), v.overridden.price),
        updated: v.updated,
        group: { id: v.group_id, name: v.group_name },
        allergens: v.allergens,
      }),
    ),
    promotions: lists.promotions.map((p) =>
      row('promotions', p.promotion_id, p.name, {
        value: p.description,
        enabled: p.enabled,
        ...values(p, 'description', p.base_description, promotions.get(p.promotion_id), p.overridden.description),
        updated: p.updated,
        expiration: p.expiration,
        schedule: p.schedule,
      }),
    ),
    advertising: lists.advertising.map((a) =>
      row('advertising', a.advertising_id, a.name, {
        value: a.description,
        enabled: a.enabled,
        ...values(a, 'description', a.base_description, advertising.get(a.advertising_id), a.overridden.description),
        updated: a.updated,
        expiration: a.expiration,
      }),
    ),
  };
}

/** The row's values with the user's edit. */
export function current(row: TemplateRow, edit: RowEdit | undefined): { value: RowValue; enabled: boolean } {
  return {
    value: edit && 'value' in edit ? (edit.value as RowValue) : row.value,
    enabled: edit?.enabled ?? row.enabled,
  };
}

const text = (value: RowValue) => (typeof value === 'string' ? value.trim() : '');

/**
 * What the row keeps of these values (null: follows what it inherits), by the server's rule: a
 * value equal to the inherited one (the region's, else the base's) follows it, and so does a
 * blank description.
 */
function stored(row: TemplateRow, values: { value: RowValue; enabled: boolean }) {
  const from = row.inherited;
  let value: RowValue;
  if (isPriceKind(row.kind)) value = values.value === null || values.value === from.value ? null : values.value;
  else value = text(values.value) === '' || text(values.value) === from.value ? null : text(values.value);
  return { value, enabled: values.enabled === from.enabled ? null : values.enabled };
}

/** Whether the row, with the user's edit, holds its own value of `field` (else it follows the inherited one). */
export function ownsField(row: TemplateRow, edit: RowEdit | undefined, field: RowField): boolean {
  if (!edit) return row.overridden[field];
  return stored(row, current(row, edit))[field] !== null;
}

/** Whether the row differs from the base menu: the loaded flags, or its edited values. */
export function isOverridden(row: TemplateRow, edit: RowEdit | undefined): boolean {
  if (!edit) return row.overridden.value || row.overridden.enabled;
  const kept = stored(row, current(row, edit));
  return kept.value !== null || kept.enabled !== null;
}

/**
 * Whether saving the row changes anything: its values differ from the loaded ones, or what
 * the server would keep does (Restablecer of a row whose override now equals the base).
 */
export function isChanged(row: TemplateRow, edit: RowEdit | undefined): boolean {
  if (!edit) return false;
  if (scheduleChanged(row, edit)) return true;
  const now = current(row, edit);
  if (isPriceKind(row.kind) ? now.value !== row.value : text(now.value) !== text(row.value)) return true;
  if (now.enabled !== row.enabled) return true;
  const kept = stored(row, now);
  const held = { value: row.overridden.value ? row.value : null, enabled: row.overridden.enabled ? row.enabled : null };
  return kept.value !== held.value || kept.enabled !== held.enabled;
}

/** The schedule the row has in the template, with the user's edit. */
export const currentSchedule = (row: TemplateRow, edit: RowEdit | undefined): ScheduleOverride =>
  edit && 'schedule' in edit ? (edit.schedule ?? null) : (row.schedule ?? null);

/** The user chose another schedule for the row than the loaded one. */
export const scheduleChanged = (row: TemplateRow, edit: RowEdit | undefined): boolean =>
  edit !== undefined &&
  'schedule' in edit &&
  JSON.stringify(edit.schedule ?? null) !== JSON.stringify(row.schedule ?? null);

/** Restablecer: the inherited values (the row then follows its region's, or the base menu's). */
export const resetEdit = (row: TemplateRow): RowEdit => ({
  value: row.inherited.value,
  enabled: row.inherited.enabled,
});

/** Restablecer of one field: its inherited value. */
export const resetField = (row: TemplateRow, field: RowField): RowEdit => ({ [field]: row.inherited[field] });

/**
 * A changed price row without a price: every product needs one, and so does a variant whose
 * base has one (a variant without a base price may stay without one).
 */
export function missingPrice(row: TemplateRow, edit: RowEdit | undefined): boolean {
  if (!isPriceKind(row.kind)) return false;
  const { value } = current(row, edit);
  return value === null && (row.kind === 'products' || row.base.value !== null);
}

export const PRICE_REQUIRED = 'Campo vacío en los productos, los precios son obligatorios';

export type RowsBody = Pick<TemplateCreate, 'products' | 'variants' | 'promotions' | 'advertising'>;

/** The lock of each field of a row: price or description for its value, enabled for Activo. */
export const lockOf = (kind: Kind, field: RowField): LockField =>
  field === 'enabled' ? 'enabled' : isPriceKind(kind) ? 'price' : 'description';

/**
 * What a request says of a field: the row's own value; where it follows, the base value (the
 * server stores a base value as "follows", the rows' long-standing shape), or null where it
 * follows a region's value (the base value would be the row's own there). A locked field is
 * always null: the API refuses any value of it and takes a return to the inherited one.
 */
function sent<V>(own: V | null, base: V, followsBase: boolean, locked: boolean): V | null {
  if (locked) return null;
  if (own !== null) return own;
  return followsBase ? base : null;
}

/**
 * The request items of changed rows, in the API's shapes, with the key of each (to place
 * server errors). `locked`: the fields the owner locked (sent as null).
 */
export function rowsBody(
  changed: Array<{ row: TemplateRow; edit: RowEdit }>,
  locked: ReadonlySet<LockField> = new Set(),
): {
  body: RowsBody;
  keys: Record<Kind, string[]>;
} {
  const body: Required<RowsBody> = { products: [], variants: [], promotions: [], advertising: [] };
  const keys: Record<Kind, string[]> = { products: [], variants: [], promotions: [], advertising: [] };
  for (const { row, edit } of changed) {
    const kept = stored(row, current(row, edit));
    const { from } = row.inherited;
    const value = sent(kept.value, row.base.value, from.value === null, locked.has(lockOf(row.kind, 'value')));
    const enabled = sent(kept.enabled, row.base.enabled, from.enabled === null, locked.has('enabled'));
    keys[row.kind].push(row.key);
    // Only a changed schedule is sent (absent: unchanged).
    const schedule = scheduleChanged(row, edit) ? { schedule: currentSchedule(row, edit) } : {};
    if (row.kind === 'products')
      body.products.push({ product_id: row.id, price: value as number | null, enabled, ...schedule });
    else if (row.kind === 'variants')
      body.variants.push({ variant_id: row.id, price: value as number | null, enabled });
    else {
      const description = value as string | null;
      if (row.kind === 'promotions') body.promotions.push({ promotion_id: row.id, description, enabled, ...schedule });
      else body.advertising.push({ advertising_id: row.id, description, enabled });
    }
  }
  const out: RowsBody = {};
  for (const kind of KINDS) if (body[kind].length) (out as Record<Kind, unknown>)[kind] = body[kind];
  return { body: out, keys };
}

/** A price changed by `percent` (+10, -5), rounded to cents, never below 0. */
export function changedPrice(price: number, percent: number): number {
  return Math.max(0, Math.round(price * (100 + percent)) / 100);
}

/** A price to the cent, as the editor's inputs show it: '$1,234.50', '$12.05'. */
export const money = (price: number) =>
  `${price < 0 ? '-' : ''}$${Math.abs(price).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
