import fs from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { IMMUTABLE_CACHE, UPLOADS_PREFIX } from '../images/storage.js'
import { REMOTE_FOLDERS, remotesList } from '../remotes.js'
import { matches } from './conditional.js'
import { sendError } from './errors.js'
import { panelPage, remotesWithGets } from './panel-preloads.js'

/** Paths that belong to the API or to other hosts, never to the panel's SPA fallback. */
const JSON_PREFIXES = ['/auth', '/v1', '/docs', '/healthz', '/readyz', '/metrics']
const NON_SPA_PREFIXES = [...JSON_PREFIXES, '/m', '/remotes', '/uploads']
const under = (url: string, prefixes: string[]) =>
  prefixes.some((p) => url === p || url.startsWith(`${p}/`) || url.startsWith(`${p}?`))
/** A path of the API (its unknown paths answer the JSON 404 envelope). */
export const isApiPath = (url: string) => under(url, JSON_PREFIXES)

/** Content-hashed build output (`main.3f2a9c1d.js`, `123.ab12cd34ef.css`) never changes: cache it forever. */
const HASHED = /[.-][0-9a-f]{8,}\.(?:m?js|css|woff2?|ttf|png|jpe?g|gif|svg|webp|avif|ico|json)$/i

/** A build's pre-compressed copy (scripts/compress-dists.mjs) is cached like its file. */
const COMPRESSED_COPY = /\.(?:br|gz)$/

/**
 * A copy older than its file (a dist copied over an older one without the build step) would
 * send old bytes: the file then goes out as it is, for this request, without any coding.
 */
function skipStaleCopies(request: FastifyRequest, dir: string, file: string): void {
  const full = path.resolve(dir, file)
  if (!full.startsWith(dir + path.sep)) return
  const mtime = fs.statSync(full, { throwIfNoEntry: false })?.mtimeMs
  if (mtime === undefined) return
  for (const copy of [`${full}.br`, `${full}.gz`]) {
    const copied = fs.statSync(copy, { throwIfNoEntry: false })?.mtimeMs
    if (copied !== undefined && copied < mtime) {
      request.headers['accept-encoding'] = 'identity'
      return
    }
  }
}

export function cacheControlFor(file: string): string {
  return HASHED.test(path.basename(file).replace(COMPRESSED_COPY, ''))
    ? 'public, max-age=31536000, immutable'
    : 'no-cache'
}

/**
 * Hosting of the built frontends:
 * - `/remotes.json` (the remotes of the section manifest, entries overridable by REMOTES_FILE), no-cache;
 * - `/remotes/<folder>/...` from STATIC_ROOT/<folder>/dist (missing file: plain 404);
 * - `/uploads/...` from the local image store (UPLOADS_DIR), cached forever: names are never reused;
 * - everything else from STATIC_ROOT/shell/dist, with index.html for any path without a file
 *   extension (SPA routes), or a plain 503 while the shell has not been built; a section's
 *   path gets it with the preloads of its files (./panel-preloads.ts).
 * A file's `.br` or `.gz` copy written by the build (scripts/compress-dists.mjs) is sent as it is
 * when the client accepts it (brotli first), with Content-Encoding and Vary: Accept-Encoding, so
 * @fastify/compress does not compress it again; files without a copy are compressed per request.
 * Folders are checked per request, so building a frontend while the API runs just works.
 */
export async function registerStatic(app: FastifyInstance): Promise<void> {
  const { staticRoot, remotes, uploadsDir } = app.ctx.config
  const shellDist = path.join(staticRoot, 'shell', 'dist')
  const isUpload = (file: string) => file.startsWith(uploadsDir + path.sep)

  await app.register(fastifyStatic, {
    root: staticRoot,
    serve: false,
    cacheControl: false, // set below, per file
    preCompressed: true,
    suppressWarning: true,
    setHeaders: (reply: FastifyReply, file: string) =>
      reply.header('cache-control', isUpload(file) ? IMMUTABLE_CACHE : cacheControlFor(file)),
  })

  const sendIndex = (request: FastifyRequest, reply: FastifyReply) => {
    if (!fs.existsSync(path.join(shellDist, 'index.html'))) {
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send('El panel aún no ha sido compilado (shell/dist). Ejecuta npm run build.')
    }
    const page = panelPage(staticRoot, remotesList(remotes), request.url.split('?')[0])
    if (page) {
      reply.header('cache-control', 'no-cache').header('etag', page.etag)
      if (matches(request, page.etag)) return reply.code(304).send()
      return reply.type('text/html; charset=utf-8').send(page.html)
    }
    skipStaleCopies(request, shellDist, 'index.html')
    return reply.sendFile('index.html', shellDist)
  }

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const url = request.url
    if (isApiPath(url))
      return sendError(reply, 'RESOURCE_NOT_FOUND', `Ruta no encontrada: ${request.method} ${url.split('?')[0]}`)
    return reply.code(404).type('text/plain; charset=utf-8').send('Not found')
  })

  app.get('/remotes.json', { schema: { hide: true } }, async (_request, reply) => {
    return reply.header('cache-control', 'no-cache').send(remotesWithGets(staticRoot, remotesList(remotes)))
  })

  app.get<{ Params: { folder: string; '*': string } }>(
    '/remotes/:folder/*',
    { schema: { hide: true } },
    (request, reply) => {
      const { folder, '*': file } = request.params
      if (!REMOTE_FOLDERS.includes(folder)) return reply.callNotFound()
      const dist = path.join(staticRoot, folder, 'dist')
      if (!fs.existsSync(dist)) return reply.callNotFound()
      skipStaleCopies(request, dist, file)
      return reply.sendFile(file, dist)
    },
  )

  app.get<{ Params: { '*': string } }>(`${UPLOADS_PREFIX}*`, { schema: { hide: true } }, (request, reply) => {
    const file = request.params['*']
    if (!fs.existsSync(path.join(uploadsDir, path.basename(file)))) return reply.callNotFound()
    return reply.sendFile(path.basename(file), uploadsDir)
  })

  app.get<{ Params: { '*': string } }>('/*', { schema: { hide: true } }, (request, reply) => {
    const pathname = request.url.split('?')[0]
    if (under(pathname, NON_SPA_PREFIXES)) return reply.callNotFound()
    const file = request.params['*']
    const isFile = path.extname(file) !== ''
    if (!isFile) return sendIndex(request, reply)
    if (!fs.existsSync(shellDist)) return reply.callNotFound()
    skipStaleCopies(request, shellDist, file)
    return reply.sendFile(file, shellDist)
  })
}
