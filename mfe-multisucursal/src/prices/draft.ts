import type { PriceRounding } from '@menu/shared/format/price-rounding';
import type { PriceChangeBody, PriceChangeSelection, PreviewRow } from './api';

/** Where the change applies: the base menu, some regions' own prices, or some branches' templates. */
export type Where = 'base' | 'regions' | 'branches';
/** How the change is given: a percentage or a fixed amount in pesos, signed. */
export type Mode = 'percent' | 'amount';

/** The form of Cambiar precios. */
export interface Draft {
  categoryIds: number[];
  includeVariants: boolean;
  where: Where;
  regionIds: number[];
  branchIds: number[];
  mode: Mode;
  value: number | null;
  rounding: PriceRounding;
}

export const EMPTY_DRAFT: Draft = {
  categoryIds: [],
  includeVariants: true,
  where: 'base',
  regionIds: [],
  branchIds: [],
  mode: 'percent',
  value: null,
  rounding: 'cent',
};

export const WHERE_LABELS: Record<Where, string> = {
  base: 'Menú base',
  regions: 'Regiones',
  branches: 'Sucursales',
};

/** Why the draft cannot be previewed yet, in the owner's words; null when it can. */
export function draftProblem(draft: Draft): string | null {
  if (draft.value === null || draft.value === 0)
    return 'Indica el cambio: un porcentaje o un importe distinto de cero.';
  if (draft.where === 'regions' && draft.regionIds.length === 0) return 'Elige al menos una región.';
  if (draft.where === 'branches' && draft.branchIds.length === 0) return 'Elige al menos una sucursal.';
  return null;
}

/** The API body of the draft (no categories: every product; the base menu: no region nor branch). */
export function selectionOf(draft: Draft): PriceChangeSelection {
  return {
    ...(draft.categoryIds.length > 0 && { category_ids: draft.categoryIds }),
    ...(draft.where === 'regions' && { region_ids: draft.regionIds }),
    ...(draft.where === 'branches' && { sucursal_ids: draft.branchIds }),
    ...(draft.mode === 'percent' ? { percent: draft.value ?? 0 } : { amount: draft.value ?? 0 }),
    rounding: draft.rounding,
    include_variants: draft.includeVariants,
  };
}

/** Scheduled: the date and time as each branch reads its own clock ('2027-01-15T09:00'). */
export const scheduledBody = (draft: Draft, date: string, time: string): PriceChangeBody => ({
  ...selectionOf(draft),
  run_at: `${date}T${time}`,
});

/** One target's rows of a preview, in the order the API lists them. */
export interface PreviewGroup {
  key: string;
  name: string;
  target: PreviewRow['target'];
  rows: PreviewRow[];
}

export function groupPreview(rows: readonly PreviewRow[]): PreviewGroup[] {
  const groups = new Map<string, PreviewGroup>();
  for (const row of rows) {
    const key = `${row.target}:${row.target_id ?? ''}`;
    const group = groups.get(key) ?? { key, name: row.target_name, target: row.target, rows: [] };
    group.rows.push(row);
    groups.set(key, group);
  }
  return [...groups.values()];
}

/** 'Región', 'Sucursal' or nothing (the base menu names itself). */
export const TARGET_NOUN: Record<PreviewRow['target'], string> = { base: '', region: 'Región', branch: 'Sucursal' };

/** '1 precio', '12 precios'. */
export const pricesCount = (n: number) => `${n.toLocaleString('es-MX')} ${n === 1 ? 'precio' : 'precios'}`;
