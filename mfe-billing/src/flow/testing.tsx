// The change-plan flow's component-test helpers (test code only): the flow rendered in the panel
// against a fake API, the Idempotency-Key of each write, and quotes as the server answers them.
import type { Profile } from '@menu/shared';
import { branchFixture, renderInPanel, serve, type Call } from '@menu/shared/ui/testing';
import { screen, within } from '@testing-library/react';
import type { Quote } from '../api';
import { FREEMIUM_PROFILE, PLAN_CARDS_MXN, VISA } from '../testing';
import { ChangePlanFlow } from './ChangePlanFlow';

export const CENTRO = branchFixture({ id: 3, name: 'Centro' });
export const NORTE = branchFixture({ id: 9, name: 'Norte', route_key: 'norte' });
export const SUR = branchFixture({ id: 11, name: 'Sur', route_key: 'sur' });

/** A quote: the menu line charged now by default; `extra` sets what a test is about. */
type QuoteLine = Quote['lines'][number];
/** A quote's fields; a line's carried_to_renewal (under the provider's minimum) defaults to 0, like the quote's. */
type QuoteFields = Partial<Omit<Quote, 'lines'>> & {
  lines?: Array<Omit<QuoteLine, 'carried_to_renewal'> & Partial<Pick<QuoteLine, 'carried_to_renewal'>>>;
};

export const quote = ({ lines, ...extra }: QuoteFields = {}): Quote => ({
  currency: 'MXN',
  interval: 'monthly',
  lines: (
    lines ?? [
      {
        kind: 'menu',
        action: 'upgraded',
        description: 'Cambio a Franquicias (prorrateo de 15 días)',
        charge_now: 50,
        takes_effect: 'now',
        amount_per_period: 399,
      },
    ]
  ).map((line) => ({ carried_to_renewal: 0, ...line })),
  charge_now: 50,
  recurring_amount: 399,
  carried_to_renewal: 0,
  expires_at: '2026-12-23T18:00:00.000Z',
  payment_required: true,
  enabled_branches: 1,
  ...extra,
});

export interface KeyedCall {
  method: string;
  path: string;
  key: string | null;
}

/** Wraps the fake server's fetch to record each request's Idempotency-Key (the fake server keeps bodies, not headers). */
function recordKeys(): KeyedCall[] {
  const keyed: KeyedCall[] = [];
  const inner = global.fetch;
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    keyed.push({
      method: request.method,
      path: new URL(request.url).pathname,
      key: request.headers.get('idempotency-key'),
    });
    return inner(request);
  }) as unknown as typeof fetch;
  return keyed;
}

/** The writes' Idempotency-Keys in order. */
export const keysOf = (keyed: KeyedCall[]) =>
  keyed.filter((call) => call.method !== 'GET').map(({ method, path, key }) => ({ method, path, key }));

interface FlowOptions {
  cards?: unknown[];
  branches?: unknown[];
  routes?: Record<string, unknown>;
}

/** The flow on the selector for `profile`: plans in MXN, a saved Visa and one enabled branch unless told otherwise. */
export async function renderFlow(
  profile: Profile,
  { cards = [VISA], branches = [CENTRO], routes = {} }: FlowOptions = {},
) {
  const calls: Call[] = serve({
    'GET /v1/plans': PLAN_CARDS_MXN,
    'GET /v1/profiles/me/payment-methods': cards,
    'GET /v1/sucursales': branches,
    'GET /v1/subscriptions/quote': quote(),
    ...routes,
  });
  const keyed = recordKeys();
  const view = renderInPanel(<ChangePlanFlow />, profile, '/');
  await screen.findByRole('region', { name: 'Negocio' });
  return { ...view, calls, keyed };
}

/** The plan card titled `title`. */
export const planCard = (title: string) => screen.getByRole('region', { name: title });

/** From the selector to the summary: Franquicias with `branches` (unticking `untick` when fewer than enabled), or Negocio. */
export async function toSummary(
  user: Awaited<ReturnType<typeof renderFlow>>['user'],
  plan: 'Negocio' | 'Franquicias',
  branches?: number,
  untick: string[] = [],
) {
  await user.click(within(planCard(plan)).getByRole('button', { name: /Elegir|Cambiar sucursales/ }));
  if (plan === 'Franquicias') {
    const count = await screen.findByLabelText('Número de sucursales');
    if (branches !== undefined) {
      await user.clear(count);
      await user.type(count, String(branches));
    }
    for (const name of untick) await user.click(screen.getByLabelText(name));
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
  }
  await screen.findByRole('button', { name: 'Realizar Cambio' });
}

/** The browser's time zone as Intl reports it (the currency of an account that never subscribed). */
export function browserZone(timeZone: string) {
  const original = Intl.DateTimeFormat.prototype.resolvedOptions;
  return jest.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (
    this: Intl.DateTimeFormat,
  ) {
    return { ...original.call(this), timeZone };
  });
}

/** FREEMIUM that never subscribed (no card, demo not used). */
export const freshFreemium = (): Profile => ({
  ...FREEMIUM_PROFILE,
  currency: 'MXN',
  subscriptions: [],
  default_payment_method_id: null,
});
