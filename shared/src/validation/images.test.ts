import { IMAGE_ACCEPT, IMAGE_MAX_BYTES, IMAGE_MESSAGES, image, imageRequired, needsUpload } from './images';

describe('image messages', () => {
  it('holds the texts word for word', () => {
    expect(IMAGE_MESSAGES).toEqual({
      imageInvalid: 'Imagen no valida, solo permite .jpg, .jpeg, .png, .gif',
      imageTooLarge: 'Imagen muy grande, máximo 10MB',
      imageRequired: 'Imagen requerida',
    });
    expect(IMAGE_ACCEPT).toBe('.jpg,.jpeg,.png,.gif');
    expect(IMAGE_MAX_BYTES).toBe(10485760);
  });
});

describe('image', () => {
  it.each(['foto.jpg', 'FOTO.JPEG', 'a.png', 'b.gif'])('accepts %p', (name) => {
    expect(image({ name, size: 1000 })).toBeNull();
  });
  it.each(['foto.webp', 'doc.pdf', 'png', 'imagen'])('rejects %p', (name) => {
    expect(image({ name, size: 1000 })).toBe('Imagen no valida, solo permite .jpg, .jpeg, .png, .gif');
  });
  it('allows exactly 10 MB, not one byte more', () => {
    expect(image({ name: 'a.png', size: IMAGE_MAX_BYTES })).toBeNull();
    expect(image({ name: 'a.png', size: IMAGE_MAX_BYTES + 1 })).toBe('Imagen muy grande, máximo 10MB');
  });
  it('accepts an already uploaded URL and an empty optional value', () => {
    expect(image('/uploads/abc-800.webp')).toBeNull();
    expect(image(null)).toBeNull();
    expect(image(undefined)).toBeNull();
  });
});

describe('imageRequired', () => {
  it('asks for a missing image', () => {
    expect(imageRequired(null)).toBe('Imagen requerida');
    expect(imageRequired('')).toBe('Imagen requerida');
  });
  it('checks a picked file like image()', () => {
    expect(imageRequired({ name: 'a.txt', size: 1 })).toBe('Imagen no valida, solo permite .jpg, .jpeg, .png, .gif');
    expect(imageRequired('/uploads/x-800.webp')).toBeNull();
  });
});

describe('needsUpload', () => {
  it('is true only for picked files', () => {
    expect(needsUpload({ name: 'a.png', size: 1 })).toBe(true);
    expect(needsUpload('/uploads/x-800.webp')).toBe(false);
    expect(needsUpload(null)).toBe(false);
  });
});
