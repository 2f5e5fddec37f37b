/**
 * Print files already made, kept while the data they show is unchanged: each entry holds the
 * marker it was made at (the account's change marker read before its data was loaded, plus
 * today's date, which decides the promotions shown: printer.ts) and is only reused at that same
 * marker, so any write since makes the next request build the file again. Least recently used entries
 * go first once their bytes pass the budget (PRINT_CACHE_MB); a file larger than a quarter of
 * it is answered but not kept.
 */

export interface CachedFile {
  name: string
  bytes: Buffer
}

interface Entry extends CachedFile {
  marker: string
}

export function createFileCache(budgetBytes: number) {
  const entries = new Map<string, Entry>()
  let used = 0

  function forget(key: string) {
    const old = entries.get(key)
    if (!old) return
    entries.delete(key)
    used -= old.bytes.length
  }

  return {
    get(key: string, marker: string): CachedFile | undefined {
      const entry = entries.get(key)
      if (!entry || entry.marker !== marker) return undefined
      // Most recently used last: the Map's order is the eviction order.
      entries.delete(key)
      entries.set(key, entry)
      return entry
    },
    set(key: string, marker: string, file: CachedFile): void {
      forget(key)
      if (file.bytes.length > budgetBytes / 4) return
      entries.set(key, { ...file, marker })
      used += file.bytes.length
      for (const [oldest] of entries) {
        if (used <= budgetBytes) break
        forget(oldest)
      }
    },
    /** Bytes kept (for the metrics). */
    bytes: () => used,
  }
}
