/** Position pairs of a drag reorder: each item's position is its index in the new order. */
export const positions = (ids: number[]) => ids.map((id, position) => ({ id, position }));
