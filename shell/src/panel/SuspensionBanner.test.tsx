import { profileAtom, sessionStore, type Profile } from '@menu/shared';
import { AppProviders } from '@menu/shared/ui';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'jotai';
import { SuspensionBanner } from './SuspensionBanner';

const DAY = 24 * 3600 * 1000;
const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY).toISOString();

function renderWith(subscriptions: unknown[]) {
  sessionStore.set(profileAtom, { company: 'Tacos Ana', subscriptions } as unknown as Profile);
  render(
    <Provider store={sessionStore}>
      <AppProviders>
        <SuspensionBanner />
      </AppProviders>
    </Provider>,
  );
}

const banner = () => screen.queryByText('Tu servicio está suspendido por falta de pago.');

describe('SuspensionBanner', () => {
  it('shows when the first subscription expired before today, with the amount to pay', () => {
    renderWith([{ expires_at: isoDay(-3), amount: 299 }]);
    expect(banner()).toBeInTheDocument();
    expect(screen.getByText('Realiza el pago de tu suscripción de $299 para reactivarlo.')).toBeInTheDocument();
  });

  it('shows on the day it expires (day difference 0)', () => {
    renderWith([{ expires_at: isoDay(0), amount: 12.5 }]);
    expect(banner()).toBeInTheDocument();
    expect(screen.getByText(/de \$12\.50 para reactivarlo/)).toBeInTheDocument();
  });

  it('does not show while the subscription is paid ahead, or without subscriptions', () => {
    renderWith([{ expires_at: isoDay(2), amount: 299 }]);
    expect(banner()).not.toBeInTheDocument();
  });

  it('looks only at the first subscription', () => {
    renderWith([{ expires_at: isoDay(5), amount: 299 }, { expires_at: isoDay(-5), amount: 250 }]);
    expect(banner()).not.toBeInTheDocument();
  });

  it('is dismissible', async () => {
    renderWith([{ expires_at: isoDay(-1), amount: 299 }]);
    await userEvent.setup().click(screen.getByRole('button', { name: /close|cerrar/i }));
    expect(banner()).not.toBeInTheDocument();
  });

  it('never shows for an account with no subscription', () => {
    renderWith([]);
    expect(banner()).not.toBeInTheDocument();
  });
});
