import type { RemoteModule } from '@menu/shared';
import { AdvertisingBoard } from './advertising/AdvertisingBoard';
import { PromotionsBoard } from './promotions/PromotionsBoard';

const remote: RemoteModule = {
  // The boards are drawn with the light kit; their editors bring antd when opened.
  light: true,
  routes: [
    { path: 'promotions/*', element: <PromotionsBoard /> },
    // The shell shows its disabled view to plans without the Advertising scope.
    { path: 'advertising/*', element: <AdvertisingBoard /> },
  ],
};

export default remote;
