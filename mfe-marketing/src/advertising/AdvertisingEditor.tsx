import { MarketingEditor, type MarketingEditorProps, type MarketingResource } from '../common/MarketingEditor';
import {
  createAdvertising,
  updateAdvertising,
  uploadAdvertisingImages,
  type Advertising,
  type AdvertisingImage,
} from './api';

/** Advertising: a vertical mobile image (1080x1920) and a horizontal desktop image (1920x1080), both required. */
export const advertisingResource: MarketingResource<Advertising, AdvertisingImage> = {
  target: 'anuncio',
  gender: 'm',
  formName: 'advertising',
  images: [
    {
      field: 'image_mobile',
      label: 'Imagen para móvil',
      hint: 'Imagen vertical 1080x1920',
      crop: { width: 1080, height: 1920 },
      previewSize: 200,
    },
    {
      field: 'image_desktop',
      label: 'Imagen para escritorio',
      hint: 'Imagen horizontal 1920x1080',
      crop: { width: 1920, height: 1080 },
      previewSize: 240,
    },
  ],
  imagesOf: (ad) => ({ image_mobile: ad.image_mobile, image_desktop: ad.image_desktop }),
  create: createAdvertising,
  update: updateAdvertising,
  upload: uploadAdvertisingImages,
};

/** Agregar / Actualizar anuncio: name, description, expiration, mobile and desktop images. */
export function AdvertisingEditor(props: MarketingEditorProps<Advertising>) {
  return <MarketingEditor<Advertising, AdvertisingImage> {...props} resource={advertisingResource} />;
}
