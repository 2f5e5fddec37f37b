import type { ImageValue } from '@menu/shared';
import { type Diet, normalizeDiets } from '@menu/shared/menu/allergens';
import { type ComboStep, normalizeSteps, type ProductKind } from '@menu/shared/menu/combos';
import type { Schedule } from '@menu/shared/menu/schedule';
import { optionalText } from '@menu/shared/ui';
import { type DishFacts, dishFactsOf, type FactsValues, factsValues, heldFacts } from '../allergens/facts';
import { UNCLASSIFIED, type Product } from './api';

/** A variant group row of the product form, named as the API names it (its errors land on it). */
export interface GroupRow {
  group_id: number;
  /** Shown only: not sent. */
  name: string;
  /** Per-product limit as typed: an integer >= 1, or empty for none. */
  limit?: string;
  obligatory: boolean;
}

/** The product form's values, named as the API names its fields (the 'Alérgenos' block's too). */
export interface Values extends FactsValues {
  name: string;
  price: string;
  description?: string;
  image?: ImageValue;
  featured: boolean;
  recommended: boolean;
  /** 0 = 'Productos sin clasificar'. */
  category_id: number;
  tag_ids: number[];
  variant_groups: GroupRow[];
  /** null: Siempre disponible. */
  schedule: Schedule | null;
  diets: Diet[];
  /** 'Tipo': Platillo or Combo. */
  kind: ProductKind;
  /** A combo's steps (kept while the type is Platillo, so switching back finds them; not sent then). */
  steps: ComboStep[];
  /** 'Menú del día': a combo whose steps change by date. */
  daily: boolean;
}

/** The product as saved: fields, tags, variant groups and dish facts go in one create or update. */
export interface ProductFields extends DishFacts {
  name: string;
  price: number;
  description: string | null;
  featured: boolean;
  recommended: boolean;
  /** null = unclassified. */
  category_id: number | null;
  tag_ids: number[];
  variant_groups: Array<{ group_id: number; limit: number | null; obligatory: boolean }>;
  schedule: Schedule | null;
  diets: Diet[];
  kind: ProductKind;
  /** As stored (normalizeSteps), so unchanged steps are no change; [] for a dish. */
  steps: ComboStep[];
  /** Only a combo is a menu of the day. */
  daily: boolean;
}

/** A group row as a new form row: no limit, optional. */
export const newGroupRow = (group: { id: number; name: string }): GroupRow => ({
  group_id: group.id,
  name: group.name,
  limit: '',
  obligatory: false,
});

const limitOf = (row: GroupRow): number | null =>
  row.limit && String(row.limit).trim() !== '' ? Number(row.limit) : null;

/** The form's values for a product (undefined: a new one in `newCategory`). */
export const formValues = (product: Product | undefined, newCategory: number): Values => ({
  name: product?.name ?? '',
  price: product ? String(product.price) : '',
  description: product?.description ?? '',
  image: product?.image ?? null,
  featured: product?.featured ?? false,
  recommended: product?.recommended ?? false,
  category_id: product ? (product.category_id ?? UNCLASSIFIED.id) : newCategory,
  tag_ids: product?.tags.map((tag) => tag.id) ?? [],
  variant_groups:
    product?.variant_groups.map((group) => ({
      group_id: group.id,
      name: group.name,
      limit: group.limit === null ? '' : String(group.limit),
      obligatory: group.obligatory,
    })) ?? [],
  schedule: product?.schedule ?? null,
  ...factsValues(product),
  diets: product?.diets ?? [],
  kind: product?.kind ?? 'dish',
  steps: product?.steps ?? [],
  daily: product?.daily ?? false,
});

/** What the server holds of a product. */
export const heldFields = (product: Product): ProductFields => ({
  name: product.name,
  price: product.price,
  description: product.description ?? null,
  featured: product.featured,
  recommended: product.recommended,
  category_id: product.category_id ?? null,
  tag_ids: product.tags.map((tag) => tag.id),
  variant_groups: product.variant_groups.map((group) => ({
    group_id: group.id,
    limit: group.limit,
    obligatory: group.obligatory,
  })),
  schedule: product.schedule ?? null,
  ...heldFacts(product),
  diets: normalizeDiets(product.diets ?? []),
  kind: product.kind,
  steps: normalizeSteps(product.steps),
  daily: product.daily,
});

/** A combo's steps and its menu-of-the-day flag; a dish has none (turning a combo into one drops them). */
const comboFields = (values: Values): Pick<ProductFields, 'kind' | 'steps' | 'daily'> =>
  values.kind === 'combo'
    ? { kind: 'combo', steps: normalizeSteps(values.steps ?? []), daily: Boolean(values.daily) }
    : { kind: 'dish', steps: [], daily: false };

/** The product to save from the form; `rows` are the stored group rows (their id and name are not form fields). */
export const productFields = (values: Values, rows: GroupRow[]): ProductFields => ({
  name: values.name.trim(),
  price: Number(String(values.price).trim()),
  description: optionalText(values.description),
  featured: Boolean(values.featured),
  recommended: Boolean(values.recommended),
  category_id: (values.category_id ?? UNCLASSIFIED.id) === UNCLASSIFIED.id ? null : values.category_id,
  tag_ids: values.tag_ids ?? [],
  variant_groups: rows.map((row) => ({
    group_id: row.group_id,
    limit: limitOf(row),
    obligatory: Boolean(row.obligatory),
  })),
  schedule: values.schedule ?? null,
  ...dishFactsOf(values),
  diets: normalizeDiets(values.diets ?? []),
  ...comboFields(values),
});
