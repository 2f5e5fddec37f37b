// The master-enable modal on Promociones and Publicidad: the row's
// 'Plantillas' button only with templates, and the modal opening by itself after a create
// or an update that changed the description (the field templates copy).
import { fakeFile, json, serve, signIn, writes, type Call } from '@menu/shared/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { AdvertisingBoard } from '../advertising/AdvertisingBoard';
import type { Advertising } from '../advertising/api';
import type { Promotion } from '../promotions/api';
import { PromotionsBoard } from '../promotions/PromotionsBoard';
import { FRANCHISES, NEGOCIO, renderWithPlan, submit } from './testing';
import { queryClient } from '@menu/shared/data';

jest.setTimeout(30_000);

const promotion = (id: number, name: string): Promotion => ({
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
});

const ad = (id: number, name: string): Advertising => ({
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
});

const TEMPLATES = [{ id: 4, name: 'Centro', updated: '2026-11-23T12:40:00.000Z' }];

const itemRows = (description: string) => [
  {
    template_id: 4,
    template_name: 'Centro',
    base_description: description,
    description,
    enabled: true,
    overridden: { description: false, enabled: false },
  },
];

const paths = (calls: Call[]) => calls.map((call) => `${call.method} ${call.path}`);

beforeEach(signIn);
afterEach(() => {
  document.body.innerHTML = '';
});

