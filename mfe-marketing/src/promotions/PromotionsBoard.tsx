import { openLazily } from '@menu/shared/ui';
import { listQuery } from '@menu/shared/data';
import { MarketingBoard, type MarketingBoardKind } from '../common/MarketingBoard';
import { clonePromotion, deletePromotion, reorderPromotions, type Promotion } from './api';

/** Promociones: ordered by dragging the number; each promotion has one poster. */
const promotions: MarketingBoardKind<Promotion> = {
  query: listQuery('/v1/promotions'),
  title: 'Promociones',
  target: 'promoción',
  historyEntity: 'promotion',
  caption: 'Arrastra el número de una fila para cambiar el orden en que aparecen en tu menú.',
  templatesKind: 'promotions',
  clone: clonePromotion,
  remove: deletePromotion,
  reorder: reorderPromotions,
  // The editor (and antd's forms and pickers with it) loads when it first opens, not with the board.
  Editor: openLazily(
    () => import('./PromotionEditor').then((m) => m.PromotionEditor),
    (props) => props.open,
  ),
};

export const PromotionsBoard = () => <MarketingBoard kind={promotions} />;
