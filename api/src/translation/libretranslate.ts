import type { FastifyBaseLogger } from 'fastify'
import { TranslationFailed, type Translator } from './provider.js'

/**
 * LibreTranslate's HTTP API (https://libretranslate.com/docs): POST {url}/translate with JSON
 * {q: [..], source, target, format: 'text', api_key} answers {translatedText: [..]}, one per
 * text; an error answers a non-2xx status with {error}. Texts go in batches, one request at a
 * time, so a large menu does not hit the server's limits all at once.
 */

export interface LibreTranslateOptions {
  /** The server's base URL (TRANSLATION_URL), without a trailing slash. */
  url: string
  /** TRANSLATION_API_KEY; a self-hosted server may need none. */
  apiKey: string | undefined
  log: Pick<FastifyBaseLogger, 'warn'>
  /** Texts per request. */
  batch?: number
  timeoutMs?: number
}

export function libreTranslate(options: LibreTranslateOptions): Translator {
  const { url, apiKey, log, batch = 50, timeoutMs = 30_000 } = options

  async function request(q: string[], source: string, target: string): Promise<string[]> {
    let response: Response
    try {
      response = await fetch(`${url}/translate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ q, source, target, format: 'text', ...(apiKey ? { api_key: apiKey } : {}) }),
        signal: AbortSignal.timeout(timeoutMs),
      })
    } catch (err) {
      throw new TranslationFailed(`LibreTranslate unreachable: ${err instanceof Error ? err.message : String(err)}`)
    }
    const body = (await response.json().catch(() => undefined)) as
      | { translatedText?: unknown; error?: unknown }
      | undefined
    if (!response.ok) {
      const reason = typeof body?.error === 'string' ? `: ${body.error.slice(0, 200)}` : ''
      throw new TranslationFailed(`LibreTranslate answered ${response.status}${reason}`)
    }
    const out = body?.translatedText
    if (!Array.isArray(out) || out.length !== q.length || !out.every((s) => typeof s === 'string'))
      throw new TranslationFailed(`LibreTranslate answered ${q.length} texts with something else`)
    return out as string[]
  }

  return {
    name: 'libretranslate',
    async translate(texts, from, to) {
      const out: string[] = []
      try {
        for (let i = 0; i < texts.length; i += batch) out.push(...(await request(texts.slice(i, i + batch), from, to)))
      } catch (err) {
        // The message never has the key (it is only in the request body).
        log.warn({ err: err instanceof Error ? err.message : String(err) }, 'machine translation failed')
        throw err
      }
      return out
    },
  }
}
