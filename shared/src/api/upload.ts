import { API_BASE_URL, authFetch } from './client';
import { needsUpload, type ImageValue } from '../validation/images';
import { apiErrorFrom } from './errors';

/** The File to upload, or null when the value is already uploaded (a URL) or empty. */
export const imageToUpload = (value: ImageValue): File | null => (needsUpload(value) ? (value as File) : null);

/** True when an image that was there (initial) has been removed by the user. */
export const imageRemoved = (initial: ImageValue, value: ImageValue): boolean => Boolean(initial) && !value;

const partName = (file: Blob, field: string) =>
  typeof (file as File).name === 'string' && (file as File).name ? (file as File).name : field;

/** POSTs the parts ([form part name, file, file name]) as one multipart request; answers `info`. */
async function postParts<T>(path: string, parts: Array<[string, Blob, string]>): Promise<T> {
  const body = new FormData();
  for (const [field, file, name] of parts) body.append(field, file, name);
  const response = await authFetch(`${API_BASE_URL}${path}`, { method: 'POST', body });
  const payload = (await response.json().catch(() => undefined)) as { info?: T } | undefined;
  if (!response.ok || payload?.info === undefined) throw apiErrorFrom(response, payload);
  return payload.info;
}

/**
 * The one multipart upload of the panel: POSTs `file` as the form part `field` to
 * `path` (e.g. '/v1/products/7/attachment', field 'image'), with the Bearer token and
 * the refresh flow, and answers the envelope's `info`. API failures (IMAGE_INVALID,
 * IMAGE_TOO_LARGE, IMAGE_REQUIRED...) throw an ApiError with the server's message and fields.
 */
export function uploadAttachment<T = Record<string, unknown>>(
  path: string,
  field: string,
  file: Blob,
  fileName?: string,
): Promise<T> {
  return postParts<T>(path, [[field, file, fileName ?? partName(file, field)]]);
}

/**
 * Several files in ONE request, one form part per name (e.g. '/v1/advertising/7/attachment'
 * with image_mobile and image_desktop): the API stores all of them or none.
 */
export function uploadAttachments<T = Record<string, unknown>>(path: string, parts: Record<string, Blob>): Promise<T> {
  return postParts<T>(
    path,
    Object.entries(parts).map(([field, file]) => [field, file, partName(file, field)]),
  );
}
