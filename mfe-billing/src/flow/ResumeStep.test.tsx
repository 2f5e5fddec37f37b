import { profileAtom, sessionStore } from '@menu/shared';
import { json, setupBoardTests, writes } from '@menu/shared/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import {
  billingProfile,
  DECLINED,
  declined,
  FREEMIUM_PROFILE,
  franchisesProfile,
  menuSubscription,
  negocioProfile,
  VISA,
} from '../testing';
import { browserZone, CENTRO, freshFreemium, keysOf, NORTE, quote, renderFlow, SUR, toSummary } from './testing';

jest.setTimeout(30_000);
setupBoardTests();
beforeEach(() => {
  browserZone('America/Mexico_City');
});

const realizar = () => screen.getByRole('button', { name: /Realizar Cambio/ });
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const UPGRADE_QUOTE = quote({
  lines: [
    {
      kind: 'menu',
      action: 'upgraded',
      description: 'Cambio a Franquicias (prorrateo de 15 días)',
      charge_now: 50,
      takes_effect: 'now',
      amount_per_period: 399,
    },
    {
      kind: 'sucursales',
      action: 'activation',
      description: 'Sucursales adicionales: 3 (prorrateo de 15 días)',
      charge_now: 375,
      takes_effect: 'now',
      amount_per_period: 750,
    },
  ],
  charge_now: 425,
  recurring_amount: 1149,
});

