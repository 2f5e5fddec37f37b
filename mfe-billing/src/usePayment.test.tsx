import { Button } from '@menu/shared/antd';
import { json, renderUi, serve, setupBoardTests } from '@menu/shared/ui/testing';
import { act, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { resumeSubscription } from './api';
import { requestsTo } from './details/testing';
import { CONFIRM_ASKS, CONFIRM_EVERY_MS } from './runPayment';
import { actionRequired, inProgress, menuSubscription, postToPanel } from './testing';
import { AUTHENTICATION_TITLE, CONFIRMING_TEXT, PENDING_NOTICE, usePayment } from './usePayment';

jest.setTimeout(30_000);
setupBoardTests();

const RESUME = '/v1/subscriptions/menu/resume';
const paid = () => json(200, { info: menuSubscription() });

/** A screen that pays with a resume (any charging call goes the same way). */
function Payer({ wait }: { wait: (ms: number) => Promise<void> }) {
  const payment = usePayment({ wait });
  const [done, setDone] = useState(false);
  const pay = async () => {
    const outcome = await payment.pay((key) => resumeSubscription('menu', key));
    if (outcome.status === 'paid') setDone(true);
  };
  return (
    <div>
      <Button loading={payment.busy} onClick={() => void pay()}>
        Pagar
      </Button>
      {payment.error && <p role="alert">{payment.error}</p>}
      {payment.notice && <p role="status">{payment.notice}</p>}
      {done && <p>Pagado</p>}
      {payment.dialog}
    </div>
  );
}

/** The answers of the resume, one per request, in order. */
function answering(answers: Array<() => Response>) {
  serve({ [`POST ${RESUME}`]: () => answers.shift()!() });
}

const keys = () => requestsTo(RESUME).map((request) => request.headers.get('idempotency-key'));
const authenticated = () => postToPanel('http://localhost');
const payButton = () => screen.getByRole('button', { name: 'Pagar' });

describe('usePayment: waiting for the bank', () => {
  it("after the authentication a charge in progress is asked again every 2 s, 'Confirmando tu pago…' meanwhile, until it is paid; one key throughout", async () => {
    answering([actionRequired(), inProgress, inProgress, paid]);
    const pauses: Array<() => void> = [];
    const wait = jest.fn((_ms: number) => new Promise<void>((resolve) => pauses.push(resolve)));
    const { user } = renderUi(<Payer wait={wait} />);
    await user.click(payButton());
    await screen.findByTitle('Página de tu banco');
    await authenticated();

    for (const asked of [1, 2]) {
      await waitFor(() => expect(pauses).toHaveLength(1));
      expect(screen.getByText(AUTHENTICATION_TITLE)).toBeInTheDocument();
      expect(screen.getByText(CONFIRMING_TEXT)).toBeInTheDocument();
      expect(screen.queryByTitle('Página de tu banco')).toBeNull(); // the bank's page is done
      expect(keys()).toHaveLength(asked + 1);
      await act(async () => pauses.shift()!());
    }
    expect(await screen.findByText('Pagado')).toBeInTheDocument();
    expect(wait.mock.calls).toEqual([[CONFIRM_EVERY_MS], [CONFIRM_EVERY_MS]]);
    expect(CONFIRM_EVERY_MS).toBe(2000);
    const sent = keys();
    expect(sent).toHaveLength(4);
    expect(new Set(sent).size).toBe(1);
    await waitFor(() => expect(screen.queryByText(CONFIRMING_TEXT)).toBeNull());
  });

  it('after about 30 s still in progress: the info message, no error, the button back; the next try asks with the same key', async () => {
    answering([actionRequired(), ...Array.from({ length: CONFIRM_ASKS + 1 }, () => inProgress), paid]);
    const wait = jest.fn(async (_ms: number) => undefined);
    const { user } = renderUi(<Payer wait={wait} />);
    await user.click(payButton());
    await screen.findByTitle('Página de tu banco');
    await authenticated();

    expect(await screen.findByRole('status')).toHaveTextContent(PENDING_NOTICE);
    expect(PENDING_NOTICE).toBe(
      'Tu banco aún no confirma el pago. Revisa tu suscripción en unos minutos: si el pago no se completa, no se hará ningún cargo.',
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(wait).toHaveBeenCalledTimes(CONFIRM_ASKS);
    expect(CONFIRM_ASKS * CONFIRM_EVERY_MS).toBe(30_000);
    await waitFor(() => expect(screen.queryByText(AUTHENTICATION_TITLE)).toBeNull());
    expect(payButton()).toBeEnabled();
    expect(keys()).toHaveLength(CONFIRM_ASKS + 2);

    await user.click(payButton());
    expect(await screen.findByText('Pagado')).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
    expect(new Set(keys()).size).toBe(1);
  });

  it("'Cancelar' on the bank's page closes it and gives the button back; the next try is the same payment (same key)", async () => {
    answering([actionRequired(), actionRequired(), paid]);
    const { user } = renderUi(<Payer wait={jest.fn(async () => undefined)} />);
    await user.click(payButton());
    await screen.findByTitle('Página de tu banco');
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByTitle('Página de tu banco')).toBeNull());
    expect(payButton()).toBeEnabled();
    expect(screen.queryByRole('alert')).toBeNull();
    await authenticated(); // a late message of the closed page changes nothing
    expect(keys()).toHaveLength(1);

    await user.click(payButton());
    await screen.findByTitle('Página de tu banco');
    await authenticated();
    expect(await screen.findByText('Pagado')).toBeInTheDocument();
    const sent = keys();
    expect(sent).toHaveLength(3);
    expect(new Set(sent).size).toBe(1);
  });

  it('a charge already in progress at the first answer is waited for the same way', async () => {
    answering([inProgress, paid]);
    const wait = jest.fn(async (_ms: number) => undefined);
    const { user } = renderUi(<Payer wait={wait} />);
    await user.click(payButton());
    expect(await screen.findByText('Pagado')).toBeInTheDocument();
    expect(wait).toHaveBeenCalledTimes(1);
    expect(new Set(keys()).size).toBe(1);
  });
});
