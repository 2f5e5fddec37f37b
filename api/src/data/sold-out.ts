import type { SoldOutRow } from '../db/types.js'
import { epochOf, isoAt } from '../db/values.js'
import { AppError } from '../errors.js'
import { nextLocalMidnight } from '../time/local.js'
import { branchTimeZone } from './branches.js'
import { type Executor, scoped, type Scoped } from './toolkit.js'

/**
 * Products and variants sold out ('Agotado') per branch (migration 0015). "All branches" is
 * one row per branch (each ends its day at its own midnight, in its zone, and can be
 * reactivated alone); a branch added later starts with nothing sold out. A row whose `until`
 * passed reads as not sold out; writes delete such rows of the account.
 */

export interface SoldOut {
  product_id: number
  /** null: the product itself. */
  variant_id: number | null
  sucursal_id: number
  /** ISO instant it ends (the branch's next midnight); null: until the owner reactivates it. */
  until: string | null
}

export type SoldOutUntil = 'end_of_day' | 'manual'

export interface SoldOutMark {
  /** null: every branch of the account. */
  sucursal_id: number | null
  /** null: the product itself. */
  variant_id: number | null
  until: SoldOutUntil
}

export interface SoldOutUndo {
  /** Absent: every branch. */
  sucursal_id?: number
  /** Absent: the product and all its variants; 0: the product itself; an id: that variant. */
  variant_id?: number
}

export interface SoldOutDeps {
  db: Executor
  now: () => number
  /** The app's zone (config.timeZone): a branch without its own zone follows it. */
  timeZone: string
}

const toSoldOut = (r: Pick<SoldOutRow, 'product_id' | 'variant_id' | 'sucursal_id' | 'until'>): SoldOut => ({
  product_id: Number(r.product_id),
  variant_id: r.variant_id === null ? null : Number(r.variant_id),
  sucursal_id: Number(r.sucursal_id),
  until: r.until,
})

/** Still sold out at `now`: no end, or an end still ahead. */
export const isActive = (row: Pick<SoldOut, 'until'>, now: number) => row.until === null || epochOf(row.until) > now

export function soldOutRepo({ db, now, timeZone }: SoldOutDeps, accountId: number) {
  const own = scoped(db, accountId)

  async function rows(t: Scoped, filter: { productId?: number; branchId?: number }): Promise<SoldOut[]> {
    let query = t.selectFrom('sold_out').select(['product_id', 'variant_id', 'sucursal_id', 'until'])
    if (filter.productId !== undefined) query = query.where('product_id', '=', filter.productId)
    if (filter.branchId !== undefined) query = query.where('sucursal_id', '=', filter.branchId)
    const at = now()
    return (await query.orderBy('product_id').orderBy('sucursal_id').orderBy('variant_id').execute())
      .map(toSoldOut)
      .filter((r) => isActive(r, at))
  }

  /** The variant must be one of the account's (else 404) and offered by the product (else 400). */
  async function checkVariant(t: Scoped, productId: number, variantId: number) {
    const variant = await t.ownedRow('variants', variantId)
    const linked = await t
      .selectFrom('product_variant_groups')
      .select('group_id')
      .where('product_id', '=', productId)
      .where('group_id', '=', Number(variant.group_id))
      .executeTakeFirst()
    if (!linked)
      throw new AppError('VALIDATION_ERROR', 'La variante no pertenece a este producto.', { field: 'variant_id' })
  }

  /** Expired rows go with the next write: nothing reads them any more. */
  const clean = (t: Scoped) =>
    t.deleteFrom('sold_out').where('until', 'is not', null).where('until', '<=', isoAt(now())).execute()

  return {
    /** Everything sold out right now, in every branch. */
    list: (): Promise<SoldOut[]> => rows(own, {}),

    /** What is sold out right now in one branch (the public menu's step 1). */
    forBranch: (branchId: number): Promise<SoldOut[]> => rows(own, { branchId }),

    /** Marks the product (or one of its variants) sold out; repeating it only moves the end. Answers the product's marks. */
    mark(productId: number, input: SoldOutMark): Promise<SoldOut[]> {
      // Two taps at once: the transaction's account lock makes one wait, then it replaces the other's row.
      return own.transaction(async (t) => {
        await t.mustOwn('products', productId)
        if (input.sucursal_id !== null) await t.mustOwn('sucursales', input.sucursal_id)
        if (input.variant_id !== null) await checkVariant(t, productId, input.variant_id)
        await clean(t)
        let branches = t.selectFrom('sucursales').select(['id', 'time_zone'])
        if (input.sucursal_id !== null) branches = branches.where('id', '=', input.sucursal_id)
        const at = now()
        for (const branch of await branches.execute()) {
          const until = input.until === 'manual' ? null : isoAt(nextLocalMidnight(at, branchTimeZone(branch, timeZone)))
          let existing = t
            .deleteFrom('sold_out')
            .where('sucursal_id', '=', Number(branch.id))
            .where('product_id', '=', productId)
          existing =
            input.variant_id === null
              ? existing.where('variant_id', 'is', null)
              : existing.where('variant_id', '=', input.variant_id)
          await existing.execute()
          await t
            .insertInto('sold_out', {
              sucursal_id: Number(branch.id),
              product_id: productId,
              variant_id: input.variant_id,
              until,
              created_at: isoAt(at),
            })
            .execute()
        }
        return rows(t, { productId })
      })
    },

    /** Reactivates (see SoldOutUndo); undoing what is not sold out is fine. Answers the product's remaining marks. */
    undo(productId: number, input: SoldOutUndo): Promise<SoldOut[]> {
      return own.transaction(async (t) => {
        await t.mustOwn('products', productId)
        if (input.sucursal_id !== undefined) await t.mustOwn('sucursales', input.sucursal_id)
        if (input.variant_id) await t.mustOwn('variants', input.variant_id)
        await clean(t)
        let query = t.deleteFrom('sold_out').where('product_id', '=', productId)
        if (input.sucursal_id !== undefined) query = query.where('sucursal_id', '=', input.sucursal_id)
        if (input.variant_id === 0) query = query.where('variant_id', 'is', null)
        else if (input.variant_id !== undefined) query = query.where('variant_id', '=', input.variant_id)
        await query.execute()
        return rows(t, { productId })
      })
    },
  }
}
