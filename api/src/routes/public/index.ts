import type { AllergenCode } from '@menu/shared/menu/allergens'
import fs from 'node:fs'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { Type } from 'typebox'
import { accepts, matches } from '../../plugins/conditional.js'
import { sendError } from '../../plugins/errors.js'
import { THUMB_PREFIX } from '../../images/sizes.js'
import { IMMUTABLE_CACHE } from '../../images/storage.js'
import { builtinFonts } from '../../fonts/catalogue.js'
import { LISTED_PREFIX } from '../../fonts/fonts.js'
import { avoidFromQuery, avoidQuery } from '../../public-menu/avoid.js'
import { iconFont, iconSubsetFont } from '../../public-menu/icons.js'
import { searchFromQuery } from '../../public-menu/search.js'
import { tableFromQuery } from '../../public-menu/table.js'
import type { LanguageChoice, LanguageRequest } from '../../public-menu/language.js'
import { createPublicMenus, type Representation } from '../../public-menu/page.js'
import { orderRoutes } from './order.js'
import { shareImageRoute } from './share-image.js'
import { errors, Info, NotModified } from '../../schemas/common.js'

/** Every answer of these routes may change with the next panel edit: revalidate each time (ETag -> 304). */
const REVALIDATE = 'no-cache'

/**
 * What a redirect of an old route key keeps of the query: the language asked for, the allergen
 * filter, the table (a printed tent of an old key still counts for its table) and the search
 * (encoded). Only these values: nothing else is echoed into Location.
 */
function keptQuery(request: FastifyRequest, avoid: readonly AllergenCode[], mesa?: number, query?: string): string {
  const lang = (request.query as { lang?: unknown } | undefined)?.lang
  const parts = [
    typeof lang === 'string' && /^[A-Za-z]{2,3}(?:-[A-Za-z0-9]{1,8})*$/.test(lang) && lang.length <= 35
      ? `lang=${lang}`
      : '',
    avoidQuery(avoid).slice(1),
    mesa ? `mesa=${mesa}` : '',
    query ? `q=${encodeURIComponent(query)}` : '',
  ].filter(Boolean)
  return parts.length ? `?${parts.join('&')}` : ''
}

/** What the request says about the diner's language: ?lang= and Accept-Language (public-menu/language.ts). */
const languageRequest = (request: FastifyRequest): LanguageRequest => ({
  lang: (request.query as { lang?: unknown } | undefined)?.lang,
  acceptLanguage: request.headers['accept-language'],
})

/** Says which language answered; when Accept-Language chose it, caches must keep one copy per language. */
const languageHeaders = (reply: FastifyReply, language: LanguageChoice) =>
  reply
    .header('content-language', language.lang)
    .header('vary', language.byHeader ? 'Accept-Encoding, Accept-Language' : 'Accept-Encoding')

/** Sends one of our representations with ETag/304 and gzip when the client takes it. */
function sendRepresentation(
  request: FastifyRequest,
  reply: FastifyReply,
  rep: Representation,
  type: string,
  language: LanguageChoice,
) {
  const gzip = accepts(request, 'gzip')
  const etag = gzip ? `${rep.etag.slice(0, -1)}-gz"` : rep.etag
  languageHeaders(reply, language).header('cache-control', REVALIDATE).header('etag', etag)
  if (matches(request, rep.etag) || matches(request, etag)) return reply.code(304).send()
  reply.code(200).type(type)
  if (gzip) reply.header('content-encoding', 'gzip')
  return reply.send(gzip ? rep.gzip : rep.body)
}

/**
 * The diner's side: GET /m/{routeKey} (server-rendered HTML, see public-menu/) and the same
 * view model as JSON at GET /v1/public/menus/{routeKey}. No authentication; only the
 * branch of the key is read, through its own account's repositories.
 */
