import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'antd';
import { useState } from 'react';
import { AppProviders } from './AppProviders';
import { ImageField } from './ImageField';
import { signatureFor } from './testing';

const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 10)));

function file(name: string, size: number, type = 'image/jpeg', content: BlobPart = signatureFor(name)) {
  const picked = new File([content], name, { type });
  Object.defineProperty(picked, 'size', { value: size });
  return picked;
}

function Harness({ initial, onChange, sizeHint, crop }: { initial?: string | null; onChange: jest.Mock; sizeHint?: string; crop?: { width: number; height: number } }) {
  const [value, setValue] = useState<File | string | null>(initial ?? null);
  return (
    <AppProviders>
      <Form>
        <Form.Item label="Imagen" htmlFor="imagen">
          <ImageField
            id="imagen"
            value={value}
            sizeHint={sizeHint}
            crop={crop}
            onChange={(next) => {
              onChange(next);
              setValue(next);
            }}
          />
        </Form.Item>
      </Form>
    </AppProviders>
  );
}

function setup(props: { initial?: string | null; sizeHint?: string; crop?: { width: number; height: number } } = {}) {
  const onChange = jest.fn();
  const user = userEvent.setup({ applyAccept: false });
  render(<Harness onChange={onChange} {...props} />);
  const input = screen.getByLabelText('Imagen') as HTMLInputElement;
  const upload = async (picked: File) => {
    await user.upload(input, picked);
    await settle();
  };
  return { onChange, user, input, upload };
}

describe('ImageField', () => {
  it('accepts only the allowed extensions in the file dialog', () => {
    const { input } = setup();
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', '.jpg,.jpeg,.png,.gif');
    expect(screen.getByText(/\.jpg, \.jpeg, \.png, \.gif · máximo 10MB/)).toBeInTheDocument();
  });

  it("rejects another extension with 'Imagen no valida, solo permite .jpg, .jpeg, .png, .gif' and keeps the value", async () => {
    const { onChange, upload } = setup({ initial: '/uploads/a-800.webp' });
    await upload(file('foto.webp', 1000, 'image/webp'));
    expect(screen.getByRole('alert')).toHaveTextContent('Imagen no valida, solo permite .jpg, .jpeg, .png, .gif');
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByAltText('Vista previa')).toHaveAttribute('src', '/uploads/a-800.webp');
  });

  it('rejects a file named .png whose content is not an image, before anything is saved', async () => {
    const { onChange, upload } = setup();
    await upload(file('menu.png', 12, 'image/png', 'hola, no soy una imagen'));
    expect(screen.getByRole('alert')).toHaveTextContent('Imagen no valida, solo permite .jpg, .jpeg, .png, .gif');
    expect(onChange).not.toHaveBeenCalled();
    // The same bytes with a real PNG header are accepted.
    const real = file('menu.png', 12, 'image/png');
    await upload(real);
    expect(onChange).toHaveBeenCalledWith(real);
  });

  it("rejects 10 MB + 1 byte with 'Imagen muy grande, máximo 10MB' and accepts exactly 10 MB", async () => {
    const { onChange, upload } = setup();
    await upload(file('grande.jpg', 10 * 1024 * 1024 + 1));
    expect(screen.getByRole('alert')).toHaveTextContent('Imagen muy grande, máximo 10MB');
    expect(onChange).not.toHaveBeenCalled();

    const exact = file('justa.jpg', 10 * 1024 * 1024);
    await upload(exact);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(onChange).toHaveBeenCalledWith(exact);
    expect(screen.getAllByText('justa.jpg').length).toBeGreaterThan(0);
  });

  it('a chosen file is handed over as a File to upload; remove empties the value', async () => {
    const { onChange, upload, user } = setup();
    const picked = file('taco.PNG', 2048, 'image/png');
    await upload(picked);
    expect(onChange).toHaveBeenLastCalledWith(picked);
    await user.click(screen.getByRole('button', { name: /Quitar imagen/ }));
    await settle();
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(screen.getByRole('button', { name: /Seleccionar imagen/ })).toBeInTheDocument();
  });

  it('an uploaded URL is previewed as is and shows the expected size when given', () => {
    setup({ initial: '/uploads/p-800.webp', sizeHint: '1080x1920' });
    expect(screen.getByAltText('Vista previa')).toHaveAttribute('src', '/uploads/p-800.webp');
    expect(screen.getByText(/1080x1920/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Cambiar imagen/ })).toBeInTheDocument();
  });

  it('with a crop size the preview has that aspect ratio and shows the crop (cover)', () => {
    setup({ initial: '/uploads/p-1080x1920.webp', crop: { width: 1080, height: 1920 } });
    expect(screen.getByAltText('Vista previa')).toHaveStyle({ width: '90px', height: '160px', objectFit: 'cover' });
    document.body.innerHTML = '';
    setup({ initial: '/uploads/d-1920x1080.webp', crop: { width: 1920, height: 1080 } });
    expect(screen.getAllByAltText('Vista previa').at(-1)).toHaveStyle({ width: '160px', height: '90px', objectFit: 'cover' });
  });
});
