import { json, renderUi, serve, setupBoardTests, writes } from '@menu/shared/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import type { TemplateProductItem, TemplateTextItem } from './api';
import { TemplatesModal, type TemplatesModalProps } from './TemplatesModal';

jest.setTimeout(30_000);

const productRow = (id: number, name: string, extra: Partial<TemplateProductItem> = {}): TemplateProductItem => ({
  template_id: id,
  template_name: name,
  base_price: 120,
  price: 120,
  enabled: true,
  overridden: { price: false, enabled: false },
  ...extra,
});

// Centro follows the base; Norte sells it at 135; Sur does not sell it.
const PRODUCT_ROWS = [
  productRow(1, 'Centro'),
  productRow(2, 'Norte', { price: 135, overridden: { price: true, enabled: false } }),
  productRow(3, 'Sur', { enabled: false, overridden: { price: false, enabled: true } }),
];

const textRow = (id: number, name: string, extra: Partial<TemplateTextItem> = {}): TemplateTextItem => ({
  template_id: id,
  template_name: name,
  base_description: '2x1 los martes',
  description: '2x1 los martes',
  enabled: true,
  overridden: { description: false, enabled: false },
  translations: {},
  ...extra,
});

const PROMOTION_ROWS = [
  textRow(4, 'Centro'),
  textRow(5, 'Playa', { description: '3x2 los martes', overridden: { description: true, enabled: false } }),
];

const PRODUCT_PATH = '/v1/templates/items/products/7';
const PROMOTION_PATH = '/v1/templates/items/promotions/9';

function open(props: Partial<TemplatesModalProps> = {}) {
  const onClose = jest.fn();
  const onSaved = jest.fn();
  const view = renderUi(
    <TemplatesModal
      kind="products"
      item={{ id: 7, name: 'Hamburguesa' }}
      onClose={onClose}
      onSaved={onSaved}
      {...props}
    />,
  );
  return { ...view, onClose, onSaved };
}

const line = (list: string, template: string) =>
  within(screen.getByRole('list', { name: list })).getByRole('listitem', { name: template });
const guardar = () => screen.getByRole('button', { name: 'Guardar' });
const mode = (name: 'Activar' | 'Actualizar' | 'Replicar') => screen.getByRole('radio', { name });

setupBoardTests();

