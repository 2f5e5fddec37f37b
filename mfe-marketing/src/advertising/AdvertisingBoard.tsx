import { openLazily } from '@menu/shared/ui';
import { listQuery } from '@menu/shared/data';
import { MarketingBoard, type MarketingBoardKind } from '../common/MarketingBoard';
import { cloneAdvertising, deleteAdvertising, type Advertising } from './api';

/** Publicidad: in creation order (not draggable); each ad has a mobile and a desktop image. */
const advertising: MarketingBoardKind<Advertising> = {
  query: listQuery('/v1/advertising'),
  title: 'Publicidad',
  target: 'anuncio',
  gender: 'm',
  historyEntity: 'advertising',
  caption:
    'Tus anuncios se muestran en tu menú con la imagen para móvil o para escritorio según el dispositivo de quien lo abre.',
  templatesKind: 'advertising',
  clone: cloneAdvertising,
  remove: deleteAdvertising,
  // The editor (and antd's forms and pickers with it) loads when it first opens, not with the board.
  Editor: openLazily(
    () => import('./AdvertisingEditor').then((m) => m.AdvertisingEditor),
    (props) => props.open,
  ),
};

export const AdvertisingBoard = () => <MarketingBoard kind={advertising} />;
