// The billing calls of the panel. Amounts always come from the server; the panel never prices.
import { api, loadProfile, unwrap, type ApiSchemas, type BodyOf } from '@menu/shared';

export type Subscription = ApiSchemas['Subscription'];
export type PlanCard = ApiSchemas['PlanCard'];
export type HistoryRow = ApiSchemas['BillingHistoryRow'];
export type Interval = Subscription['interval'];
export type Currency = 'MXN' | 'USD';
export type ChangeMenuBody = BodyOf<'/v1/subscriptions/menu', 'put'>;
export type AddOnBody = BodyOf<'/v1/subscriptions/sucursales', 'put'>;
/** The two subscriptions, by the API's own names (/v1/subscriptions/menu, /v1/subscriptions/sucursales). */
export type SubscriptionKind = 'menu' | 'sucursales';

/** The browser's IANA zone: it picks the currency of an account that never subscribed. */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone ?? '';

/** One key per intended payment: a retry or a double click with the same key charges once. */
export const newIdempotencyKey = () => crypto.randomUUID();

const keyed = (key: string) => ({ header: { 'idempotency-key': key } });

export const fetchPlans = (currency: Currency) => unwrap(api.GET('/v1/plans', { params: { query: { currency } } }));
export const fetchHistory = () => unwrap(api.GET('/v1/subscriptions/billing', { params: { query: { amount: true } } }));

export const fetchPaymentMethods = () => unwrap(api.GET('/v1/profiles/me/payment-methods'));
export type PaymentMethod = Awaited<ReturnType<typeof fetchPaymentMethods>>[number];
export const addPaymentMethod = (cardToken: string) =>
  unwrap(api.POST('/v1/profiles/me/payment-methods', { body: { card_token: cardToken } }));
export const deletePaymentMethod = (id: string) =>
  unwrap(api.DELETE('/v1/profiles/me/payment-methods/{id}', { params: { path: { id } } }));
export const setDefaultPaymentMethod = (id: string) =>
  unwrap(api.PUT('/v1/profiles/me', { body: { default_payment_method_id: id } }));

/** The provider's card page for the 500x500 frame. */
export const fetchCardCheckout = () => unwrap(api.GET('/v1/payment-sources/card-token'));

export type Quote = ApiSchemas['Quote'];
/** What a change would charge now and what recurs afterwards, priced by the server (nothing is charged). */
export const fetchQuote = (query: { plan_code: 'NEGOCIO' | 'FRANCHISES'; interval: Interval; branches?: number }) =>
  unwrap(api.GET('/v1/subscriptions/quote', { params: { query: { ...query, time_zone: browserTimeZone() } } }));

export const startDemo = (key: string) =>
  unwrap(
    api.POST('/v1/subscriptions/menu', { params: keyed(key), body: { demo: true, time_zone: browserTimeZone() } }),
  );
export const startMenu = (key: string, body: { plan_code: 'NEGOCIO' | 'FRANCHISES'; interval: Interval }) =>
  unwrap(api.POST('/v1/subscriptions/menu', { params: keyed(key), body: { ...body, time_zone: browserTimeZone() } }));
export const changeMenu = (key: string, body: ChangeMenuBody) =>
  unwrap(api.PUT('/v1/subscriptions/menu', { params: keyed(key), body }));
export const putAddOn = (key: string, body: AddOnBody) =>
  unwrap(api.PUT('/v1/subscriptions/sucursales', { params: keyed(key), body }));

export const cancelSubscription = (kind: SubscriptionKind) =>
  kind === 'menu'
    ? unwrap(api.POST('/v1/subscriptions/menu/cancel'))
    : unwrap(api.POST('/v1/subscriptions/sucursales/cancel'));
export const resumeSubscription = (kind: SubscriptionKind, key: string) =>
  kind === 'menu'
    ? unwrap(api.POST('/v1/subscriptions/menu/resume', { params: keyed(key) }))
    : unwrap(api.POST('/v1/subscriptions/sucursales/resume', { params: keyed(key) }));

/** After a change the profile (plan, scopes, subscriptions, default card) is read again into the shared store. */
export const reloadProfile = loadProfile;
