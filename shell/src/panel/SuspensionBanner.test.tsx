import { profileAtom, sessionStore, type Profile } from '@menu/shared';
import { AppProviders } from '@menu/shared/ui';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'jotai';
import { MemoryRouter, Route, Routes, useLocation } from '@menu/shared/router';
import { SuspensionBanner } from './SuspensionBanner';

const DAY = 24 * 3600 * 1000;
const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY).toISOString();

type Subscription = Profile['subscriptions'][number];
/** A paid menu subscription; each test sets what it is about. */
const sub = (extra: Partial<Subscription>) => ({ code: 'MENU-NEGOCIO-MXN', status: 'active', demo: false, ...extra });

function Where() {
  const { pathname, search } = useLocation();
  return <output aria-label="ruta">{pathname + search}</output>;
}

function renderWith(subscriptions: unknown[], member?: { role: string }) {
  sessionStore.set(profileAtom, { company: 'Tacos Ana', subscriptions, member } as unknown as Profile);
  render(
    <Provider store={sessionStore}>
      <AppProviders>
        <MemoryRouter initialEntries={['/menu/categories']}>
          <Routes>
            <Route path="/billing" element={<Where />} />
            <Route path="*" element={<SuspensionBanner />} />
          </Routes>
        </MemoryRouter>
      </AppProviders>
    </Provider>,
  );
}

const banner = () => screen.queryByText('Tu servicio está suspendido por falta de pago.');

describe('SuspensionBanner', () => {
  it('a person who cannot open Facturación (an administrator) is told to ask the owner, with no pay button', () => {
    renderWith([sub({ expires_at: isoDay(-3), amount: 299 })], { role: 'admin' });
    expect(banner()).toBeInTheDocument();
    expect(
      screen.getByText('Pide al propietario de la cuenta que realice el pago para reactivarlo.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pagar ahora' })).not.toBeInTheDocument();
  });

  it('shows when the first subscription expired before today, with the amount to pay', () => {
    renderWith([sub({ expires_at: isoDay(-3), amount: 299 })]);
    expect(banner()).toBeInTheDocument();
    expect(screen.getByText('Realiza el pago de tu suscripción de $299 MXN para reactivarlo.')).toBeInTheDocument();
  });

  it('shows on the day it expires (day difference 0)', () => {
    renderWith([sub({ code: 'MENU-NEGOCIO-USD', expires_at: isoDay(0), amount: 12.5 })]);
    expect(banner()).toBeInTheDocument();
    expect(screen.getByText(/de \$12\.50 USD para reactivarlo/)).toBeInTheDocument();
  });

  it('does not show while the subscription is paid ahead, or without subscriptions', () => {
    renderWith([sub({ expires_at: isoDay(2), amount: 299 })]);
    expect(banner()).not.toBeInTheDocument();
  });

  it('looks only at the first subscription', () => {
    renderWith([sub({ expires_at: isoDay(5), amount: 299 }), sub({ expires_at: isoDay(-5), amount: 250 })]);
    expect(banner()).not.toBeInTheDocument();
  });

  it('is dismissible', async () => {
    renderWith([sub({ expires_at: isoDay(-1), amount: 299 })]);
    await userEvent.setup().click(screen.getByRole('button', { name: /close|cerrar/i }));
    expect(banner()).not.toBeInTheDocument();
  });

  it('shows for an unpaid renewal too', () => {
    renderWith([sub({ status: 'unpaid', expires_at: isoDay(-2), amount: 299 })]);
    expect(banner()).toBeInTheDocument();
  });

  it('does not show for a subscription that ended on purpose (cancelled or expired) or a demo that ended', () => {
    for (const ended of [
      sub({ status: 'expired', expires_at: isoDay(-3), amount: 299 }),
      sub({ status: 'cancelled', expires_at: isoDay(-1), amount: 299 }),
      sub({ demo: true, expires_at: isoDay(-1), amount: 0 }),
    ]) {
      renderWith([ended]);
      expect(banner()).not.toBeInTheDocument();
      cleanup();
    }
  });

  it("'Pagar ahora' opens Facturación's payment of the subscription", async () => {
    renderWith([sub({ status: 'unpaid', expires_at: isoDay(-2), amount: 299 })]);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Pagar ahora' }));
    expect(screen.getByLabelText('ruta')).toHaveTextContent('/billing?pagar=1');
  });

  it('never shows for an account with no subscription', () => {
    renderWith([]);
    expect(banner()).not.toBeInTheDocument();
  });
});