export const publicRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const menus = createPublicMenus(app.ctx)
  shareImageRoute(app, menus)
  await app.register(orderRoutes, { menus }) // 'Mi pedido', the choices page, the waiter calls (order.ts)
  const iconFonts = [iconFont(), iconSubsetFont()]

  const notFoundPage = (request: FastifyRequest, reply: FastifyReply) => {
    const page = menus.notFound(languageRequest(request))
    return languageHeaders(reply, page.language)
      .code(404)
      .header('cache-control', REVALIDATE)
      .header('content-security-policy', page.csp)
      .type('text/html; charset=utf-8')
      .send(page.html.body)
  }

  app.get<{ Params: { routeKey: string } }>('/m/:routeKey', { schema: { hide: true } }, async (request, reply) => {
    // The diner's allergen filter: ?sin=gluten,peanuts or the form's ?sin=gluten&sin=peanuts.
    const avoid = avoidFromQuery(request.query)
    const mesa = tableFromQuery(request.query)
    // The diner's search (?q=nopal), answered by the server: no script.
    const query = searchFromQuery(request.query)
    const result = await menus.get(request.params.routeKey, languageRequest(request), avoid, mesa, query)
    // The CSP below decides framing (frame-ancestors): the panel may preview the page.
    reply.removeHeader('x-frame-options')
    if (result.kind === 'unknown') return notFoundPage(request, reply)
    if (result.kind === 'moved')
      return reply
        .header('cache-control', REVALIDATE)
        .redirect(`/m/${encodeURIComponent(result.routeKey)}${keptQuery(request, avoid, mesa, query)}`, 301)
    reply.header('content-security-policy', result.csp)
    app.menuViews.seen(request, result.branchId, result.table) // a 304 revisit is a view too
    return sendRepresentation(request, reply, result.html, 'text/html; charset=utf-8', result.language)
  })

  // A link typed or printed with a trailing slash still reaches the menu.
  app.get<{ Params: { routeKey: string } }>('/m/:routeKey/', { schema: { hide: true } }, async (request, reply) => {
    const key = request.params.routeKey
    if (!/^[A-Za-z0-9_-]{1,80}$/.test(key)) return notFoundPage(request, reply)
    return reply
      .header('cache-control', REVALIDATE)
      .redirect(
        `/m/${key}${keptQuery(request, avoidFromQuery(request.query), tableFromQuery(request.query), searchFromQuery(request.query))}`,
        301,
      )
  })

  /**
   * A thumbnail (a product photo's, a poster's, a mobile ad's: images/sizes.ts) in AVIF for a
   * browser that takes it, else WebP, by Accept; made on its first request for images stored
   * before thumbnails existed. Names never change content: cached for a year, per Accept.
   */
  app.get<{ Params: { name: string } }>(`${THUMB_PREFIX}:name`, { schema: { hide: true } }, async (request, reply) => {
    const acceptsAvif = /\bimage\/avif\b/i.test(String(request.headers.accept ?? ''))
    const thumb = await app.ctx.images.thumbnail(request.params.name, acceptsAvif)
    if (!thumb) return sendError(reply, 'RESOURCE_NOT_FOUND', 'La imagen no existe.')
    return reply.header('cache-control', IMMUTABLE_CACHE).header('vary', 'Accept').type(thumb.type).send(thumb.body)
  })

  for (const url of ['/m', '/m/']) {
    app.get(url, { schema: { hide: true } }, async (request, reply) => notFoundPage(request, reply))
  }

  /** The icon fonts (subset and whole) and the built-in menu fonts, under content-hashed names: cached for a year. */
  for (const hosted of [...iconFonts, ...builtinFonts()]) {
    app.get(hosted.path, { schema: { hide: true } }, async (request, reply) => {
      reply.header('cache-control', IMMUTABLE_CACHE).header('etag', hosted.etag)
      if (matches(request, hosted.etag)) return reply.code(304).send()
      return reply.type('font/woff2').send(fs.createReadStream(hosted.file))
    })
  }

  /** Fonts of the listing service, downloaded once and served from here (the menu loads nothing from elsewhere). */
  app.get<{ Params: { file: string } }>(`${LISTED_PREFIX}:file`, { schema: { hide: true } }, async (request, reply) => {
    const body = await app.ctx.fonts.listedFile(request.params.file)
    if (!body)
      return reply.code(404).header('cache-control', REVALIDATE).type('text/plain; charset=utf-8').send('Not found')
    return reply.header('cache-control', 'public, max-age=86400').type('font/woff2').send(body)
  })

  app.get(
    '/v1/public/menus/:routeKey',
    {
      schema: {
        operationId: 'getPublicMenu',
        security: [], // no token
        summary: "A branch's public menu as JSON (the view model of /m/{routeKey}); no authentication",
        description:
          'Only what a diner sees: enabled, unexpired items, formatted prices, checked URLs, legible theme colours. ' +
          'A disabled branch answers available: false and no content; an old route key answers 301 to the current one. ' +
          'Cache-Control: no-cache with a strong ETag (If-None-Match -> 304). CORS is open to any origin.',
        tags: ['public'],
        params: Type.Object({ routeKey: Type.String({ maxLength: 200 }) }),
        querystring: Type.Object({
          sin: Type.Optional(
            Type.Array(Type.String({ maxLength: 300 }), {
              maxItems: 50,
              description:
                "Allergens the diner hides, as the page's filter: 'gluten,peanuts' or repeated (sin=gluten&sin=peanuts); unknown codes are ignored. See filter in the answer",
            }),
          ),
          lang: Type.Optional(
            Type.String({
              maxLength: 35,
              description:
                "The diner's language (ISO 639-1, e.g. 'en'). Without it, or naming one the menu does not offer, Accept-Language decides; failing both, Spanish. The answer's `language` and Content-Language say which",
            }),
          ),
        }),
        response: {
          200: Info(Type.Ref('PublicMenu')),
          304: NotModified,
          301: Type.Null({ description: 'An old route key of a branch: Location is /v1/public/menus/{current key}' }),
          ...errors({ 404: ['RESOURCE_NOT_FOUND'] }),
        },
      },
      config: { cors: { origin: '*', credentials: false } },
    },
    async (request, reply) => {
      const avoid = avoidFromQuery(request.query)
      const result = await menus.get(request.params.routeKey, languageRequest(request), avoid)
      if (result.kind === 'unknown')
        return sendError(
          reply.header('cache-control', REVALIDATE),
          'RESOURCE_NOT_FOUND',
          'No existe un menú con esta dirección.',
        )
      if (result.kind === 'moved') {
        return reply
          .code(301)
          .header('cache-control', REVALIDATE)
          .redirect(`/v1/public/menus/${encodeURIComponent(result.routeKey)}${keptQuery(request, avoid)}`, 301)
      }
      // Integrations on other sites may read it (CORS above): do not restrict it to same-site.
      reply.header('cross-origin-resource-policy', 'cross-origin')
      return sendRepresentation(request, reply, result.json, 'application/json; charset=utf-8', result.language)
    },
  )
}
