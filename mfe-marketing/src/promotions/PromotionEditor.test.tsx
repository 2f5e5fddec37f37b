import { dayjs } from '@menu/shared';
import { fakeFile, json, renderUi, serve, settle, signIn, writes } from '@menu/shared/ui/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { pickDate, submit } from '../common/testing';
import type { Promotion } from './api';
import { PromotionEditor } from './PromotionEditor';

jest.setTimeout(30_000);

const PROMOTION: Promotion = {
  schedule: null,
  id: 7,
  name: '2x1 en tacos',
  description: 'Todos los martes',
  expiration: '2099-12-31',
  position: 0,
  poster: '/uploads/p-1080x1920.webp',
  enabled: true,
  expired: false,
  updated: '2025-01-01T00:00:00.000Z',
  translations: {},
};

function open(props: Partial<Parameters<typeof PromotionEditor>[0]> = {}) {
  const onClose = jest.fn();
  const onSaved = jest.fn();
  const view = renderUi(<PromotionEditor open onClose={onClose} onSaved={onSaved} {...props} />);
  return { ...view, onClose, onSaved };
}

const today = () => dayjs().format('DD-MM-YYYY');

beforeEach(signIn);
afterEach(() => {
  document.body.innerHTML = '';
});

describe('PromotionEditor', () => {
  it("is titled 'Agregar promoción' / 'Actualizar promoción' with the promotion's values", () => {
    const first = open({ context: { position: 0 } });
    expect(screen.getByText('Agregar promoción')).toBeInTheDocument();
    first.unmount();
    open({ initial: PROMOTION });
    expect(screen.getByText('Actualizar promoción')).toBeInTheDocument();
    expect(screen.getByLabelText('Nombre')).toHaveValue('2x1 en tacos');
    expect(screen.getByLabelText('Descripción')).toHaveValue('Todos los martes');
    expect(screen.getByLabelText('Vigencia')).toHaveValue('31-12-2099');
    expect(screen.getByAltText('Vista previa: Póster')).toHaveAttribute('src', '/uploads/p-1080x1920.webp');
  });

  it("name, description and poster are required ('Campo obligatorio' twice, 'Imagen requerida') and nothing is sent", async () => {
    const calls = serve({});
    const { user } = open({ context: { position: 0 } });
    await user.click(submit('Agregar'));
    await waitFor(() => expect(screen.getAllByText('Campo obligatorio')).toHaveLength(2));
    expect(screen.getByText('Imagen requerida')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it("a refused poster shows only its own message, in place of 'Imagen requerida'", async () => {
    const calls = serve({});
    const { user } = open({ context: { position: 0 } });
    await user.click(submit('Agregar'));
    await waitFor(() => expect(screen.getByText('Imagen requerida')).toBeInTheDocument());
    await user.upload(screen.getByLabelText('Póster'), fakeFile('poster.webp', 1024, 'image/webp'));
    await waitFor(() => expect(screen.queryByText('Imagen requerida')).not.toBeInTheDocument());
    expect(screen.getAllByText('Imagen no valida, solo permite .jpg, .jpeg, .png, .gif')).toHaveLength(1);
    expect(calls).toEqual([]);
  });

  it("names the poster's size before saving and says when the picked image will be cropped", async () => {
    const sizes = new Map<Blob, { width: number; height: number }>();
    global.createImageBitmap = jest.fn(
      async (source: ImageBitmapSource) =>
        ({ ...sizes.get(source as Blob)!, close: jest.fn() }) as unknown as ImageBitmap,
    ) as unknown as typeof createImageBitmap;
    try {
      const { user } = open({ context: { position: 0 } });
      expect(screen.getByText('Tamaño recomendado: 1080 × 1920 px')).toBeInTheDocument();
      const square = fakeFile('cuadrada.png');
      sizes.set(square, { width: 500, height: 500 });
      await user.upload(screen.getByLabelText('Póster'), square);
      expect(
        await screen.findByText('La imagen se recortará al centro para ajustarse a 1080 × 1920 px'),
      ).toBeInTheDocument();
      expect(
        screen.getByText(
          'La imagen es más pequeña que el tamaño recomendado (500 × 500 px de 1080 × 1920 px); puede verse borrosa.',
        ),
      ).toBeInTheDocument();
    } finally {
      delete (global as { createImageBitmap?: unknown }).createImageBitmap;
    }
  });

  it('shows the poster hint (vertical 1080x1920) and previews the poster in that shape (the crop the API makes)', async () => {
    const first = open({ context: { position: 0 } });
    expect(screen.getByText(/Imagen vertical 1080x1920/)).toBeInTheDocument();
    await first.user.upload(screen.getByLabelText('Póster'), fakeFile('poster.png'));
    expect(screen.getAllByText('poster.png').length).toBeGreaterThan(0);
    first.unmount();
    open({ initial: PROMOTION });
    expect(screen.getByAltText('Vista previa: Póster')).toHaveStyle({
      width: '113px',
      height: '200px',
      objectFit: 'cover',
    });
  });

  it('today is refused with the exact message; tomorrow is accepted and sent as YYYY-MM-DD', async () => {
    const calls = serve({
      'POST /v1/promotions': () => json(201, { info: { id: 12 } }),
      'POST /v1/promotions/12/attachment': { poster: '/uploads/n-1080x1920.webp' },
    });
    const { user, onClose } = open({ context: { position: 0 } });
    await user.type(screen.getByLabelText('Nombre'), 'Promo');
    await user.type(screen.getByLabelText('Descripción'), 'Algo');
    await user.upload(screen.getByLabelText('Póster'), fakeFile('poster.png'));
    await pickDate(today());
    await user.click(submit('Agregar'));
    expect(await screen.findByText(`La vigencia debe ser mayor a ${today()}`)).toBeInTheDocument();
    expect(calls).toEqual([]);

    const tomorrow = dayjs().add(1, 'day');
    await pickDate(tomorrow.format('DD-MM-YYYY'));
    await user.click(submit('Agregar'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(screen.queryByText(/La vigencia debe ser mayor a/)).not.toBeInTheDocument();
    expect(writes(calls)[0].body).toEqual({
      name: 'Promo',
      description: 'Algo',
      expiration: tomorrow.format('YYYY-MM-DD'),
      position: 0,
    });
  });

  it('Enter in Vigencia takes the typed date and does not save; only the button saves', async () => {
    const calls = serve({
      'POST /v1/promotions': () => json(201, { info: { id: 12 } }),
      'POST /v1/promotions/12/attachment': { poster: '/uploads/n-1080x1920.webp' },
    });
    const { user, onClose } = open({ context: { position: 0 } });
    await user.type(screen.getByLabelText('Nombre'), 'Navidad');
    await user.type(screen.getByLabelText('Descripción'), 'Ponche gratis');
    await user.upload(screen.getByLabelText('Póster'), fakeFile('poster.png'));
    // A real keyboard (user-event), which submits a form on Enter in a text input as browsers do.
    const keyboard = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    await keyboard.click(screen.getByLabelText('Vigencia'));
    await keyboard.keyboard('24-12-2099{Enter}');
    await settle(50);
    expect(calls).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Vigencia')).toHaveValue('24-12-2099');

    await user.click(submit('Agregar'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(writes(calls)[0].body).toEqual({
      name: 'Navidad',
      description: 'Ponche gratis',
      expiration: '2099-12-24',
      position: 0,
    });
  });

  it('creates with only the non-empty values and the position, then uploads the poster as the part `poster`', async () => {
    const calls = serve({
      'POST /v1/promotions': () => json(201, { info: { id: 12 } }),
      'POST /v1/promotions/12/attachment': { poster: '/uploads/n-1080x1920.webp' },
    });
    const { user, onSaved, onClose } = open({ context: { position: 3 } });
    await user.type(screen.getByLabelText('Nombre'), '  Happy hour ');
    await user.type(screen.getByLabelText('Descripción'), 'De 5 a 7');
    await user.upload(screen.getByLabelText('Póster'), fakeFile('poster.png'));
    await user.click(submit('Agregar'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(writes(calls)).toEqual([
      { method: 'POST', path: '/v1/promotions', body: { name: 'Happy hour', description: 'De 5 a 7', position: 3 } },
      { method: 'POST', path: '/v1/promotions/12/attachment', body: { poster: 'file:poster.png' } },
    ]);
    expect(onSaved).toHaveBeenCalledWith(12);
  });

  it('sends the expiration as YYYY-MM-DD on create', async () => {
    const calls = serve({
      'POST /v1/promotions': () => json(201, { info: { id: 12 } }),
      'POST /v1/promotions/12/attachment': { poster: '/uploads/n-1080x1920.webp' },
    });
    const { user, onClose } = open({ context: { position: 0 } });
    await user.type(screen.getByLabelText('Nombre'), 'Navidad');
    await user.type(screen.getByLabelText('Descripción'), 'Ponche gratis');
    await pickDate('24-12-2099');
    await user.upload(screen.getByLabelText('Póster'), fakeFile('poster.jpg'));
    await user.click(submit('Agregar'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(writes(calls)[0].body).toEqual({
      name: 'Navidad',
      description: 'Ponche gratis',
      expiration: '2099-12-24',
      position: 0,
    });
  });

  it('updates only what changed and does not re-upload a poster that is already a URL', async () => {
    const calls = serve({ 'PUT /v1/promotions/7': { ...PROMOTION, name: '3x2 en tacos' } });
    const { user, onClose } = open({ initial: PROMOTION });
    await user.clear(screen.getByLabelText('Nombre'));
    await user.type(screen.getByLabelText('Nombre'), '3x2 en tacos');
    await user.click(submit('Actualizar'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(writes(calls)).toEqual([{ method: 'PUT', path: '/v1/promotions/7', body: { name: '3x2 en tacos' } }]);
  });

  it('clearing the expiration on update sends null', async () => {
    const calls = serve({ 'PUT /v1/promotions/7': { ...PROMOTION, expiration: null } });
    const { user, onClose } = open({ initial: PROMOTION });
    await user.click(screen.getByLabelText('Vigencia'));
    const clear = document.querySelector('.ant-picker-clear') as HTMLElement;
    fireEvent.mouseDown(clear);
    fireEvent.mouseUp(clear);
    fireEvent.click(clear);
    await settle();
    await user.click(submit('Actualizar'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(writes(calls)).toEqual([{ method: 'PUT', path: '/v1/promotions/7', body: { expiration: null } }]);
  });

  it('an expired promotion can be edited without moving its date (the stored date is not re-checked)', async () => {
    const calls = serve({ 'PUT /v1/promotions/7': PROMOTION });
    const expired = { ...PROMOTION, expiration: '2020-01-31', expired: true };
    const { user, onClose } = open({ initial: expired });
    await user.type(screen.getByLabelText('Descripción'), ' y jueves');
    await user.click(submit('Actualizar'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(writes(calls)).toEqual([
      { method: 'PUT', path: '/v1/promotions/7', body: { description: 'Todos los martes y jueves' } },
    ]);
  });

  it.each(['Invalid date', 'Fecha inválida'])(
    'an invalid stored date (%p) is dropped on update, not sent',
    async (invalid) => {
      const calls = serve({ 'PUT /v1/promotions/7': PROMOTION });
      const { user, onClose } = open({ initial: { ...PROMOTION, expiration: invalid } });
      expect(screen.getByLabelText('Vigencia')).toHaveValue('');
      await user.type(screen.getByLabelText('Nombre'), '!');
      await user.click(submit('Actualizar'));
      await waitFor(() => expect(onClose).toHaveBeenCalled());
      expect(writes(calls)).toEqual([{ method: 'PUT', path: '/v1/promotions/7', body: { name: '2x1 en tacos!' } }]);
    },
  );

  it("shows the API's message when the save fails (e.g. 403 SCOPE_REQUIRED) and stays open", async () => {
    serve({
      'POST /v1/promotions': () =>
        json(403, { error: { code: 'SCOPE_REQUIRED', message: 'Tu plan no incluye Promociones' } }),
    });
    const { user, onClose } = open({ context: { position: 0 } });
    await user.type(screen.getByLabelText('Nombre'), 'Promo');
    await user.type(screen.getByLabelText('Descripción'), 'Algo');
    await user.upload(screen.getByLabelText('Póster'), fakeFile('poster.png'));
    await user.click(submit('Agregar'));
    expect(await screen.findByText('Tu plan no incluye Promociones')).toBeInTheDocument();
    expect(screen.getByText('No se pudo guardar la promoción')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('a refused poster (IMAGE_INVALID) shows the message on the field; the promotion is saved and the next save updates it', async () => {
    let uploads = 0;
    const calls = serve({
      'POST /v1/promotions': () => json(201, { info: { id: 12 } }),
      'POST /v1/promotions/12/attachment': () =>
        ++uploads === 1
          ? json(400, {
              error: { code: 'IMAGE_INVALID', message: 'Imagen no valida, solo permite .jpg, .jpeg, .png, .gif' },
            })
          : json(200, { info: { poster: '/uploads/ok-1080x1920.webp' } }),
    });
    const { user, onSaved, onClose } = open({ context: { position: 0 } });
    await user.type(screen.getByLabelText('Nombre'), 'Promo');
    await user.type(screen.getByLabelText('Descripción'), 'Algo');
    await user.upload(screen.getByLabelText('Póster'), fakeFile('falso.png'));
    await user.click(submit('Agregar'));
    await waitFor(() =>
      expect(screen.getAllByText('Imagen no valida, solo permite .jpg, .jpeg, .png, .gif').length).toBeGreaterThan(0),
    );
    expect(onSaved).toHaveBeenCalledWith(12);
    expect(onClose).not.toHaveBeenCalled();
    await user.upload(screen.getByLabelText('Póster'), fakeFile('bueno.png'));
    await user.click(submit('Agregar'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(writes(calls).map(({ method, path }) => `${method} ${path}`)).toEqual([
      'POST /v1/promotions',
      'POST /v1/promotions/12/attachment',
      'POST /v1/promotions/12/attachment',
    ]);
  });
});
