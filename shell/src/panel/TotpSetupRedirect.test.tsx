import { api, errorMessage, profileAtom, sessionStore, unwrap, type Profile } from '@menu/shared';
import { json, serve, signIn } from '@menu/shared/ui/testing';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from '@menu/shared/router';
import { TotpSetupRedirect } from './TotpSetupRedirect';

const refused = () =>
  json(403, {
    error: { code: 'TOTP_SETUP_REQUIRED', message: 'Activa la verificación en dos pasos para continuar.' },
  });
const PROFILE = { email: 'ana@example.com', require_totp: true, member: { role: 'admin', totp_enabled: false } };

/** A screen of some section: its button asks the API for its products. */
function Products() {
  const [text, setText] = useState('');
  const load = () =>
    unwrap(api.GET('/v1/products')).then(
      () => setText('cargado'),
      (e) => setText(errorMessage(e)),
    );
  return (
    <>
      <button type="button" onClick={load}>
        Cargar
      </button>
      <p>{text}</p>
    </>
  );
}

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderPanel(start = '/menu/products') {
  render(
    <MemoryRouter initialEntries={[start]}>
      <TotpSetupRedirect />
      <Where />
      <Routes>
        <Route path="/menu/products" element={<Products />} />
        <Route path="/settings/account" element={<Products />} />
      </Routes>
    </MemoryRouter>,
  );
  return userEvent.setup();
}

beforeEach(() => {
  signIn();
  sessionStore.set(profileAtom, { email: 'ana@example.com', require_totp: false } as unknown as Profile);
});

describe('TotpSetupRedirect: 403 TOTP_SETUP_REQUIRED anywhere in the panel', () => {
  it('takes the person to Configuración > Cuenta with the profile read again', async () => {
    const calls = serve({ 'GET /v1/products': refused, 'GET /v1/profiles/me': PROFILE });
    const user = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Cargar' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/settings/account'));
    await waitFor(() => expect(sessionStore.get(profileAtom)).toEqual(PROFILE));
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /v1/products', 'GET /v1/profiles/me']);
  });

  it('already on Cuenta, a refused call leaves the person there', async () => {
    serve({ 'GET /v1/products': refused, 'GET /v1/profiles/me': PROFILE });
    const user = renderPanel('/settings/account');
    await user.click(screen.getByRole('button', { name: 'Cargar' }));
    await screen.findByText('Activa la verificación en dos pasos para continuar.');
    expect(screen.getByTestId('where')).toHaveTextContent('/settings/account');
  });

  it('other refusals stay on the screen', async () => {
    serve({ 'GET /v1/products': () => json(403, { error: { code: 'ROLE_FORBIDDEN', message: 'No permitido.' } }) });
    const user = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Cargar' }));
    expect(await screen.findByText('No permitido.')).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/menu/products');
  });
});
