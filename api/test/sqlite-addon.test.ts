import assert from 'node:assert/strict'
import { existsSync, readFileSync, realpathSync } from 'node:fs'
import { describe, it } from 'node:test'
import { ABI_ADDON, openSqlite } from '../src/db/sqlite-addon.js'

/** The shared objects this process has loaded (Linux). */
const loaded = () => readFileSync('/proc/self/maps', 'utf8')

describe('better-sqlite3 for the running Node', () => {
  // Run on a Node other than the one that installed (CI's Node 24 on a Node 20 install), after
  // api/scripts/sqlite-addon.ts built the addon for it: every connection loads that build.
  it('opens through the build for this Node when one sits beside the installed one', {
    skip: !existsSync(ABI_ADDON) || !existsSync('/proc/self/maps'),
  }, () => {
    const db = openSqlite(':memory:')
    try {
      assert.equal((db.prepare('select 1 as one').get() as { one: number }).one, 1)
      assert.ok(loaded().includes(realpathSync(ABI_ADDON)), `${ABI_ADDON} is loaded`)
    } finally {
      db.close()
    }
  })
})
