import type { FastifyInstance } from 'fastify'
import { IMMUTABLE_CACHE } from '../../images/storage.js'
import { matches } from '../../plugins/conditional.js'
import type { PublicMenus } from '../../public-menu/page.js'
import { SHARE_IMAGE_PREFIX, shareImageName } from '../../public-menu/share.js'
import { createShareImages } from '../../public-menu/share-image.js'

/**
 * GET /m/assets/preview/{routeKey}/{name}.jpg: a menu's link-preview picture (og:image,
 * public-menu/share.ts). Only the name the page names now is answered (drawn on its first
 * request, then kept); any other, an old one included, is a 404: a picture never changes under
 * its name, so it is cached for a year. Under /m/assets/, which both sites serve (plugins/sites.ts).
 */
export function shareImageRoute(app: FastifyInstance, menus: PublicMenus): void {
  const pictures = createShareImages(app.ctx.images)
  const missing = (reply: import('fastify').FastifyReply) =>
    reply.code(404).header('cache-control', 'no-cache').type('text/plain; charset=utf-8').send('Not found')

  app.get<{ Params: { routeKey: string; file: string } }>(
    `${SHARE_IMAGE_PREFIX}:routeKey/:file`,
    { schema: { hide: true } },
    async (request, reply) => {
      const page = await menus.get(request.params.routeKey)
      const source = page.kind === 'menu' ? page.share : null
      const name = source ? shareImageName(source) : undefined
      if (!source || request.params.file !== name) return missing(reply)
      const etag = `"${name.slice(0, -'.jpg'.length)}"`
      reply.header('cache-control', IMMUTABLE_CACHE).header('etag', etag)
      // Crawlers of other sites fetch it (and some pages embed it).
      reply.header('cross-origin-resource-policy', 'cross-origin')
      if (matches(request, etag)) return reply.code(304).send()
      const picture = await pictures.picture(source)
      if (!picture) return missing(reply.removeHeader('cache-control'))
      return reply.type('image/jpeg').send(picture)
    },
  )
}
