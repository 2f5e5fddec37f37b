// 'Realizar Cambio' when the bank asks the owner to authenticate the payment (3-D Secure).
import { json, setupBoardTests, writes } from '@menu/shared/ui/testing';
import { act, screen, waitFor } from '@testing-library/react';
import { PAYMENT_AUTHENTICATED_MESSAGE } from '../runPayment';
import {
  actionRequired,
  billingProfile,
  DECLINED,
  declined,
  FREEMIUM_PROFILE,
  inProgress,
  menuSubscription,
  negocioProfile,
  postToPanel,
  REFUNDED,
  refunded,
  VISA,
} from '../testing';
import { AUTHENTICATION_TITLE, CONFIRMING_TEXT } from '../usePayment';
import { browserZone, keysOf, renderFlow, toSummary } from './testing';

jest.setTimeout(30_000);
setupBoardTests();
beforeEach(() => {
  browserZone('America/Mexico_City');
});

const DONE = '¡Listo! Tu plan se actualizó';
const realizar = () => screen.getByRole('button', { name: /Realizar Cambio/ });
const bankPage = () => screen.findByTitle('Página de tu banco');
const ok = () => json(200, { info: menuSubscription({ plan: 'FRANCHISES' }) });

/** The flow on Negocio whose PUT /menu answers `answers` in order, at the summary of Franquicias. */
async function atSummary(answers: Array<() => Response>) {
  const view = await renderFlow(negocioProfile(), {
    routes: { 'PUT /v1/subscriptions/menu': () => answers.shift()!() },
  });
  await toSummary(view.user, 'Franquicias');
  return view;
}

describe('ChangePlanFlow: the bank asks to authenticate the payment', () => {
  it("shows the bank's page (500x500) under 'Confirma el pago con tu banco'; only its origin's message counts; then the same request with the same key, and the plan is changed", async () => {
    const { user, calls, keyed } = await atSummary([actionRequired('/sandbox/authenticate/pi_1'), ok]);
    await user.click(realizar());
    const frame = await bankPage();
    expect(screen.getByText(AUTHENTICATION_TITLE)).toBeInTheDocument();
    expect(AUTHENTICATION_TITLE).toBe('Confirma el pago con tu banco');
    expect(frame).toHaveAttribute('src', 'http://localhost/sandbox/authenticate/pi_1');
    expect(frame).toHaveAttribute('width', '500');
    expect(frame).toHaveAttribute('height', '500');
    expect(realizar()).toHaveClass('ant-btn-loading');

    await postToPanel('https://evil.example');
    await postToPanel('http://localhost', { type: 'menu-card-token', card_token: 'tok_1' });
    await postToPanel('http://localhost', 'menu-payment-authenticated');
    expect(writes(calls)).toHaveLength(1);
    expect(screen.getByTitle('Página de tu banco')).toBeInTheDocument();

    await postToPanel('http://localhost', { type: PAYMENT_AUTHENTICATED_MESSAGE });
    expect(await screen.findByText(DONE)).toBeInTheDocument();
    const [first, second, ...more] = keysOf(keyed);
    expect(more).toEqual([]);
    expect(second).toEqual(first);
    expect(writes(calls)[1]).toEqual(writes(calls)[0]);
    expect(screen.queryByText(AUTHENTICATION_TITLE)).toBeNull();
  });

  it('a bank page on another origin is told the panel origin, and only its messages are trusted', async () => {
    const { user, calls } = await atSummary([actionRequired('https://bank.example/3ds/pi_1?step=1'), ok]);
    await user.click(realizar());
    expect(await bankPage()).toHaveAttribute(
      'src',
      'https://bank.example/3ds/pi_1?step=1&origin=http%3A%2F%2Flocalhost',
    );
    await postToPanel('http://localhost');
    expect(writes(calls)).toHaveLength(1);
    await postToPanel('https://bank.example');
    expect(await screen.findByText(DONE)).toBeInTheDocument();
    expect(writes(calls)).toHaveLength(2);
  });

  it("refused after the authentication (the owner or the bank said no): 'El pago falló…', the button back, and the next try is a new payment (new key)", async () => {
    const { user, keyed } = await atSummary([actionRequired(), declined, ok]);
    await user.click(realizar());
    await bankPage();
    await postToPanel('http://localhost');
    expect(await screen.findByText(DECLINED)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTitle('Página de tu banco')).toBeNull());
    expect(realizar()).toBeEnabled();
    await user.click(realizar());
    expect(await screen.findByText(DONE)).toBeInTheDocument();
    const [first, repeat, retry] = keysOf(keyed);
    expect(repeat?.key).toBe(first?.key);
    expect(retry?.key).not.toBe(first?.key);
  });

  it("CHARGE_REFUNDED (the charge came back too late and was returned): the API's message, and the next try is a new payment (new key)", async () => {
    const { user, keyed } = await atSummary([actionRequired(), refunded, ok]);
    await user.click(realizar());
    await bankPage();
    await postToPanel('http://localhost');
    expect(await screen.findByText(REFUNDED)).toBeInTheDocument();
    expect(realizar()).toBeEnabled();
    await user.click(realizar());
    expect(await screen.findByText(DONE)).toBeInTheDocument();
    const [first, repeat, retry] = keysOf(keyed);
    expect(repeat?.key).toBe(first?.key);
    expect(retry?.key).not.toBe(first?.key);
  });

  it("the bank's confirmation on its way: 'Confirmando tu pago…' and the same request 2 s later (fake clock)", async () => {
    const { user, keyed } = await atSummary([actionRequired(), inProgress, ok]);
    await user.click(realizar());
    await bankPage();
    jest.useFakeTimers();
    try {
      await postToPanel('http://localhost');
      await waitFor(() => expect(keysOf(keyed)).toHaveLength(2));
      await act(async () => {
        await jest.advanceTimersByTimeAsync(0);
      });
      expect(screen.getByText(CONFIRMING_TEXT)).toBeInTheDocument();
      await act(async () => {
        await jest.advanceTimersByTimeAsync(1900);
      });
      expect(keysOf(keyed)).toHaveLength(2);
      await act(async () => {
        await jest.advanceTimersByTimeAsync(100);
      });
      await waitFor(() => expect(keysOf(keyed)).toHaveLength(3));
    } finally {
      jest.useRealTimers();
    }
    expect(await screen.findByText(DONE)).toBeInTheDocument();
    expect(new Set(keysOf(keyed).map((call) => call.key)).size).toBe(1);
  });

  it('FREEMIUM to Franquicias: when the branches need the authentication, only the branches are asked again, with the same key', async () => {
    const answers = [actionRequired(), () => json(200, { info: menuSubscription({ plan: 'SUCURSALES' }) })];
    const { user, calls, keyed } = await renderFlow(billingProfile(FREEMIUM_PROFILE, [], VISA.id), {
      routes: {
        'POST /v1/subscriptions/menu': () => json(201, { info: menuSubscription({ plan: 'FRANCHISES' }) }),
        'PUT /v1/subscriptions/sucursales': () => answers.shift()!(),
      },
    });
    await toSummary(user, 'Franquicias', 2);
    await user.click(realizar());
    await bankPage();
    await postToPanel('http://localhost');
    expect(await screen.findByText(DONE)).toBeInTheDocument();
    expect(writes(calls).map((call) => `${call.method} ${call.path}`)).toEqual([
      'POST /v1/subscriptions/menu',
      'PUT /v1/subscriptions/sucursales',
      'PUT /v1/subscriptions/sucursales',
    ]);
    expect(new Set(keysOf(keyed).map((call) => call.key)).size).toBe(1);
  });
});
