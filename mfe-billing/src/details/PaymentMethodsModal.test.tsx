import { json, serve, setupBoardTests, writes } from '@menu/shared/ui/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { profileAtom, sessionStore } from '@menu/shared';
import type { PaymentMethod } from '../api';
import { CARD_TOKEN_MESSAGE } from '../CardFrame';
import { negocioProfile, VISA } from '../testing';
import { renderDetails } from './testing';

jest.setTimeout(30_000);
setupBoardTests();

const MASTERCARD: PaymentMethod = {
  id: 'pm_2',
  brand: 'mastercard',
  last4: '4444',
  exp_month: 1,
  exp_year: 2031,
  default: false,
};
const AMEX: PaymentMethod = { id: 'pm_3', brand: 'amex', last4: '0005', exp_month: 6, exp_year: 2029, default: false };

const methodCard = () => within(screen.getByRole('region', { name: 'Método de pago' }));
const openModal = async (user: ReturnType<typeof renderDetails>['user']) => {
  await user.click(await methodCard().findByRole('button', { name: 'Cambiar método de pago' }));
  return within(
    (await screen.findByText('Cambiar método de pago', { selector: '.ant-modal-title' })).closest(
      '.ant-modal',
    ) as HTMLElement,
  );
};
const loaded = () => waitFor(() => expect(document.querySelector('.ant-skeleton, .ant-spin-spinning')).toBeNull());

const routes = (extra: Record<string, unknown> = {}) => ({
  'GET /v1/profiles/me/payment-methods': [VISA, MASTERCARD],
  'GET /v1/subscriptions/billing': [],
  ...extra,
});

const post = (origin: string, token: string) =>
  act(async () => {
    window.dispatchEvent(
      new MessageEvent('message', { origin, data: { type: CARD_TOKEN_MESSAGE, card_token: token } }),
    );
  });