describe('ChangePlanFlow: summary and Realizar Cambio', () => {
  it("shows the quote's lines, what is paid today and what recurs, and the card charged", async () => {
    const { user } = await renderFlow(negocioProfile(), { routes: { 'GET /v1/subscriptions/quote': UPGRADE_QUOTE } });
    await toSummary(user, 'Franquicias', 3);
    const lines = screen.getByRole('list', { name: 'Detalle del cambio' });
    expect(
      within(lines)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Cambio a Franquicias (prorrateo de 15 días)$50 MXN',
      'Sucursales adicionales: 3 (prorrateo de 15 días)$375 MXN',
    ]);
    expect(screen.getByText('Total a pagar hoy:').parentElement).toHaveTextContent('Total a pagar hoy: $425 MXN');
    expect(screen.getByText(/^Después:/)).toHaveTextContent('Después: $1,149 MXN al mes');
    expect(screen.getByText('Visa •••• 4242')).toBeInTheDocument();
    expect(screen.queryByText(/El cambio aplica el/)).toBeNull();
  });

  it("an upgrade under the payment provider's minimum charges nothing today and says it is charged with the next renewal", async () => {
    const carried = quote({
      lines: [
        {
          kind: 'menu',
          action: 'upgraded',
          description: 'Cambio a Franquicias (prorrateo de 1 día). Se cobrará en tu próxima renovación: $3.34 MXN',
          charge_now: 0,
          takes_effect: 'now',
          amount_per_period: 399,
          carried_to_renewal: 3.34,
        },
      ],
      charge_now: 0,
      payment_required: false,
      carried_to_renewal: 3.34,
    });
    const { user } = await renderFlow(negocioProfile(), { routes: { 'GET /v1/subscriptions/quote': carried } });
    await toSummary(user, 'Franquicias', 1);
    expect(screen.getByText('Total a pagar hoy:').parentElement).toHaveTextContent('Total a pagar hoy: $0 MXN');
    expect(screen.getByText(/^Se cobrará en tu próxima renovación:/)).toHaveTextContent(
      'Se cobrará en tu próxima renovación: $3.34 MXN',
    );
    expect(realizar()).toBeEnabled();
  });

  it('a change charged today in full says nothing about the next renewal', async () => {
    const { user } = await renderFlow(negocioProfile(), { routes: { 'GET /v1/subscriptions/quote': UPGRADE_QUOTE } });
    await toSummary(user, 'Franquicias', 3);
    expect(screen.getByText('Total a pagar hoy:').parentElement).toHaveTextContent('Total a pagar hoy: $425 MXN');
    expect(screen.queryByText(/^Se cobrará en tu próxima renovación/)).toBeNull();
  });

  it('a change that waits for the period end says when it applies', async () => {
    const later = quote({
      interval: 'yearly',
      lines: [
        {
          kind: 'menu',
          action: 'updated',
          description: 'Cambio a Negocio anual',
          charge_now: 0,
          takes_effect: 'period_end',
          amount_per_period: 2990,
        },
      ],
      charge_now: 0,
      recurring_amount: 2990,
      payment_required: false,
    });
    const { user } = await renderFlow(negocioProfile(), { routes: { 'GET /v1/subscriptions/quote': later } });
    await user.click(screen.getByText('Anual: 2 meses gratis'));
    await toSummary(user, 'Negocio');
    expect(
      screen.getByRole('heading', { name: 'A partir del 23 de diciembre de 2026: Plan Negocio anual' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/^Después:/)).toHaveTextContent('$2,990 MXN al año');
    expect(screen.getByText('Al terminar el periodo')).toBeInTheDocument();
    // Only a change that also applies now needs a separate line for what waits.
    expect(screen.queryByText(/aplican el/)).toBeNull();
  });

  it('a change now with another waiting for the period end keeps the plain title and says when the rest applies', async () => {
    const mixed = quote({
      lines: [
        {
          kind: 'menu',
          action: 'upgraded',
          description: 'Cambio a Franquicias (prorrateo de 15 días)',
          charge_now: 50,
          takes_effect: 'now',
          amount_per_period: 399,
        },
        {
          kind: 'sucursales',
          action: 'downgraded',
          description: 'Cambio a 2 sucursales adicionales al terminar el periodo',
          charge_now: 0,
          takes_effect: 'period_end',
          amount_per_period: 500,
        },
      ],
    });
    const { user } = await renderFlow(negocioProfile(), { routes: { 'GET /v1/subscriptions/quote': mixed } });
    await toSummary(user, 'Franquicias', 2);
    expect(screen.getByRole('heading', { name: 'Plan Franquicias mensual con 2 sucursales' })).toBeInTheDocument();
    expect(
      screen.getByText('Los cambios marcados «Al terminar el periodo» aplican el 23 de diciembre de 2026'),
    ).toBeInTheDocument();
  });

  it('Franquicias to Negocio says which branch stays at the period end: the oldest enabled, chosen in Multisucursal', async () => {
    const later = quote({
      lines: [
        {
          kind: 'menu',
          action: 'downgraded',
          description: 'Cambio a Negocio al terminar el periodo',
          charge_now: 0,
          takes_effect: 'period_end',
          amount_per_period: 299,
        },
        {
          kind: 'sucursales',
          action: 'downgraded',
          description: 'Sucursales adicionales terminan con el periodo',
          charge_now: 0,
          takes_effect: 'period_end',
          amount_per_period: 0,
        },
      ],
      charge_now: 0,
      recurring_amount: 299,
      payment_required: false,
      enabled_branches: 3,
    });
    const { user, calls } = await renderFlow(franchisesProfile(3), {
      branches: [NORTE, CENTRO, SUR],
      routes: { 'GET /v1/subscriptions/quote': later },
    });
    await toSummary(user, 'Negocio');
    expect(
      screen.getByRole('heading', { name: 'A partir del 23 de diciembre de 2026: Plan Negocio mensual' }),
    ).toBeInTheDocument();
    expect(
      await screen.findByText(
        'Al terminar el periodo quedará activa 1 sucursal (la más antigua: Centro); puedes elegir cuál antes de esa fecha en Multisucursal.',
      ),
    ).toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/v1/sucursales')).toHaveLength(1);
  });

  it('Franquicias to Negocio with one enabled branch has nothing to explain', async () => {
    const later = quote({
      lines: [
        {
          kind: 'menu',
          action: 'downgraded',
          description: 'Cambio a Negocio al terminar el periodo',
          charge_now: 0,
          takes_effect: 'period_end',
          amount_per_period: 299,
        },
      ],
      charge_now: 0,
      recurring_amount: 299,
      payment_required: false,
    });
    const { user, calls } = await renderFlow(franchisesProfile(1), {
      branches: [CENTRO],
      routes: { 'GET /v1/subscriptions/quote': later },
    });
    await toSummary(user, 'Negocio');
    await waitFor(() => expect(calls.filter((call) => call.path === '/v1/sucursales')).toHaveLength(1));
    expect(screen.queryByText(/quedará activa 1 sucursal/)).toBeNull();
  });

  it("'Realizar Cambio' on a paid plan sends one PUT /menu with the key, plan, interval, branches and the branches to disable; then finishes, reads the new plan into the store and moves on to Facturación", async () => {
    const changed = franchisesProfile(2);
    const { user, calls, keyed } = await renderFlow(franchisesProfile(3), {
      branches: [CENTRO, NORTE, SUR],
      routes: {
        'PUT /v1/subscriptions/menu': menuSubscription({ plan: 'FRANCHISES' }),
        'GET /v1/profiles/me': changed,
      },
    });
    await toSummary(user, 'Franquicias', 2, ['Sur']);
    expect(screen.getByText('Sur')).toBeInTheDocument();
    await user.click(realizar());
    expect(await screen.findByText('¡Listo! Tu plan se actualizó')).toBeInTheDocument();
    expect(screen.getByText('Ahora tienes el plan Franquicias mensual con 2 sucursales.')).toBeInTheDocument();
    expect(writes(calls)).toEqual([
      {
        method: 'PUT',
        path: '/v1/subscriptions/menu',
        body: {
          plan_code: 'FRANCHISES',
          interval: 'monthly',
          features: [{ code: 'MENU-SUCURSALES-MXN', quantity: 2 }],
          disable_sucursal_ids: [11],
        },
      },
    ]);
    expect(keysOf(keyed)).toEqual([
      { method: 'PUT', path: '/v1/subscriptions/menu', key: expect.stringMatching(UUID) },
    ]);
    // The success shows first; the store learns the new plan meanwhile (the page is not reloaded).
    expect(screen.queryByLabelText('ruta')).toBeNull();
    await waitFor(() => expect(sessionStore.get(profileAtom)).toEqual(changed));
    // The panel moves on to Facturación on its own shortly after.
    await waitFor(() => expect(screen.getByLabelText('ruta')).toHaveTextContent('/billing'), { timeout: 3000 });
  });

  it("'Ir a Facturación' on the finish step goes at once to /billing; the new plan is in the store", async () => {
    const changed = franchisesProfile(1);
    const { user } = await renderFlow(negocioProfile(), {
      routes: {
        'PUT /v1/subscriptions/menu': menuSubscription({ plan: 'FRANCHISES' }),
        'GET /v1/profiles/me': changed,
      },
    });
    await toSummary(user, 'Franquicias');
    await user.click(realizar());
    await user.click(await screen.findByRole('button', { name: 'Ir a Facturación' }));
    expect(screen.getByLabelText('ruta')).toHaveTextContent('/billing');
    await waitFor(() => expect(sessionStore.get(profileAtom)).toEqual(changed));
  });

  it('FREEMIUM to Franquicias buys the menu plan (POST) then the branches (PUT /sucursales) with the same key', async () => {
    const { user, calls, keyed } = await renderFlow(billingProfile(freshFreemium(), [], VISA.id), {
      routes: {
        'POST /v1/subscriptions/menu': () => json(201, { info: menuSubscription({ plan: 'FRANCHISES' }) }),
        'PUT /v1/subscriptions/sucursales': menuSubscription({ plan: 'SUCURSALES' }),
      },
    });
    await toSummary(user, 'Franquicias', 3);
    await user.click(realizar());
    expect(await screen.findByText('¡Listo! Tu plan se actualizó')).toBeInTheDocument();
    expect(writes(calls)).toEqual([
      {
        method: 'POST',
        path: '/v1/subscriptions/menu',
        body: { plan_code: 'FRANCHISES', interval: 'monthly', time_zone: 'America/Mexico_City' },
      },
      {
        method: 'PUT',
        path: '/v1/subscriptions/sucursales',
        body: { features: [{ code: 'MENU-SUCURSALES-MXN', quantity: 3 }] },
      },
    ]);
    const [menu, branches] = keysOf(keyed);
    expect(menu?.key).toMatch(UUID);
    expect(branches?.key).toBe(menu?.key);
  });

  it('a declined card shows the message and enables the button again; the retry is a new payment with a new key', async () => {
    const answers = [declined, () => json(200, { info: menuSubscription({ plan: 'FRANCHISES' }) })];
    const { user, calls, keyed } = await renderFlow(negocioProfile(), {
      routes: { 'PUT /v1/subscriptions/menu': () => answers.shift()!() },
    });
    await toSummary(user, 'Franquicias');
    await user.click(realizar());
    expect(await screen.findByText(DECLINED)).toBeInTheDocument();
    expect(realizar()).toBeEnabled();
    expect(screen.getByRole('heading', { name: 'Resumen' })).toBeInTheDocument();
    await user.click(realizar());
    expect(await screen.findByText('¡Listo! Tu plan se actualizó')).toBeInTheDocument();
    const [first, second] = keysOf(keyed);
    expect(writes(calls)).toHaveLength(2);
    expect(first?.key).toMatch(UUID);
    expect(second?.key).toMatch(UUID);
    expect(second?.key).not.toBe(first?.key);
  });

  it('an unknown outcome (server error) is retried with the same key, so it is never paid twice', async () => {
    const answers = [
      () => json(500, { error: { code: 'INTERNAL_ERROR', message: 'INTERNAL_ERROR' } }),
      () => json(200, { info: menuSubscription() }),
    ];
    const { user, keyed } = await renderFlow(negocioProfile(), {
      routes: { 'PUT /v1/subscriptions/menu': () => answers.shift()!() },
    });
    await toSummary(user, 'Franquicias');
    await user.click(realizar());
    expect(await screen.findByText('Algo a salido mal, por favor intenta más tarde.')).toBeInTheDocument();
    await user.click(realizar());
    await screen.findByText('¡Listo! Tu plan se actualizó');
    const [first, second] = keysOf(keyed);
    expect(second?.key).toBe(first?.key);
  });

  it('a double click sends one request', async () => {
    let release: () => void = () => undefined;
    const { user, calls } = await renderFlow(negocioProfile(), {
      routes: {
        'PUT /v1/subscriptions/menu': () =>
          new Promise<Response>((resolve) => {
            release = () => resolve(json(200, { info: menuSubscription() }));
          }),
      },
    });
    await toSummary(user, 'Franquicias');
    await user.click(realizar());
    await user.click(realizar());
    release();
    await screen.findByText('¡Listo! Tu plan se actualizó');
    expect(writes(calls)).toHaveLength(1);
  });

  it('FREEMIUM to Franquicias: when the branches are declined after the plan was bought, the retry buys only the branches', async () => {
    const answers = [declined, () => json(200, { info: menuSubscription({ plan: 'SUCURSALES' }) })];
    const { user, calls } = await renderFlow(billingProfile(FREEMIUM_PROFILE, [], VISA.id), {
      routes: {
        'POST /v1/subscriptions/menu': () => json(201, { info: menuSubscription({ plan: 'FRANCHISES' }) }),
        'PUT /v1/subscriptions/sucursales': () => answers.shift()!(),
      },
    });
    await toSummary(user, 'Franquicias', 2);
    await user.click(realizar());
    expect(await screen.findByText(DECLINED)).toBeInTheDocument();
    await user.click(realizar());
    await screen.findByText('¡Listo! Tu plan se actualizó');
    expect(writes(calls).map((call) => `${call.method} ${call.path}`)).toEqual([
      'POST /v1/subscriptions/menu',
      'PUT /v1/subscriptions/sucursales',
      'PUT /v1/subscriptions/sucursales',
    ]);
  });

  it('a failed quote says so; Reintentar asks again and the button waits for it', async () => {
    const answers = [
      () => json(409, { error: { code: 'SUBSCRIPTION_NOT_ACTIVE', message: 'Tu suscripción no está activa' } }),
      () => json(200, { info: quote() }),
    ];
    const { user } = await renderFlow(negocioProfile(), {
      routes: { 'GET /v1/subscriptions/quote': () => answers.shift()!() },
    });
    await toSummary(user, 'Franquicias');
    expect(screen.getByText('No se pudo calcular el cambio')).toBeInTheDocument();
    expect(realizar()).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(realizar()).toBeEnabled());
    expect(screen.getByText('Total a pagar hoy:')).toBeInTheDocument();
  });
});