describe('Promociones: Plantillas', () => {
  it("each row has 'Plantillas' when the account has templates; it opens 'Actualizar promoción en plantillas' for that promotion", async () => {
    const calls = serve({
      'GET /v1/promotions': [promotion(1, '2x1'), promotion(2, 'Happy hour')],
      'GET /v1/templates': TEMPLATES,
      'GET /v1/templates/items/promotions/2': itemRows('Descripción de Happy hour'),
    });
    const { user } = renderWithPlan(<PromotionsBoard />, FRANCHISES);
    const row = await screen.findByRole('row', { name: 'Happy hour' });
    await user.click(await within(row).findByRole('button', { name: 'Plantillas' }));
    expect(await screen.findByText('Actualizar promoción en plantillas')).toBeInTheDocument();
    expect(await screen.findByRole('switch', { name: 'Activo en Centro' })).toBeChecked();
    expect(paths(calls).filter((path) => path === 'GET /v1/templates')).toHaveLength(1);
    expect(paths(calls)).toContain('GET /v1/templates/items/promotions/2');
  });

  it('no button without templates, nor when the answer is SCOPE_REQUIRED; without Multisucursal the templates are not read', async () => {
    serve({ 'GET /v1/promotions': [promotion(1, '2x1')], 'GET /v1/templates': [] });
    const first = renderWithPlan(<PromotionsBoard />, FRANCHISES);
    const row = await screen.findByRole('row', { name: '2x1' });
    await waitFor(() => expect(global.fetch).toHaveBeenCalledTimes(2));
    expect(within(row).queryByRole('button', { name: 'Plantillas' })).not.toBeInTheDocument();
    first.unmount();
    queryClient().clear(); // another page: the lists are asked again

    serve({
      'GET /v1/promotions': [promotion(1, '2x1')],
      'GET /v1/templates': () =>
        json(403, { error: { code: 'SCOPE_REQUIRED', message: 'Tu plan no incluye Multisucursal' } }),
    });
    const second = renderWithPlan(<PromotionsBoard />, FRANCHISES);
    await screen.findByRole('row', { name: '2x1' });
    await waitFor(() => expect(global.fetch).toHaveBeenCalledTimes(2));
    expect(screen.queryByRole('button', { name: 'Plantillas' })).not.toBeInTheDocument();
    second.unmount();
    queryClient().clear();

    const calls = serve({ 'GET /v1/promotions': [promotion(1, '2x1')], 'GET /v1/templates': TEMPLATES });
    renderWithPlan(<PromotionsBoard />, NEGOCIO);
    await screen.findByRole('row', { name: '2x1' });
    expect(screen.queryByRole('button', { name: 'Plantillas' })).not.toBeInTheDocument();
    expect(paths(calls)).toEqual(['GET /v1/promotions']);
  });

  it('opens the modal by itself for a promotion just created, and saves it into the picked templates', async () => {
    let list = [promotion(1, '2x1')];
    const calls = serve({
      'GET /v1/promotions': () => json(200, { info: list }),
      'GET /v1/templates': TEMPLATES,
      'POST /v1/promotions': () => {
        list = [...list, promotion(9, 'Nueva')];
        return json(201, { info: { id: 9 } });
      },
      'POST /v1/promotions/9/attachment': { poster: '/uploads/p9-1080x1920.webp' },
      'GET /v1/templates/items/promotions/9': itemRows('Algo'),
      'PUT /v1/templates/items/promotions/9': itemRows('Algo'),
    });
    const { user } = renderWithPlan(<PromotionsBoard />, FRANCHISES);
    await within(await screen.findByRole('row', { name: '2x1' })).findByRole('button', { name: 'Plantillas' });
    await user.click(screen.getAllByRole('button', { name: /Agregar promoción/ })[0]!);
    await user.type(screen.getByLabelText('Nombre'), 'Nueva');
    await user.type(screen.getByLabelText('Descripción'), 'Algo');
    await user.upload(screen.getByLabelText('Póster'), fakeFile('poster.png'));
    await user.click(submit('Agregar'));

    expect(await screen.findByText('Actualizar promoción en plantillas')).toBeInTheDocument();
    const toggle = await screen.findByRole('switch', { name: 'Activo en Centro' });
    expect(await screen.findByText('Nueva', { selector: '.ant-modal .ant-typography strong' })).toBeInTheDocument();
    await user.click(toggle);
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Plantillas actualizadas')).toBeInTheDocument();
    expect(writes(calls).at(-1)).toEqual({
      method: 'PUT',
      path: '/v1/templates/items/promotions/9',
      body: [{ template_id: 4, enabled: false }],
    });
  });

  it('opens it after an update that changed the description, not after a name-only change', async () => {
    const calls = serve({
      'GET /v1/promotions': [promotion(1, '2x1'), promotion(2, 'Happy hour')],
      'GET /v1/templates': TEMPLATES,
      'PUT /v1/promotions/1': promotion(1, '2x1 martes'),
      'PUT /v1/promotions/2': promotion(2, 'Happy hour'),
      'GET /v1/templates/items/promotions/2': itemRows('De 5 a 7'),
    });
    const { user } = renderWithPlan(<PromotionsBoard />, FRANCHISES);
    await within(await screen.findByRole('row', { name: '2x1' })).findByRole('button', { name: 'Plantillas' });

    // Name only: saved, and no modal.
    await user.click(within(screen.getByRole('row', { name: '2x1' })).getByRole('button', { name: 'Editar' }));
    const name = await screen.findByLabelText('Nombre');
    await user.clear(name);
    await user.type(name, '2x1 martes');
    await user.click(submit('Actualizar'));
    await waitFor(() =>
      expect(writes(calls)).toEqual([{ method: 'PUT', path: '/v1/promotions/1', body: { name: '2x1 martes' } }]),
    );
    await waitFor(() => expect(screen.queryByLabelText('Nombre')).not.toBeInTheDocument());
    expect(screen.queryByText('Actualizar promoción en plantillas')).not.toBeInTheDocument();
    expect(paths(calls).some((path) => path.includes('/templates/items/'))).toBe(false);

    // The description: saved, then the modal for that promotion.
    await user.click(within(screen.getByRole('row', { name: 'Happy hour' })).getByRole('button', { name: 'Editar' }));
    const description = await screen.findByLabelText('Descripción');
    await user.clear(description);
    await user.type(description, 'De 5 a 7');
    await user.click(submit('Actualizar'));
    expect(await screen.findByText('Actualizar promoción en plantillas')).toBeInTheDocument();
    expect(writes(calls).at(-1)).toEqual({
      method: 'PUT',
      path: '/v1/promotions/2',
      body: { description: 'De 5 a 7' },
    });
    expect(paths(calls)).toContain('GET /v1/templates/items/promotions/2');
    // It opens in the mode that carries the new description to the templates: Replicar.
    expect(await screen.findByRole('radio', { name: 'Replicar' })).toBeChecked();
    expect(screen.getByRole('list', { name: 'Replicar en plantillas' })).toBeVisible();
    expect(screen.queryByRole('list', { name: 'Activar en plantillas' })).not.toBeInTheDocument();
  });

  it('after a description change, Replicar carries the new description to the customised templates', async () => {
    const calls = serve({
      'GET /v1/promotions': [promotion(2, 'Happy hour')],
      'GET /v1/templates': [...TEMPLATES, { id: 5, name: 'Sur', updated: '2026-11-23T12:40:00.000Z' }],
      'PUT /v1/promotions/2': promotion(2, 'Happy hour'),
      'GET /v1/templates/items/promotions/2': [
        ...itemRows('De 5 a 7'),
        {
          template_id: 5,
          template_name: 'Sur',
          base_description: 'De 5 a 7',
          description: 'Solo viernes',
          enabled: true,
          overridden: { description: true, enabled: false },
        },
      ],
      'PUT /v1/templates/items/promotions/2': [],
    });
    const { user } = renderWithPlan(<PromotionsBoard />, FRANCHISES);
    const row = await screen.findByRole('row', { name: 'Happy hour' });
    await within(row).findByRole('button', { name: 'Plantillas' });
    await user.click(within(row).getByRole('button', { name: 'Editar' }));
    const description = await screen.findByLabelText('Descripción');
    await user.clear(description);
    await user.type(description, 'De 5 a 7');
    await user.click(submit('Actualizar'));

    const replicate = await screen.findByRole('list', { name: 'Replicar en plantillas' });
    expect(
      within(within(replicate).getByRole('listitem', { name: 'Centro' })).getByText('Ya usa el menú base'),
    ).toBeVisible();
    await user.click(within(replicate).getByRole('checkbox', { name: 'Replicar en Sur' }));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Plantillas actualizadas')).toBeInTheDocument();
    expect(writes(calls).at(-1)).toEqual({
      method: 'PUT',
      path: '/v1/templates/items/promotions/2',
      body: [{ template_id: 5, description: null }],
    });
  });

  it('without templates a new promotion is saved and no modal opens', async () => {
    let list = [promotion(1, '2x1')];
    const calls = serve({
      'GET /v1/promotions': () => json(200, { info: list }),
      'GET /v1/templates': [],
      'POST /v1/promotions': () => {
        list = [...list, promotion(9, 'Nueva')];
        return json(201, { info: { id: 9 } });
      },
      'POST /v1/promotions/9/attachment': { poster: '/uploads/p9-1080x1920.webp' },
    });
    const { user } = renderWithPlan(<PromotionsBoard />, FRANCHISES);
    await screen.findByRole('row', { name: '2x1' });
    await waitFor(() => expect(paths(calls)).toContain('GET /v1/templates'));
    await user.click(screen.getAllByRole('button', { name: /Agregar promoción/ })[0]!);
    await user.type(screen.getByLabelText('Nombre'), 'Nueva');
    await user.type(screen.getByLabelText('Descripción'), 'Algo');
    await user.upload(screen.getByLabelText('Póster'), fakeFile('poster.png'));
    await user.click(submit('Agregar'));
    expect(await screen.findByRole('row', { name: 'Nueva' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByLabelText('Nombre')).not.toBeInTheDocument());
    expect(screen.queryByText('Actualizar promoción en plantillas')).not.toBeInTheDocument();
    expect(paths(calls).some((path) => path.includes('/templates/items/'))).toBe(false);
  });
});

describe('Publicidad: Plantillas', () => {
  it("each row has 'Plantillas' with templates; it opens 'Actualizar anuncio en plantillas'", async () => {
    const calls = serve({
      'GET /v1/advertising': [ad(1, 'Karaoke')],
      'GET /v1/templates': TEMPLATES,
      'GET /v1/templates/items/advertising/1': itemRows('Descripción de Karaoke'),
    });
    const { user } = renderWithPlan(<AdvertisingBoard />, FRANCHISES);
    const row = await screen.findByRole('row', { name: 'Karaoke' });
    await user.click(await within(row).findByRole('button', { name: 'Plantillas' }));
    expect(await screen.findByText('Actualizar anuncio en plantillas')).toBeInTheDocument();
    expect(await screen.findByRole('switch', { name: 'Activo en Centro' })).toBeInTheDocument();
    expect(paths(calls)).toContain('GET /v1/templates/items/advertising/1');
  });

  it('no button without templates', async () => {
    serve({ 'GET /v1/advertising': [ad(1, 'Karaoke')], 'GET /v1/templates': [] });
    renderWithPlan(<AdvertisingBoard />, FRANCHISES);
    await screen.findByRole('row', { name: 'Karaoke' });
    await waitFor(() => expect(global.fetch).toHaveBeenCalledTimes(2));
    expect(screen.queryByRole('button', { name: 'Plantillas' })).not.toBeInTheDocument();
  });

  it('opens the modal by itself for an ad just created', async () => {
    let list = [ad(1, 'Karaoke')];
    const calls = serve({
      'GET /v1/advertising': () => json(200, { info: list }),
      'GET /v1/templates': TEMPLATES,
      'POST /v1/advertising': () => {
        list = [...list, ad(9, 'Terraza')];
        return json(201, { info: { id: 9 } });
      },
      'POST /v1/advertising/9/attachment': { image_mobile: '/uploads/m9.webp', image_desktop: '/uploads/d9.webp' },
      'GET /v1/templates/items/advertising/9': itemRows('Abierta'),
    });
    const { user } = renderWithPlan(<AdvertisingBoard />, FRANCHISES);
    await within(await screen.findByRole('row', { name: 'Karaoke' })).findByRole('button', { name: 'Plantillas' });
    await user.click(screen.getAllByRole('button', { name: /Agregar anuncio/ })[0]!);
    await user.type(screen.getByLabelText('Nombre'), 'Terraza');
    await user.type(screen.getByLabelText('Descripción'), 'Abierta');
    await user.upload(screen.getByLabelText('Imagen para móvil'), fakeFile('m.png'));
    await user.upload(screen.getByLabelText('Imagen para escritorio'), fakeFile('d.png'));
    await user.click(submit('Agregar'));
    expect(await screen.findByText('Actualizar anuncio en plantillas')).toBeInTheDocument();
    // A new item opens in Activar: the owner picks the templates that show it.
    expect(await screen.findByRole('switch', { name: 'Activo en Centro' })).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Activar' })).toBeChecked();
    expect(paths(calls)).toContain('GET /v1/templates/items/advertising/9');
  });

  it('opens it in Replicar after a description change', async () => {
    serve({
      'GET /v1/advertising': [ad(1, 'Karaoke')],
      'GET /v1/templates': TEMPLATES,
      'PUT /v1/advertising/1': ad(1, 'Karaoke'),
      'GET /v1/templates/items/advertising/1': itemRows('Jueves'),
    });
    const { user } = renderWithPlan(<AdvertisingBoard />, FRANCHISES);
    const row = await screen.findByRole('row', { name: 'Karaoke' });
    await within(row).findByRole('button', { name: 'Plantillas' });
    await user.click(within(row).getByRole('button', { name: 'Editar' }));
    const description = await screen.findByLabelText('Descripción');
    await user.clear(description);
    await user.type(description, 'Jueves');
    await user.click(submit('Actualizar'));
    expect(await screen.findByRole('radio', { name: 'Replicar' })).toBeChecked();
    expect(screen.getByRole('list', { name: 'Replicar en plantillas' })).toBeVisible();
  });
});
