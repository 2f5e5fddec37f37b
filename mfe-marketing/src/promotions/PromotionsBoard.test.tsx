import {
  dragDown,
  fakeFile,
  fakeLayout,
  json,
  renderUi,
  rowNames,
  serve,
  setupBoardTests,
  writes,
} from '@menu/shared/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from '@menu/shared/router';
import type { Promotion } from './api';
import { PromotionsBoard } from './PromotionsBoard';
import { dropEarlyGets, startEarlyGet } from '@menu/shared/session/early';

jest.setTimeout(30_000);

const promotion = (id: number, name: string, extra: Partial<Promotion> = {}): Promotion => ({
  schedule: null,
  id,
  name,
  description: `Descripción de ${name}`,
  expiration: null,
  position: id,
  poster: `/uploads/p${id}-1080x1920.webp`,
  enabled: true,
  expired: false,
  updated: '2025-01-01T00:00:00.000Z',
  translations: {},
  ...extra,
});

const LONG = 'Dos hamburguesas clásicas con papas y refresco por el precio de una, todos los martes del mes';

const promotions = (): Promotion[] => [
  promotion(1, '2x1 en hamburguesas', { description: LONG, expiration: '2026-12-31' }),
  promotion(2, 'Happy hour', { expiration: '2024-03-01', expired: true }),
  promotion(3, 'Postre gratis'),
];

const show = () =>
  renderUi(
    <MemoryRouter>
      <PromotionsBoard />
    </MemoryRouter>,
  );

setupBoardTests();

