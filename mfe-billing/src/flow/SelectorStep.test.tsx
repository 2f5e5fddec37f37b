import { profileAtom, sessionStore } from '@menu/shared';
import { FRANCHISES_PROFILE, json, NEGOCIO_PROFILE, setupBoardTests, writes } from '@menu/shared/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import {
  billingProfile,
  FREEMIUM_PROFILE,
  franchisesProfile,
  menuSubscription,
  negocioProfile,
  PLAN_CARDS_MXN,
  VISA,
} from '../testing';
import { browserZone, freshFreemium, keysOf, planCard, quote, renderFlow } from './testing';

jest.setTimeout(30_000);
setupBoardTests();
let zone: jest.SpyInstance;
beforeEach(() => {
  zone = browserZone('America/Mexico_City');
});

const DEMO_PROFILE = billingProfile(FRANCHISES_PROFILE, [
  menuSubscription({ plan: 'FRANCHISES', demo: true, used_demo: true }),
]);

const button = (card: string, name: string | RegExp) => within(planCard(card)).getByRole('button', { name });

describe('ChangePlanFlow: selector', () => {
  it('reads the plans and the cards through the data cache: opened again within the fresh time, it asks neither', async () => {
    (await renderFlow(negocioProfile())).unmount();
    const { calls } = await renderFlow(negocioProfile());
    const asked = (path: string) => calls.filter((call) => call.method === 'GET' && call.path === path).length;
    expect([asked('/v1/plans'), asked('/v1/profiles/me/payment-methods')]).toEqual([0, 0]);
  });

  it('shows Gratis, Negocio and Franquicias in MXN with monthly prices; Anual shows the yearly amounts', async () => {
    const { user, calls } = await renderFlow(negocioProfile());
    expect(calls.find((call) => call.path === '/v1/plans')?.query).toEqual({ currency: 'MXN' });
    expect(screen.getAllByRole('region').map((region) => region.getAttribute('aria-label'))).toEqual([
      'Gratis',
      'Negocio',
      'Franquicias',
    ]);
    expect(within(planCard('Negocio')).getByText('$299 MXN')).toBeInTheDocument();
    expect(within(planCard('Franquicias')).getByText('$399 MXN')).toBeInTheDocument();
    expect(within(planCard('Franquicias')).getByText('al mes')).toBeInTheDocument();
    expect(
      within(planCard('Franquicias')).getByText('Las sucursales que elijas: $250 MXN c/u al mes'),
    ).toBeInTheDocument();
    // The scope's limit is the demo's: said only with the demo's button, which a paid plan does not offer.
    expect(within(planCard('Franquicias')).queryByText(/durante la prueba/)).toBeNull();
    await user.click(screen.getByText('Anual: 2 meses gratis'));
    expect(within(planCard('Negocio')).getByText('$2,990 MXN')).toBeInTheDocument();
    expect(within(planCard('Franquicias')).getByText('$3,990 MXN')).toBeInTheDocument();
    expect(within(planCard('Franquicias')).getByText('al año')).toBeInTheDocument();
    // The branches too: the add-on's yearly amount, per year.
    expect(
      within(planCard('Franquicias')).getByText('Las sucursales que elijas: $2,500 MXN c/u al año'),
    ).toBeInTheDocument();
    expect(within(planCard('Franquicias')).queryByText(/c\/u al mes/)).toBeNull();
  });

  it('an account that never subscribed, in a zone outside Mexico, sees USD prices', async () => {
    zone.mockRestore();
    browserZone('Europe/Madrid');
    const usd = PLAN_CARDS_MXN.map((card) => ({
      ...card,
      intervals: card.intervals.map((option) => ({ ...option, amount: option.amount / 20 })),
    }));
    const { calls } = await renderFlow(freshFreemium(), { routes: { 'GET /v1/plans': usd } });
    expect(calls.find((call) => call.path === '/v1/plans')?.query).toEqual({ currency: 'USD' });
    expect(within(planCard('Negocio')).getByText('$14.95 USD')).toBeInTheDocument();
  });

  it('on Negocio monthly: Negocio is the disabled current plan, Gratis cancels; yearly Negocio is choosable', async () => {
    const { user } = await renderFlow(negocioProfile());
    expect(button('Negocio', 'Plan actual')).toBeDisabled();
    expect(button('Gratis', 'Cambiar a Gratis')).toBeEnabled();
    expect(button('Franquicias', 'Elegir')).toBeEnabled();
    await user.click(screen.getByText('Anual: 2 meses gratis'));
    expect(button('Negocio', 'Elegir')).toBeEnabled();
  });

  it("on Franquicias the card stays choosable to change the branch count: 'Cambiar sucursales'", async () => {
    const { user } = await renderFlow(franchisesProfile(3));
    await user.click(button('Franquicias', 'Cambiar sucursales'));
    expect(await screen.findByLabelText('Número de sucursales')).toHaveValue('3');
  });

  it("'Cambiar a Gratis' asks first, cancels the menu plan, and the cards show the cancelled plan from the store", async () => {
    const cancelled = billingProfile(NEGOCIO_PROFILE, [menuSubscription({ status: 'cancelled' })], VISA.id);
    const { user, calls } = await renderFlow(negocioProfile(), {
      routes: {
        'POST /v1/subscriptions/menu/cancel': menuSubscription({ status: 'cancelled' }),
        'GET /v1/profiles/me': cancelled,
      },
    });
    await user.click(button('Gratis', 'Cambiar a Gratis'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/sigue activo hasta el/)).toBeInTheDocument();
    expect(writes(calls)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Cambiar a Gratis' }));
    await waitFor(() => expect(sessionStore.get(profileAtom)).toEqual(cancelled));
    // A cancelled plan in its period is reactivated before it can change.
    expect(await screen.findByText('Reactiva tu suscripción para cambiarla')).toBeInTheDocument();
    expect(writes(calls)).toEqual([{ method: 'POST', path: '/v1/subscriptions/menu/cancel', body: undefined }]);
  });

  it("FREEMIUM that never used the demo: 'Probar 15 días gratis' starts it with an Idempotency-Key and finishes", async () => {
    const { user, calls, keyed } = await renderFlow(freshFreemium(), {
      cards: [],
      routes: {
        'POST /v1/subscriptions/menu': menuSubscription({ plan: 'FRANCHISES', demo: true, used_demo: true }),
        'GET /v1/profiles/me': DEMO_PROFILE,
      },
    });
    expect(button('Gratis', 'Plan actual')).toBeDisabled();
    const actions = button('Franquicias', 'Probar 15 días gratis').parentElement as HTMLElement;
    expect(within(actions).getByText('Hasta 5 sucursales durante la prueba')).toBeInTheDocument();
    expect(within(within(planCard('Franquicias')).getByRole('list')).queryByText(/durante la prueba/)).toBeNull();
    await user.click(button('Franquicias', 'Probar 15 días gratis'));
    expect(await screen.findByText('¡Listo! Tu plan se actualizó')).toBeInTheDocument();
    expect(screen.getByText('Tu prueba gratuita de Franquicias por 15 días comenzó.')).toBeInTheDocument();
    expect(writes(calls)).toEqual([
      { method: 'POST', path: '/v1/subscriptions/menu', body: { demo: true, time_zone: 'America/Mexico_City' } },
    ]);
    expect(keysOf(keyed)[0]?.key).toMatch(/^[0-9a-f-]{36}$/);
    // The panel (sidebar, gated sections) reads the demo's plan from the store.
    await waitFor(() => expect(sessionStore.get(profileAtom)).toEqual(DEMO_PROFILE));
  });

  it('the demo is not offered once used', async () => {
    await renderFlow(billingProfile(FREEMIUM_PROFILE, [menuSubscription({ status: 'expired', used_demo: true })]));
    expect(button('Franquicias', 'Elegir')).toBeEnabled();
    expect(within(planCard('Franquicias')).queryByRole('button', { name: 'Probar 15 días gratis' })).toBeNull();
    expect(within(planCard('Franquicias')).queryByText('Hasta 5 sucursales durante la prueba')).toBeNull();
  });

  it('the demo is not offered on a paid plan', async () => {
    await renderFlow(negocioProfile());
    expect(screen.queryByRole('button', { name: 'Probar 15 días gratis' })).toBeNull();
  });

  it('a failed demo start says why and keeps the selector', async () => {
    const { user } = await renderFlow(freshFreemium(), {
      routes: {
        'POST /v1/subscriptions/menu': () =>
          json(409, { error: { code: 'DEMO_USED', message: 'Ya usaste tu prueba gratuita' } }),
      },
    });
    await user.click(button('Franquicias', 'Probar 15 días gratis'));
    expect(await screen.findByText('Ya usaste tu prueba gratuita')).toBeInTheDocument();
    expect(planCard('Franquicias')).toBeInTheDocument();
  });

  it('a cancelled or unpaid plan must be reactivated first: the alert links to /billing and the paid buttons are disabled', async () => {
    const { user } = await renderFlow(
      billingProfile(FREEMIUM_PROFILE, [menuSubscription({ status: 'unpaid' })], 'pm_1'),
    );
    expect(screen.getByText('Reactiva tu suscripción para cambiarla')).toBeInTheDocument();
    expect(button('Negocio', 'Elegir')).toBeDisabled();
    expect(button('Franquicias', 'Elegir')).toBeDisabled();
    await user.click(screen.getByRole('link', { name: 'Ir a Facturación' }));
    expect(screen.getByLabelText('ruta')).toHaveTextContent('/billing');
  });

  it('while a choice is being quoted the interval cannot change and the other plans wait', async () => {
    let release: () => void = () => undefined;
    const { user } = await renderFlow(negocioProfile(), {
      routes: {
        'GET /v1/subscriptions/quote': () =>
          new Promise<Response>((resolve) => {
            release = () => resolve(json(200, { info: quote() }));
          }),
      },
    });
    await user.click(screen.getByText('Anual: 2 meses gratis'));
    await user.click(button('Negocio', 'Elegir'));
    expect(screen.getByRole('radio', { name: 'Mensual' })).toBeDisabled();
    expect(button('Franquicias', 'Elegir')).toBeDisabled();
    release();
    expect(await screen.findByRole('button', { name: /Realizar Cambio/ })).toBeInTheDocument();
  });

  it("'Regresar' on the selector goes back to /billing", async () => {
    const { user } = await renderFlow(negocioProfile());
    await user.click(screen.getByRole('button', { name: /Regresar/ }));
    expect(screen.getByLabelText('ruta')).toHaveTextContent('/billing');
  });
});
