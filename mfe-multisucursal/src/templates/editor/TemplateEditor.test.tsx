import { json, screenWidth, serve, setupBoardTests, writes } from '@menu/shared/ui/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderSection } from '../../branches/testing';
import { baseGroups, baseProducts, baseRoutes, summary, templateRoutes } from '../testing';
import { TemplateEditor } from './TemplateEditor';
import { fetchList } from '@menu/shared/data';

jest.setTimeout(30_000);
setupBoardTests();

const DESAYUNOS = summary(4, 'Desayunos');

function show(initial?: typeof DESAYUNOS) {
  const onSaved = jest.fn();
  const onClose = jest.fn();
  const result = renderSection(<TemplateEditor open initial={initial} onSaved={onSaved} onClose={onClose} />);
  return { ...result, onSaved, onClose };
}

/** The names of the rows of the section on screen. */
const names = () =>
  Array.from(document.querySelectorAll('.template-table .ant-table-row')).map((row) => row.getAttribute('aria-label'));

const row = (name: string) => screen.getByRole('row', { name });

const tab = (label: string) => screen.getByRole('tab', { name: new RegExp(`^${label}`) });

async function setPrice(user: ReturnType<typeof show>['user'], name: string, price: string) {
  const input = screen.getByLabelText(`Precio ${name}`);
  await user.clear(input);
  if (price) await user.type(input, price);
  fireEvent.blur(input);
}

const PRICE_REQUIRED = 'Campo vacío en los productos, los precios son obligatorios';

