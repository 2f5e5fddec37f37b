import type { FastifyBaseLogger } from 'fastify'
import type { Config } from '../config.js'
import { libreTranslate } from './libretranslate.js'
import type { Translator } from './provider.js'

/** The configured provider (config.translation), or undefined: none, the fill applies the glossary only. */
export function createTranslator(
  config: Config['translation'],
  log: Pick<FastifyBaseLogger, 'warn'>,
): Translator | undefined {
  if (!config) return undefined
  switch (config.provider) {
    case 'libretranslate':
      return libreTranslate({ url: config.url, apiKey: config.apiKey, log })
  }
}
