// Fixtures of this folder's component tests (test code only).
import { branch } from '../branches/testing';
import {
  templateAdvertising,
  templateProducts,
  templatePromotions,
  templateVariants,
  baseRoutes,
} from '../templates/testing';
import type { Region } from './api';

/** A region as GET /v1/regions lists it; `updated` a local date (the board shows local time). */
export const region = (
  id: number,
  name: string,
  sucursal_ids: number[],
  updated: Date = new Date(2026, 10, 20, 18, 15),
): Region => ({ id, name, sucursal_ids, updated: updated.toISOString() });

/** Three branches: Centro, Norte and Monterrey. */
export const branches = () => [branch(1, 'Centro'), branch(2, 'Norte'), branch(3, 'Monterrey')];

/**
 * Region 5's rows (the templates' shapes) and the base menu: Agua fresca at 22 and the
 * promotion reworded in the region; Quesadilla enabled there.
 */
export const regionRoutes = (id = 5) => ({
  ...baseRoutes(),
  [`GET /v1/regions/${id}/products`]: templateProducts(),
  [`GET /v1/regions/${id}/variants`]: templateVariants(),
  [`GET /v1/regions/${id}/promotions`]: templatePromotions(),
  [`GET /v1/regions/${id}/advertising`]: templateAdvertising(),
});
