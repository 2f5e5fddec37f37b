import { screen } from '@testing-library/react';
import { branchFixture, renderUi, serve, signIn } from '@menu/shared/ui/testing';
import { ViewMenuButton } from './ViewMenuButton';

jest.setTimeout(30_000);

beforeEach(signIn);
afterEach(() => {
  document.body.innerHTML = '';
});

const branch = (id: number, name: string, enabled = true) =>
  branchFixture({
    id,
    name,
    route_key: name.toLowerCase(),
    menu_url: `http://localhost:8080/m/${name.toLowerCase()}`,
    enabled,
  });

describe('ViewMenuButton', () => {
  it("one enabled branch: 'Ver Menú' opens its menu in a new tab as the owner's preview (not counted as a visit)", async () => {
    serve({ 'GET /v1/sucursales': [branch(1, 'Cerrada', false), branch(2, 'Centro')] });
    renderUi(<ViewMenuButton />);
    const link = await screen.findByRole('link', { name: /Ver Menú/ });
    expect(link).toHaveAttribute('href', 'http://localhost:8080/m/centro?preview=1');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('several enabled branches: each entry of the menu is a preview of its branch', async () => {
    serve({ 'GET /v1/sucursales': [branch(2, 'Centro'), branch(3, 'Norte')] });
    const { user } = renderUi(<ViewMenuButton />);
    await user.click(await screen.findByRole('button', { name: /Ver Menú/ }));
    expect(await screen.findByRole('link', { name: 'Norte' })).toHaveAttribute(
      'href',
      'http://localhost:8080/m/norte?preview=1',
    );
    expect(screen.getByRole('link', { name: 'Centro' })).toHaveAttribute(
      'href',
      'http://localhost:8080/m/centro?preview=1',
    );
  });
});
