import { FRANCHISES_PROFILE, json, NEGOCIO_PROFILE, serve, setupBoardTests } from '@menu/shared/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import {
  addOnSubscription,
  billingProfile,
  FREEMIUM_PROFILE,
  historyRow,
  menuSubscription,
  negocioProfile,
  VISA,
} from '../testing';
import { renderDetails } from './testing';

jest.setTimeout(30_000);
setupBoardTests();

/** The page's two reads (cards, history) have landed. */
const loaded = () => waitFor(() => expect(document.querySelector('.ant-skeleton, .ant-spin-spinning')).toBeNull());

const card = (title: string) => within(screen.getByRole('region', { name: title }));

const DEC_23 = '2026-12-23T18:00:00.000Z';

const routes = (extra: Record<string, unknown> = {}) => ({
  'GET /v1/profiles/me/payment-methods': [VISA],
  'GET /v1/subscriptions/billing': [],
  ...extra,
});

describe('DetailsPage: Suscripción', () => {
  it("FREEMIUM: 'Plan Gratis' and 'Mejorar plan' goes to /billing/plans", async () => {
    serve(routes({ 'GET /v1/profiles/me/payment-methods': [] }));
    const { user } = renderDetails(billingProfile(FREEMIUM_PROFILE, []));
    const subscription = card('Suscripción');
    expect(subscription.getByText('Plan Gratis')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Detalles recurrentes' })).not.toBeInTheDocument();
    expect(await card('Método de pago').findByText('Sin tarjeta guardada')).toBeInTheDocument();
    await user.click(subscription.getByRole('button', { name: 'Mejorar plan' }));
    expect(screen.getByLabelText('ruta')).toHaveTextContent('/billing/plans');
  });

  it('an active Negocio: amount per month, renewal date, status, Cambiar plan and Cancelar suscripción', async () => {
    serve(routes());
    const { user } = renderDetails(
      billingProfile(NEGOCIO_PROFILE, [menuSubscription({ expires_at: DEC_23 })], VISA.id),
    );
    const subscription = card('Suscripción');
    expect(subscription.getByText('Negocio · Mensual')).toBeInTheDocument();
    expect(subscription.getByText('Activa')).toBeInTheDocument();
    expect(subscription.getByText('$299 MXN al mes')).toBeInTheDocument();
    expect(subscription.getByText('Se renueva el 23 de diciembre de 2026')).toBeInTheDocument();
    expect(subscription.getByRole('button', { name: 'Cancelar suscripción' })).toBeInTheDocument();
    expect(subscription.queryByRole('button', { name: 'Reactivar' })).not.toBeInTheDocument();
    expect(await card('Método de pago').findByText('Visa •••• 4242')).toBeInTheDocument();
    expect(card('Método de pago').getByText('Vence 12/30')).toBeInTheDocument();
    await user.click(subscription.getByRole('button', { name: 'Cambiar plan' }));
    expect(screen.getByLabelText('ruta')).toHaveTextContent('/billing/plans');
  });

  it("a downgrade waiting for the period end: 'A partir del <fecha>: Franquicias · Anual, $3,990 MXN al año'", async () => {
    serve(routes());
    renderDetails(
      billingProfile(NEGOCIO_PROFILE, [
        menuSubscription({
          expires_at: DEC_23,
          code: 'MENU-FRANCHISES-MXN',
          plan: 'FRANCHISES',
          amount: 399,
          next_plan: 'FRANCHISES',
          next_interval: 'yearly',
          next_amount: 3990,
        }),
      ]),
    );
    await loaded();
    expect(
      card('Suscripción').getByText('A partir del 23 de diciembre de 2026: Franquicias · Anual, $3,990 MXN al año'),
    ).toBeInTheDocument();
  });

  it("a cancelled plan in its period: 'Activo hasta el', Cancelada, and only Reactivar", async () => {
    serve(routes());
    renderDetails(
      billingProfile(NEGOCIO_PROFILE, [menuSubscription({ status: 'cancelled', expires_at: DEC_23 })], VISA.id),
    );
    await loaded();
    const subscription = card('Suscripción');
    expect(subscription.getByText('Cancelada')).toBeInTheDocument();
    expect(subscription.getByText('Activo hasta el 23 de diciembre de 2026')).toBeInTheDocument();
    expect(subscription.getByRole('button', { name: 'Reactivar' })).toBeInTheDocument();
    expect(subscription.queryByRole('button', { name: 'Cambiar plan' })).not.toBeInTheDocument();
    expect(subscription.queryByRole('button', { name: 'Cancelar suscripción' })).not.toBeInTheDocument();
  });

  it("an unpaid plan shows 'Pago pendiente' and Reactivar", async () => {
    serve(routes());
    renderDetails(
      billingProfile(
        NEGOCIO_PROFILE,
        [menuSubscription({ status: 'unpaid', expires_at: '2026-11-01T18:00:00.000Z' })],
        VISA.id,
      ),
    );
    await loaded();
    expect(card('Suscripción').getByText('Pago pendiente')).toBeInTheDocument();
    expect(card('Suscripción').getByRole('button', { name: 'Reactivar' })).toBeInTheDocument();
  });

  it("the demo: 'Prueba gratuita', 'Termina el <fecha>' and 'Contratar un plan'", async () => {
    serve(routes({ 'GET /v1/profiles/me/payment-methods': [] }));
    const { user } = renderDetails(
      billingProfile(FRANCHISES_PROFILE, [
        menuSubscription({
          code: 'MENU-FRANCHISES-MXN',
          plan: 'FRANCHISES',
          plan_price: 0,
          amount: 0,
          demo: true,
          used_demo: true,
          expires_at: DEC_23,
        }),
      ]),
    );
    const subscription = card('Suscripción');
    expect(subscription.getByText('Prueba gratuita')).toBeInTheDocument();
    expect(subscription.getByText('Termina el 23 de diciembre de 2026')).toBeInTheDocument();
    expect(subscription.queryByRole('button', { name: 'Cancelar suscripción' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Detalles recurrentes' })).not.toBeInTheDocument();
    await user.click(subscription.getByRole('button', { name: 'Contratar un plan' }));
    expect(screen.getByLabelText('ruta')).toHaveTextContent('/billing/plans');
  });

  it("an ended paid plan is Gratis with 'Mejorar plan', a quiet line of which plan ended and when, and Reactivar; no price", async () => {
    serve(routes());
    const { user } = renderDetails(
      billingProfile(
        FREEMIUM_PROFILE,
        [
          menuSubscription({
            code: 'MENU-FRANCHISES-MXN',
            plan: 'FRANCHISES',
            amount: 399,
            status: 'expired',
            expires_at: '2026-11-01T18:00:00.000Z',
          }),
          addOnSubscription(2, { status: 'expired', expires_at: '2026-11-01T18:00:00.000Z' }),
        ],
        VISA.id,
      ),
    );
    await loaded();
    const subscription = card('Suscripción');
    expect(subscription.getByRole('heading', { name: 'Plan Gratis' })).toBeInTheDocument();
    expect(subscription.getByText('Tu plan Franquicias terminó el 1 de noviembre de 2026.')).toBeInTheDocument();
    expect(subscription.getByText('Tu cuenta está en el plan Gratis y conserva todos sus datos.')).toBeInTheDocument();
    expect(subscription.queryByText(/al mes/)).not.toBeInTheDocument();
    expect(subscription.queryByText('Franquicias · Mensual')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Detalles recurrentes' })).not.toBeInTheDocument();
    expect(subscription.getByRole('button', { name: 'Mejorar plan' })).toBeInTheDocument();
    await user.click(subscription.getByRole('button', { name: 'Reactivar' }));
    expect(await screen.findByRole('dialog', { name: 'Reactivar suscripción' })).toBeInTheDocument();
  });

  it('a cancelled plan whose period is over reads as ended too', async () => {
    serve(routes());
    renderDetails(
      billingProfile(
        FREEMIUM_PROFILE,
        [menuSubscription({ status: 'cancelled', expires_at: '2026-11-01T18:00:00.000Z' })],
        VISA.id,
      ),
    );
    await loaded();
    const subscription = card('Suscripción');
    expect(subscription.getByRole('heading', { name: 'Plan Gratis' })).toBeInTheDocument();
    expect(subscription.getByText('Tu plan Negocio terminó el 1 de noviembre de 2026.')).toBeInTheDocument();
    expect(subscription.getByRole('button', { name: 'Reactivar' })).toBeInTheDocument();
  });

  it('a paid plan without a subscription (a seeded account) is named, with no charges and a way to the plans', async () => {
    serve(routes());
    renderDetails(billingProfile(FRANCHISES_PROFILE, []));
    await loaded();
    const subscription = card('Suscripción');
    expect(subscription.getByText('Plan Franquicias')).toBeInTheDocument();
    expect(subscription.getByText('Tu cuenta tiene este plan sin cobros recurrentes.')).toBeInTheDocument();
    expect(subscription.getByRole('button', { name: 'Ver planes' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Detalles recurrentes' })).not.toBeInTheDocument();
  });

  it('an ended demo is the free plan again', async () => {
    serve(routes());
    renderDetails(
      billingProfile(FREEMIUM_PROFILE, [
        menuSubscription({ plan: 'FRANCHISES', status: 'expired', demo: true, expires_at: '2026-11-01T18:00:00.000Z' }),
      ]),
    );
    await loaded();
    expect(card('Suscripción').getByText('Plan Gratis')).toBeInTheDocument();
    expect(card('Suscripción').queryByRole('button', { name: 'Reactivar' })).not.toBeInTheDocument();
  });
});

describe('DetailsPage: Detalles recurrentes', () => {
  it("the branch add-on: 'Sucursales adicionales: 3 × $250 MXN', $750, its own Cancelar, the total and the next charge", async () => {
    serve(routes());
    renderDetails(
      billingProfile(
        FRANCHISES_PROFILE,
        [
          menuSubscription({
            code: 'MENU-FRANCHISES-MXN',
            plan: 'FRANCHISES',
            plan_price: 399,
            amount: 399,
            expires_at: DEC_23,
          }),
          addOnSubscription(3, { expires_at: DEC_23 }),
        ],
        VISA.id,
      ),
    );
    await loaded();
    const recurring = card('Detalles recurrentes');
    const line = recurring.getByText('Sucursales adicionales: 3 × $250 MXN').closest('li') as HTMLElement;
    expect(within(line).getByText('$750 MXN')).toBeInTheDocument();
    expect(within(line).getByRole('button', { name: 'Cancelar sucursales adicionales' })).toBeInTheDocument();
    expect(recurring.getByText('$1,149 MXN al mes')).toBeInTheDocument();
    expect(recurring.getByText(/Próximo cobro el 23 de diciembre de 2026/)).toBeInTheDocument();
  });

  it('fewer branches waiting for the period end, and a cancelled add-on offers Reactivar and leaves the total', async () => {
    serve(routes());
    const { unmount } = renderDetails(
      billingProfile(FRANCHISES_PROFILE, [
        menuSubscription({ code: 'MENU-FRANCHISES-MXN', plan: 'FRANCHISES', amount: 399, expires_at: DEC_23 }),
        addOnSubscription(3, {
          expires_at: DEC_23,
          next_features: [{ code: 'MENU-SUCURSALES-MXN', quantity: 2 }],
          next_amount: 500,
        }),
      ]),
    );
    await loaded();
    expect(
      card('Detalles recurrentes').getByText('A partir del 23 de diciembre de 2026: 2 sucursales, $500 MXN al mes'),
    ).toBeInTheDocument();
    unmount();

    renderDetails(
      billingProfile(FRANCHISES_PROFILE, [
        menuSubscription({ code: 'MENU-FRANCHISES-MXN', plan: 'FRANCHISES', amount: 399, expires_at: DEC_23 }),
        addOnSubscription(3, { status: 'cancelled', expires_at: DEC_23 }),
      ]),
    );
    await loaded();
    const recurring = card('Detalles recurrentes');
    expect(recurring.getByRole('button', { name: 'Reactivar sucursales adicionales' })).toBeInTheDocument();
    expect(recurring.queryByRole('button', { name: 'Cancelar sucursales adicionales' })).not.toBeInTheDocument();
    expect(recurring.getByText('$399 MXN al mes')).toBeInTheDocument();
  });

  it('a cancelled menu plan takes the add-on with it: nothing is charged next', async () => {
    serve(routes());
    renderDetails(
      billingProfile(FRANCHISES_PROFILE, [
        menuSubscription({
          code: 'MENU-FRANCHISES-MXN',
          plan: 'FRANCHISES',
          amount: 399,
          status: 'cancelled',
          expires_at: DEC_23,
        }),
        addOnSubscription(3, { expires_at: DEC_23 }),
      ]),
    );
    await loaded();
    const recurring = card('Detalles recurrentes');
    const line = recurring.getByText('Sucursales adicionales: 3 × $250 MXN').closest('li') as HTMLElement;
    expect(within(line).getByText('Termina con tu plan')).toBeInTheDocument();
    expect(within(line).getByText('Activas hasta el 23 de diciembre de 2026')).toBeInTheDocument();
    expect(within(line).queryByText('Activa')).not.toBeInTheDocument();
    expect(within(line).queryByRole('button', { name: 'Cancelar sucursales adicionales' })).not.toBeInTheDocument();
    expect(recurring.getByText('Sin cobros programados.')).toBeInTheDocument();
    expect(recurring.queryByText(/Próximo cobro/)).not.toBeInTheDocument();
  });

  it('an unpaid add-on is resumed only once the plan is active again', async () => {
    serve(routes());
    renderDetails(
      billingProfile(FRANCHISES_PROFILE, [
        menuSubscription({
          code: 'MENU-FRANCHISES-MXN',
          plan: 'FRANCHISES',
          amount: 399,
          status: 'unpaid',
          expires_at: '2026-11-01T18:00:00.000Z',
        }),
        addOnSubscription(3, { status: 'unpaid', expires_at: '2026-11-01T18:00:00.000Z' }),
      ]),
    );
    await loaded();
    const recurring = card('Detalles recurrentes');
    expect(recurring.getByText('Pago pendiente')).toBeInTheDocument();
    expect(recurring.getByText('Podrás reactivarlas cuando tu plan esté activo.')).toBeInTheDocument();
    expect(recurring.queryByRole('button', { name: 'Reactivar sucursales adicionales' })).not.toBeInTheDocument();
  });
});

describe('DetailsPage: Historial de facturación', () => {
  it('the columns, a row with its Spanish dates, action and price, newest first as answered', async () => {
    serve(
      routes({
        'GET /v1/subscriptions/billing': [
          historyRow({
            id: 2,
            created: '2026-11-25T18:00:00.000Z',
            action: 'upgraded',
            description: 'Cambio a Franquicias (prorrateo de 28 días)',
            amount: 93.34,
          }),
          historyRow(),
        ],
      }),
    );
    renderDetails(negocioProfile());
    const history = card('Historial de facturación');
    expect(history.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Fecha',
      'Acción',
      'Descripción',
      'Suscripción',
      'Cantidad',
    ]);
    await waitFor(() => expect(history.getAllByRole('row')).toHaveLength(3));
    const [, newest, first] = history.getAllByRole('row');
    expect(within(newest).getByText('Mejora')).toBeInTheDocument();
    expect(within(newest).getByText('$93.34 MXN')).toBeInTheDocument();
    expect(
      within(first)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['23 nov 2026', 'Activación', 'Plan Negocio mensual', 'Mensual hasta 23 dic 2026', '$299 MXN']);
    // The amount is never broken over two lines (the browser test checks the table fits at 1280 and 1024 px).
    expect(within(first).getByText('$299 MXN')).toHaveClass('billing-nowrap');
  });

  it("no rows: 'Aún no hay movimientos'", async () => {
    serve(routes());
    renderDetails(negocioProfile());
    expect(await card('Historial de facturación').findByText('Aún no hay movimientos')).toBeInTheDocument();
  });

  it("a failed load shows its error with 'Reintentar', which reads again", async () => {
    let fail = true;
    const calls = serve(
      routes({
        'GET /v1/subscriptions/billing': () =>
          fail
            ? json(500, { error: { code: 'INTERNAL', message: 'Algo a salido mal, por favor intenta más tarde.' } })
            : json(200, { info: [historyRow()] }),
      }),
    );
    const { user } = renderDetails(negocioProfile());
    const history = card('Historial de facturación');
    expect(await history.findByText('No se pudo cargar el historial')).toBeInTheDocument();
    fail = false;
    await user.click(history.getByRole('button', { name: 'Reintentar' }));
    expect(await history.findByText('Plan Negocio mensual')).toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/v1/subscriptions/billing')).toHaveLength(2);
    expect(calls.find((call) => call.path === '/v1/subscriptions/billing')?.query).toEqual({ amount: 'true' });
  });
});

describe('DetailsPage: its reads in the data cache', () => {
  it('a second visit within the fresh time draws the cards and the history at once, without asking again', async () => {
    const calls = serve(routes({ 'GET /v1/subscriptions/billing': [historyRow()] }));
    const first = renderDetails(negocioProfile());
    expect(await card('Método de pago').findByText('Visa •••• 4242')).toBeInTheDocument();
    expect(await card('Historial de facturación').findByText('Plan Negocio mensual')).toBeInTheDocument();
    first.unmount();
    renderDetails(negocioProfile());
    expect(card('Método de pago').getByText('Visa •••• 4242')).toBeInTheDocument();
    expect(card('Historial de facturación').getByText('Plan Negocio mensual')).toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/v1/profiles/me/payment-methods')).toHaveLength(1);
    expect(calls.filter((call) => call.path === '/v1/subscriptions/billing')).toHaveLength(1);
  });
});
