import { profileAtom, sessionStore } from '@menu/shared';
import { MemoryRouter, Route, Routes, useLocation } from '@menu/shared/router';
import { asRole, FRANCHISES_PROFILE, renderUi } from '@menu/shared/ui/testing';
import { screen } from '@testing-library/react';
import { Provider } from 'jotai';
import remote from './remote';

jest.mock('./details/DetailsPage', () => ({ DetailsPage: () => <p>Detalles de facturación</p> }));
jest.mock('./flow/ChangePlanFlow', () => ({ ChangePlanFlow: () => <p>Cambio de plan</p> }));

function Where() {
  return <output aria-label="ruta">{useLocation().pathname}</output>;
}

const renderAt = (path: string) =>
  renderUi(
    <Provider store={sessionStore}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          {remote.routes.map((route) => (
            <Route key={route.path} path={route.path} element={route.element} />
          ))}
          <Route path="/" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );

afterEach(() => sessionStore.set(profileAtom, null));

describe('Facturación is the owner’s', () => {
  it('the owner opens it', () => {
    sessionStore.set(profileAtom, FRANCHISES_PROFILE);
    renderAt('/billing/plans');
    expect(screen.getByText('Cambio de plan')).toBeInTheDocument();
  });

  it.each(['admin', 'manager', 'staff'] as const)('%s is sent away from it', (role) => {
    sessionStore.set(profileAtom, asRole(FRANCHISES_PROFILE, role, [1]));
    renderAt('/billing');
    expect(screen.queryByText('Detalles de facturación')).not.toBeInTheDocument();
    expect(screen.getByLabelText('ruta')).toHaveTextContent('/');
  });
});