describe('TemplateEditor', () => {
  it("a new one: 'Agregar plantilla', the base menu's rows at their base values, Cancelar and 'Agregar plantilla'", async () => {
    serve(baseRoutes());
    const { user, onClose } = show();
    expect(screen.getByText('Agregar plantilla', { selector: '.ant-modal-title' })).toBeInTheDocument();
    expect(await screen.findByRole('row', { name: 'Taco al pastor' })).toBeInTheDocument();
    expect(names()).toEqual(['Taco al pastor', 'Café americano', 'Agua fresca', 'Quesadilla']);
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      '',
      'Activo',
      'Nombre',
      'Precio',
      'Horario',
      'Ultimo cambio',
      'Acciones',
    ]);
    expect(screen.getByLabelText('Precio Agua fresca')).toHaveValue('20.50');
    expect(screen.getByRole('switch', { name: 'Activo Quesadilla' })).not.toBeChecked();
    expect(within(row('Taco al pastor')).getByRole('button', { name: 'Editar variantes' })).toBeInTheDocument();
    expect(within(row('Agua fresca')).queryByRole('button', { name: 'Editar variantes' })).not.toBeInTheDocument();
    expect(screen.queryByText('Personalizado')).not.toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Productos (4)',
      'Promociones (2)',
      'Publicidad (1)',
      'Variantes (5)',
    ]);
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('reads the base menu through the data cache: lists a board holds fresh are not asked again', async () => {
    const calls = serve(baseRoutes());
    await Promise.all([fetchList('/v1/products'), fetchList('/v1/groups')]);
    show();
    expect(await screen.findByRole('row', { name: 'Taco al pastor' })).toBeInTheDocument();
    const asked = (path: string) => calls.filter((call) => call.method === 'GET' && call.path === path).length;
    expect([asked('/v1/products'), asked('/v1/groups'), asked('/v1/promotions')]).toEqual([1, 1, 1]);
  });

  it("an existing one: 'Actualizar plantilla' with its name, its values, 'Personalizado' rows and their last change", async () => {
    serve(templateRoutes());
    show(DESAYUNOS);
    expect(screen.getByText('Actualizar plantilla', { selector: '.ant-modal-title' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Nombre' })).toHaveValue('Desayunos');
    expect(screen.getByRole('button', { name: 'Actualizar plantilla' })).toBeInTheDocument();
    const agua = await screen.findByRole('row', { name: 'Agua fresca' });
    expect(within(agua).getByLabelText('Precio Agua fresca')).toHaveValue('22.00');
    expect(within(agua).getByText('Personalizado')).toBeInTheDocument();
    expect(within(agua).getByRole('button', { name: 'Restablecer' })).toHaveAttribute(
      'title',
      'Menú base: $20.50, activo',
    );
    expect(within(agua).getByText(/1 feb 2026/)).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Activo Quesadilla' })).toBeChecked();
    expect(within(row('Taco al pastor')).queryByText('Personalizado')).not.toBeInTheDocument();
    expect(within(row('Taco al pastor')).getByText('—')).toBeInTheDocument();
  });

  it('Nombre is required', async () => {
    const calls = serve(baseRoutes());
    const { user } = show();
    await screen.findByRole('row', { name: 'Taco al pastor' });
    await user.click(screen.getByRole('button', { name: 'Agregar plantilla' }));
    expect(await screen.findByText('Campo obligatorio')).toBeInTheDocument();
    expect(writes(calls)).toEqual([]);
  });

  it('a create sends the name and only the changed rows, in one POST', async () => {
    const calls = serve({ ...baseRoutes(), 'POST /v1/templates': () => json(201, { info: summary(9, 'Centro') }) });
    const { user, onSaved, onClose } = show();
    await screen.findByRole('row', { name: 'Taco al pastor' });
    await user.type(screen.getByRole('textbox', { name: 'Nombre' }), 'Centro');
    await setPrice(user, 'Taco al pastor', '27.5');
    await setPrice(user, 'Café americano', '32');
    await user.click(screen.getByRole('switch', { name: 'Activo Agua fresca' }));
    expect(screen.getByText('3 cambios sin guardar')).toBeInTheDocument();
    expect(within(row('Taco al pastor')).getByText('Sin guardar')).toBeInTheDocument();
    expect(within(row('Taco al pastor')).getByText('Personalizado')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Agregar plantilla' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(9));
    expect(onClose).toHaveBeenCalled();
    expect(writes(calls)).toEqual([
      {
        method: 'POST',
        path: '/v1/templates',
        body: {
          name: 'Centro',
          products: [
            { product_id: 1, price: 27.5, enabled: true },
            { product_id: 2, price: 32, enabled: true },
            { product_id: 3, price: 20.5, enabled: false },
          ],
        },
      },
    ]);
  });

  it('an update sends only what changed in one PUT (the name only when it changed); a value typed back is no change', async () => {
    const calls = serve({ ...templateRoutes(), 'PUT /v1/templates/4': DESAYUNOS });
    const { user, onSaved, onClose } = show(DESAYUNOS);
    await screen.findByRole('row', { name: 'Taco al pastor' });
    await setPrice(user, 'Taco al pastor', '26');
    await setPrice(user, 'Café americano', '31');
    await setPrice(user, 'Café americano', '30');

    await user.click(tab('Promociones'));
    const description = await screen.findByLabelText('Descripción Café gratis');
    expect(description).toHaveValue('Un café con tu desayuno');
    await user.clear(description);
    await user.type(description, 'Un café americano con tu desayuno');

    await user.click(tab('Variantes'));
    await user.click(await screen.findByRole('switch', { name: 'Activo Grande' }));

    await user.click(screen.getByRole('button', { name: 'Actualizar plantilla' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(4));
    expect(onClose).toHaveBeenCalled();
    expect(writes(calls)).toEqual([
      {
        method: 'PUT',
        path: '/v1/templates/4',
        body: {
          products: [{ product_id: 1, price: 26, enabled: true }],
          promotions: [{ promotion_id: 11, description: 'Un café americano con tu desayuno', enabled: true }],
          variants: [{ variant_id: 601, price: 15, enabled: false }],
        },
      },
    ]);
  });

  it('an update that changes nothing sends nothing and closes', async () => {
    const calls = serve(templateRoutes());
    const { user, onClose, onSaved } = show(DESAYUNOS);
    await screen.findByRole('row', { name: 'Taco al pastor' });
    await user.click(screen.getByRole('button', { name: 'Actualizar plantilla' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onSaved).not.toHaveBeenCalled();
    expect(writes(calls)).toEqual([]);
  });

  it("Horario of a product in this template: 'Horario propio' with the shared field, sent with the product's row", async () => {
    const calls = serve({ ...templateRoutes(), 'PUT /v1/templates/4': DESAYUNOS });
    const { user, onSaved } = show(DESAYUNOS);
    await screen.findByRole('row', { name: 'Taco al pastor' });
    await user.click(screen.getByRole('button', { name: 'Horario Taco al pastor: Como el menú' }));
    // Modals under test share one title id: found by its title text.
    const dialog = (await screen.findByText('Horario de Taco al pastor en esta plantilla')).closest<HTMLElement>(
      '[role="dialog"]',
    )!;
    await user.click(within(dialog).getByLabelText('Horario propio'));
    await user.click(within(dialog).getByRole('button', { name: 'Sábado' }));
    await user.click(within(dialog).getByRole('button', { name: 'Domingo' }));
    await user.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    expect(
      await screen.findByRole('button', { name: 'Horario Taco al pastor: Lun a vie de 9:00 a 17:00' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Actualizar plantilla' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(4));
    expect(writes(calls)).toEqual([
      {
        method: 'PUT',
        path: '/v1/templates/4',
        body: {
          products: [
            {
              product_id: 1,
              price: 25,
              enabled: true,
              schedule: { days: [1, 2, 3, 4, 5], ranges: [{ start: '09:00', end: '17:00' }] },
            },
          ],
        },
      },
    ]);
  });

  it('Horario propio with no day and Desde = Hasta: both messages at once, and Aceptar disabled', async () => {
    serve(templateRoutes());
    const { user } = show(DESAYUNOS);
    await screen.findByRole('row', { name: 'Taco al pastor' });
    await user.click(screen.getByRole('button', { name: 'Horario Taco al pastor: Como el menú' }));
    const dialog = (await screen.findByText('Horario de Taco al pastor en esta plantilla')).closest<HTMLElement>(
      '[role="dialog"]',
    )!;
    await user.click(within(dialog).getByLabelText('Horario propio'));
    for (const day of ['Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado', 'Domingo'])
      await user.click(within(dialog).getByRole('button', { name: day }));
    fireEvent.change(within(dialog).getByLabelText('Hasta (horario 1)'), { target: { value: '09:00' } });
    const alerts = within(dialog)
      .getAllByRole('alert')
      .map((alert) => alert.textContent);
    expect(alerts).toEqual([
      'Elige al menos un día',
      expect.stringMatching(/^La hora de fin debe ser distinta de la de inicio/),
    ]);
    expect(within(dialog).getByRole('button', { name: 'Aceptar' })).toBeDisabled();
  });

  it('a renamed template sends its new name', async () => {
    const calls = serve({ ...templateRoutes(), 'PUT /v1/templates/4': summary(4, 'Desayunos Centro') });
    const { user, onSaved } = show(DESAYUNOS);
    await screen.findByRole('row', { name: 'Taco al pastor' });
    await user.type(screen.getByRole('textbox', { name: 'Nombre' }), ' Centro ');
    await user.click(screen.getByRole('button', { name: 'Actualizar plantilla' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(4));
    expect(writes(calls)).toEqual([{ method: 'PUT', path: '/v1/templates/4', body: { name: 'Desayunos Centro' } }]);
  });

  it("a changed product without a price: the message on its field, 'Error en los productos' notified, nothing sent", async () => {
    const calls = serve(templateRoutes());
    const { user, onClose } = show(DESAYUNOS);
    await screen.findByRole('row', { name: 'Taco al pastor' });
    await setPrice(user, 'Café americano', '');
    await user.click(tab('Promociones'));
    await user.click(screen.getByRole('button', { name: 'Actualizar plantilla' }));

    expect(await screen.findByText('Error en los productos')).toBeInTheDocument();
    expect(screen.getByText('El precio de los productos es obligatorio')).toBeInTheDocument();
    // The editor shows the field: back on Productos.
    const cafe = await screen.findByRole('row', { name: 'Café americano' });
    expect(within(cafe).getByRole('alert')).toHaveTextContent(PRICE_REQUIRED);
    expect(within(cafe).getByLabelText('Precio Café americano')).toHaveAttribute('aria-invalid', 'true');
    expect(writes(calls)).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();

    // Typing a price clears the message.
    await setPrice(user, 'Café americano', '31');
    expect(within(row('Café americano')).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a variant without a base price may stay without one; one with a base price needs it', async () => {
    const calls = serve({ ...templateRoutes(), 'PUT /v1/templates/4': DESAYUNOS });
    const { user, onSaved } = show(DESAYUNOS);
    await screen.findByRole('row', { name: 'Taco al pastor' });
    await user.click(tab('Variantes'));
    await user.click(await screen.findByRole('switch', { name: 'Activo Salsa verde' }));
    await setPrice(user, 'Grande', '');
    await user.click(screen.getByRole('button', { name: 'Actualizar plantilla' }));
    expect(await screen.findByText('Error en los productos')).toBeInTheDocument();
    expect(within(row('Grande')).getByRole('alert')).toHaveTextContent(PRICE_REQUIRED);
    expect(within(row('Salsa verde')).queryByRole('alert')).not.toBeInTheDocument();
    expect(writes(calls)).toEqual([]);

    await setPrice(user, 'Grande', '15');
    await user.click(screen.getByRole('button', { name: 'Actualizar plantilla' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(writes(calls)).toEqual([
      {
        method: 'PUT',
        path: '/v1/templates/4',
        body: { variants: [{ variant_id: 501, price: null, enabled: false }] },
      },
    ]);
  });

  it('Restablecer puts the base values back and the save sends them (the server then follows the base menu)', async () => {
    const calls = serve({ ...templateRoutes(), 'PUT /v1/templates/4': DESAYUNOS });
    const { user, onSaved } = show(DESAYUNOS);
    const agua = await screen.findByRole('row', { name: 'Agua fresca' });
    await user.click(within(agua).getByRole('button', { name: 'Restablecer' }));
    expect(screen.getByLabelText('Precio Agua fresca')).toHaveValue('20.50');
    expect(within(row('Agua fresca')).queryByText('Personalizado')).not.toBeInTheDocument();
    expect(within(row('Agua fresca')).queryByRole('button', { name: 'Restablecer' })).not.toBeInTheDocument();
    await user.click(within(row('Quesadilla')).getByRole('button', { name: 'Restablecer' }));
    expect(screen.getByRole('switch', { name: 'Activo Quesadilla' })).not.toBeChecked();

    await user.click(tab('Promociones'));
    await user.click(
      within(await screen.findByRole('row', { name: '2x1 en tacos' })).getByRole('button', { name: 'Restablecer' }),
    );
    expect(screen.getByLabelText('Descripción 2x1 en tacos')).toHaveValue('Martes de tacos');

    await user.click(screen.getByRole('button', { name: 'Actualizar plantilla' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(writes(calls)).toEqual([
      {
        method: 'PUT',
        path: '/v1/templates/4',
        body: {
          products: [
            { product_id: 3, price: 20.5, enabled: true },
            { product_id: 4, price: 40, enabled: false },
          ],
          promotions: [{ promotion_id: 12, description: 'Martes de tacos', enabled: true }],
        },
      },
    ]);
  });

  it("the header checkbox selects every product shown, and says so in Spanish ('Seleccionar todo')", async () => {
    serve(templateRoutes());
    const { user } = show(DESAYUNOS);
    await screen.findByRole('row', { name: 'Taco al pastor' });
    expect(screen.queryByRole('checkbox', { name: /select/i })).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Seleccionar todo' }));
    expect(screen.getByLabelText('Seleccionar Taco al pastor')).toBeChecked();
    expect(screen.getByLabelText('Seleccionar Agua fresca')).toBeChecked();
  });

  it('bulk price change: the selected products, a percentage, a preview rounded to cents, then the new prices in the save', async () => {
    const calls = serve({ ...templateRoutes(), 'PUT /v1/templates/4': DESAYUNOS });
    const { user, onSaved } = show(DESAYUNOS);
    await screen.findByRole('row', { name: 'Taco al pastor' });
    expect(screen.getByRole('button', { name: 'Cambiar precios' })).toBeDisabled();
    await user.click(screen.getByLabelText('Seleccionar Taco al pastor'));
    await user.click(screen.getByLabelText('Seleccionar Agua fresca'));
    expect(screen.getByText('2 productos seleccionados')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Porcentaje'), '-7.5');
    await user.click(screen.getByRole('button', { name: 'Cambiar precios' }));

    const preview = (await screen.findByText('Cambiar precios -7.5%')).closest('[role="dialog"]') as HTMLElement;
    const taco = within(preview).getByRole('row', { name: 'Taco al pastor' });
    expect(within(taco).getByText('$25.00')).toBeInTheDocument();
    expect(within(taco).getByText('$23.13')).toBeInTheDocument();
    const agua = within(preview).getByRole('row', { name: 'Agua fresca' });
    expect(within(agua).getByText('$22.00')).toBeInTheDocument();
    expect(within(agua).getByText('$20.35')).toBeInTheDocument();
    // Nothing changes before Aplicar.
    expect(screen.getByLabelText('Precio Taco al pastor')).toHaveValue('25.00');
    await user.click(within(preview).getByRole('button', { name: 'Aplicar' }));

    await waitFor(() => expect(screen.getByLabelText('Precio Taco al pastor')).toHaveValue('23.13'));
    expect(screen.getByLabelText('Precio Agua fresca')).toHaveValue('20.35');
    expect(screen.getByLabelText('Precio Café americano')).toHaveValue('30.00');
    expect(writes(calls)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Actualizar plantilla' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(writes(calls)).toEqual([
      {
        method: 'PUT',
        path: '/v1/templates/4',
        body: {
          products: [
            { product_id: 1, price: 23.13, enabled: true },
            { product_id: 3, price: 20.35, enabled: true },
          ],
        },
      },
    ]);
  });

  it('one search over the four sections, without accents or case', async () => {
    serve(templateRoutes());
    const { user } = show(DESAYUNOS);
    await screen.findByRole('row', { name: 'Taco al pastor' });
    await user.type(screen.getByLabelText('Buscar en la plantilla'), 'CAFE');
    await waitFor(() => expect(names()).toEqual(['Café americano']));
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Productos (1)',
      'Promociones (1)',
      'Publicidad (0)',
      'Variantes (0)',
    ]);
    await user.click(tab('Promociones'));
    expect(names()).toEqual(['Café gratis']);
    await user.click(tab('Publicidad'));
    expect(screen.getByText('No hay resultados para tu búsqueda')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Buscar en la plantilla'));
    await user.type(screen.getByLabelText('Buscar en la plantilla'), 'salsas');
    await user.click(tab('Variantes'));
    await waitFor(() => expect(names()).toEqual(['Salsa verde', 'Salsa roja']));
  });

  it('each section sorts by its columns', async () => {
    serve(templateRoutes());
    const { user } = show(DESAYUNOS);
    await screen.findByRole('row', { name: 'Taco al pastor' });
    const header = (title: string) => screen.getByRole('columnheader', { name: title });
    await user.click(header('Nombre'));
    expect(names()).toEqual(['Agua fresca', 'Café americano', 'Quesadilla', 'Taco al pastor']);
    await user.click(header('Nombre'));
    expect(names()).toEqual(['Taco al pastor', 'Quesadilla', 'Café americano', 'Agua fresca']);
    await user.click(header('Precio'));
    expect(names()).toEqual(['Agua fresca', 'Taco al pastor', 'Café americano', 'Quesadilla']);

    await user.click(tab('Variantes'));
    await user.click(await screen.findByRole('columnheader', { name: 'Grupo' }));
    expect(names()).toEqual(['Leche de almendra', 'Salsa verde', 'Salsa roja', 'Grande', 'Chico']);
    await user.click(header('Precio'));
    expect(names()).toEqual(['Chico', 'Salsa roja', 'Leche de almendra', 'Grande', 'Salsa verde']);

    await user.click(tab('Promociones'));
    await user.click(await screen.findByRole('columnheader', { name: 'Vigencia' }));
    expect(names()).toEqual(['Café gratis', '2x1 en tacos']);
  });

  it("'Editar variantes' opens Variantes with that product's variants; 'Ver todas' shows them all", async () => {
    serve(templateRoutes());
    const { user } = show(DESAYUNOS);
    await user.click(
      within(await screen.findByRole('row', { name: 'Café americano' })).getByRole('button', {
        name: 'Editar variantes',
      }),
    );
    expect(tab('Variantes')).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('Variantes de Café americano')).toBeInTheDocument();
    expect(names()).toEqual(['Leche de almendra']);

    await user.click(tab('Productos'));
    await user.click(
      within(await screen.findByRole('row', { name: 'Taco al pastor' })).getByRole('button', {
        name: 'Editar variantes',
      }),
    );
    expect(await screen.findByText('Variantes de Taco al pastor')).toBeInTheDocument();
    expect(names()).toEqual(['Salsa verde', 'Salsa roja', 'Grande', 'Chico']);
    expect(screen.getByRole('row', { name: 'Salsa roja' })).toHaveTextContent('Personalizado');

    await user.click(screen.getByRole('button', { name: 'Ver todas' }));
    expect(names()).toEqual(['Salsa verde', 'Salsa roja', 'Grande', 'Chico', 'Leche de almendra']);

    // Opening the tab itself shows every variant.
    await user.click(within(await screen.findByRole('row', { name: 'Salsa verde' })).getByRole('switch'));
    await user.click(tab('Productos'));
    await user.click(
      within(await screen.findByRole('row', { name: 'Café americano' })).getByRole('button', {
        name: 'Editar variantes',
      }),
    );
    expect(tab('Variantes')).toHaveTextContent('Variantes (1)');
    await user.click(tab('Productos'));
    expect(tab('Variantes')).toHaveTextContent('Variantes (5)');
    await user.click(tab('Variantes'));
    expect(names()).toHaveLength(5);
    expect(screen.queryByText(/^Variantes de/)).not.toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Activo Salsa verde' })).not.toBeChecked();
  });

  it('promotions and advertising show Descripción and Vigencia (an expired one says so)', async () => {
    serve(templateRoutes());
    const { user } = show(DESAYUNOS);
    await screen.findByRole('row', { name: 'Taco al pastor' });
    await user.click(tab('Promociones'));
    await screen.findByRole('row', { name: 'Café gratis' });
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Activo',
      'Nombre',
      'Descripción',
      'Vigencia',
      'Horario',
      'Ultimo cambio',
      'Acciones',
    ]);
    expect(within(row('Café gratis')).getByText('31 dic 2099')).toBeInTheDocument();
    expect(within(row('2x1 en tacos')).getByText('Sin vigencia')).toBeInTheDocument();
    await user.click(tab('Publicidad'));
    const ad = await screen.findByRole('row', { name: 'Nueva sucursal' });
    expect(within(ad).getByText('31 ene 2020')).toBeInTheDocument();
    expect(within(ad).getByText('Vencida')).toBeInTheDocument();
  });

  it("a refused save keeps the editor open with the server's message, and its field error on the row", async () => {
    serve({
      ...templateRoutes(),
      'PUT /v1/templates/4': () =>
        json(400, {
          error: {
            code: 'VALIDATION_ERROR',
            message: 'El precio debe ser un número mayor o igual a 0 con máximo dos decimales',
            field: 'products.0.price',
            fields: [
              {
                field: 'products.0.price',
                message: 'El precio debe ser un número mayor o igual a 0 con máximo dos decimales',
              },
            ],
          },
        }),
    });
    const { user, onClose, onSaved } = show(DESAYUNOS);
    await screen.findByRole('row', { name: 'Taco al pastor' });
    await setPrice(user, 'Café americano', '31');
    await user.click(screen.getByRole('button', { name: 'Actualizar plantilla' }));
    expect(await screen.findByText('No se pudo guardar la plantilla')).toBeInTheDocument();
    expect(within(row('Café americano')).getByRole('alert')).toHaveTextContent(
      'El precio debe ser un número mayor o igual a 0',
    );
    expect(onClose).not.toHaveBeenCalled();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it("the server's word on a description shows under it", async () => {
    serve({
      ...templateRoutes(),
      'PUT /v1/templates/4': () =>
        json(400, {
          error: {
            code: 'VALIDATION_ERROR',
            message: 'Contiene caracteres no permitidos',
            fields: [{ field: 'promotions.0.description', message: 'Contiene caracteres no permitidos' }],
          },
        }),
    });
    const { user } = show(DESAYUNOS);
    await screen.findByRole('row', { name: 'Taco al pastor' });
    await user.click(tab('Promociones'));
    await user.type(await screen.findByLabelText('Descripción Café gratis'), ' hoy');
    await user.click(screen.getByRole('button', { name: 'Actualizar plantilla' }));
    expect(await screen.findByText('No se pudo guardar la plantilla')).toBeInTheDocument();
    expect(within(row('Café gratis')).getByRole('alert')).toHaveTextContent('Contiene caracteres no permitidos');
    expect(screen.getByLabelText('Descripción Café gratis')).toHaveAttribute('aria-invalid', 'true');
  });

  it('a failed load says so with Reintentar', async () => {
    let fail = true;
    serve({
      ...baseRoutes(),
      'GET /v1/products': () =>
        fail ? json(500, { error: { code: 'INTERNAL', message: 'Intenta de nuevo' } }) : json(200, { info: [] }),
    });
    const { user } = show();
    expect(await screen.findByText('No se pudo cargar el menú')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Tu menú no tiene productos')).toBeInTheDocument();
  });

  it('2,000 products and 1,000 variants: only the rows on screen are mounted; search, toggles and the save stay right', async () => {
    const [product] = baseProducts();
    const [group] = baseGroups();
    const products = Array.from({ length: 2000 }, (_, i) => ({
      ...product,
      id: i + 1,
      name: `Producto ${i + 1}`,
      price: 10 + (i % 50),
    }));
    const groups = Array.from({ length: 100 }, (_, g) => ({
      ...group,
      id: g + 1,
      name: `Grupo ${g + 1}`,
      variants: Array.from({ length: 10 }, (_, v) => ({
        id: g * 10 + v + 1,
        name: `Variante ${g * 10 + v + 1}`,
        price: 5,
        enabled: true,
        position: v,
        group_id: g + 1,
      })),
    }));
    const calls = serve({
      ...baseRoutes(),
      'GET /v1/products': products,
      'GET /v1/groups': groups,
      'POST /v1/templates': () => json(201, { info: summary(9, 'Grande') }),
    });
    const { user, onSaved } = show();
    await screen.findByRole('row', { name: 'Producto 1' });
    expect(tab('Productos')).toHaveTextContent('Productos (2000)');
    expect(tab('Variantes')).toHaveTextContent('Variantes (1000)');
    expect(names().length).toBeLessThan(40);

    await user.click(screen.getByRole('switch', { name: 'Activo Producto 2' }));
    await user.type(screen.getByLabelText('Buscar en la plantilla'), 'producto 1999');
    await waitFor(() => expect(names()).toEqual(['Producto 1999']));
    await setPrice(user, 'Producto 1999', '99');
    await user.type(screen.getByRole('textbox', { name: 'Nombre' }), 'Grande');
    await user.click(screen.getByRole('button', { name: 'Agregar plantilla' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(9));
    expect(writes(calls)).toEqual([
      {
        method: 'POST',
        path: '/v1/templates',
        body: {
          name: 'Grande',
          products: [
            { product_id: 2, price: 11, enabled: false },
            { product_id: 1999, price: 99, enabled: true },
          ],
        },
      },
    ]);
  });
});

/** The widths of the header's columns, by title ('' for the selection column). */
const columnWidths = () => {
  const titles = screen.getAllByRole('columnheader').map((header) => header.textContent ?? '');
  const cols = Array.from(document.querySelectorAll<HTMLElement>('.template-table .ant-table-header col'));
  return Object.fromEntries(titles.map((title, i) => [title, parseFloat(cols[i]?.style.width ?? 'NaN')]));
};

describe('TemplateEditor: layout', () => {
  it('every section gives Nombre at least 200 px beside its other columns (a wider dialog gives it more)', async () => {
    serve(templateRoutes());
    const { user } = show(DESAYUNOS);
    await screen.findByRole('row', { name: 'Agua fresca' });
    for (const section of ['Productos', 'Promociones', 'Publicidad', 'Variantes']) {
      await user.click(tab(section));
      await waitFor(() => expect(columnWidths().Nombre).toBeGreaterThanOrEqual(200));
    }
  });

  it('on a phone each row is Activo and one column with its fields stacked: name, price, horario, last change, actions', async () => {
    const restore = screenWidth(390);
    try {
      serve(templateRoutes());
      show(DESAYUNOS);
      const agua = await screen.findByRole('row', { name: 'Agua fresca' });
      expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['', 'Activo', 'Nombre']);
      expect(within(agua).getByLabelText('Precio Agua fresca')).toHaveValue('22.00');
      expect(within(agua).getByRole('button', { name: /^Horario Agua fresca/ })).toBeInTheDocument();
      expect(within(agua).getByText('Ultimo cambio:')).toBeInTheDocument();
      expect(within(agua).getByRole('button', { name: 'Restablecer' })).toBeInTheDocument();
    } finally {
      restore();
    }
  });
});
