import { json, renderUi, serve, signIn, writes } from '@menu/shared/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from '@menu/shared/router';
import { AdvertisingBoard } from './AdvertisingBoard';
import type { Advertising } from './api';

jest.setTimeout(30_000);

const ad = (id: number, name: string, extra: Partial<Advertising> = {}): Advertising => ({
  id,
  name,
  description: `Descripción de ${name}`,
  expiration: null,
  position: id,
  image_mobile: `/uploads/m${id}-1080x1920.webp`,
  image_desktop: `/uploads/d${id}-1920x1080.webp`,
  enabled: true,
  expired: false,
  updated: '2025-01-01T00:00:00.000Z',
  translations: {},
  ...extra,
});

const LONG =
  'Ven a cantar tus canciones favoritas con tus amigos cada viernes, con bebidas al dos por uno toda la noche';

const ads = (): Advertising[] => [
  ad(1, 'Karaoke', { description: LONG, expiration: '2027-01-05' }),
  ad(2, 'Día del padre', { expiration: '2024-06-16', expired: true }),
  ad(3, 'Terraza'),
];

const show = () =>
  renderUi(
    <MemoryRouter>
      <AdvertisingBoard />
    </MemoryRouter>,
  );

beforeEach(signIn);
afterEach(() => {
  document.body.innerHTML = '';
});

describe('AdvertisingBoard', () => {
  it('shows Nombre, Vigencia and Descripción like Promociones, in creation order', async () => {
    serve({ 'GET /v1/advertising': ads() });
    show();
    const first = await screen.findByRole('row', { name: 'Karaoke' });
    expect(screen.getByRole('heading', { name: 'Publicidad' })).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      '#',
      'Nombre',
      'Vigencia',
      'Descripción',
      'Acciones',
    ]);
    expect(within(first).getByText('5 de enero de 2027')).toBeInTheDocument();
    expect(within(first).getByText(`${LONG.slice(0, 70)}…`)).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: 'Terraza' })).getByText('Sin vigencia')).toBeInTheDocument();
    const expired = screen.getByRole('row', { name: 'Día del padre' });
    expect(within(expired).getByText('16 de junio de 2024')).toBeInTheDocument();
    expect(within(expired).getByText('Vencida')).toHaveClass('kit-tag-red');
    for (const action of ['Editar', 'Clonar', 'Eliminar'])
      expect(within(first).getByRole('button', { name: action })).toBeInTheDocument();
  });

  it('is not draggable: plain row numbers, no drag handles, no ordering caption', async () => {
    serve({ 'GET /v1/advertising': ads() });
    show();
    const first = await screen.findByRole('row', { name: 'Karaoke' });
    expect(screen.queryByLabelText(/^Mover /)).not.toBeInTheDocument();
    expect(document.querySelector('.board-handle')).toBeNull();
    expect(within(first).getByText('1')).toBeInTheDocument();
    expect(screen.queryByText(/Arrastra/)).not.toBeInTheDocument();
  });

  it("says 'Aún no tienes ningún anuncio registrado' when there are none", async () => {
    serve({ 'GET /v1/advertising': [] });
    show();
    expect(await screen.findByText('Aún no tienes ningún anuncio registrado')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /Agregar anuncio/ })).toHaveLength(2);
  });

  it('opens Agregar anuncio and Actualizar anuncio', async () => {
    serve({ 'GET /v1/advertising': ads() });
    const { user } = show();
    await user.click(
      within(await screen.findByRole('row', { name: 'Terraza' })).getByRole('button', { name: 'Editar' }),
    );
    expect(await screen.findByText('Actualizar anuncio', { selector: '.ant-modal-title' })).toBeInTheDocument();
    expect(screen.getByDisplayValue('Terraza')).toBeInTheDocument();
  });

  it('deletes an ad after confirming', async () => {
    const calls = serve({ 'GET /v1/advertising': ads(), 'DELETE /v1/advertising/3': { id: 3 } });
    const { user } = show();
    await user.click(
      within(await screen.findByRole('row', { name: 'Terraza' })).getByRole('button', { name: 'Eliminar' }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Confirma para eliminar anuncio')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(screen.queryByRole('row', { name: 'Terraza' })).not.toBeInTheDocument());
    expect(writes(calls)).toEqual([{ method: 'DELETE', path: '/v1/advertising/3', body: undefined }]);
  });

  it('clones with POST /v1/advertising/{id}/clone', async () => {
    const calls = serve({
      'GET /v1/advertising': ads(),
      'POST /v1/advertising/1/clone': () => json(201, { info: { id: 4 } }),
    });
    const { user } = show();
    await user.click(
      within(await screen.findByRole('row', { name: 'Karaoke' })).getByRole('button', { name: 'Clonar' }),
    );
    await waitFor(() =>
      expect(writes(calls)).toEqual([{ method: 'POST', path: '/v1/advertising/1/clone', body: undefined }]),
    );
  });

  it("shows the API's Spanish message when the plan lacks the Advertising scope (403 SCOPE_REQUIRED)", async () => {
    serve({
      'GET /v1/advertising': () =>
        json(403, { error: { code: 'SCOPE_REQUIRED', message: 'Tu plan no incluye Publicidad' } }),
    });
    show();
    expect(await screen.findByText('Tu plan no incluye Publicidad')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ir a Facturación' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
