import {
  MarketingEditor,
  type MarketingEditorContext,
  type MarketingEditorProps,
  type MarketingResource,
} from '../common/MarketingEditor';
import { createPromotion, updatePromotion, uploadPromotionPoster, type Promotion } from './api';

export type PromotionEditorContext = MarketingEditorContext;

/** Promotions: one required poster, vertical, cropped by the API to 1080x1920. */
export const promotionResource: MarketingResource<Promotion, 'poster'> = {
  target: 'promoción',
  gender: 'f',
  formName: 'promotion',
  images: [
    {
      field: 'poster',
      label: 'Póster',
      hint: 'Imagen vertical 1080x1920',
      crop: { width: 1080, height: 1920 },
      previewSize: 200,
    },
  ],
  imagesOf: (promotion) => ({ poster: promotion.poster }),
  create: createPromotion,
  update: updatePromotion,
  upload: async (id, files) => uploadPromotionPoster(id, files.poster!),
  scheduleOf: (promotion) => promotion.schedule,
};

/** Agregar / Actualizar promoción: name, description, expiration and poster. */
export function PromotionEditor(props: MarketingEditorProps<Promotion, PromotionEditorContext>) {
  return <MarketingEditor<Promotion, 'poster'> {...props} resource={promotionResource} />;
}
