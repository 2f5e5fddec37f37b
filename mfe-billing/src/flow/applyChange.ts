// The calls 'Realizar Cambio' makes, all with the attempt's one Idempotency-Key.
import { changeMenu, putAddOn, startMenu, type Currency, type Interval } from '../api';
import { addOnCode, type AccountMode } from './account';
import type { PaidPlan } from './state';

export interface PlanChange {
  mode: Exclude<AccountMode, 'reactivate'>;
  plan: PaidPlan;
  interval: Interval;
  /** Franquicias: the add-on's branch count. */
  branches: number | null;
  disableIds: number[];
  currency: Currency;
}

/** What already went through in an earlier attempt (the menu plan bought, its add-on refused). */
export interface ChangeProgress {
  menuStarted: boolean;
}

/**
 * Without a paid plan in force the menu plan is bought (POST), then for Franquicias the add-on
 * (PUT /sucursales); a paid plan is changed in one call (PUT /menu, the add-on in `features`).
 */
export async function applyChange(key: string, change: PlanChange, progress: ChangeProgress) {
  const features =
    change.plan === 'FRANCHISES' && change.branches
      ? [{ code: addOnCode(change.currency), quantity: change.branches }]
      : undefined;
  const disable = change.disableIds.length > 0 ? { disable_sucursal_ids: change.disableIds } : {};
  if (change.mode === 'change') {
    await changeMenu(key, {
      plan_code: change.plan,
      interval: change.interval,
      ...(features ? { features } : {}),
      ...disable,
    });
    return;
  }
  if (!progress.menuStarted) {
    await startMenu(key, { plan_code: change.plan, interval: change.interval });
    progress.menuStarted = true;
  }
  if (features) await putAddOn(key, { features, ...disable });
}
