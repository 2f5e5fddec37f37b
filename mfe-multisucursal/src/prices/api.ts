import { api, type BodyOf, unwrap } from '@menu/shared';

/** POST /v1/price-changes/preview: what changes, where (nothing written). */
export type PriceChangeSelection = BodyOf<'/v1/price-changes/preview', 'post'>;
/** POST /v1/price-changes: the same, now or at run_at ('YYYY-MM-DDTHH:mm', each branch's own time). */
export type PriceChangeBody = BodyOf<'/v1/price-changes', 'post'>;

export const previewPriceChange = (body: PriceChangeSelection) =>
  unwrap(api.POST('/v1/price-changes/preview', { body }));

/** One price that changes, before and after (pesos). */
export type PreviewRow = Awaited<ReturnType<typeof previewPriceChange>>['items'][number];

/**
 * Now: `{changed, history_id}` (one history entry, undone from Historial). With run_at:
 * `{scheduled: [{id, run_at, time_zone}]}`, one scheduled set per time zone.
 */
export const applyPriceChange = (body: PriceChangeBody) => unwrap(api.POST('/v1/price-changes', { body }));
