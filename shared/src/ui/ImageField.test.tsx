import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from '@menu/shared/antd/editor';
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

function Harness({
  initial,
  onChange,
  sizeHint,
  crop,
}: {
  initial?: string | null;
  onChange: jest.Mock;
  sizeHint?: string;
  crop?: { width: number; height: number };
}) {
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
    expect(screen.getAllByAltText('Vista previa').at(-1)).toHaveStyle({
      width: '160px',
      height: '90px',
      objectFit: 'cover',
    });
  });
});

describe('ImageField: the crop target (posters, ad images)', () => {
  const POSTER = { width: 1080, height: 1920 };
  const RECOMMENDED = 'Tamaño recomendado: 1080 × 1920 px';
  const CROPPED = 'La imagen se recortará al centro para ajustarse a 1080 × 1920 px';
  const small = (size: string) =>
    `La imagen es más pequeña que el tamaño recomendado (${size} px de 1080 × 1920 px); puede verse borrosa.`;

  // jsdom decodes no image: the browser's createImageBitmap answers the picked file's size.
  let sizes: Map<Blob, { width: number; height: number }>;
  beforeEach(() => {
    sizes = new Map();
    global.createImageBitmap = jest.fn(async (source: ImageBitmapSource) => {
      const size = sizes.get(source as Blob);
      if (!size) throw new Error('not decodable');
      return { ...size, close: jest.fn() } as unknown as ImageBitmap;
    }) as unknown as typeof createImageBitmap;
  });
  afterEach(() => {
    delete (global as { createImageBitmap?: unknown }).createImageBitmap;
  });
  const sized = (name: string, width: number, height: number) => {
    const picked = file(name, 2048, 'image/png');
    sizes.set(picked, { width, height });
    return picked;
  };

  it('names the size the server crops to, before anything is picked', () => {
    setup({ crop: POSTER });
    expect(screen.getByText(RECOMMENDED)).toBeInTheDocument();
    expect(screen.queryByText(CROPPED)).not.toBeInTheDocument();
  });

  it('an image of the right shape and size gets no note', async () => {
    const { upload, input } = setup({ crop: POSTER });
    await upload(sized('poster.png', 1080, 1920));
    expect(screen.getByText(RECOMMENDED)).toBeInTheDocument();
    expect(screen.queryByText(CROPPED)).not.toBeInTheDocument();
    expect(screen.queryByText(/más pequeña/)).not.toBeInTheDocument();
    expect(input).toHaveAccessibleDescription(RECOMMENDED);
  });

  it('another shape says it will be cropped at the centre (more than 2 % off), a near one does not', async () => {
    const { upload, input } = setup({ crop: POSTER });
    await upload(sized('cuadrada.png', 1200, 1200));
    expect(screen.getByText(CROPPED)).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription(`${RECOMMENDED} ${CROPPED}`);
    await upload(sized('casi.png', 1100, 1920)); // 1.9 % wider
    expect(screen.queryByText(CROPPED)).not.toBeInTheDocument();
  });

  it('an image half the target or smaller on either side warns it may look blurry', async () => {
    const { upload } = setup({ crop: POSTER });
    await upload(sized('chica.png', 540, 960));
    expect(screen.getByText(small('540 × 960'))).toBeInTheDocument();
    expect(screen.queryByText(CROPPED)).not.toBeInTheDocument();
    await upload(sized('ancha.png', 1280, 720)); // landscape: cut, and 720 of 1920 high
    expect(screen.getByText(CROPPED)).toBeInTheDocument();
    expect(screen.getByText(small('1280 × 720'))).toBeInTheDocument();
    await upload(sized('mediana.png', 600, 1066));
    expect(screen.queryByText(/más pequeña/)).not.toBeInTheDocument();
  });

  it('an uploaded image (already cropped by the server) and an undecodable file get only the recommended size', async () => {
    const { upload } = setup({ initial: '/uploads/p-1080x1920.webp', crop: POSTER });
    expect(screen.getByText(RECOMMENDED)).toBeInTheDocument();
    expect(global.createImageBitmap).not.toHaveBeenCalled();
    await upload(file('raro.png', 2048, 'image/png'));
    expect(global.createImageBitmap).toHaveBeenCalled();
    expect(screen.queryByText(CROPPED)).not.toBeInTheDocument();
    expect(screen.queryByText(/más pequeña/)).not.toBeInTheDocument();
  });

  it('without a crop (the logo) there is no size note and the image is not measured', async () => {
    const { upload, onChange } = setup();
    const logo = sized('logo.png', 100, 40);
    await upload(logo);
    expect(onChange).toHaveBeenCalledWith(logo);
    expect(screen.queryByText(/Tamaño recomendado/)).not.toBeInTheDocument();
    expect(screen.queryByText(/recortará|más pequeña/)).not.toBeInTheDocument();
    expect(global.createImageBitmap).not.toHaveBeenCalled();
  });
});
