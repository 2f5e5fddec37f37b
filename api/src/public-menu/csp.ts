import { createHash } from 'node:crypto'
import { esc } from './escape.js'
import type { PublicMenu } from './schema.js'

/**
 * Content-Security-Policy of a public menu page, and the tracking snippets it allows.
 * Without GTM/Analytics or a pixel the page has no script at all and the policy allows
 * none. With them, exactly their inline snippet (by hash) and their hosts are allowed.
 * The page's one <style> is allowed by hash too: no 'unsafe-inline' anywhere.
 */

export interface Snippets {
  /** Goes at the end of <head>. */
  head: string
  /** Goes right after <body> (noscript fallbacks). */
  body: string
  /** sha256 sources of the inline scripts. */
  scriptHashes: string[]
  hosts: { script: string[]; img: string[]; connect: string[]; frame: string[] }
}

export const sha256Source = (content: string) =>
  `'sha256-${createHash('sha256').update(content, 'utf8').digest('base64')}'`

/** Google's documented CSP hosts for Tag Manager and Google Analytics 4. */
const GOOGLE = {
  script: ['https://*.googletagmanager.com'],
  img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
  connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
}
const FACEBOOK = {
  script: ['https://connect.facebook.net'],
  img: ['https://www.facebook.com'],
  connect: ['https://www.facebook.com'],
}

/** The snippets for the page's tracking ids (already validated by the view: [A-Z0-9-] and digits only). */
export function trackingSnippets(tracking: PublicMenu['tracking']): Snippets {
  const out: Snippets = { head: '', body: '', scriptHashes: [], hosts: { script: [], img: [], connect: [], frame: [] } }
  const inline = (code: string) => {
    out.scriptHashes.push(sha256Source(code))
    out.head += `<script>${code}</script>`
  }
  const add = (hosts: Partial<Snippets['hosts']>) => {
    for (const [k, v] of Object.entries(hosts) as Array<[keyof Snippets['hosts'], string[]]>) out.hosts[k].push(...v)
  }
  const id = tracking.gtm_id
  if (id && /^GTM-/i.test(id)) {
    // Google Tag Manager container.
    inline(
      `(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s);j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer',${JSON.stringify(id)});`,
    )
    out.body += `<noscript><iframe src="https://www.googletagmanager.com/ns.html?id=${esc(encodeURIComponent(id))}" height="0" width="0" title="Google Tag Manager" hidden></iframe></noscript>`
    add({ ...GOOGLE, frame: ['https://www.googletagmanager.com'] })
  } else if (id) {
    // Google Analytics (gtag.js): G-, UA-, AW- ... ids.
    out.head += `<script async src="https://www.googletagmanager.com/gtag/js?id=${esc(encodeURIComponent(id))}"></script>`
    inline(
      `window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}gtag('js',new Date());gtag('config',${JSON.stringify(id)});`,
    )
    add(GOOGLE)
  }
  const pixel = tracking.facebook_pixel
  if (pixel) {
    inline(
      `!function(f,b,e,v,n,t,s){if(f.fbq)return;n=f.fbq=function(){n.callMethod?n.callMethod.apply(n,arguments):n.queue.push(arguments)};if(!f._fbq)f._fbq=n;n.push=n;n.loaded=!0;n.version='2.0';n.queue=[];t=b.createElement(e);t.async=!0;t.src=v;s=b.getElementsByTagName(e)[0];s.parentNode.insertBefore(t,s)}(window,document,'script','https://connect.facebook.net/en_US/fbevents.js');fbq('init',${JSON.stringify(pixel)});fbq('track','PageView');`,
    )
    out.body += `<noscript><img height="1" width="1" alt="" src="https://www.facebook.com/tr?id=${esc(encodeURIComponent(pixel))}&amp;ev=PageView&amp;noscript=1"></noscript>`
    add(FACEBOOK)
  }
  return out
}

export interface CspInput {
  styleHashes: string[]
  snippets: Snippets
  /** Where images may come from besides this server (the S3 bucket's public origin). */
  imageOrigins: string[]
  /** Who may frame the page (the panel's "Vista Previa"): 'self' plus these origins. */
  frameAncestors: string[]
}

const uniq = (list: string[]) => [...new Set(list)]

export function pageCsp({ styleHashes, snippets, imageOrigins, frameAncestors }: CspInput): string {
  const scripts = snippets.scriptHashes.length ? uniq([...snippets.scriptHashes, ...snippets.hosts.script]) : ["'none'"]
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'none'"]],
    ['script-src', scripts],
    ['style-src', styleHashes.length ? styleHashes : ["'none'"]],
    // data: only for the empty icon link that stops browsers guessing /favicon.ico.
    ['img-src', uniq(["'self'", 'data:', ...imageOrigins, ...snippets.hosts.img])],
    ['font-src', ["'self'"]],
    ...(snippets.hosts.connect.length ? [['connect-src', uniq(snippets.hosts.connect)] as [string, string[]]] : []),
    ...(snippets.hosts.frame.length ? [['frame-src', uniq(snippets.hosts.frame)] as [string, string[]]] : []),
    ['base-uri', ["'none'"]],
    // The allergen filter is a GET form to the page itself (allergens.ts).
    ['form-action', ["'self'"]],
    ['frame-ancestors', uniq(["'self'", ...frameAncestors])],
  ]
  return directives.map(([name, values]) => `${name} ${values.join(' ')}`).join('; ')
}