describe('PromotionsBoard', () => {
  it('takes the GET a sidebar intent started (its first read in the data cache) and asks nothing more', async () => {
    const calls = serve({ 'GET /v1/promotions': promotions() });
    startEarlyGet('/v1/promotions');
    try {
      show();
      expect(await screen.findByRole('row', { name: '2x1 en hamburguesas' })).toBeInTheDocument();
      expect(calls.filter((call) => call.method === 'GET' && call.path === '/v1/promotions')).toHaveLength(1);
    } finally {
      dropEarlyGets();
    }
  });

  it('shows Nombre, Vigencia (in Spanish, or Sin vigencia) and the truncated Descripción, with the drag caption', async () => {
    serve({ 'GET /v1/promotions': promotions() });
    show();
    expect(await screen.findByRole('row', { name: '2x1 en hamburguesas' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Promociones' })).toBeInTheDocument();
    expect(
      screen.getByText('Arrastra el número de una fila para cambiar el orden en que aparecen en tu menú.'),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      '#',
      'Nombre',
      'Vigencia',
      'Descripción',
      'Acciones',
    ]);
    expect(rowNames()).toEqual(['2x1 en hamburguesas', 'Happy hour', 'Postre gratis']);

    const first = screen.getByRole('row', { name: '2x1 en hamburguesas' });
    expect(within(first).getByText('31 de diciembre de 2026')).toBeInTheDocument();
    expect(within(first).getByText(`${LONG.slice(0, 70)}…`)).toBeInTheDocument();
    expect(within(first).queryByText('Vencida')).not.toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: 'Postre gratis' })).getByText('Sin vigencia')).toBeInTheDocument();
    for (const action of ['Editar', 'Clonar', 'Eliminar'])
      expect(within(first).getByRole('button', { name: action })).toBeInTheDocument();
  });

  it("marks an expired promotion with a red 'Vencida' tag", async () => {
    serve({ 'GET /v1/promotions': promotions() });
    show();
    const expired = await screen.findByRole('row', { name: 'Happy hour' });
    expect(within(expired).getByText('1 de marzo de 2024')).toBeInTheDocument();
    expect(within(expired).getByText('Vencida')).toHaveClass('kit-tag-red');
  });

  it("says 'Aún no tienes ninguna promoción registrada' when there are none", async () => {
    serve({ 'GET /v1/promotions': [] });
    show();
    expect(await screen.findByText('Aún no tienes ninguna promoción registrada')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /Agregar promoción/ })).toHaveLength(2);
  });

  it('a drag sends the whole list in one PUT /v1/promotions with position = index', async () => {
    fakeLayout();
    const calls = serve({ 'GET /v1/promotions': promotions(), 'PUT /v1/promotions': { ok: true } });
    show();
    await screen.findByRole('row', { name: '2x1 en hamburguesas' });
    await dragDown(screen.getByLabelText('Mover 2x1 en hamburguesas, posición 1'), 2);
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(writes(calls)[0]).toEqual({
      method: 'PUT',
      path: '/v1/promotions',
      body: [
        { id: 2, position: 0 },
        { id: 3, position: 1 },
        { id: 1, position: 2 },
      ],
    });
    expect(rowNames()).toEqual(['Happy hour', 'Postre gratis', '2x1 en hamburguesas']);
  });

  it('a new promotion gets the current item count as its position', async () => {
    const calls = serve({
      'GET /v1/promotions': promotions(),
      'POST /v1/promotions': () => json(201, { info: { id: 9 } }),
    });
    const { user } = show();
    await screen.findByRole('row', { name: 'Postre gratis' });
    await user.click(screen.getByRole('button', { name: /Agregar promoción/ }));
    expect(await screen.findByText('Agregar promoción', { selector: '.ant-modal-title' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Nombre'), 'Nueva');
    await user.type(screen.getByLabelText('Descripción'), 'Algo');
    // The poster is required: without it nothing is sent.
    await user.click(screen.getAllByRole('button', { name: 'Agregar' }).at(-1)!);
    expect(await screen.findByText('Imagen requerida')).toBeInTheDocument();
    expect(writes(calls)).toEqual([]);
    await user.upload(screen.getByLabelText('Póster'), fakeFile('poster.png'));
    await user.click(screen.getAllByRole('button', { name: 'Agregar' }).at(-1)!);
    await waitFor(() => expect(writes(calls).length).toBeGreaterThan(0));
    expect(writes(calls)[0]).toEqual({
      method: 'POST',
      path: '/v1/promotions',
      body: { name: 'Nueva', description: 'Algo', position: 3 },
    });
  });

  it('opens Actualizar promoción for a row', async () => {
    serve({ 'GET /v1/promotions': promotions() });
    const { user } = show();
    await user.click(
      within(await screen.findByRole('row', { name: 'Happy hour' })).getByRole('button', { name: 'Editar' }),
    );
    expect(await screen.findByText('Actualizar promoción', { selector: '.ant-modal-title' })).toBeInTheDocument();
    expect(screen.getByDisplayValue('Happy hour')).toBeInTheDocument();
  });

  it('clones with POST /v1/promotions/{id}/clone and reloads the list', async () => {
    let list = promotions();
    const calls = serve({
      'GET /v1/promotions': () => json(200, { info: list }),
      'POST /v1/promotions/3/clone': () => {
        list = [...list, promotion(4, 'Postre gratis (copia)')];
        return json(201, { info: { id: 4 } });
      },
    });
    const { user } = show();
    await user.click(
      within(await screen.findByRole('row', { name: 'Postre gratis' })).getByRole('button', { name: 'Clonar' }),
    );
    expect(await screen.findByRole('row', { name: 'Postre gratis (copia)' })).toBeInTheDocument();
    expect(writes(calls)).toEqual([{ method: 'POST', path: '/v1/promotions/3/clone', body: undefined }]);
  });

  it('deletes a promotion after confirming', async () => {
    const calls = serve({ 'GET /v1/promotions': promotions(), 'DELETE /v1/promotions/2': { id: 2 } });
    const { user } = show();
    await user.click(
      within(await screen.findByRole('row', { name: 'Happy hour' })).getByRole('button', { name: 'Eliminar' }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Confirma para eliminar promoción')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(screen.queryByRole('row', { name: 'Happy hour' })).not.toBeInTheDocument());
    expect(writes(calls)).toEqual([{ method: 'DELETE', path: '/v1/promotions/2', body: undefined }]);
  });

  it("shows the API's message when the plan lacks the scope (403 SCOPE_REQUIRED)", async () => {
    serve({
      'GET /v1/promotions': () =>
        json(403, { error: { code: 'SCOPE_REQUIRED', message: 'Tu plan no incluye Promociones' } }),
    });
    show();
    expect(await screen.findByText('Tu plan no incluye Promociones')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ir a Facturación' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows the error with Reintentar when the list cannot be loaded', async () => {
    serve({ 'GET /v1/promotions': () => json(500, { error: { code: 'INTERNAL', message: 'Servidor caído' } }) });
    show();
    expect(await screen.findByText('No se pudo cargar la lista')).toBeInTheDocument();
    expect(screen.getByText('Servidor caído')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });
});