describe('Cambiar método de pago', () => {
  it('the saved cards as a radio list, the default chosen; choosing another and Guardar sets it as default and reloads the profile', async () => {
    const calls = serve(
      routes({
        'PUT /v1/profiles/me': { ...negocioProfile(), default_payment_method_id: 'pm_2' },
        'GET /v1/profiles/me': { ...negocioProfile(), default_payment_method_id: 'pm_2' },
      }),
    );
    const { user } = renderDetails(negocioProfile());
    await loaded();
    const modal = await openModal(user);
    const visa = modal.getByRole('radio', { name: /Visa •••• 4242/ });
    const mastercard = modal.getByRole('radio', { name: /Mastercard •••• 4444/ });
    expect(visa).toBeChecked();
    expect(modal.getByText('Vence 01/31')).toBeInTheDocument();
    await user.click(mastercard);
    await user.click(modal.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Método de pago actualizado')).toBeInTheDocument();
    expect(writes(calls)).toEqual([
      { method: 'PUT', path: '/v1/profiles/me', body: { default_payment_method_id: 'pm_2' } },
    ]);
    expect(calls.some((call) => call.method === 'GET' && call.path === '/v1/profiles/me')).toBe(true);
    expect(sessionStore.get(profileAtom)?.default_payment_method_id).toBe('pm_2');
    expect(await methodCard().findByText('Mastercard •••• 4444')).toBeInTheDocument();
  });

  it('Guardar with the default unchanged sends nothing', async () => {
    const calls = serve(routes());
    const { user } = renderDetails(negocioProfile());
    await loaded();
    const modal = await openModal(user);
    await user.click(modal.getByRole('button', { name: 'Guardar' }));
    await waitFor(() =>
      expect(screen.queryByText('Cambiar método de pago', { selector: '.ant-modal-title' })).toBeNull(),
    );
    expect(writes(calls)).toEqual([]);
  });

  it("a refused default shows the server's message and keeps the card", async () => {
    serve(
      routes({
        'PUT /v1/profiles/me': () =>
          json(400, {
            error: {
              code: 'VALIDATION_ERROR',
              message: 'Método de pago no encontrado',
              fields: [{ field: 'default_payment_method_id', message: 'Método de pago no encontrado' }],
            },
          }),
      }),
    );
    const { user } = renderDetails(negocioProfile());
    await loaded();
    const modal = await openModal(user);
    await user.click(modal.getByRole('radio', { name: /Mastercard/ }));
    await user.click(modal.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Método de pago no encontrado')).toBeInTheDocument();
    expect(methodCard().getByText('Visa •••• 4242')).toBeInTheDocument();
  });

  it("deleting a card asks 'Eliminar tarjeta', sends DELETE, and the newest remaining card becomes the default", async () => {
    const calls = serve(
      routes({
        'GET /v1/profiles/me/payment-methods': [VISA, MASTERCARD, AMEX],
        'DELETE /v1/profiles/me/payment-methods/pm_1': { id: 'pm_1', default_payment_method_id: 'pm_3' },
        'GET /v1/profiles/me': { ...negocioProfile(), default_payment_method_id: 'pm_3' },
      }),
    );
    const { user } = renderDetails(negocioProfile());
    await loaded();
    const modal = await openModal(user);
    await user.click(modal.getByRole('button', { name: 'Eliminar Visa •••• 4242' }));
    const confirm = within(
      (await screen.findByText('Eliminar tarjeta', { selector: '.ant-popconfirm-title' })).closest(
        '.ant-popover',
      ) as HTMLElement,
    );
    expect(confirm.getByText('¿Seguro que quieres eliminar Visa •••• 4242?')).toBeInTheDocument();
    await user.click(confirm.getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('Tarjeta eliminada')).toBeInTheDocument();
    expect(writes(calls)).toEqual([
      { method: 'DELETE', path: '/v1/profiles/me/payment-methods/pm_1', body: undefined },
    ]);
    expect(modal.queryByRole('radio', { name: /Visa/ })).not.toBeInTheDocument();
    expect(modal.getByRole('radio', { name: /Amex •••• 0005/ })).toBeChecked();
    expect(methodCard().getByText('Amex •••• 0005')).toBeInTheDocument();
  });

  it("'Agregar tarjeta' shows the card page; a token posted from the page's origin is saved, listed and chosen", async () => {
    const calls = serve(
      routes({
        'GET /v1/payment-sources/card-token': { checkout_id: 'chk_1', url: '/sandbox/checkout/chk_1' },
        'POST /v1/profiles/me/payment-methods': () => json(201, { info: AMEX }),
        'GET /v1/profiles/me': negocioProfile(),
      }),
    );
    const { user } = renderDetails(negocioProfile());
    await loaded();
    const modal = await openModal(user);
    await user.click(modal.getByRole('button', { name: 'Agregar tarjeta' }));
    expect(await modal.findByTitle('Datos de la tarjeta')).toHaveAttribute(
      'src',
      'http://localhost/sandbox/checkout/chk_1',
    );

    await post('https://evil.example', 'tok_evil');
    expect(writes(calls)).toEqual([]);

    await post('http://localhost', 'tok_1');
    expect(await screen.findByText('Tarjeta agregada')).toBeInTheDocument();
    expect(writes(calls)).toEqual([
      { method: 'POST', path: '/v1/profiles/me/payment-methods', body: { card_token: 'tok_1' } },
    ]);
    expect(modal.getByRole('radio', { name: /Amex •••• 0005/ })).toBeChecked();
    expect(modal.queryByTitle('Datos de la tarjeta')).not.toBeInTheDocument();
  });

  it('a message from another origin is ignored', async () => {
    const calls = serve(
      routes({ 'GET /v1/payment-sources/card-token': { checkout_id: 'chk_1', url: '/sandbox/checkout/chk_1' } }),
    );
    const { user } = renderDetails(negocioProfile());
    await loaded();
    const modal = await openModal(user);
    await user.click(modal.getByRole('button', { name: 'Agregar tarjeta' }));
    await modal.findByTitle('Datos de la tarjeta');
    await post('http://localhost:3005', 'tok_1');
    await post('null', 'tok_1');
    expect(writes(calls)).toEqual([]);
    expect(screen.queryByText('Tarjeta agregada')).not.toBeInTheDocument();
    expect(modal.getAllByRole('radio')).toHaveLength(2);
  });
});
