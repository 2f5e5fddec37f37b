import { profileAtom, sessionStore, type Profile } from '@menu/shared';
import { AppProviders } from '@menu/shared/ui';
import { render, screen } from '@testing-library/react';
import { Provider } from 'jotai';
import { AccountTab } from './AccountTab';

describe('AccountTab', () => {
  it('shows the account e-mail read-only from the shared store, and the password form', () => {
    sessionStore.set(profileAtom, { email: 'ana@example.com', company: 'Tacos Ana' } as unknown as Profile);
    render(
      <Provider store={sessionStore}>
        <AppProviders>
          <AccountTab />
        </AppProviders>
      </Provider>,
    );
    const email = screen.getByLabelText('Correo electrónico');
    expect(email).toHaveValue('ana@example.com');
    expect(email).toBeDisabled();
    expect(screen.getByRole('heading', { name: 'Cambiar contraseña' })).toBeInTheDocument();
    expect(screen.getByLabelText('Contraseña actual')).toBeInTheDocument();
  });
});
