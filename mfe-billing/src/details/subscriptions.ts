// What the details page reads from the profile's subscriptions (menu plan first, then the branch add-on).
import type { Profile } from '@menu/shared';
import type { Interval, Subscription } from '../api';
import { currencyOf, formatMoney, INTERVAL_NAMES, PER_INTERVAL, planName } from '../labels';

/** The branch add-on's code names SUCURSALES; any other code is the menu plan. */
export const isAddOn = (sub: Subscription) => sub.code.includes('SUCURSALES');

export const menuOf = (profile: Profile | null): Subscription | null => {
  const first = profile?.subscriptions?.[0];
  return first && !isAddOn(first) ? first : null;
};
export const addOnOf = (profile: Profile | null): Subscription | null => profile?.subscriptions?.find(isAddOn) ?? null;

/** Its benefits still hold: active, or cancelled with time left in the paid period. */
export const inForce = (sub: Subscription, now = Date.now()) =>
  sub.status === 'active' || (sub.status === 'cancelled' && Date.parse(sub.expires_at) > now);

/** Cancelled with time left: resuming it is free and keeps the period. */
export const resumesFree = (sub: Subscription, now = Date.now()) =>
  sub.status === 'cancelled' && Date.parse(sub.expires_at) > now;

/** A paid subscription that is not active can be resumed (an ended demo cannot). */
export const canResume = (sub: Subscription) => sub.status !== 'active' && !sub.demo;

/** The payment the suspension banner asks for: a paid menu plan whose renewal failed or whose period ended. */
export const awaitsPayment = (sub: Subscription | null) =>
  !!sub && !sub.demo && (sub.status === 'unpaid' || sub.status === 'expired');

/** A paid plan whose period ended without renewal (expired, or cancelled and past its end): the account is on Gratis. */
export const isOver = (sub: Subscription, now = Date.now()) =>
  !sub.demo && (sub.status === 'expired' || (sub.status === 'cancelled' && Date.parse(sub.expires_at) <= now));

/** The account is on Gratis: no menu plan, or a demo that is over. */
export const isFree = (menu: Subscription | null) => !menu || (menu.demo && !inForce(menu));

export const branchCount = (sub: Subscription) => sub.features[0]?.quantity ?? 0;

export const money = (sub: Subscription, amount: number) => formatMoney(amount, currencyOf(sub.code));

/** "$299 MXN al mes". */
export const perPeriod = (sub: Subscription, amount: number, interval: Interval) =>
  `${money(sub, amount)} ${PER_INTERVAL[interval]}`;

/** "Negocio · Mensual". */
export const planLine = (plan: string, interval: Interval) => `${planName(plan)} · ${INTERVAL_NAMES[interval]}`;

/** A change waiting for the period end (a cheaper plan, another interval, fewer branches), or null. */
export function pendingChange(sub: Subscription) {
  const quantity = sub.next_features?.[0]?.quantity ?? null;
  if (!sub.next_plan && !sub.next_interval && sub.next_amount === null && quantity === null) return null;
  return {
    plan: sub.next_plan ?? sub.plan,
    interval: sub.next_interval ?? sub.interval,
    amount: sub.next_amount ?? sub.amount,
    quantity,
  };
}
