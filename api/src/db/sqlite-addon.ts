import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import SQLite from 'better-sqlite3'

/**
 * better-sqlite3 is a native addon built for one Node ABI: `npm ci` builds it for the Node that
 * installs (its `build/Release`). While these machines install with Node 20 and also run on
 * Node 24 (CI runs the suite on both), a build for another ABI sits beside it, in the package's
 * `lib/binding/node-v<ABI>-<platform>-<arch>/` (node-pre-gyp's naming, where the `bindings`
 * loader also looks), made by `api/scripts/sqlite-addon.ts`. Every SQLite connection of the app
 * opens through `openSqlite`, which takes that build when one exists for the running Node, so
 * both runtimes work on one install and neither rebuild undoes the other.
 */

/** The better-sqlite3 package's folder (its sources, for a build for another ABI). */
export const SQLITE_PACKAGE_ROOT = path.dirname(createRequire(import.meta.url).resolve('better-sqlite3/package.json'))

/** The addon built for the running Node's ABI, beside the installed one. */
export const ABI_ADDON = path.join(
  SQLITE_PACKAGE_ROOT,
  'lib',
  'binding',
  `node-v${process.versions.modules}-${process.platform}-${process.arch}`,
  'better_sqlite3.node',
)

/** A better-sqlite3 connection, through the build for the running Node when there is one. */
export function openSqlite(file: string, options: SQLite.Options = {}): SQLite.Database {
  return new SQLite(file, existsSync(ABI_ADDON) ? { ...options, nativeBinding: ABI_ADDON } : options)
}
