import { json, setupBoardTests, writes } from '@menu/shared/ui/testing';
import { act, screen, within } from '@testing-library/react';
import { CARD_TOKEN_MESSAGE } from '../CardFrame';
import { negocioProfile, VISA } from '../testing';
import { browserZone, freshFreemium, planCard, quote, renderFlow } from './testing';

jest.setTimeout(30_000);
setupBoardTests();
beforeEach(() => browserZone('America/Mexico_City'));

const PAGE = 'http://localhost/sandbox/checkout/chk_1';
const NEW_CARD = { ...VISA, id: 'pm_2', last4: '4444', brand: 'mastercard', default: false };

const postToken = (origin: string, token = 'tok_1') =>
  act(async () => {
    window.dispatchEvent(
      new MessageEvent('message', { origin, data: { type: CARD_TOKEN_MESSAGE, card_token: token } }),
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
  });

const cardRoutes = {
  'GET /v1/payment-sources/card-token': { checkout_id: 'chk_1', url: PAGE },
  'POST /v1/profiles/me/payment-methods': () => json(201, { info: { ...VISA, default: true } }),
};

describe('ChangePlanFlow: card step', () => {
  it("without a saved card the provider's page shows (500x500); a token posted from its origin saves the card and goes on", async () => {
    const { user, calls } = await renderFlow(freshFreemium(), {
      cards: [],
      routes: { ...cardRoutes, 'GET /v1/subscriptions/quote': quote({ charge_now: 299 }) },
    });
    await user.click(within(planCard('Negocio')).getByRole('button', { name: 'Elegir' }));
    const frame = await screen.findByTitle('Datos de la tarjeta');
    expect(frame).toHaveAttribute('src', PAGE);
    expect(frame).toHaveAttribute('width', '500');
    expect(frame).toHaveAttribute('height', '500');
    expect(screen.getByText(/nunca pasan por nuestro panel/)).toBeInTheDocument();

    // A message from another origin is ignored.
    await postToken('http://evil.example');
    expect(writes(calls)).toEqual([]);

    await postToken('http://localhost');
    expect(await screen.findByRole('button', { name: 'Realizar Cambio' })).toBeInTheDocument();
    expect(writes(calls)).toEqual([
      { method: 'POST', path: '/v1/profiles/me/payment-methods', body: { card_token: 'tok_1' } },
    ]);
    expect(screen.getByText('Visa •••• 4242')).toBeInTheDocument();
  });

  it('a saved card and an amount due skip the card step', async () => {
    const { user } = await renderFlow(negocioProfile(), {
      routes: { 'GET /v1/subscriptions/quote': quote({ charge_now: 50 }) },
    });
    await user.click(within(planCard('Franquicias')).getByRole('button', { name: 'Elegir' }));
    await user.click(await screen.findByRole('button', { name: 'Continuar' }));
    expect(await screen.findByRole('button', { name: 'Realizar Cambio' })).toBeInTheDocument();
    expect(screen.queryByTitle('Datos de la tarjeta')).toBeNull();
  });

  it('no card but nothing due now (the quote says 0) skips the card step', async () => {
    const { user } = await renderFlow(negocioProfile(), {
      cards: [],
      routes: { 'GET /v1/subscriptions/quote': quote({ charge_now: 0, payment_required: false }) },
    });
    await user.click(screen.getByText('Anual: 2 meses gratis'));
    await user.click(within(planCard('Negocio')).getByRole('button', { name: 'Elegir' }));
    expect(await screen.findByRole('button', { name: 'Realizar Cambio' })).toBeEnabled();
    expect(screen.queryByTitle('Datos de la tarjeta')).toBeNull();
  });

  it("a failed quote is not replaced by a price of the panel's own: the summary shows the quote's error, then asks for a card once the quote charges", async () => {
    const answers = [
      () =>
        json(409, { error: { code: 'SUBSCRIPTION_NOT_ACTIVE', message: 'Reactiva tu suscripción para cambiarla.' } }),
      () => json(200, { info: quote({ charge_now: 299 }) }),
    ];
    const { user } = await renderFlow(freshFreemium(), {
      cards: [],
      routes: { 'GET /v1/subscriptions/quote': () => answers.shift()!() },
    });
    await user.click(within(planCard('Negocio')).getByRole('button', { name: 'Elegir' }));
    expect(await screen.findByText('No se pudo calcular el cambio')).toBeInTheDocument();
    expect(screen.getByText('Reactiva tu suscripción para cambiarla.')).toBeInTheDocument();
    expect(screen.queryByText('Total a pagar hoy:')).toBeNull();
    expect(screen.queryByTitle('Datos de la tarjeta')).toBeNull();
    expect(screen.getByRole('button', { name: 'Realizar Cambio' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Total a pagar hoy:')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Agregar tarjeta' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Realizar Cambio' })).toBeDisabled();
  });

  it("'Cambiar' on the summary opens the card step; the new card becomes the default and is the one shown", async () => {
    const { user, calls } = await renderFlow(negocioProfile(), {
      routes: {
        ...cardRoutes,
        'POST /v1/profiles/me/payment-methods': () => json(201, { info: NEW_CARD }),
        'PUT /v1/profiles/me': { default_payment_method_id: 'pm_2' },
      },
    });
    await user.click(screen.getByText('Anual: 2 meses gratis'));
    await user.click(within(planCard('Negocio')).getByRole('button', { name: 'Elegir' }));
    await screen.findByText('Visa •••• 4242');
    await user.click(screen.getByRole('button', { name: 'Cambiar' }));
    await screen.findByTitle('Datos de la tarjeta');
    await postToken('http://localhost', 'tok_2');
    expect(await screen.findByText('Mastercard •••• 4444')).toBeInTheDocument();
    expect(writes(calls)).toEqual([
      { method: 'POST', path: '/v1/profiles/me/payment-methods', body: { card_token: 'tok_2' } },
      { method: 'PUT', path: '/v1/profiles/me', body: { default_payment_method_id: 'pm_2' } },
    ]);
  });
});
