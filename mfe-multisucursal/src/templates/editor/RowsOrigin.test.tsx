// Where the editor's values come from (a template of a region, the base menu), 'Restablecer'
// back to the inherited value, locked fields, and the same editor on a region's rows.
import { lockNote } from '@menu/shared/menu/locks';
import { serve, setupBoardTests, writes } from '@menu/shared/ui/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderSection } from '../../branches/testing';
import { RegionPrices } from '../../regions/RegionPrices';
import { region, regionRoutes } from '../../regions/testing';
import { summary, templateProducts, templateRoutes } from '../testing';
import { TemplateEditor } from './TemplateEditor';

jest.setTimeout(30_000);
setupBoardTests();

/** Template 4 of the region Norte, whose rows set Taco al pastor at 27 and Agua fresca at 21. */
const DESAYUNOS = { ...summary(4, 'Desayunos'), region: { id: 5, name: 'Norte' } };
const inRegion = () => ({
  ...templateRoutes(),
  'GET /v1/templates/4/products': templateProducts().map((p) => {
    if (p.product_id === 1) return { ...p, price: 27, inherited: { price: 27, enabled: true, from: 'region' } };
    if (p.product_id === 3) return { ...p, inherited: { price: 21, enabled: true, from: 'region' } };
    return p;
  }),
  'PUT /v1/templates/4': DESAYUNOS,
});
const locks = (price: boolean) => [
  { field: 'price', locked: price, reason: price ? 'Precios de corporativo' : null },
  { field: 'enabled', locked: false, reason: null },
  { field: 'description', locked: false, reason: null },
];

const row = (name: string) => screen.getByRole('row', { name });

function show(initial = DESAYUNOS) {
  const onSaved = jest.fn();
  const result = renderSection(<TemplateEditor open initial={initial} onSaved={onSaved} onClose={jest.fn()} />);
  return { ...result, onSaved };
}

describe('where the values come from', () => {
  it("shows the template's region and, on each inherited value, 'De la región «Norte»' or 'Del menú base'", async () => {
    serve(inRegion());
    show();
    const taco = await screen.findByRole('row', { name: 'Taco al pastor' });
    expect(screen.getByText('Región: Norte')).toBeInTheDocument();
    expect(within(taco).getByLabelText('Precio Taco al pastor')).toHaveValue('27.00');
    expect(within(taco).getByText('De la región «Norte»')).toBeInTheDocument();
    // Activo equals the base one: it is the base menu's.
    expect(within(taco).getByText('Del menú base')).toBeInTheDocument();
    expect(within(row('Café americano')).getAllByText('Del menú base')).toHaveLength(2);
    expect(within(taco).queryByText('Personalizado')).not.toBeInTheDocument();
  });

  it("'Restablecer' of an own price returns it to the region's, saved as null with 'Actualizar plantilla'", async () => {
    const calls = serve(inRegion());
    const { user, onSaved } = show();
    const agua = await screen.findByRole('row', { name: 'Agua fresca' });
    expect(within(agua).getByLabelText('Precio Agua fresca')).toHaveValue('22.00');
    const reset = within(agua).getByRole('button', { name: 'Restablecer precio Agua fresca' });
    expect(reset).toHaveAttribute('title', 'De la región «Norte»: $21.00');
    await user.click(reset);
    expect(within(agua).getByLabelText('Precio Agua fresca')).toHaveValue('21.00');
    expect(within(agua).getByText('De la región «Norte»')).toBeInTheDocument();
    expect(within(agua).getByText('Sin guardar')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Actualizar plantilla' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(4));
    expect(writes(calls)).toEqual([
      { method: 'PUT', path: '/v1/templates/4', body: { products: [{ product_id: 3, price: null, enabled: true }] } },
    ]);
  });

  it("a price typed equal to the region's follows the region; another one is the template's own", async () => {
    const calls = serve(inRegion());
    const { user } = show();
    await screen.findByRole('row', { name: 'Taco al pastor' });
    const price = screen.getByLabelText('Precio Taco al pastor');
    await user.clear(price);
    await user.type(price, '30');
    fireEvent.blur(price);
    expect(
      within(row('Taco al pastor')).getByRole('button', { name: 'Restablecer precio Taco al pastor' }),
    ).toBeInTheDocument();
    await user.click(within(row('Taco al pastor')).getByRole('button', { name: 'Restablecer precio Taco al pastor' }));
    expect(price).toHaveValue('27.00');
    expect(screen.queryByText('1 cambio sin guardar')).not.toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Activo Taco al pastor' }));
    expect(
      within(row('Taco al pastor')).getByRole('button', { name: 'Restablecer activo Taco al pastor' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Actualizar plantilla' }));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(writes(calls)[0].body).toEqual({ products: [{ product_id: 1, price: null, enabled: false }] });
  });

  it('a locked price is read-only with the reason, and a save sends it as null', async () => {
    const calls = serve({ ...inRegion(), 'GET /v1/locks': locks(true) });
    const { user } = show();
    const agua = await screen.findByRole('row', { name: 'Agua fresca' });
    await waitFor(() => expect(within(agua).getByLabelText('Precio Agua fresca')).toBeDisabled());
    // A locked field is the base menu's in every branch.
    expect(within(agua).getByLabelText('Precio Agua fresca')).toHaveValue('20.50');
    expect(within(agua).getByLabelText(lockNote('Precios de corporativo'))).toBeInTheDocument();
    expect(within(agua).queryByRole('button', { name: 'Restablecer precio Agua fresca' })).not.toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Activo Agua fresca' })).toBeEnabled();
    await user.click(screen.getByRole('switch', { name: 'Activo Agua fresca' }));
    await user.click(screen.getByRole('button', { name: 'Actualizar plantilla' }));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(writes(calls)[0].body).toEqual({ products: [{ product_id: 3, price: null, enabled: false }] });
  });
});

describe("a region's prices", () => {
  it("edit the region's rows in the same editor (no name, no Horario) and save them with one PUT per kind changed", async () => {
    const calls = serve({ ...regionRoutes(), 'PUT /v1/regions/5/products': [] });
    const onSaved = jest.fn();
    const { user } = renderSection(
      <RegionPrices region={region(5, 'Norte', [2])} onClose={jest.fn()} onSaved={onSaved} />,
    );
    expect(screen.getByText('Precios de la región «Norte»', { selector: '.ant-modal-title' })).toBeInTheDocument();
    await screen.findByRole('row', { name: 'Taco al pastor' });
    expect(screen.queryByRole('textbox', { name: 'Nombre' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      '',
      'Activo',
      'Nombre',
      'Precio',
      'Ultimo cambio',
      'Acciones',
    ]);
    expect(within(row('Taco al pastor')).getAllByText('Del menú base')).toHaveLength(2);
    const price = screen.getByLabelText('Precio Taco al pastor');
    await user.clear(price);
    await user.type(price, '27.5');
    fireEvent.blur(price);
    await user.click(screen.getByRole('button', { name: 'Actualizar precios' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(writes(calls)).toEqual([
      { method: 'PUT', path: '/v1/regions/5/products', body: [{ product_id: 1, price: 27.5, enabled: true }] },
    ]);
  });
});
