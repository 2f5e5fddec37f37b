import { foldText } from '@menu/shared';
import type { AllergenMap, Diet } from '@menu/shared/menu/allergens';
import type { ScheduleOverride } from '@menu/shared/menu/schedule';
import type { BaseMenu, TemplateCreate, TemplateLists } from '../api';

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
export type RowValue = number | string | null;

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
        overridden: NOT_OVERRIDDEN,
        updated: null,
        expiration: a.expiration,
      }),
    ),
  };
}

/**
 * An existing template: its four lists, completed from the base menu with what they do not
 * say (a product's variant groups; the base Activo of a row that overrides it). An item the
 * base lists miss (changed meanwhile) takes the base Activo its row implies: an override is
 * kept only where it differs from the base.
 */
export function rowsFromTemplate(lists: TemplateLists, base: BaseMenu): EditorRows {
  const baseEnabled = <T extends { id: number; enabled: boolean }>(items: T[]) =>
    new Map(items.map((item) => [item.id, item.enabled]));
  const products = new Map(base.products.map((p) => [p.id, p]));
  const variants = baseEnabled(base.groups.flatMap((g) => g.variants));
  const promotions = baseEnabled(base.promotions);
  const advertising = baseEnabled(base.advertising);
  const enabledOf = (known: boolean | undefined, r: { enabled: boolean; overridden: { enabled: boolean } }) =>
    known ?? (r.overridden.enabled ? !r.enabled : r.enabled);

  return {
    products: lists.products.map((p) =>
      row('products', p.product_id, p.name, {
        value: p.price,
        enabled: p.enabled,
        base: { value: p.base_price, enabled: enabledOf(products.get(p.product_id)?.enabled, p) },
        overridden: { value: p.overridden.price, enabled: p.overridden.enabled },
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
        base: { value: v.base_price, enabled: enabledOf(variants.get(v.variant_id), v) },
        overridden: { value: v.overridden.price, enabled: v.overridden.enabled },
        updated: v.updated,
        group: { id: v.group_id, name: v.group_name },
        allergens: v.allergens,
      }),
    ),
    promotions: lists.promotions.map((p) =>
      row('promotions', p.promotion_id, p.name, {
        value: p.description,
        enabled: p.enabled,
        base: { value: p.base_description, enabled: enabledOf(promotions.get(p.promotion_id), p) },
        overridden: { value: p.overridden.description, enabled: p.overridden.enabled },
        updated: p.updated,
        expiration: p.expiration,
        schedule: p.schedule,
      }),
    ),
    advertising: lists.advertising.map((a) =>
      row('advertising', a.advertising_id, a.name, {
        value: a.description,
        enabled: a.enabled,
        base: { value: a.base_description, enabled: enabledOf(advertising.get(a.advertising_id), a) },
        overridden: { value: a.overridden.description, enabled: a.overridden.enabled },
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
 * What the server keeps of these values (null: follows the base), by its rule: a value equal
 * to the base one follows the base, and so does a blank description.
 */
function stored(row: TemplateRow, values: { value: RowValue; enabled: boolean }) {
  let value: RowValue;
  if (isPriceKind(row.kind)) value = values.value === null || values.value === row.base.value ? null : values.value;
  else value = text(values.value) === '' || text(values.value) === row.base.value ? null : text(values.value);
  return { value, enabled: values.enabled === row.base.enabled ? null : values.enabled };
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

/** Restablecer: the base values (the server then follows the base menu). */
export const resetEdit = (row: TemplateRow): RowEdit => ({ value: row.base.value, enabled: row.base.enabled });

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

/** The request items of changed rows, in the API's shapes, with the key of each (to place server errors). */
export function rowsBody(changed: Array<{ row: TemplateRow; edit: RowEdit }>): {
  body: RowsBody;
  keys: Record<Kind, string[]>;
} {
  const body: Required<RowsBody> = { products: [], variants: [], promotions: [], advertising: [] };
  const keys: Record<Kind, string[]> = { products: [], variants: [], promotions: [], advertising: [] };
  for (const { row, edit } of changed) {
    const { value, enabled } = current(row, edit);
    keys[row.kind].push(row.key);
    // Only a changed schedule is sent (absent: unchanged).
    const schedule = scheduleChanged(row, edit) ? { schedule: currentSchedule(row, edit) } : {};
    if (row.kind === 'products')
      body.products.push({ product_id: row.id, price: value as number | null, enabled, ...schedule });
    else if (row.kind === 'variants')
      body.variants.push({ variant_id: row.id, price: value as number | null, enabled });
    else {
      // A blank description follows the base: send the base one, as Restablecer does.
      const description = text(value) === '' ? (row.base.value as string) : text(value);
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
