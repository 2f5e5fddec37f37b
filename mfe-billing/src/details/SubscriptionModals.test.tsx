import { profileAtom, sessionStore, type Profile } from '@menu/shared';
import { FRANCHISES_PROFILE, json, NEGOCIO_PROFILE, serve, setupBoardTests, writes } from '@menu/shared/ui/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { CARD_TOKEN_MESSAGE } from '../CardFrame';
import {
  addOnSubscription,
  billingProfile,
  DECLINED,
  franchisesProfile,
  menuSubscription,
  negocioProfile,
  VISA,
} from '../testing';
import { renderDetails, requestsTo } from './testing';

jest.setTimeout(30_000);
setupBoardTests();

const DEC_23 = '2026-12-23T18:00:00.000Z';

const subscriptionCard = () => within(screen.getByRole('region', { name: 'Suscripción' }));
const dialog = async (title: string) =>
  within((await screen.findByText(title, { selector: '.ant-modal-title' })).closest('.ant-modal') as HTMLElement);
const loaded = () => waitFor(() => expect(document.querySelector('.ant-skeleton, .ant-spin-spinning')).toBeNull());

const unpaidProfile = (card: string | null = VISA.id) =>
  billingProfile(
    NEGOCIO_PROFILE,
    [menuSubscription({ status: 'unpaid', expires_at: '2026-11-01T18:00:00.000Z' })],
    card,
  );

const modalGone = () =>
  waitFor(() => expect(document.querySelector('.ant-modal-wrap:not([style*="display: none"]) .ant-modal')).toBeNull());
/** The profile the store was given after the change (the page is not reloaded: it shows what the store holds). */
const storeHolds = (profile: Profile) => waitFor(() => expect(sessionStore.get(profileAtom)).toEqual(profile));
const profileReads = (calls: Array<{ method: string; path: string }>) =>
  calls.filter((call) => call.method === 'GET' && call.path === '/v1/profiles/me').length;
const historyReads = (calls: Array<{ method: string; path: string }>) =>
  calls.filter((call) => call.path === '/v1/subscriptions/billing').length;

/** The unpaid plan once paid: a new period from now. */
const paidProfile = (card: string = VISA.id) => billingProfile(NEGOCIO_PROFILE, [menuSubscription()], card);

const routes = (extra: Record<string, unknown> = {}) => ({
  'GET /v1/profiles/me/payment-methods': [VISA],
  'GET /v1/subscriptions/billing': [],
  ...extra,
});

