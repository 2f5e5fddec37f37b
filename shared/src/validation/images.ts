import type { Rule } from './rules';

/**
 * Image uploads: JPG, PNG or GIF of at most 10 MB, and their messages,
 * shared by every upload field of the panel and by the API, which checks the same rules
 * again by the file's content (a file named .png that is not an image is rejected).
 */
export const IMAGE_EXTENSIONS = ['.jpg', '.jpeg', '.png', '.gif'] as const;
/** For `<input type="file" accept>`. */
export const IMAGE_ACCEPT = IMAGE_EXTENSIONS.join(',');
/** 10 MB: a file of exactly this many bytes is accepted, one more byte is not. */
export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;

export const IMAGE_MESSAGES = {
  imageInvalid: `Imagen no valida, solo permite ${IMAGE_EXTENSIONS.join(', ')}`,
  imageTooLarge: 'Imagen muy grande, máximo 10MB',
  imageRequired: 'Imagen requerida',
} as const;

/** What a file input holds: a File (name, size), or a string URL of an image already uploaded. */
export type ImageValue = { name: string; size: number } | string | null | undefined;

const hasAllowedExtension = (name: string) => {
  const lower = name.toLowerCase();
  return IMAGE_EXTENSIONS.some((ext) => lower.endsWith(ext));
};

/**
 * An optional image: a picked file must have an allowed extension and at most 10 MB.
 * A string is an image already uploaded: it is valid and is never uploaded again.
 */
export const image: Rule = (value) => {
  if (value === undefined || value === null || value === '' || typeof value === 'string') return null;
  const file = value as { name?: unknown; size?: unknown };
  if (typeof file.name !== 'string' || !hasAllowedExtension(file.name)) return IMAGE_MESSAGES.imageInvalid;
  if (typeof file.size === 'number' && file.size > IMAGE_MAX_BYTES) return IMAGE_MESSAGES.imageTooLarge;
  return null;
};

/**
 * The first bytes of each allowed format (JPEG, PNG, GIF). The panel reads them before
 * accepting a picked file, so a text file named .png is refused at once instead of after
 * its item was saved; the API still decodes the whole image.
 */
const SIGNATURES: readonly (readonly number[])[] = [
  [0xff, 0xd8, 0xff],
  [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  [0x47, 0x49, 0x46, 0x38],
];
export const IMAGE_SIGNATURE_BYTES = 8;

export const hasImageSignature = (head: Uint8Array): boolean =>
  SIGNATURES.some((signature) => signature.every((byte, i) => head[i] === byte));

/** A required image (posters, advertising images; featured/recommended products). */
export const imageRequired: Rule = (value) =>
  value === undefined || value === null || value === '' ? IMAGE_MESSAGES.imageRequired : image(value);

/** True when the value still has to be uploaded (a picked file, not an uploaded URL). */
export const needsUpload = (value: ImageValue): value is { name: string; size: number } =>
  value !== null && value !== undefined && typeof value === 'object';