describe('TemplatesModal', () => {
  it("is titled 'Actualizar {target} en plantillas' and shows, per template, whether it is overridden", async () => {
    serve({ [`GET ${PRODUCT_PATH}`]: PRODUCT_ROWS });
    const first = open();
    expect(screen.getByText('Actualizar producto en plantillas')).toBeInTheDocument();
    expect(await screen.findByRole('switch', { name: 'Activo en Centro' })).toBeChecked();
    expect(screen.getByText('Hamburguesa')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Activo en Sur' })).not.toBeChecked();
    expect(within(line('Activar en plantillas', 'Sur')).getByText('Personalizado')).toHaveAttribute(
      'title',
      'Menú base: activo',
    );
    expect(within(line('Activar en plantillas', 'Centro')).queryByText('Personalizado')).not.toBeInTheDocument();

    await first.user.click(mode('Actualizar'));
    expect(screen.getByRole('textbox', { name: 'Precio en Norte' })).toHaveValue('135');
    expect(screen.getByRole('textbox', { name: 'Precio en Centro' })).toHaveValue('120');
    expect(within(line('Precio en plantillas', 'Norte')).getByText('Personalizado')).toHaveAttribute(
      'title',
      'Menú base: $120',
    );
    expect(within(line('Precio en plantillas', 'Norte')).getByText('Menú base: $120')).toBeInTheDocument();
    first.unmount();

    serve({ 'GET /v1/templates/items/promotions/9': PROMOTION_ROWS });
    open({ kind: 'promotions', item: { id: 9 } });
    expect(screen.getByText('Actualizar promoción en plantillas')).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'Descripción en Playa', hidden: true })).toHaveValue(
      '3x2 los martes',
    );
  });

  it('names the ad in its title and reads its rows', async () => {
    const calls = serve({ 'GET /v1/templates/items/advertising/3': [textRow(4, 'Centro')] });
    open({ kind: 'advertising', item: { id: 3 } });
    expect(screen.getByText('Actualizar anuncio en plantillas')).toBeInTheDocument();
    expect(await screen.findByRole('switch', { name: 'Activo en Centro' })).toBeChecked();
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(['GET /v1/templates/items/advertising/3']);
  });

  it('Activar: one PUT with only the toggled templates; a product keeps its price (its override, or null to follow the base)', async () => {
    const calls = serve({ [`GET ${PRODUCT_PATH}`]: PRODUCT_ROWS, [`PUT ${PRODUCT_PATH}`]: PRODUCT_ROWS });
    const { user, onClose, onSaved } = open();
    await user.click(await screen.findByRole('switch', { name: 'Activo en Centro' }));
    await user.click(screen.getByRole('switch', { name: 'Activo en Norte' }));
    expect(screen.getByText('2 plantillas con cambios')).toBeInTheDocument();
    await user.click(guardar());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(writes(calls)).toEqual([
      {
        method: 'PUT',
        path: PRODUCT_PATH,
        body: [
          { template_id: 1, price: null, enabled: false },
          { template_id: 2, price: 135, enabled: false },
        ],
      },
    ]);
    expect(onSaved).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Plantillas actualizadas')).toBeInTheDocument();
  });

  it('Actualizar: sends the typed price (two decimals) of the changed template only', async () => {
    const calls = serve({ [`GET ${PRODUCT_PATH}`]: PRODUCT_ROWS, [`PUT ${PRODUCT_PATH}`]: PRODUCT_ROWS });
    const { user, onClose } = open();
    await screen.findByRole('switch', { name: 'Activo en Centro' });
    await user.click(mode('Actualizar'));
    const centro = screen.getByRole('textbox', { name: 'Precio en Centro' });
    await user.clear(centro);
    await user.type(centro, '12.50');
    await user.click(guardar());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(writes(calls)).toEqual([{ method: 'PUT', path: PRODUCT_PATH, body: [{ template_id: 1, price: 12.5 }] }]);
  });

  it('an invalid or empty price blocks the save with its message under the input, even from another mode', async () => {
    const calls = serve({ [`GET ${PRODUCT_PATH}`]: PRODUCT_ROWS, [`PUT ${PRODUCT_PATH}`]: PRODUCT_ROWS });
    const { user, onClose } = open();
    await screen.findByRole('switch', { name: 'Activo en Centro' });
    await user.click(mode('Actualizar'));
    const norte = screen.getByRole('textbox', { name: 'Precio en Norte' });
    await user.clear(norte);
    await user.type(norte, '12.555');
    const message = 'El precio debe ser un número mayor o igual a 0 con máximo dos decimales';
    expect(await within(line('Precio en plantillas', 'Norte')).findByText(message)).toBeInTheDocument();

    // From Activar, Guardar brings the invalid input back into view and sends nothing.
    await user.click(mode('Activar'));
    await user.click(screen.getByRole('switch', { name: 'Activo en Sur' }));
    await user.click(guardar());
    await waitFor(() => expect(mode('Actualizar')).toBeChecked());
    expect(within(line('Precio en plantillas', 'Norte')).getByText(message)).toBeVisible();

    await user.clear(norte);
    expect(await within(line('Precio en plantillas', 'Norte')).findByText('Campo obligatorio')).toBeInTheDocument();
    await user.click(guardar());
    await user.type(norte, '1O');
    expect(await within(line('Precio en plantillas', 'Norte')).findByText(message)).toBeInTheDocument();
    await user.click(guardar());
    expect(writes(calls)).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();

    await user.clear(norte);
    await user.type(norte, '99');
    await user.click(guardar());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(writes(calls)).toEqual([
      {
        method: 'PUT',
        path: PRODUCT_PATH,
        body: [
          { template_id: 2, price: 99 },
          { template_id: 3, price: null, enabled: true },
        ],
      },
    ]);
  });

  it('Replicar: the picked templates go back to the base price (null); templates that follow it already cannot be picked', async () => {
    const calls = serve({ [`GET ${PRODUCT_PATH}`]: PRODUCT_ROWS, [`PUT ${PRODUCT_PATH}`]: PRODUCT_ROWS });
    const { user, onClose } = open();
    await screen.findByRole('switch', { name: 'Activo en Centro' });
    await user.click(mode('Replicar'));
    expect(screen.getByRole('checkbox', { name: 'Replicar en Centro' })).toBeDisabled();
    expect(within(line('Replicar en plantillas', 'Centro')).getByText('Ya usa el menú base')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Replicar en Norte' }));
    // The update input shows the base value it will have.
    expect(screen.getByRole('textbox', { name: 'Precio en Norte', hidden: true })).toHaveValue('120');
    await user.click(guardar());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(writes(calls)).toEqual([{ method: 'PUT', path: PRODUCT_PATH, body: [{ template_id: 2, price: null }] }]);
  });

  it('promotions: Actualizar sends the new description, Replicar null, Activar only `enabled`; untouched templates are left out', async () => {
    const calls = serve({ [`GET ${PROMOTION_PATH}`]: PROMOTION_ROWS, [`PUT ${PROMOTION_PATH}`]: PROMOTION_ROWS });
    const { user, onClose } = open({ kind: 'promotions', item: { id: 9, name: '2x1' } });
    await user.click(await screen.findByRole('switch', { name: 'Activo en Playa' }));
    await user.click(mode('Actualizar'));
    const centro = screen.getByRole('textbox', { name: 'Descripción en Centro' });
    await user.clear(centro);
    await user.type(centro, '  2x1 solo en el centro ');
    await user.click(guardar());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(writes(calls)).toEqual([
      {
        method: 'PUT',
        path: PROMOTION_PATH,
        body: [
          { template_id: 4, description: '2x1 solo en el centro' },
          { template_id: 5, enabled: false },
        ],
      },
    ]);
  });

  it('promotions: Replicar (with "all") sends description null for the overridden templates', async () => {
    const calls = serve({ [`GET ${PROMOTION_PATH}`]: PROMOTION_ROWS, [`PUT ${PROMOTION_PATH}`]: PROMOTION_ROWS });
    const { user, onClose } = open({ kind: 'promotions', item: { id: 9 } });
    await screen.findByRole('switch', { name: 'Activo en Playa' });
    await user.click(mode('Replicar'));
    await user.click(screen.getByRole('checkbox', { name: 'Todas las plantillas personalizadas' }));
    expect(screen.getByRole('checkbox', { name: 'Replicar en Playa' })).toBeChecked();
    await user.click(guardar());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(writes(calls)).toEqual([
      { method: 'PUT', path: PROMOTION_PATH, body: [{ template_id: 5, description: null }] },
    ]);
  });

  it("a refused save shows the server's message and keeps the modal open with the edits", async () => {
    const calls = serve({
      [`GET ${PRODUCT_PATH}`]: PRODUCT_ROWS,
      [`PUT ${PRODUCT_PATH}`]: () =>
        json(404, { error: { code: 'RESOURCE_NOT_FOUND', message: 'La plantilla no existe.' } }),
    });
    const { user, onClose, onSaved } = open();
    await user.click(await screen.findByRole('switch', { name: 'Activo en Centro' }));
    await user.click(guardar());
    expect(await screen.findByText('No se pudieron actualizar las plantillas')).toBeInTheDocument();
    expect(screen.getByText('La plantilla no existe.')).toBeInTheDocument();
    expect(writes(calls)).toHaveLength(1);
    expect(onClose).not.toHaveBeenCalled();
    expect(onSaved).not.toHaveBeenCalled();
    expect(screen.getByText('Actualizar producto en plantillas')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Activo en Centro' })).not.toBeChecked();
    expect(guardar()).toBeEnabled();
  });

  it('Guardar without changes closes without a request; Cancelar closes too', async () => {
    const calls = serve({ [`GET ${PRODUCT_PATH}`]: PRODUCT_ROWS });
    const { user, onClose } = open();
    await screen.findByRole('switch', { name: 'Activo en Centro' });
    expect(screen.getByText('Sin cambios')).toBeInTheDocument();
    await user.click(guardar());
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(writes(calls)).toEqual([]);
  });

  it("reads the item's rows through the data cache: reopened within the fresh time it asks nothing; after a save it reads them again", async () => {
    const calls = serve({ [`GET ${PRODUCT_PATH}`]: PRODUCT_ROWS, [`PUT ${PRODUCT_PATH}`]: PRODUCT_ROWS });
    const reads = () => calls.filter((call) => call.method === 'GET' && call.path === PRODUCT_PATH).length;
    const first = open();
    await screen.findByRole('switch', { name: 'Activo en Centro' });
    first.unmount();
    const second = open();
    expect(screen.getByRole('switch', { name: 'Activo en Centro' })).toBeInTheDocument();
    expect(reads()).toBe(1);
    await second.user.click(screen.getByRole('switch', { name: 'Activo en Centro' }));
    await second.user.click(guardar());
    await waitFor(() => expect(second.onClose).toHaveBeenCalled());
    second.unmount();
    open();
    await screen.findByRole('switch', { name: 'Activo en Centro' });
    expect(reads()).toBe(2);
  });

  it('a failed load says why and offers Reintentar', async () => {
    let fail = true;
    serve({
      [`GET ${PRODUCT_PATH}`]: () =>
        fail
          ? json(403, { error: { code: 'SCOPE_REQUIRED', message: 'Tu plan no incluye Multisucursal.' } })
          : json(200, { info: PRODUCT_ROWS }),
    });
    const { user } = open();
    expect(await screen.findByText('No se pudieron cargar las plantillas')).toBeInTheDocument();
    expect(guardar()).toBeDisabled();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('switch', { name: 'Activo en Centro' })).toBeInTheDocument();
  });
});
