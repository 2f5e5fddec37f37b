import type { Config } from './config.js'
import { separateMenuHosts } from './plugins/sites.js'

/**
 * Every setting a production server (NODE_ENV=production) refuses to start with, in one list,
 * so an operator reads all the problems in one message, each naming its setting. A check
 * answers what is wrong and how to fix it, or undefined when the setting is right.
 */
const CHECKS: Array<(config: Config) => string | undefined> = [
  // The menu pages run each owner's tracking scripts (a Google Tag Manager container can load
  // any script): on the panel's origin they could read every owner's tokens in localStorage.
  (config) =>
    separateMenuHosts(config)
      ? undefined
      : `PUBLIC_MENU_URL (${config.publicMenuUrl}) must be on another host than PUBLIC_URL (${config.publicUrl}), ` +
        'e.g. PUBLIC_URL=https://panel.example.com and PUBLIC_MENU_URL=https://menu.example.com: the public menus run ' +
        "each owner's tracking scripts (Google Tag Manager, Meta Pixel), which must not share an origin with the panel, " +
        "where every owner's tokens are kept",
  // A movable clock would let anyone reaching the API renew (charge) every subscription early.
  (config) => (config.testClock ? 'TEST_CLOCK=1 is for browser tests only: unset it' : undefined),
]

/** What is wrong for production, one line per setting; empty outside production. */
export function productionRefusals(config: Config): string[] {
  if (config.nodeEnv !== 'production') return []
  return CHECKS.map((check) => check(config)).filter((problem): problem is string => problem !== undefined)
}

/** Thrown by `assertStartable`: its message is the whole explanation (no stack needed). */
export class StartRefused extends Error {}

/** Throws StartRefused listing every problem when the configuration may not start. */
export function assertStartable(config: Config): void {
  const refusals = productionRefusals(config)
  if (refusals.length === 0) return
  throw new StartRefused(
    `Menú Digital refuses to start with NODE_ENV=production:\n${refusals.map((r) => `- ${r}`).join('\n')}`,
  )
}
