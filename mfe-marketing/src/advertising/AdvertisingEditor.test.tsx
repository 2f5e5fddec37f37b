import { dayjs } from '@menu/shared';
import { fakeFile, json, renderUi, serve, signIn, writes } from '@menu/shared/ui/testing';
import { screen, waitFor } from '@testing-library/react';
import { pickDate, submit } from '../common/testing';
import { AdvertisingEditor } from './AdvertisingEditor';
import type { Advertising } from './api';

jest.setTimeout(30_000);

const AD: Advertising = {
  id: 5,
  name: 'Noche de karaoke',
  description: 'Viernes desde las 9',
  expiration: '2099-06-30',
  position: 0,
  image_mobile: '/uploads/m-1080x1920.webp',
  image_desktop: '/uploads/d-1920x1080.webp',
  enabled: true,
  expired: false,
  updated: '2025-01-01T00:00:00.000Z',
  translations: {},
};

function open(props: Partial<Parameters<typeof AdvertisingEditor>[0]> = {}) {
  const onClose = jest.fn();
  const onSaved = jest.fn();
  const view = renderUi(<AdvertisingEditor open onClose={onClose} onSaved={onSaved} {...props} />);
  return { ...view, onClose, onSaved };
}

beforeEach(signIn);
afterEach(() => {
  document.body.innerHTML = '';
});

