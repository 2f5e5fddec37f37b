// 'Reactivar' when the bank asks the owner to authenticate the payment (3-D Secure).
import { profileAtom, sessionStore } from '@menu/shared';
import { json, NEGOCIO_PROFILE, serve, setupBoardTests } from '@menu/shared/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { actionRequired, billingProfile, DECLINED, declined, menuSubscription, postToPanel, VISA } from '../testing';
import { AUTHENTICATION_TITLE } from '../usePayment';
import { renderDetails, requestsTo } from './testing';

jest.setTimeout(30_000);
setupBoardTests();

const RESUME = '/v1/subscriptions/menu/resume';
const unpaidProfile = () =>
  billingProfile(
    NEGOCIO_PROFILE,
    [menuSubscription({ status: 'unpaid', expires_at: '2026-11-01T18:00:00.000Z' })],
    VISA.id,
  );
const paidProfile = () => billingProfile(NEGOCIO_PROFILE, [menuSubscription()], VISA.id);
const loaded = () => waitFor(() => expect(document.querySelector('.ant-skeleton, .ant-spin-spinning')).toBeNull());
const keys = () => requestsTo(RESUME).map((request) => request.headers.get('idempotency-key'));

/** The details page of an unpaid plan whose resume answers `answers` in order, with 'Reactivar suscripción' open. */
async function openResume(answers: Array<() => Response>) {
  serve({
    'GET /v1/profiles/me/payment-methods': [VISA],
    'GET /v1/subscriptions/billing': [],
    [`POST ${RESUME}`]: () => answers.shift()!(),
    'GET /v1/profiles/me': paidProfile(),
  });
  const view = renderDetails(unpaidProfile());
  await loaded();
  await view.user.click(
    within(screen.getByRole('region', { name: 'Suscripción' })).getByRole('button', { name: 'Reactivar' }),
  );
  const title = await screen.findByText('Reactivar suscripción', { selector: '.ant-modal-title' });
  const modal = within(title.closest('.ant-modal') as HTMLElement);
  await modal.findByText(/Se cobrará/);
  return { ...view, modal };
}

describe('Reactivar suscripción: the bank asks to authenticate the payment', () => {
  it("the bank's page over the modal; after its message the resume is sent again with the same key and the plan is active", async () => {
    const { user, modal } = await openResume([
      actionRequired('/sandbox/authenticate/pi_9'),
      () => json(200, { info: menuSubscription() }),
    ]);
    await user.click(modal.getByRole('button', { name: 'Reactivar' }));
    const frame = await screen.findByTitle('Página de tu banco');
    expect(frame).toHaveAttribute('src', 'http://localhost/sandbox/authenticate/pi_9');
    expect(screen.getByText(AUTHENTICATION_TITLE)).toBeInTheDocument();
    await postToPanel('https://evil.example');
    expect(keys()).toHaveLength(1);

    await postToPanel('http://localhost');
    await waitFor(() => expect(sessionStore.get(profileAtom)).toEqual(paidProfile()));
    const [first, second, ...more] = keys();
    expect(more).toEqual([]);
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(second).toBe(first);
  });

  it("declined after the authentication: 'El pago falló…' in the modal, 'Reactivar' works again", async () => {
    const { user, modal } = await openResume([actionRequired(), declined]);
    await user.click(modal.getByRole('button', { name: 'Reactivar' }));
    await screen.findByTitle('Página de tu banco');
    await postToPanel('http://localhost');
    expect(await modal.findByText(DECLINED)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTitle('Página de tu banco')).toBeNull());
    expect(modal.getByRole('button', { name: 'Reactivar' })).toBeEnabled();
    expect(sessionStore.get(profileAtom)).toEqual(unpaidProfile());
  });
});
