import type { IncomingHttpHeaders } from 'node:http'
import { isPreviewQuery } from '@menu/shared/menu/preview'

/**
 * Which requests of a public menu page are a diner's view. Only what the request says
 * about itself is read (method, headers, query string); nothing is kept.
 *
 * Not counted:
 * - the panel showing the menu to its owner (the brand preview frame, 'Ver Menú', 'Vista
 *   Previa'): the `preview` query parameter it adds (`isPanelPreview`);
 * - HEAD (link checkers, monitors): nothing was shown;
 * - prefetches and prerenders (`Sec-Purpose: prefetch…`, `Purpose: prefetch`, `X-Moz: prefetch`):
 *   the page may never be opened;
 * - a missing User-Agent: every browser sends one;
 * - User-Agents that announce a robot or a link preview (BOT_AGENT below).
 */
export const BOT_AGENT = new RegExp(
  [
    'bot',
    'crawl',
    'spider',
    'slurp', // Googlebot, bingbot, Twitterbot, Slackbot, TelegramBot, Discordbot, Applebot, Baiduspider, Yahoo! Slurp…
    'facebookexternalhit',
    'facebookcatalog',
    'meta-externalagent', // Facebook / Instagram / Messenger link previews
    'whatsapp', // WhatsApp link previews ("WhatsApp/2.23…")
    'preview',
    'embedly',
    'skypeuri', // other link previews (Google Web Preview, SkypeUriPreview, Embedly)
    'lighthouse',
    'pagespeed',
    'gtmetrix',
    'pingdom',
    'uptime',
    'monitor', // audits and uptime monitors
    'curl',
    'wget',
    'python-',
    'go-http-client',
    'okhttp',
    'axios',
    'node-fetch',
    'java/',
    'libwww',
    'httpclient', // scripts and HTTP libraries
  ].join('|'),
  'i',
)

const PREFETCH = /prefetch|prerender|preview/i

export function isDinerView(method: string, headers: IncomingHttpHeaders): boolean {
  if (method !== 'GET') return false
  const agent = headers['user-agent']
  if (!agent || BOT_AGENT.test(agent)) return false
  for (const name of ['sec-purpose', 'purpose', 'x-purpose', 'x-moz'] as const) {
    const value = headers[name]
    if (typeof value === 'string' && PREFETCH.test(value)) return false
  }
  return true
}

/** A request of the panel's preview: `url` (path and query) carries PREVIEW_PARAM. */
export function isPanelPreview(url: string): boolean {
  const query = url.indexOf('?')
  return query >= 0 && isPreviewQuery(url.slice(query + 1))
}
