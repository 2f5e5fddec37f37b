import { profileAtom, sessionStore } from '@menu/shared';
import { asRole, FRANCHISES_PROFILE, renderInPanel } from '@menu/shared/ui/testing';
import { screen } from '@testing-library/react';
import { ASK_OWNER, PlanUpgrade } from './PlanUpgrade';

afterEach(() => sessionStore.set(profileAtom, null));

describe('PlanUpgrade by role', () => {
  it("the owner gets the way to billing ('Mejorar Suscripción')", () => {
    renderInPanel(<PlanUpgrade variant="upgrade" />, FRANCHISES_PROFILE);
    expect(screen.getByRole('button', { name: 'Mejorar Suscripción' })).toBeInTheDocument();
    expect(screen.queryByText(ASK_OWNER)).not.toBeInTheDocument();
  });

  it.each(['admin', 'manager', 'staff'] as const)('%s is told to ask the owner, with no button to billing', (role) => {
    renderInPanel(<PlanUpgrade variant="upgrade" />, asRole(FRANCHISES_PROFILE, role, [1]));
    expect(screen.getByText('Obtén acceso')).toBeInTheDocument();
    expect(screen.getByText(ASK_OWNER)).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
