import { api, unwrap, type BodyOf, type Branch } from '@menu/shared';
import { fetchList } from '@menu/shared/data';

/** What is sold out now: one entry per branch and product (variant_id null) or variant (docs/sold-out.md). */
export type SoldOutMark = Awaited<ReturnType<typeof listSoldOut>>[number];
export type SoldOutBody = BodyOf<'/v1/products/{id}/sold-out', 'put'>;

export const listSoldOut = () => fetchList('/v1/sold-out');

export const markSoldOut = (productId: number, body: SoldOutBody) =>
  unwrap(api.PUT('/v1/products/{id}/sold-out', { params: { path: { id: productId } }, body }));

/** Reactivates: no sucursal_id = every branch; no variant_id = the product and its variants; 0 = the product itself. */
export const undoSoldOut = (productId: number, query: { sucursal_id?: number; variant_id?: number } = {}) =>
  unwrap(api.DELETE('/v1/products/{id}/sold-out', { params: { path: { id: productId }, query } }));

/**
 * 'Reactivar' on the row: everywhere for a person who works on every branch (one call); for a
 * branch-bound person (manager, staff) in each of their branches the product is sold out in,
 * since the API refuses a call that names no branch unless all are theirs.
 */
export async function reactivateSoldOut(
  productId: number,
  marks: SoldOutMark[],
  myBranches: number[] | undefined,
): Promise<SoldOutMark[]> {
  if (myBranches === undefined) return undoSoldOut(productId);
  const where = [...new Set(marks.map((m) => m.sucursal_id))].filter((id) => myBranches.includes(id));
  let latest = marks;
  for (const sucursal_id of where) latest = await undoSoldOut(productId, { sucursal_id });
  return latest;
}

/**
 * The row's tag: 'Agotado en Centro hasta hoy', 'Agotado en todas las sucursales', 'Agotado'
 * (one branch only), plus the sold-out variants ('Agotado: Grande'); null when nothing is.
 */
export function soldOutLabel(
  marks: SoldOutMark[],
  branches: Pick<Branch, 'id' | 'name'>[],
  variantName: (id: number) => string | undefined,
): string | null {
  if (!marks.length) return null;
  const itself = marks.filter((m) => m.variant_id === null);
  const variants = [
    ...new Set(marks.flatMap((m) => (m.variant_id === null ? [] : [variantName(m.variant_id) ?? ''])).filter(Boolean)),
  ];
  const branchIds = new Set((itself.length ? itself : marks).map((m) => m.sucursal_id));
  const where =
    branches.length <= 1
      ? ''
      : branchIds.size >= branches.length
        ? ' en todas las sucursales'
        : ` en ${branches
            .filter((b) => branchIds.has(b.id))
            .map((b) => b.name)
            .join(', ')}`;
  const until = (itself.length ? itself : marks).every((m) => m.until === null) ? '' : ' hasta hoy';
  const what = itself.length ? 'Agotado' : `Agotado: ${variants.join(', ')}`;
  return `${what}${where}${until}`;
}
