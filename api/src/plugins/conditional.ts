import type { FastifyRequest } from 'fastify'

/**
 * HTTP conditional and content-coding helpers shared by the routes that answer ETags
 * themselves (the public menu, the panel's cached lists).
 */

/** The tag without W/ and without the content-coding suffix ('-br', '-gz') our ETags carry. */
const bareTag = (tag: string) =>
  tag
    .trim()
    .replace(/^W\//, '')
    .replace(/-(?:br|gz)"$/, '"')

/**
 * RFC 9110 If-None-Match (weak comparison): does the client already hold `etag`? Tags of the
 * same content in another coding count too: they are the same bytes once decoded.
 */
export function matches(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match']
  if (!header) return false
  if (header.trim() === '*') return true
  const bare = bareTag(etag)
  return header.split(',').some((t) => bareTag(t) === bare)
}

/**
 * The q-value the client gives `coding` in Accept-Encoding (RFC 9110 §12.5.3: 0 when absent;
 * `*` counts for any coding not named). The one reading of the header: every answer that picks
 * a coding asks here, so 'gzip;q=0' or '*' mean the same to the lists and the public menu.
 */
function quality(request: FastifyRequest, coding: string): number {
  let star = 0
  for (const part of String(request.headers['accept-encoding'] ?? '').split(',')) {
    const [named = '', ...params] = part.toLowerCase().split(';')
    const name = named.trim() // 'gzip ; q=1' names gzip too
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    const value = q === undefined ? 1 : Number(q.slice(2))
    if (name === coding) return Number.isFinite(value) ? value : 0
    if (name === '*') star = Number.isFinite(value) ? value : 0
  }
  return star
}

/** Does the client take `coding` (its q-value is above 0)? */
export const accepts = (request: FastifyRequest, coding: 'br' | 'gzip'): boolean => quality(request, coding) > 0

/** The coding to send: brotli when accepted, else gzip, else none (identity). */
export function preferredCoding(request: FastifyRequest): 'br' | 'gzip' | null {
  if (accepts(request, 'br')) return 'br'
  if (accepts(request, 'gzip')) return 'gzip'
  return null
}
