import { screen, waitFor } from '@testing-library/react';
import { Button } from '@menu/shared/antd';
import { Form } from '@menu/shared/antd/editor';
import { ImageFormItem } from './ImageFormItem';
import { fakeFile, renderUi } from './testing';

// Each test renders a form and picks files through antd: slow on a busy machine.
jest.setTimeout(30_000);

const INVALID = 'Imagen no valida, solo permite .jpg, .jpeg, .png, .gif';
const TOO_LARGE = 'Imagen muy grande, máximo 10MB';
const REQUIRED = 'Imagen requerida';

function renderForm(required = true) {
  const onFinish = jest.fn();
  const view = renderUi(
    <Form name="anuncio" onFinish={onFinish} initialValues={{ poster: null }}>
      <ImageFormItem name="poster" label="Póster" required={required} crop={{ width: 1080, height: 1920 }} />
      <Button htmlType="submit">Guardar</Button>
    </Form>,
  );
  const save = () => view.user.click(screen.getByRole('button', { name: 'Guardar' }));
  const pick = (file: File) => view.user.upload(screen.getByLabelText('Póster'), file);
  // Every message the field shows, wherever it comes from (the item's list or the field's own text).
  const messages = () => [INVALID, TOO_LARGE, REQUIRED].filter((text) => screen.queryAllByText(text).length > 0);
  return { ...view, onFinish, save, pick, messages };
}

describe('ImageFormItem: one message at a time', () => {
  it("a refused file replaces 'Imagen requerida' instead of showing beside it", async () => {
    const { save, pick, messages, onFinish } = renderForm();
    await save();
    await waitFor(() => expect(messages()).toEqual([REQUIRED]));

    await pick(fakeFile('cartel.webp', 1000, 'image/webp'));
    await waitFor(() => expect(messages()).toEqual([INVALID]));
    expect(screen.getAllByText(INVALID)).toHaveLength(1);
    expect(screen.getByLabelText('Póster')).toHaveAttribute('aria-invalid', 'true');

    // Saving with nothing accepted asks for the image again, alone.
    await save();
    await waitFor(() => expect(messages()).toEqual([REQUIRED]));
    expect(onFinish).not.toHaveBeenCalled();
  });

  it('a refused file before any save shows its own message once; a good pick clears it and saves', async () => {
    const { save, pick, messages, onFinish } = renderForm();
    await pick(fakeFile('enorme.png', 10 * 1024 * 1024 + 1));
    await waitFor(() => expect(messages()).toEqual([TOO_LARGE]));
    expect(screen.getAllByText(TOO_LARGE)).toHaveLength(1);

    const good = fakeFile('cartel.png');
    await pick(good);
    await waitFor(() => expect(messages()).toEqual([]));
    await save();
    await waitFor(() => expect(onFinish).toHaveBeenCalledWith({ poster: good }));
  });

  it('removing the image asks for it again (required), or not at all (optional)', async () => {
    const { pick, messages, user, unmount } = renderForm();
    await pick(fakeFile('cartel.png'));
    await user.click(screen.getByRole('button', { name: /Quitar imagen/ }));
    await waitFor(() => expect(messages()).toEqual([REQUIRED]));
    unmount();

    const optional = renderForm(false);
    await optional.save();
    await waitFor(() => expect(optional.onFinish).toHaveBeenCalledWith({ poster: null }));
    expect(optional.messages()).toEqual([]);
  });
});
