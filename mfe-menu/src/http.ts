/** Position pairs of a drag reorder: position = index (spec section 4). */
export const positions = (ids: number[]) => ids.map((id, position) => ({ id, position }));
