// Fixtures of the billing section's component tests (test code only): the plan cards, cards
// and subscriptions as the API answers them.
import type { Profile } from '@menu/shared';
import { FRANCHISES_PROFILE, json, NEGOCIO_PROFILE, planProfile } from '@menu/shared/ui/testing';
import { act } from '@testing-library/react';
import type { HistoryRow, PaymentMethod, PlanCard, Subscription } from './api';
import { PAYMENT_AUTHENTICATED_MESSAGE } from './runPayment';

export const FREEMIUM_PROFILE = planProfile('FREEMIUM', [{ name: 'Promotions' }]);

/** GET /v1/plans?currency=MXN, as the seeded price list answers it. */
export const PLAN_CARDS_MXN: PlanCard[] = [
  {
    id: 'FREEMIUM',
    title: 'Gratis',
    price: 0,
    intervals: [],
    features: ['Menú digital con código QR', 'Promociones', '1 sucursal'],
    demo_note: null,
  },
  {
    id: 'NEGOCIO',
    title: 'Negocio',
    price: 299,
    intervals: [
      { interval: 'monthly', code: 'MENU-NEGOCIO-MXN', amount: 299 },
      { interval: 'yearly', code: 'MENU-NEGOCIO-MXN', amount: 2990 },
    ],
    features: [
      'Menú digital con código QR',
      'Promociones',
      'Publicidad',
      'Identidad de marca',
      'Google Tag Manager y Facebook Pixel',
      '1 sucursal',
    ],
    demo_note: null,
  },
  {
    id: 'FRANCHISES',
    title: 'Franquicias',
    price: 399,
    intervals: [
      { interval: 'monthly', code: 'MENU-FRANCHISES-MXN', amount: 399 },
      { interval: 'yearly', code: 'MENU-FRANCHISES-MXN', amount: 3990 },
    ],
    features: [
      'Menú digital con código QR',
      'Promociones',
      'Publicidad',
      'Identidad de marca',
      'Google Tag Manager y Facebook Pixel',
      'Plantillas por sucursal',
    ],
    demo_note: 'Hasta 5 sucursales durante la prueba',
  },
  {
    id: 'SUCURSALES',
    title: 'Sucursales adicionales',
    price: 250,
    intervals: [
      { interval: 'monthly', code: 'MENU-SUCURSALES-MXN', amount: 250 },
      { interval: 'yearly', code: 'MENU-SUCURSALES-MXN', amount: 2500 },
    ],
    features: ['Precio por sucursal'],
    demo_note: null,
  },
];

export const VISA: PaymentMethod = {
  id: 'pm_1',
  brand: 'visa',
  last4: '4242',
  exp_month: 12,
  exp_year: 2030,
  default: true,
};

const IN_A_MONTH = new Date(Date.now() + 30 * 86_400_000).toISOString();

/** A paid menu plan in force (Negocio monthly unless `extra` says otherwise). */
export const menuSubscription = (extra: Partial<Subscription> = {}): Subscription => ({
  code: 'MENU-NEGOCIO-MXN',
  plan: 'NEGOCIO',
  plan_price: 299,
  amount: 299,
  interval: 'monthly',
  status: 'active',
  expires_at: IN_A_MONTH,
  next_plan: null,
  next_amount: null,
  next_interval: null,
  next_features: null,
  used_demo: false,
  demo: false,
  features: [],
  ...extra,
});

/** The branch add-on with `quantity` branches at 250 MXN each. */
export const addOnSubscription = (quantity: number, extra: Partial<Subscription> = {}): Subscription => ({
  ...menuSubscription({ code: 'MENU-SUCURSALES-MXN', plan: 'SUCURSALES', plan_price: 250, amount: 250 * quantity }),
  features: [{ code: 'MENU-SUCURSALES-MXN', name: 'Sucursales adicionales', quantity, amount: 250 * quantity }],
  ...extra,
});

/** A profile on `base`'s plan with these subscriptions and default card. */
export const billingProfile = (
  base: Profile,
  subscriptions: Subscription[],
  defaultCard: string | null = null,
): Profile => ({
  ...base,
  currency: 'MXN',
  subscriptions,
  default_payment_method_id: defaultCard,
});

export const negocioProfile = () => billingProfile(NEGOCIO_PROFILE, [menuSubscription()], VISA.id);
export const franchisesProfile = (branches: number) =>
  billingProfile(
    FRANCHISES_PROFILE,
    [
      menuSubscription({ code: 'MENU-FRANCHISES-MXN', plan: 'FRANCHISES', plan_price: 399, amount: 399 }),
      addOnSubscription(branches),
    ],
    VISA.id,
  );

export const historyRow = (extra: Partial<HistoryRow> = {}): HistoryRow => ({
  id: 1,
  created: '2026-11-23T18:00:00.000Z',
  action: 'activation',
  description: 'Plan Negocio mensual',
  interval: 'monthly',
  expires_at: '2026-12-23T18:00:00.000Z',
  amount: 299,
  ...extra,
});

/** The answers of a charging call as the API gives them (api/src/errors.ts). */
export const DECLINED = 'El pago falló. Por favor intenta más tarde o usa otra tarjeta diferente';
export const REFUNDED =
  'Este pago se devolvió a tu tarjeta porque el cambio no se completó a tiempo. Inténtalo de nuevo.';
export const declined = () => json(402, { error: { code: 'PAYMENT_DECLINED', message: DECLINED } });
export const refunded = () => json(409, { error: { code: 'CHARGE_REFUNDED', message: REFUNDED } });
export const actionRequired =
  (actionUrl = '/sandbox/authenticate/pi_1') =>
  () =>
    json(402, {
      error: {
        code: 'PAYMENT_ACTION_REQUIRED',
        message: 'Tu banco pide confirmar este pago. Confírmalo en la ventana de tu banco para continuar.',
        action_url: actionUrl,
      },
    });
export const inProgress = () =>
  json(409, {
    error: {
      code: 'CHARGE_IN_PROGRESS',
      message: 'Ya estamos procesando este pago. Espera un momento y revisa tu suscripción.',
    },
  });

/** The bank's page (or any window: `origin` says whose) posts `data` to the panel. */
export const postToPanel = (origin: string, data: unknown = { type: PAYMENT_AUTHENTICATED_MESSAGE }) =>
  act(async () => {
    window.dispatchEvent(new MessageEvent('message', { origin, data }));
  });
