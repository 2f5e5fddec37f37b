/**
 * The public pages' memory: entries by key within a byte budget, the least recently stored going
 * first, and no account holding more than its share of the budget. A chain's 300 branches (about
 * 680 KB a 500-dish page, HTML and JSON as is and gzipped) would otherwise fill the whole cache
 * and push every other restaurant's pages out, so each of their diners would wait for a rebuild:
 * past its share an account's own oldest pages go first, and the others' stay.
 */
export interface Sized {
  /** The account whose page it is. */
  owner: number
  bytes: number
}

/** One account may hold at most this part of the budget. */
export const OWNER_SHARE = 0.25

export function boundedCache<E extends Sized>(budget: number, share = OWNER_SHARE) {
  const entries = new Map<string, E>()
  const byOwner = new Map<number, number>()
  let bytes = 0
  const ownerLimit = budget * share

  function drop(key: string, entry: E) {
    entries.delete(key)
    bytes -= entry.bytes
    const left = (byOwner.get(entry.owner) ?? 0) - entry.bytes
    if (left > 0) byOwner.set(entry.owner, left)
    else byOwner.delete(entry.owner)
  }

  return {
    get: (key: string) => entries.get(key),
    remember(key: string, entry: E) {
      const old = entries.get(key)
      if (old) drop(key, old)
      entries.set(key, entry)
      bytes += entry.bytes
      byOwner.set(entry.owner, (byOwner.get(entry.owner) ?? 0) + entry.bytes)
      // Oldest first: the account's own past its share, then anyone's past the budget.
      for (const [k, e] of entries) {
        if ((byOwner.get(entry.owner) ?? 0) <= ownerLimit || k === key) break
        if (e.owner === entry.owner) drop(k, e)
      }
      for (const [k, e] of entries) {
        if (bytes <= budget) break
        drop(k, e)
      }
    },
    forgetPrefix(prefix: string) {
      for (const [key, hit] of entries) if (key.startsWith(prefix)) drop(key, hit)
    },
    size: () => entries.size,
    bytes: () => bytes,
    /** What one account holds now (tests, the bench). */
    bytesOf: (owner: number) => byOwner.get(owner) ?? 0,
  }
}
