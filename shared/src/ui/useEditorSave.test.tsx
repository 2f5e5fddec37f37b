import { ApiError, type ImageValue } from '@menu/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { Button, Input, Switch } from '@menu/shared/antd';
import { Form } from '@menu/shared/antd/editor';
import { ImageField } from './ImageField';
import { fakeFile, renderUi } from './testing';
import { useEditorSave, type EditorSaveOptions } from './useEditorSave';

interface Values {
  name: string;
  featured: boolean;
  image?: ImageValue;
}
type Fields = { name: string; featured: boolean };
type Options = EditorSaveOptions<Values, Fields, 'image'>;

/** A small editor on the hook: name, a flag that needs the image, and the image. */
function Editor({
  initial,
  ...calls
}: Pick<Options, 'create' | 'update' | 'onSaved' | 'onClose'> & {
  initial?: { id: number; name: string; featured: boolean; image: string | null };
}) {
  const [form] = Form.useForm<Values>();
  const { saving, submit } = useEditorSave({
    form,
    initial: initial && {
      id: initial.id,
      fields: { name: initial.name, featured: initial.featured },
      images: { image: initial.image },
    },
    fields: (values: Values) => ({ name: values.name.trim(), featured: Boolean(values.featured) }),
    upload: { fields: ['image'], send: (id, files) => send(id, files), flagsAfterUpload: ['featured'] },
    failTitle: 'No se pudo guardar la cosa',
    ...calls,
  });
  return (
    <Form
      form={form}
      onFinish={submit}
      initialValues={{ name: initial?.name ?? '', featured: initial?.featured ?? false, image: initial?.image ?? null }}
    >
      <Form.Item label="Nombre" name="name">
        <Input />
      </Form.Item>
      <Form.Item label="Destacado" name="featured" valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item label="Imagen" name="image">
        <ImageField />
      </Form.Item>
      <Button htmlType="submit" loading={saving}>
        Guardar
      </Button>
    </Form>
  );
}

let send: jest.Mock;

function open(initial?: { id: number; name: string; featured: boolean; image: string | null }) {
  const calls = {
    create: jest.fn(async () => ({ id: 7 })),
    update: jest.fn(async () => ({})),
    onSaved: jest.fn(),
    onClose: jest.fn(),
  };
  const view = renderUi(<Editor initial={initial} {...calls} />);
  return { ...view, ...calls };
}

const itemOf = (label: string) => screen.getByLabelText(label).closest('.ant-form-item') as HTMLElement;
const save = (user: ReturnType<typeof open>['user']) => user.click(screen.getByRole('button', { name: 'Guardar' }));

jest.setTimeout(30_000);
beforeEach(() => {
  send = jest.fn(async () => ({ image: '/uploads/x-800.webp' }));
});
afterEach(() => {
  document.body.innerHTML = '';
});

describe('useEditorSave', () => {
  it('creates a new item, then tells the list its id and closes', async () => {
    const { user, create, update, onSaved, onClose } = open();
    await user.type(screen.getByLabelText('Nombre'), ' Uno ');
    await save(user);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(create).toHaveBeenCalledWith({ name: 'Uno', featured: false });
    expect(update).not.toHaveBeenCalled();
    expect(onSaved).toHaveBeenCalledWith(7);
  });

  it('updates an item with only what changed; nothing changed sends nothing', async () => {
    const { user, update, onClose } = open({ id: 3, name: 'Uno', featured: false, image: null });
    await save(user);
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(update).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Nombre'), 's');
    await save(user);
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(2));
    expect(update).toHaveBeenCalledWith(3, { name: 'Unos' }, { name: 'Unos', featured: false });
  });

  it('a removed image is sent as null in the update', async () => {
    const { user, update, onClose } = open({ id: 3, name: 'Uno', featured: false, image: '/uploads/u-800.webp' });
    await user.click(screen.getByRole('button', { name: /Quitar imagen/ }));
    await save(user);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(update).toHaveBeenCalledWith(3, { image: null }, { name: 'Uno', featured: false });
  });

  it("a failed save notifies with the title, shows the server's field errors under their fields and stays open", async () => {
    const error = new ApiError('VALIDATION_ERROR', 'Campo obligatorio', 400, [
      { field: 'name', message: 'Ya existe uno con ese nombre' },
    ]);
    const { user, create, onSaved, onClose } = open();
    create.mockRejectedValueOnce(error);
    await user.type(screen.getByLabelText('Nombre'), 'Uno');
    await save(user);
    expect(await screen.findByText('No se pudo guardar la cosa')).toBeInTheDocument();
    await waitFor(() => expect(within(itemOf('Nombre')).getByText('Ya existe uno con ese nombre')).toBeInTheDocument());
    expect(onSaved).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('a failed upload keeps the saved item (onSaved), shows the error under the image and stays open; the next save updates it', async () => {
    send.mockRejectedValueOnce(new ApiError('IMAGE_TOO_LARGE', 'Imagen muy grande, máximo 10MB', 413));
    const { user, create, update, onSaved, onClose } = open();
    await user.type(screen.getByLabelText('Nombre'), 'Uno');
    await user.upload(screen.getByLabelText('Imagen'), fakeFile('uno.png'));
    await save(user);
    expect(await screen.findByText('La imagen no se guardó')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(itemOf('Imagen')).getAllByText('Imagen muy grande, máximo 10MB').length).toBeGreaterThan(0),
    );
    expect(onSaved).toHaveBeenCalledWith(7);
    expect(onClose).not.toHaveBeenCalled();
    await save(user);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(create).toHaveBeenCalledTimes(1);
    expect(update).not.toHaveBeenCalled();
    expect(send).toHaveBeenLastCalledWith(7, { image: expect.objectContaining({ name: 'uno.png' }) });
  });

  it('a flag that needs the image waits for the upload: create without it, upload, then one update turning it on', async () => {
    const { user, create, update, onClose } = open();
    await user.type(screen.getByLabelText('Nombre'), 'Uno');
    await user.upload(screen.getByLabelText('Imagen'), fakeFile('uno.png'));
    await user.click(screen.getByRole('switch'));
    await save(user);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(create).toHaveBeenCalledWith({ name: 'Uno', featured: false });
    expect(send).toHaveBeenCalledWith(7, { image: expect.objectContaining({ name: 'uno.png' }) });
    expect(update).toHaveBeenCalledWith(7, { featured: true }, { name: 'Uno', featured: true });
    expect(create.mock.invocationCallOrder[0]).toBeLessThan(send.mock.invocationCallOrder[0]);
    expect(send.mock.invocationCallOrder[0]).toBeLessThan(update.mock.invocationCallOrder[0]);
  });

  it('an item that has an image saves the flag with its fields', async () => {
    const { user, update, onClose } = open({ id: 3, name: 'Uno', featured: false, image: '/uploads/u-800.webp' });
    await user.upload(screen.getByLabelText('Imagen'), fakeFile('otra.png'));
    await user.click(screen.getByRole('switch'));
    await save(user);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(update).toHaveBeenCalledTimes(1);
    expect(update).toHaveBeenCalledWith(3, { featured: true }, { name: 'Uno', featured: true });
  });
});
