import { json, renderUi, serve, setupBoardTests, writes } from '@menu/shared/ui/testing';
import { act, screen, waitFor } from '@testing-library/react';
import { CARD_TOKEN_MESSAGE, CardFrame } from './CardFrame';
import { VISA } from './testing';

jest.setTimeout(30_000);
setupBoardTests();

const post = (origin: string, data: unknown) =>
  act(async () => {
    window.dispatchEvent(new MessageEvent('message', { origin, data }));
  });

describe('CardFrame', () => {
  it("shows the provider's page; only its origin's card-token message is saved, once, and handed back", async () => {
    const calls = serve({
      'GET /v1/payment-sources/card-token': { checkout_id: 'chk_1', url: '/sandbox/checkout/chk_1', test_mode: false },
      'POST /v1/profiles/me/payment-methods': () => json(201, { info: VISA }),
    });
    const onSaved = jest.fn();
    renderUi(<CardFrame onSaved={onSaved} />);
    const frame = await screen.findByTitle('Datos de la tarjeta');
    expect(screen.queryByText('Modo de prueba')).not.toBeInTheDocument(); // a real provider
    expect(frame).toHaveAttribute('src', 'http://localhost/sandbox/checkout/chk_1');
    expect(frame).toHaveAttribute('width', '500');
    expect(frame).toHaveAttribute('height', '500');

    await post('https://evil.example', { type: CARD_TOKEN_MESSAGE, card_token: 'tok_evil' });
    await post('http://localhost', { type: 'other', card_token: 'tok_1' });
    await post('http://localhost', { type: CARD_TOKEN_MESSAGE, card_token: 42 });
    expect(writes(calls)).toEqual([]);

    await post('http://localhost', { type: CARD_TOKEN_MESSAGE, card_token: 'tok_1' });
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(VISA));
    expect(writes(calls)).toEqual([
      { method: 'POST', path: '/v1/profiles/me/payment-methods', body: { card_token: 'tok_1' } },
    ]);
  });

  it('a page on another origin (a dev server panel) is told the panel origin, and its messages are the trusted ones', async () => {
    const calls = serve({
      'GET /v1/payment-sources/card-token': {
        checkout_id: 'chk_1',
        url: 'http://127.0.0.1:8080/sandbox/checkout/chk_1',
      },
      'POST /v1/profiles/me/payment-methods': () => json(201, { info: VISA }),
    });
    renderUi(<CardFrame onSaved={jest.fn()} />);
    const frame = await screen.findByTitle('Datos de la tarjeta');
    expect(frame).toHaveAttribute('src', 'http://127.0.0.1:8080/sandbox/checkout/chk_1?origin=http%3A%2F%2Flocalhost');
    await post('http://localhost', { type: CARD_TOKEN_MESSAGE, card_token: 'tok_1' });
    expect(writes(calls)).toEqual([]);
    await post('http://127.0.0.1:8080', { type: CARD_TOKEN_MESSAGE, card_token: 'tok_1' });
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
  });

  it("a refused token shows the server's message and opens a new card page", async () => {
    let checkout = 0;
    const calls = serve({
      'GET /v1/payment-sources/card-token': () => {
        checkout += 1;
        return json(200, { info: { checkout_id: `chk_${checkout}`, url: `/sandbox/checkout/chk_${checkout}` } });
      },
      'POST /v1/profiles/me/payment-methods': () =>
        json(400, {
          error: {
            code: 'VALIDATION_ERROR',
            message: 'Esta tarjeta ya está guardada.',
            fields: [{ field: 'card_token', message: 'Esta tarjeta ya está guardada.' }],
          },
        }),
    });
    const onSaved = jest.fn();
    renderUi(<CardFrame onSaved={onSaved} />);
    await screen.findByTitle('Datos de la tarjeta');
    await post('http://localhost', { type: CARD_TOKEN_MESSAGE, card_token: 'tok_1' });
    expect(await screen.findByText('Esta tarjeta ya está guardada.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTitle('Datos de la tarjeta')).toHaveAttribute(
        'src',
        'http://localhost/sandbox/checkout/chk_2',
      ),
    );
    expect(onSaved).not.toHaveBeenCalled();
    expect(calls.filter((call) => call.path === '/v1/payment-sources/card-token')).toHaveLength(2);
  });

  it("the sandbox's card page says 'Modo de prueba': test cards only, nobody is charged", async () => {
    serve({
      'GET /v1/payment-sources/card-token': { checkout_id: 'chk_1', url: '/sandbox/checkout/chk_1', test_mode: true },
    });
    renderUi(<CardFrame onSaved={jest.fn()} />);
    await screen.findByTitle('Datos de la tarjeta');
    expect(screen.getByText('Modo de prueba')).toBeInTheDocument();
    expect(screen.getByText('Usa una tarjeta de prueba: no se hará ningún cargo real.')).toBeInTheDocument();
  });

  it("the card page cannot be had: the error with 'Reintentar', which asks again", async () => {
    let fail = true;
    serve({
      'GET /v1/payment-sources/card-token': () =>
        fail
          ? json(503, { error: { code: 'UNAVAILABLE', message: 'Servicio no disponible' } })
          : json(200, { info: { checkout_id: 'chk_1', url: '/sandbox/checkout/chk_1' } }),
    });
    const { user } = renderUi(<CardFrame onSaved={jest.fn()} />);
    expect(await screen.findByText('Servicio no disponible')).toBeInTheDocument();
    expect(screen.queryByTitle('Datos de la tarjeta')).not.toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByTitle('Datos de la tarjeta')).toBeInTheDocument();
    expect(screen.queryByText('Servicio no disponible')).not.toBeInTheDocument();
  });
});
