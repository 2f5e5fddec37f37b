/**
 * The menu's board order, declared once: products without a category last, then by family
 * (position, id), by category (position, id) and by the product's own (position, id). Ties
 * fall to the id, so the order is total and stable whatever the positions hold. The API's
 * queries apply these keys in this order (api/src/data/board-order.ts: the products board, the
 * templates' products, the spreadsheet) and the panel places its category groups with
 * `compareBoardPlace`, so the two cannot disagree.
 */
export const BOARD_ORDER = [
  'unclassified',
  'family_position',
  'family_id',
  'category_position',
  'category_id',
  'position',
  'id',
] as const;

export type BoardOrderKey = (typeof BOARD_ORDER)[number];

/** Where a row stands in the board order (`unclassified` 1 for a product without a category). */
export type BoardPlace = Record<BoardOrderKey, number>;

interface Placed {
  position: number;
  id: number;
}

/**
 * The place of a product (`item`) or of a whole category (no item: before its products). No
 * category: the unclassified products, after every category.
 */
export function boardPlace({
  family,
  category,
  item,
}: {
  family?: Placed;
  category?: Placed;
  item?: Placed;
}): BoardPlace {
  const classified = family !== undefined && category !== undefined;
  return {
    unclassified: classified ? 0 : 1,
    family_position: classified ? family.position : 0,
    family_id: classified ? family.id : 0,
    category_position: classified ? category.position : 0,
    category_id: classified ? category.id : 0,
    position: item?.position ?? -1,
    id: item?.id ?? -1,
  };
}

/** Sort comparator of the board order: each key in turn, the first difference decides. */
export function compareBoardPlace(a: BoardPlace, b: BoardPlace): number {
  for (const key of BOARD_ORDER) {
    const difference = a[key] - b[key];
    if (difference !== 0) return difference;
  }
  return 0;
}