describe('Cancelar suscripción', () => {
  it('explains what stays until the period end, sends POST …/menu/cancel, notifies, and the page shows the cancelled plan from the store (history read again)', async () => {
    const cancelled = billingProfile(
      NEGOCIO_PROFILE,
      [menuSubscription({ status: 'cancelled', expires_at: DEC_23 })],
      VISA.id,
    );
    const calls = serve(routes({ 'POST /v1/subscriptions/menu/cancel': null, 'GET /v1/profiles/me': cancelled }));
    const { user } = renderDetails(
      billingProfile(NEGOCIO_PROFILE, [menuSubscription({ expires_at: DEC_23 })], VISA.id),
    );
    await loaded();
    await user.click(subscriptionCard().getByRole('button', { name: 'Cancelar suscripción' }));
    const modal = await dialog('Cancelar suscripción');
    expect(modal.getByText(/Conservarás todos los beneficios de tu plan hasta el/)).toHaveTextContent(
      '23 de diciembre de 2026',
    );
    expect(modal.getByText(/pasará al plan Gratis y conservará todos tus datos/)).toBeInTheDocument();
    expect(modal.getByText(/sucursales que excedan el límite/)).toBeInTheDocument();
    expect(
      modal.getByText(/identidad de marca, la publicidad y las plantillas dejarán de mostrarse/),
    ).toBeInTheDocument();
    expect(modal.queryByText(/sucursales adicionales terminarán/)).not.toBeInTheDocument();
    await user.click(modal.getByRole('button', { name: 'Cancelar suscripción' }));
    expect(await screen.findByText('Suscripción cancelada')).toBeInTheDocument();
    expect(writes(calls)).toEqual([{ method: 'POST', path: '/v1/subscriptions/menu/cancel', body: undefined }]);
    await storeHolds(cancelled);
    await modalGone();
    expect(await subscriptionCard().findByText('Cancelada')).toBeInTheDocument();
    expect(subscriptionCard().getByRole('button', { name: 'Reactivar' })).toBeInTheDocument();
    await waitFor(() => expect(historyReads(calls)).toBe(2));
  });

  it('the profile cannot be read after the cancel: the owner is told, the modal closes, nothing is sent again', async () => {
    const calls = serve(
      routes({
        'POST /v1/subscriptions/menu/cancel': null,
        'GET /v1/profiles/me': () => json(503, { error: { code: 'UNAVAILABLE', message: 'Servicio no disponible' } }),
      }),
    );
    const before = negocioProfile();
    const { user } = renderDetails(before);
    await loaded();
    await user.click(subscriptionCard().getByRole('button', { name: 'Cancelar suscripción' }));
    await user.click((await dialog('Cancelar suscripción')).getByRole('button', { name: 'Cancelar suscripción' }));
    expect(await screen.findByText('No pudimos cargar tu cuenta')).toBeInTheDocument();
    expect(screen.getByText('Servicio no disponible')).toBeInTheDocument();
    await modalGone();
    expect(sessionStore.get(profileAtom)).toEqual(before);
    expect(writes(calls)).toEqual([{ method: 'POST', path: '/v1/subscriptions/menu/cancel', body: undefined }]);
  });

  it("'Mantener suscripción' closes it and sends nothing", async () => {
    const calls = serve(routes());
    const { user } = renderDetails(negocioProfile());
    await loaded();
    await user.click(subscriptionCard().getByRole('button', { name: 'Cancelar suscripción' }));
    await user.click((await dialog('Cancelar suscripción')).getByRole('button', { name: 'Mantener suscripción' }));
    await modalGone();
    expect(writes(calls)).toEqual([]);
    expect(profileReads(calls)).toBe(0);
  });

  it('with extra branches the plan’s cancel says they end with it; the add-on is cancelled on its own (POST …/sucursales/cancel) and a refusal shows inside the modal', async () => {
    const calls = serve(
      routes({
        'POST /v1/subscriptions/sucursales/cancel': () =>
          json(409, { error: { code: 'SUBSCRIPTION_REQUIRED', message: 'No tienes una suscripción activa' } }),
      }),
    );
    const { user } = renderDetails(franchisesProfile(3));
    await loaded();
    await user.click(subscriptionCard().getByRole('button', { name: 'Cancelar suscripción' }));
    expect(
      (await dialog('Cancelar suscripción')).getByText('Tus sucursales adicionales terminarán junto con tu plan.'),
    ).toBeInTheDocument();
    await user.click((await dialog('Cancelar suscripción')).getByRole('button', { name: 'Mantener suscripción' }));
    await waitFor(() =>
      expect(screen.queryByText('Cancelar suscripción', { selector: '.ant-modal-title' })).toBeNull(),
    );
    await user.click(screen.getByRole('button', { name: 'Cancelar sucursales adicionales' }));
    const modal = await dialog('Cancelar sucursales adicionales');
    await user.click(modal.getByRole('button', { name: 'Cancelar sucursales' }));
    expect(await modal.findByText('No tienes una suscripción activa')).toBeInTheDocument();
    expect(writes(calls)).toEqual([{ method: 'POST', path: '/v1/subscriptions/sucursales/cancel', body: undefined }]);
    expect(profileReads(calls)).toBe(0);
  });
});

