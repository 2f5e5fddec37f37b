import { serve, setupBoardTests } from '@menu/shared/ui/testing';
import { screen } from '@testing-library/react';
import { BranchesTab } from './BranchesTab';
import { FRANCHISES, NEGOCIO, planProfile, renderSection, branch } from './testing';

jest.setTimeout(30_000);
setupBoardTests();

describe('SucursalesTab', () => {
  it("without Multisucursal (not FRANCHISES, no Templates scope): 'Obtén acceso' and 'Mejorar Suscripción' to billing; nothing is loaded", async () => {
    const calls = serve({});
    const { user } = renderSection(<BranchesTab />, NEGOCIO);
    expect(screen.getByText('Obtén acceso')).toBeInTheDocument();
    expect(screen.queryByText('Tu plan no incluye esta sección')).not.toBeInTheDocument();
    expect(calls).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Mejorar Suscripción' }));
    expect(screen.getByLabelText('ruta')).toHaveTextContent('/billing');
  });

  it('FRANCHISES: the board', async () => {
    serve({ 'GET /v1/sucursales': [branch(1, 'Centro')] });
    renderSection(<BranchesTab />, FRANCHISES);
    expect(await screen.findByRole('row', { name: 'Centro' })).toBeInTheDocument();
    expect(screen.queryByText('Obtén acceso')).not.toBeInTheDocument();
  });

  it('the Templates scope opens it too', async () => {
    serve({ 'GET /v1/sucursales': [branch(1, 'Centro')] });
    renderSection(<BranchesTab />, planProfile('NEGOCIO', [{ name: 'Templates' }, { name: 'Sucursales', limit: 3 }]));
    expect(await screen.findByRole('row', { name: 'Centro' })).toBeInTheDocument();
    expect(screen.getByText(/Tu plan permite 3 sucursales activas/)).toBeInTheDocument();
  });
});
