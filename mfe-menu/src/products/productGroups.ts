import { boardPlace, compareBoardPlace, type BoardPlace } from '@menu/shared/menu/board-order';
import type { BoardQuery } from '@menu/shared/ui';
import { listFamilies, type Family } from '../families/api';
import { listProducts, UNCLASSIFIED, type Product } from './api';

/** One group of the board: a category (or 'Productos sin clasificar', id 0) and its products. */
export interface ProductGroupRow {
  id: number;
  name: string;
  familyId: number | null;
  familyName: string | null;
  products: Product[];
}

/**
 * Products grouped by category in board order, the one the API sorts products by
 * (@menu/shared/menu/board-order): families by position, their categories by position, then
 * 'Productos sin clasificar' (only when it has products). Each group keeps the products in the
 * order the API answers (their position).
 */
export function groupProducts(families: Family[], products: Product[]): ProductGroupRow[] {
  const placed: Array<{ group: ProductGroupRow; place: BoardPlace }> = [];
  const byCategory = new Map<number, ProductGroupRow>();
  for (const family of families) {
    for (const category of family.categories) {
      const group = {
        id: category.id,
        name: category.name,
        familyId: family.id,
        familyName: family.name,
        products: [],
      };
      placed.push({ group, place: boardPlace({ family, category }) });
      byCategory.set(category.id, group);
    }
  }
  const unclassified: ProductGroupRow = {
    id: UNCLASSIFIED.id,
    name: UNCLASSIFIED.name,
    familyId: null,
    familyName: null,
    products: [],
  };
  for (const product of products) {
    const group = (product.category_id !== null && byCategory.get(product.category_id)) || unclassified;
    group.products.push(product);
  }
  if (unclassified.products.length) placed.push({ group: unclassified, place: boardPlace({}) });
  return placed.sort((a, b) => compareBoardPlace(a.place, b.place)).map(({ group }) => group);
}

/**
 * The products by category, as Productos and Alérgenos show them: one list of the panel's data
 * cache, under the products' path (a write to a product or a family marks it stale, see
 * shared/src/data/writes.ts). Both lists it draws from are read through the cache too.
 */
export const PRODUCT_GROUPS: BoardQuery<ProductGroupRow> = {
  queryKey: ['/v1/products', 'by-category'],
  queryFn: async () => {
    const [families, products] = await Promise.all([listFamilies(), listProducts()]);
    return groupProducts(families, products);
  },
};
