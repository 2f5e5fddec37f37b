// What the signed-in profile says about the account's billing, as the change-plan flow needs it.
import type { Profile } from '@menu/shared';
import { currencyForTimeZone, isBillingCurrency } from '@menu/shared/billing/zones';
import { browserTimeZone, type Currency, type Interval, type Subscription } from '../api';

/**
 * How a paid plan is bought: 'subscribe' (POST) when no paid menu plan is in force (FREEMIUM,
 * the demo, an ended plan); 'change' (PUT) for an active paid plan; 'reactivate' when it is
 * cancelled or unpaid: it must be resumed first, from the details page.
 */
export type AccountMode = 'subscribe' | 'change' | 'reactivate';

export interface AccountBilling {
  mode: AccountMode;
  menu: Subscription | null;
  addOn: Subscription | null;
  currency: Currency;
  /** The paid plan and interval in force ('change' only). */
  current: { plan: string; interval: Interval } | null;
  /** FREEMIUM and the free demo never taken. */
  canTryDemo: boolean;
  /** The plan the account is on now (FREEMIUM, NEGOCIO, FRANCHISES; the demo's is FRANCHISES). */
  planCode: string;
  /** The free demo is running. */
  onDemo: boolean;
}

const addOnOf = (subscriptions: Subscription[]) => subscriptions.find((s) => s.plan === 'SUCURSALES') ?? null;
const menuOf = (subscriptions: Subscription[]) => subscriptions.find((s) => s.plan !== 'SUCURSALES') ?? null;

function modeOf(menu: Subscription | null, now: number): AccountMode {
  if (!menu || menu.demo || menu.status === 'expired') return 'subscribe';
  if (menu.status === 'active') return 'change';
  // A cancelled plan whose period is over is no longer in force: it is bought again.
  if (menu.status === 'cancelled' && Date.parse(menu.expires_at) <= now) return 'subscribe';
  return 'reactivate';
}

/** An account that has subscribed keeps its currency; one that never did pays in its browser zone's. */
function currencyOfAccount(profile: Profile, timeZone: string): Currency {
  const subscribed = (profile.subscriptions ?? []).length > 0;
  if (subscribed && isBillingCurrency(profile.currency)) return profile.currency;
  return currencyForTimeZone(timeZone);
}

export function accountBilling(
  profile: Profile,
  { now = Date.now(), timeZone = browserTimeZone() } = {},
): AccountBilling {
  const subscriptions = profile.subscriptions ?? [];
  const menu = menuOf(subscriptions);
  const mode = modeOf(menu, now);
  const planCode = profile.plan.code;
  return {
    mode,
    menu,
    addOn: addOnOf(subscriptions),
    currency: currencyOfAccount(profile, timeZone),
    current: mode === 'change' && menu ? { plan: menu.plan, interval: menu.interval } : null,
    canTryDemo: planCode === 'FREEMIUM' && !(subscriptions[0]?.used_demo ?? false),
    planCode,
    onDemo: menu?.demo === true && menu.status === 'active',
  };
}

/** The branches the add-on pays for while it is in force; null without one. */
export function addOnQuantity(addOn: Subscription | null, now = Date.now()): number | null {
  if (!addOn) return null;
  const inForce = addOn.status === 'active' || (addOn.status === 'cancelled' && Date.parse(addOn.expires_at) > now);
  return inForce ? (addOn.features[0]?.quantity ?? null) : null;
}

/** The add-on's price list code in the account's currency. */
export const addOnCode = (currency: Currency) => `MENU-SUCURSALES-${currency}`;
