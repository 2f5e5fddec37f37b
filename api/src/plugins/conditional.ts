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

/** The q-value the client gives `coding` in Accept-Encoding (0 when absent; `*` counts for any coding). */
function quality(request: FastifyRequest, coding: string): number {
  let star = 0
  for (const part of String(request.headers['accept-encoding'] ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';')
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    const value = q === undefined ? 1 : Number(q.slice(2))
    if (name === coding) return Number.isFinite(value) ? value : 0
    if (name === '*') star = Number.isFinite(value) ? value : 0
  }
  return star
}

/** The coding to send: brotli when accepted, else gzip, else none (identity). */
export function preferredCoding(request: FastifyRequest): 'br' | 'gzip' | null {
  if (quality(request, 'br') > 0) return 'br'
  if (quality(request, 'gzip') > 0) return 'gzip'
  return null
}
