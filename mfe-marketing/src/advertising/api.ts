import { api, unwrap, uploadAttachments, type ApiSchemas, type BodyOf } from '@menu/shared';

/** Advertising (docs/marketing-api.md): in creation order, never reordered. */
export type Advertising = ApiSchemas['Advertising'];
export type AdvertisingCreate = BodyOf<'/v1/advertising', 'post'>;
export type AdvertisingUpdate = BodyOf<'/v1/advertising/{id}', 'put'>;
export type AdvertisingImage = 'image_mobile' | 'image_desktop';

export const createAdvertising = (body: AdvertisingCreate) => unwrap(api.POST('/v1/advertising', { body }));

export const updateAdvertising = (id: number, body: AdvertisingUpdate) =>
  unwrap(api.PUT('/v1/advertising/{id}', { params: { path: { id } }, body }));

export const cloneAdvertising = (id: number) =>
  unwrap(api.POST('/v1/advertising/{id}/clone', { params: { path: { id } } }));

export const deleteAdvertising = (id: number) =>
  unwrap(api.DELETE('/v1/advertising/{id}', { params: { path: { id } } }));

/**
 * The mobile (1080x1920) and/or desktop (1920x1080) image in ONE multipart request, parts
 * image_mobile and image_desktop: the API stores both or neither.
 */
export const uploadAdvertisingImages = (id: number, files: Partial<Record<AdvertisingImage, Blob>>) =>
  uploadAttachments<Record<AdvertisingImage, string | null>>(
    `/v1/advertising/${id}/attachment`,
    Object.fromEntries(Object.entries(files).filter(([, file]) => file)) as Record<string, Blob>,
  );