describe('Reactivar suscripción', () => {
  it('a cancelled plan still in its period comes back without a charge; the page shows it active from the store', async () => {
    const resumed = billingProfile(NEGOCIO_PROFILE, [menuSubscription({ expires_at: DEC_23 })], VISA.id);
    const calls = serve(
      routes({ 'POST /v1/subscriptions/menu/resume': menuSubscription(), 'GET /v1/profiles/me': resumed }),
    );
    const { user } = renderDetails(
      billingProfile(NEGOCIO_PROFILE, [menuSubscription({ status: 'cancelled', expires_at: DEC_23 })], VISA.id),
    );
    await loaded();
    await user.click(subscriptionCard().getByRole('button', { name: 'Reactivar' }));
    const modal = await dialog('Reactivar suscripción');
    expect(modal.getByText('Tu suscripción vuelve a estar activa sin costo.')).toBeInTheDocument();
    await user.click(modal.getByRole('button', { name: 'Reactivar' }));
    await storeHolds(resumed);
    await modalGone();
    expect(await subscriptionCard().findByText('Activa')).toBeInTheDocument();
    expect(subscriptionCard().queryByRole('button', { name: 'Reactivar' })).toBeNull();
    expect(writes(calls)).toEqual([{ method: 'POST', path: '/v1/subscriptions/menu/resume', body: undefined }]);
  });

  it('the add-on is resumed on its own: POST …/sucursales/resume with a key, then the profile is read again into the store', async () => {
    const resumed = franchisesProfile(3);
    const calls = serve(
      routes({ 'POST /v1/subscriptions/sucursales/resume': addOnSubscription(3), 'GET /v1/profiles/me': resumed }),
    );
    const { user } = renderDetails(
      billingProfile(
        FRANCHISES_PROFILE,
        [
          menuSubscription({ code: 'MENU-FRANCHISES-MXN', plan: 'FRANCHISES', amount: 399, expires_at: DEC_23 }),
          addOnSubscription(3, { status: 'cancelled', expires_at: DEC_23 }),
        ],
        VISA.id,
      ),
    );
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Reactivar sucursales adicionales' }));
    const modal = await dialog('Reactivar sucursales adicionales');
    expect(modal.getByText('Tu suscripción vuelve a estar activa sin costo.')).toBeInTheDocument();
    await user.click(modal.getByRole('button', { name: 'Reactivar' }));
    await storeHolds(resumed);
    await modalGone();
    expect(screen.queryByRole('button', { name: 'Reactivar sucursales adicionales' })).toBeNull();
    expect(writes(calls)).toEqual([{ method: 'POST', path: '/v1/subscriptions/sucursales/resume', body: undefined }]);
    expect(requestsTo('/v1/subscriptions/sucursales/resume')[0].headers.get('idempotency-key')).toMatch(
      /^[0-9a-f-]{36}$/,
    );
  });

  it('an unpaid plan: the amount and card; a 402 shows the payment error, the button works again, and the retry uses a new key', async () => {
    let declined = true;
    const calls = serve(
      routes({
        'POST /v1/subscriptions/menu/resume': () =>
          declined
            ? json(402, { error: { code: 'PAYMENT_DECLINED', message: DECLINED } })
            : json(200, { info: menuSubscription() }),
        'GET /v1/profiles/me': paidProfile(),
      }),
    );
    const { user } = renderDetails(unpaidProfile());
    await loaded();
    await user.click(subscriptionCard().getByRole('button', { name: 'Reactivar' }));
    const modal = await dialog('Reactivar suscripción');
    expect(modal.getByText(/Se cobrará/)).toHaveTextContent(
      'Se cobrará $299 MXN por el plan Negocio · Mensual a Visa •••• 4242.',
    );
    const pay = modal.getByRole('button', { name: 'Reactivar' });
    await user.click(pay);
    expect(await modal.findByText(DECLINED)).toBeInTheDocument();
    expect(pay).toBeEnabled();
    expect(profileReads(calls)).toBe(0);

    declined = false;
    await user.click(pay);
    await storeHolds(paidProfile());
    await modalGone();
    expect(await subscriptionCard().findByText('Activa')).toBeInTheDocument();
    const keys = requestsTo('/v1/subscriptions/menu/resume').map((request) => request.headers.get('idempotency-key'));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[0]).not.toBe(keys[1]);
    expect(writes(calls).map((call) => call.path)).toEqual([
      '/v1/subscriptions/menu/resume',
      '/v1/subscriptions/menu/resume',
    ]);
  });

  it('a lost request (no answer) keeps its key, so the retry cannot charge twice', async () => {
    let lost = true;
    serve(
      routes({
        'POST /v1/subscriptions/menu/resume': () => {
          if (lost) throw new TypeError('Failed to fetch');
          return json(200, { info: menuSubscription() });
        },
        'GET /v1/profiles/me': paidProfile(),
      }),
    );
    const { user } = renderDetails(unpaidProfile());
    await loaded();
    await user.click(subscriptionCard().getByRole('button', { name: 'Reactivar' }));
    const modal = await dialog('Reactivar suscripción');
    await user.click(modal.getByRole('button', { name: 'Reactivar' }));
    expect(await modal.findByText('Algo a salido mal, por favor intenta más tarde.')).toBeInTheDocument();
    lost = false;
    await user.click(modal.getByRole('button', { name: 'Reactivar' }));
    await storeHolds(paidProfile());
    const [first, second] = requestsTo('/v1/subscriptions/menu/resume').map((request) =>
      request.headers.get('idempotency-key'),
    );
    expect(second).toBe(first);
  });

  it('without a card the card page comes first; the saved card becomes the default and is charged', async () => {
    const MASTERCARD = { id: 'pm_2', brand: 'mastercard', last4: '4444', exp_month: 1, exp_year: 2031, default: true };
    let paid = false;
    const calls = serve(
      routes({
        'GET /v1/profiles/me/payment-methods': [],
        'GET /v1/payment-sources/card-token': { checkout_id: 'chk_1', url: '/sandbox/checkout/chk_1' },
        'POST /v1/profiles/me/payment-methods': () => json(201, { info: MASTERCARD }),
        'POST /v1/subscriptions/menu/resume': () => {
          paid = true;
          return json(200, { info: menuSubscription() });
        },
        // The saved card is read into the store first (the default card), then the paid plan.
        'GET /v1/profiles/me': () => json(200, { info: paid ? paidProfile('pm_2') : unpaidProfile('pm_2') }),
      }),
    );
    const { user } = renderDetails(unpaidProfile(null));
    await loaded();
    await user.click(subscriptionCard().getByRole('button', { name: 'Reactivar' }));
    const modal = await dialog('Reactivar suscripción');
    expect(await modal.findByTitle('Datos de la tarjeta')).toHaveAttribute(
      'src',
      'http://localhost/sandbox/checkout/chk_1',
    );
    expect(modal.getByRole('button', { name: 'Reactivar' })).toBeDisabled();
    await act(async () => {
      window.dispatchEvent(
        new MessageEvent('message', {
          origin: 'http://localhost',
          data: { type: CARD_TOKEN_MESSAGE, card_token: 'tok_1' },
        }),
      );
    });
    expect(await modal.findByText(/Se cobrará/)).toHaveTextContent('a Mastercard •••• 4444');
    await user.click(modal.getByRole('button', { name: 'Reactivar' }));
    await storeHolds(paidProfile('pm_2'));
    await modalGone();
    expect(writes(calls)).toEqual([
      { method: 'POST', path: '/v1/profiles/me/payment-methods', body: { card_token: 'tok_1' } },
      { method: 'POST', path: '/v1/subscriptions/menu/resume', body: undefined },
    ]);
  });
  it("after a decline, 'Usar otra tarjeta' takes a new card, makes it the default and charges it", async () => {
    const MASTERCARD = { id: 'pm_2', brand: 'mastercard', last4: '4444', exp_month: 1, exp_year: 2031, default: false };
    const calls = serve(
      routes({
        'GET /v1/payment-sources/card-token': { checkout_id: 'chk_1', url: '/sandbox/checkout/chk_1' },
        'POST /v1/profiles/me/payment-methods': () => json(201, { info: MASTERCARD }),
        'PUT /v1/profiles/me': unpaidProfile('pm_2'),
        'GET /v1/profiles/me': unpaidProfile('pm_2'),
        'POST /v1/subscriptions/menu/resume': () =>
          json(402, { error: { code: 'PAYMENT_DECLINED', message: DECLINED } }),
      }),
    );
    const { user } = renderDetails(unpaidProfile());
    await loaded();
    await user.click(subscriptionCard().getByRole('button', { name: 'Reactivar' }));
    const modal = await dialog('Reactivar suscripción');
    await user.click(modal.getByRole('button', { name: 'Reactivar' }));
    expect(await modal.findByText(DECLINED)).toBeInTheDocument();
    await user.click(modal.getByRole('button', { name: 'Usar otra tarjeta' }));
    await modal.findByTitle('Datos de la tarjeta');
    await act(async () => {
      window.dispatchEvent(
        new MessageEvent('message', {
          origin: 'http://localhost',
          data: { type: CARD_TOKEN_MESSAGE, card_token: 'tok_2' },
        }),
      );
    });
    expect(await modal.findByText(/Se cobrará/)).toHaveTextContent('a Mastercard •••• 4444');
    expect(writes(calls)).toEqual([
      { method: 'POST', path: '/v1/subscriptions/menu/resume', body: undefined },
      { method: 'POST', path: '/v1/profiles/me/payment-methods', body: { card_token: 'tok_2' } },
      { method: 'PUT', path: '/v1/profiles/me', body: { default_payment_method_id: 'pm_2' } },
    ]);
    expect(screen.getByRole('region', { name: 'Método de pago' })).toHaveTextContent('Mastercard •••• 4444');
  });

  it("the cards cannot be read: the modal says so and 'Reintentar' reads them again", async () => {
    let fail = true;
    serve(
      routes({
        'GET /v1/profiles/me/payment-methods': () =>
          fail
            ? json(503, { error: { code: 'UNAVAILABLE', message: 'Servicio no disponible' } })
            : json(200, { info: [VISA] }),
      }),
    );
    const { user } = renderDetails(unpaidProfile(), '/billing?pagar=1');
    const modal = await dialog('Reactivar suscripción');
    expect(await modal.findByText('No se pudieron cargar tus tarjetas')).toBeInTheDocument();
    expect(modal.getByRole('button', { name: 'Reactivar' })).toBeDisabled();
    fail = false;
    await user.click(modal.getByRole('button', { name: 'Reintentar' }));
    expect(await modal.findByText(/Se cobrará/)).toHaveTextContent('a Visa •••• 4242');
  });
});

describe('Pagar from the suspension banner (?pagar=1)', () => {
  it('an unpaid plan opens the resume modal at once, and the query is dropped', async () => {
    serve(routes());
    renderDetails(unpaidProfile(), '/billing?pagar=1');
    const modal = await dialog('Reactivar suscripción');
    expect(await modal.findByText(/Se cobrará/)).toBeInTheDocument();
    expect(screen.getByLabelText('ruta')).toHaveTextContent(/^\/billing$/);
  });

  it('an active plan opens nothing', async () => {
    serve(routes());
    renderDetails(negocioProfile(), '/billing?pagar=1');
    await loaded();
    expect(document.querySelector('.ant-modal')).toBeNull();
  });
});
