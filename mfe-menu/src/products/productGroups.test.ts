import type { Family } from '../families/api';
import type { Product } from './api';
import { groupProducts } from './productGroups';

const category = (id: number, position: number, name: string) => ({ id, position, name, family_id: 0 });
const family = (id: number, position: number, categories: ReturnType<typeof category>[]) =>
  ({ id, position, name: `F${id}`, categories }) as unknown as Family;
const product = (id: number, category_id: number | null) => ({ id, category_id, name: `P${id}` }) as unknown as Product;

describe('groupProducts: the board order declared once (@menu/shared/menu/board-order)', () => {
  it('places groups by family then category position, ids breaking ties, unclassified last, whatever order they come in', () => {
    const families = [
      family(2, 1, [category(21, 0, 'Tacos')]),
      family(1, 0, [category(12, 1, 'Cafés'), category(11, 0, 'Refrescos'), category(13, 1, 'Tés')]),
    ];
    const groups = groupProducts(families, [product(1, null), product(2, 21), product(3, 11)]);
    expect(groups.map((group) => [group.id, group.products.map((p) => p.id)])).toEqual([
      [11, [3]],
      [12, []],
      [13, []],
      [21, [2]],
      [0, [1]],
    ]);
  });
});
