import { createHash } from 'node:crypto'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Db } from '../db/connection.js'
import { branchesKey } from '../data/branch-scope.js'
import { changeMarker } from '../history/marker.js'
import { matches, preferredCoding } from './conditional.js'

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/**
 * The panel's list answers (GET /v1/products, /families, /tags, ...), kept serialized and
 * compressed per account and URL against the account's change marker (history/marker.ts).
 *
 * - The marker is raised in the same transaction as every recorded write to the account's rows
 *   (the history's close) and when its plan changes. It is read
 *   on every request, BEFORE the list is loaded: an entry is only reused while the marker is the
 *   one read before its own load, so a write committed meanwhile (by this instance or another
 *   one on the same database) always makes the next request rebuild. Nothing is shared
 *   between instances and nothing needs to be.
 * - Keys hold the account id (from the verified token) and the URL: one account's entry can
 *   never answer another account. They also hold the branches of a person bound to branches
 *   (data/branch-scope.ts): their lists hold only those branches' rows, so such an entry never
 *   answers the owner or anyone with other branches, and a change of a person's branches (no
 *   write to the account's rows, so no new marker) reads another entry at once.
 * - Answers carry a strong ETag of the identity bytes (plus '-br'/'-gz' for the compressed
 *   bytes) and `Cache-Control: private, no-cache`: a client that sends it back in
 *   If-None-Match gets 304 without a body while the list is unchanged.
 * - Bytes are the route's own serializer's output (its response schema), so the JSON is the
 *   same as without the cache. Compressed copies are made once per entry, on first demand.
 * - Memory: least recently used entries go first once the entries' bytes (identity plus
 *   compressed copies) pass LIST_CACHE_MB (default 64 MB); a single list larger than a
 *   quarter of that is answered but not kept.
 */

/** Lists change with the next edit: the client must revalidate each time; they are the account's own. */
const REVALIDATE = 'private, no-cache'
/** Brotli quality for lists made on a request: close to gzip's speed, smaller output. */
const BROTLI_QUALITY = 5

interface Entry {
  marker: string
  body: Buffer
  etag: string
  br?: Promise<Buffer>
  gzip?: Promise<Buffer>
  bytes: number
}

export interface ListOptions {
  /** Part of the key besides the account and URL, for lists that also depend on something else (e.g. today's date). */
  variant?: string
  /** false: answer with ETag/304 but keep nothing (e.g. free-text searches, each asked once). */
  keep?: boolean
}

export function createListCache(db: Db, budgetBytes: number) {
  const entries = new Map<string, Entry>()
  /** Loads under way, by key and marker: concurrent misses of one list load it once. */
  const loading = new Map<string, Promise<Entry>>()
  let cachedBytes = 0

  function forget(key: string) {
    const old = entries.get(key)
    if (!old) return
    entries.delete(key)
    cachedBytes -= old.bytes
  }

  function keep(key: string, entry: Entry) {
    forget(key)
    if (entry.bytes > budgetBytes / 4) return
    entries.set(key, entry)
    cachedBytes += entry.bytes
    for (const [oldest] of entries) {
      if (cachedBytes <= budgetBytes) break
      forget(oldest)
    }
  }

  /** The entry's bytes in `coding`, compressed once; its size then counts against the budget. */
  function coded(key: string, entry: Entry, coding: 'br' | 'gzip'): Promise<Buffer> {
    let bytes = entry[coding]
    if (!bytes) {
      bytes =
        coding === 'br'
          ? brotli(entry.body, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: entry.body.length,
              },
            })
          : gzipAsync(entry.body, { level: 6 })
      entry[coding] = bytes
      void bytes.then(
        (b) => {
          if (entries.get(key) !== entry) return
          entry.bytes += b.length
          cachedBytes += b.length
        },
        () => {
          entry[coding] = undefined // try again on the next request
        },
      )
    }
    return bytes
  }

  async function build(reply: FastifyReply, marker: string, load: () => Promise<unknown>): Promise<Entry> {
    const serialized = reply.serialize(await load())
    const body =
      typeof serialized === 'string'
        ? Buffer.from(serialized, 'utf8')
        : Buffer.isBuffer(serialized)
          ? serialized
          : Buffer.from(new Uint8Array(serialized))
    const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`
    return { marker, body, etag, bytes: body.length }
  }

  async function respond(request: FastifyRequest, reply: FastifyReply, key: string, entry: Entry): Promise<void> {
    const coding = preferredCoding(request)
    const etag = coding ? `${entry.etag.slice(0, -1)}-${coding === 'br' ? 'br' : 'gz'}"` : entry.etag
    reply.header('cache-control', REVALIDATE).header('vary', 'Accept-Encoding').header('etag', etag)
    if (matches(request, entry.etag)) {
      reply.code(304).send()
      return
    }
    reply.type('application/json; charset=utf-8')
    if (!coding) {
      reply.send(entry.body)
      return
    }
    // Content-Encoding set here: @fastify/compress leaves the bytes alone.
    reply.header('content-encoding', coding).send(await coded(key, entry, coding))
  }

  return {
    /**
     * Answers the account's list at the request's URL: from the cache while the account's
     * marker is unchanged, else from `load` (its value goes through the route's serializer).
     */
    async send(
      request: FastifyRequest,
      reply: FastifyReply,
      load: () => Promise<unknown>,
      options: ListOptions = {},
    ): Promise<void> {
      const marker = await changeMarker(db, request.accountId)
      // request.member is unset on a route without requireAccess: every branch, like the owner.
      const whose = branchesKey(request.member?.branchIds)
      const key = `${request.accountId}\n${whose}\n${options.variant ?? ''}\n${request.url}`
      const keepIt = marker !== undefined && options.keep !== false && budgetBytes > 0
      const hit = entries.get(key)
      if (hit && hit.marker === marker) {
        entries.delete(key) // most recently used last
        entries.set(key, hit)
        return respond(request, reply, key, hit)
      }
      if (!keepIt || marker === undefined) return respond(request, reply, key, await build(reply, '', load))
      const pendingKey = `${key}\n${marker}`
      let pending = loading.get(pendingKey)
      if (!pending) {
        pending = build(reply, marker, load).finally(() => loading.delete(pendingKey))
        loading.set(pendingKey, pending)
      }
      const entry = await pending
      // A newer entry may have been kept meanwhile (markers only grow): keep the one read last.
      const current = entries.get(key)
      if (!current || current.marker === entry.marker || BigInt(current.marker) < BigInt(entry.marker)) {
        if (current !== entry) keep(key, entry)
      }
      return respond(request, reply, key, entry)
    },

    /** For tests and the bench: entries and their bytes. */
    stats: () => ({ entries: entries.size, bytes: cachedBytes }),
  }
}

export type ListCache = ReturnType<typeof createListCache>