describe('AdvertisingEditor', () => {
  it("is titled 'Agregar anuncio' / 'Actualizar anuncio' and previews both images in their shapes", () => {
    const first = open();
    expect(screen.getByText('Agregar anuncio')).toBeInTheDocument();
    expect(screen.getByText(/Imagen vertical 1080x1920/)).toBeInTheDocument();
    expect(screen.getByText(/Imagen horizontal 1920x1080/)).toBeInTheDocument();
    first.unmount();
    open({ initial: AD });
    expect(screen.getByText('Actualizar anuncio')).toBeInTheDocument();
    expect(screen.getByLabelText('Nombre')).toHaveValue('Noche de karaoke');
    expect(screen.getByLabelText('Vigencia')).toHaveValue('30-06-2099');
    expect(screen.getByAltText('Vista previa: Imagen para móvil')).toHaveStyle({
      width: '113px',
      height: '200px',
      objectFit: 'cover',
    });
    expect(screen.getByAltText('Vista previa: Imagen para escritorio')).toHaveStyle({
      width: '240px',
      height: '135px',
      objectFit: 'cover',
    });
  });

  it('name, description and both images are required and nothing is sent', async () => {
    const calls = serve({});
    const { user } = open();
    await user.click(submit('Agregar'));
    await waitFor(() => expect(screen.getAllByText('Campo obligatorio')).toHaveLength(2));
    expect(screen.getAllByText('Imagen requerida')).toHaveLength(2);
    expect(calls).toEqual([]);
  });

  it('the desktop image alone is not enough', async () => {
    const calls = serve({});
    const { user } = open();
    await user.type(screen.getByLabelText('Nombre'), 'Anuncio');
    await user.type(screen.getByLabelText('Descripción'), 'Texto');
    await user.upload(screen.getByLabelText('Imagen para escritorio'), fakeFile('d.png'));
    await user.click(submit('Agregar'));
    await waitFor(() => expect(screen.getAllByText('Imagen requerida')).toHaveLength(1));
    expect(calls).toEqual([]);
  });

  it('refuses today with the exact message and accepts tomorrow', async () => {
    const calls = serve({});
    const { user } = open();
    const today = dayjs().format('DD-MM-YYYY');
    await pickDate(today);
    await user.click(submit('Agregar'));
    expect(await screen.findByText(`La vigencia debe ser mayor a ${today}`)).toBeInTheDocument();
    await pickDate(dayjs().add(1, 'day').format('DD-MM-YYYY'));
    await user.click(submit('Agregar'));
    await waitFor(() => expect(screen.queryByText(/La vigencia debe ser mayor a/)).not.toBeInTheDocument());
    expect(calls).toEqual([]);
  });

  it('creates with only the non-empty values, then uploads both images in ONE request (image_mobile, image_desktop)', async () => {
    const calls = serve({
      'POST /v1/advertising': () => json(201, { info: { id: 8 } }),
      'POST /v1/advertising/8/attachment': {
        image_mobile: '/uploads/a-1080x1920.webp',
        image_desktop: '/uploads/b-1920x1080.webp',
      },
    });
    const { user, onClose, onSaved } = open();
    await user.type(screen.getByLabelText('Nombre'), 'Karaoke ');
    await user.type(screen.getByLabelText('Descripción'), ' Viernes');
    await user.upload(screen.getByLabelText('Imagen para móvil'), fakeFile('movil.png'));
    await user.upload(screen.getByLabelText('Imagen para escritorio'), fakeFile('escritorio.jpg', 2048, 'image/jpeg'));
    await user.click(submit('Agregar'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(writes(calls)).toEqual([
      { method: 'POST', path: '/v1/advertising', body: { name: 'Karaoke', description: 'Viernes' } },
      {
        method: 'POST',
        path: '/v1/advertising/8/attachment',
        body: { image_mobile: 'file:movil.png', image_desktop: 'file:escritorio.jpg' },
      },
    ]);
    expect(onSaved).toHaveBeenCalledWith(8);
  });

  it('on update only a newly picked image is uploaded; unchanged fields are not sent', async () => {
    const calls = serve({
      'POST /v1/advertising/5/attachment': {
        image_mobile: AD.image_mobile,
        image_desktop: '/uploads/new-1920x1080.webp',
      },
    });
    const { user, onClose } = open({ initial: AD });
    await user.upload(screen.getByLabelText('Imagen para escritorio'), fakeFile('nuevo.png'));
    await user.click(submit('Actualizar'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(writes(calls)).toEqual([
      { method: 'POST', path: '/v1/advertising/5/attachment', body: { image_desktop: 'file:nuevo.png' } },
    ]);
  });

  it.each(['Invalid date', 'Fecha inválida'])(
    'an invalid stored date (%p) is dropped on update, not sent',
    async (invalid) => {
      const calls = serve({ 'PUT /v1/advertising/5': AD });
      const { user, onClose } = open({ initial: { ...AD, expiration: invalid } });
      await user.type(screen.getByLabelText('Descripción'), '.');
      await user.click(submit('Actualizar'));
      await waitFor(() => expect(onClose).toHaveBeenCalled());
      expect(writes(calls)).toEqual([
        { method: 'PUT', path: '/v1/advertising/5', body: { description: 'Viernes desde las 9.' } },
      ]);
    },
  );

  it('a refused image (IMAGE_TOO_LARGE) is shown on the fields; the ad stays saved', async () => {
    serve({
      'POST /v1/advertising': () => json(201, { info: { id: 8 } }),
      'POST /v1/advertising/8/attachment': () =>
        json(413, { error: { code: 'IMAGE_TOO_LARGE', message: 'Imagen muy grande, máximo 10MB' } }),
    });
    const { user, onClose, onSaved } = open();
    await user.type(screen.getByLabelText('Nombre'), 'Karaoke');
    await user.type(screen.getByLabelText('Descripción'), 'Viernes');
    await user.upload(screen.getByLabelText('Imagen para móvil'), fakeFile('movil.png'));
    await user.upload(screen.getByLabelText('Imagen para escritorio'), fakeFile('escritorio.png'));
    await user.click(submit('Agregar'));
    expect(await screen.findByText('Las imágenes no se guardaron')).toBeInTheDocument();
    expect(screen.getAllByText('Imagen muy grande, máximo 10MB').length).toBeGreaterThanOrEqual(2);
    expect(onSaved).toHaveBeenCalledWith(8);
    expect(onClose).not.toHaveBeenCalled();
  });

  it("shows the API's message when the plan lacks Advertising (403 SCOPE_REQUIRED)", async () => {
    serve({
      'PUT /v1/advertising/5': () =>
        json(403, { error: { code: 'SCOPE_REQUIRED', message: 'Tu plan no incluye Publicidad' } }),
    });
    const { user, onClose } = open({ initial: AD });
    await user.type(screen.getByLabelText('Nombre'), '!');
    await user.click(submit('Actualizar'));
    expect(await screen.findByText('Tu plan no incluye Publicidad')).toBeInTheDocument();
    expect(screen.getByText('No se pudo guardar el anuncio')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});
