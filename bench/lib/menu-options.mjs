// The menu bench's settings (bench/menu.mjs): command-line flags, BENCH_* variables and the
// template editor's fixed case, read once so every measure of the run sees the same values.
import { DEFAULT_SIZE } from './menu-data.mjs';

export const args = new Set(process.argv.slice(2).filter((arg) => arg !== 'menu'));
export const RUNS = Math.max(1, Number(process.env.BENCH_RUNS || 5));
export const API_REQUESTS = Math.max(1, Number(process.env.BENCH_API_REQUESTS || 100));
export const CONCURRENCY = Math.max(1, Number(process.env.BENCH_CONCURRENCY || 16));
export const TEMPLATE_SAVES = Math.max(1, Number(process.env.BENCH_TEMPLATE_SAVES || 20));
export const THROUGHPUT_REQUESTS = Math.max(1, Number(process.env.BENCH_THROUGHPUT_REQUESTS || 200));
export const API_ONLY = args.has('--api-only');
/** Length of a /proc clock tick (USER_HZ = 100 on Linux). */
export const TICK_MS = 10;
/** Product rows changed by one template save: an owner re-pricing a 200-product menu in one go, the size the template editor is measured at. */
export const TEMPLATE_ROWS = 200;
export const TEMPLATE_NAME = 'Plantilla Sucursal Centro';
/** What the editor's search looks for: one of the generator's words (1 product in 16, and variants). */
export const TEMPLATE_QUERY = 'habanero';
/** What the editor loads when it opens: the template's four lists and the base menu. */
export const EDITOR_LOADS =
  /^\/v1\/(templates\/\d+\/(products|groups\/variants|promotions|advertising)|products|groups|promotions|advertising)$/;
export const size = {
  ...DEFAULT_SIZE,
  families: Number(process.env.BENCH_FAMILIES || DEFAULT_SIZE.families),
  categories: Number(process.env.BENCH_CATEGORIES || DEFAULT_SIZE.categories),
  products: Number(process.env.BENCH_PRODUCTS || DEFAULT_SIZE.products),
  groups: Number(process.env.BENCH_GROUPS || DEFAULT_SIZE.groups),
  images: Number(process.env.BENCH_IMAGES ?? DEFAULT_SIZE.images),
};
