import { pickOption, signIn, writes } from '@menu/shared/ui/testing';
import { act, screen, waitFor } from '@testing-library/react';
import { queryClient } from '@menu/shared/data';
import { branch, brandProfile, renderBrand, serveBrand } from './testing';

jest.setTimeout(30_000);

beforeEach(signIn);
afterEach(() => {
  document.body.innerHTML = '';
});

const frame = () => screen.findByTitle('Vista previa del menú');

describe('BrandTab: preview', () => {
  it("shows the first enabled branch's public menu as a preview (not counted as a visit), and loads it again after a save", async () => {
    const calls = serveBrand(brandProfile(), {
      'GET /v1/sucursales': [branch(1, 'Cerrada', false), branch(2, 'Norte'), branch(3, 'Sur', false)],
    });
    const { user } = renderBrand(brandProfile());
    expect(await frame()).toHaveAttribute('src', 'http://localhost:8080/m/norte?preview=1');
    // One enabled branch: nothing to choose.
    expect(screen.queryByLabelText('Sucursal')).not.toBeInTheDocument();
    const input = screen.getByLabelText('Fondo (hex)');
    await user.clear(input);
    await user.type(input, '#F5F0E6{Enter}');
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    await waitFor(() =>
      expect(screen.getByTitle('Vista previa del menú')).toHaveAttribute(
        'src',
        'http://localhost:8080/m/norte?preview=1&v=1',
      ),
    );
    expect(screen.getByRole('status')).toHaveTextContent('Cambios guardados');
  });

  it("with several enabled branches, 'Sucursal' chooses which one", async () => {
    serveBrand(brandProfile(), { 'GET /v1/sucursales': [branch(2, 'Norte'), branch(3, 'Sur')] });
    const { user } = renderBrand(brandProfile());
    expect(await frame()).toHaveAttribute('src', 'http://localhost:8080/m/norte?preview=1');
    await pickOption(user, 'Sucursal', 'Sur');
    await waitFor(() =>
      expect(screen.getByTitle('Vista previa del menú')).toHaveAttribute(
        'src',
        'http://localhost:8080/m/sur?preview=1',
      ),
    );
  });

  it("follows the data cache's branches list: a branch changed elsewhere in the panel shows without a reload", async () => {
    serveBrand(brandProfile(), { 'GET /v1/sucursales': [branch(1, 'Cerrada', false), branch(2, 'Norte')] });
    renderBrand(brandProfile());
    expect(await frame()).toHaveAttribute('src', 'http://localhost:8080/m/norte?preview=1');
    act(() => {
      queryClient().setQueryData(['/v1/sucursales'], [branch(1, 'Cerrada'), branch(2, 'Norte', false)]);
    });
    await waitFor(() =>
      expect(screen.getByTitle('Vista previa del menú')).toHaveAttribute(
        'src',
        'http://localhost:8080/m/cerrada?preview=1',
      ),
    );
  });

  it('without an enabled branch it says to enable one', async () => {
    serveBrand(brandProfile(), { 'GET /v1/sucursales': [branch(1, 'Cerrada', false)] });
    renderBrand(brandProfile());
    expect(await screen.findByText('Activa una sucursal para ver aquí tu menú.')).toBeInTheDocument();
    expect(screen.queryByTitle('Vista previa del menú')).not.toBeInTheDocument();
  });
});
