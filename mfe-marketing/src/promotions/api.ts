import { api, unwrap, uploadAttachment, type ApiSchemas, type BodyOf } from '@menu/shared';
import type { ReorderPayload } from '@menu/shared/ui';

/** Promotion (docs/marketing-api.md): expiration 'YYYY-MM-DD' or null; `expired` computed by the API. */
export type Promotion = ApiSchemas['Promotion'];
export type PromotionCreate = BodyOf<'/v1/promotions', 'post'>;
export type PromotionUpdate = BodyOf<'/v1/promotions/{id}', 'put'>;

/** position: the current number of promotions, so a new one goes last. */
export const createPromotion = (body: PromotionCreate) => unwrap(api.POST('/v1/promotions', { body }));

export const updatePromotion = (id: number, body: PromotionUpdate) =>
  unwrap(api.PUT('/v1/promotions/{id}', { params: { path: { id } }, body }));

/** The whole list after a drag: each promotion's position is its index. */
export const reorderPromotions = (payload: ReorderPayload) => unwrap(api.PUT('/v1/promotions', { body: payload }));

export const clonePromotion = (id: number) =>
  unwrap(api.POST('/v1/promotions/{id}/clone', { params: { path: { id } } }));

export const deletePromotion = (id: number) => unwrap(api.DELETE('/v1/promotions/{id}', { params: { path: { id } } }));

/** The poster (part `poster`), cropped by the API to 1080x1920. */
export const uploadPromotionPoster = (id: number, file: File) =>
  uploadAttachment<{ poster: string }>(`/v1/promotions/${id}/attachment`, 'poster', file);
