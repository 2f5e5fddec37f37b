// What the panel can tell about a picked image before it is uploaded: its natural size, and
// how the server's centred crop (cover) to a target size will treat it.

/** Width and height in px. */
export interface ImageSize {
  width: number;
  height: number;
}

/** The crop changes the picture when the aspect ratios differ by more than this (2 %). */
const CROP_TOLERANCE = 0.02;
/** An image is "much smaller" than the target when either side is at most this share of it (540 of 1080). */
const SMALL_SHARE = 0.5;

const px = ({ width, height }: ImageSize) => `${width} × ${height} px`;
const pair = ({ width, height }: ImageSize) => `${width} × ${height}`;

/** The notes shown about a crop target ('Tamaño recomendado…') and, when known, the picked image's size. */
export function cropNotes(
  crop: ImageSize,
  picked: ImageSize | null,
): { recommended: string; cropped: string | null; small: string | null } {
  const recommended = `Tamaño recomendado: ${px(crop)}`;
  if (!picked || picked.width <= 0 || picked.height <= 0) return { recommended, cropped: null, small: null };
  const ratio = picked.width / picked.height / (crop.width / crop.height);
  const cropped =
    Math.abs(ratio - 1) > CROP_TOLERANCE ? `La imagen se recortará al centro para ajustarse a ${px(crop)}` : null;
  const small =
    picked.width <= crop.width * SMALL_SHARE || picked.height <= crop.height * SMALL_SHARE
      ? `La imagen es más pequeña que el tamaño recomendado (${pair(picked)} px de ${px(crop)}); puede verse borrosa.`
      : null;
  return { recommended, cropped, small };
}

/**
 * The natural size of a picked image, read in the browser (createImageBitmap, or an Image
 * element on an object URL where it is missing); null when it cannot be decoded here.
 */
export async function readImageSize(file: Blob): Promise<ImageSize | null> {
  if (typeof createImageBitmap === 'function') {
    try {
      const bitmap = await createImageBitmap(file);
      const size = { width: bitmap.width, height: bitmap.height };
      bitmap.close();
      return size;
    } catch {
      return null;
    }
  }
  if (typeof URL.createObjectURL !== 'function' || typeof Image !== 'function') return null;
  const url = URL.createObjectURL(file);
  try {
    return await new Promise<ImageSize | null>((resolve) => {
      const element = new Image();
      element.onload = () => resolve({ width: element.naturalWidth, height: element.naturalHeight });
      element.onerror = () => resolve(null);
      element.src = url;
    });
  } finally {
    URL.revokeObjectURL(url);
  }
}
