import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import manifest from '@menu/shared/sections.json' with { type: 'json' }
import startup from '@menu/shared/startup.json' with { type: 'json' }
import type { RemoteEntry } from '../remotes.js'

/**
 * The panel's HTML for a section's path names what that page will ask for after its start-up,
 * so it leaves with main.js instead of one step after another (main -> remotes list ->
 * manifest -> entry -> chunks -> the screen's data):
 * - as preloads, the panel's own chunk (the shell build lists its files
 *   in panel-preloads.json) and the section's remote files (its manifest, remoteEntry.js,
 *   the `./remote` chunks and its copy of the shared libraries the shell does not provide,
 *   from the remote's mf-manifest.json);
 * - in `<meta name="early-gets">`, the GETs the remote declares its screen at this path makes
 *   first (its early-gets.json), which main.js starts with the stored token
 *   (shared/src/session/early.ts): a page's data needs the session, so a preload cannot ask.
 *   Only for sections every plan opens: the page cannot know the plan before the profile;
 * - in `<script type="application/json" id="remotes-list">`, the remotes list itself (what
 *   /remotes.json answers), so the shell finds the section's remote without asking for it: one
 *   request fewer on the way to the screen, where a browser has six connections to share.
 * A remote served from elsewhere (an overridden entry, a dev server) or a folder without a
 * manifest gets nothing: the page is the file as built. The files are read again whenever
 * they change on disk, so a remote redeployed into its folder is named at once.
 */

interface Preload {
  href: string
  as: 'script' | 'style' | 'fetch'
}

interface Assets {
  js?: { sync?: string[] }
  css?: { sync?: string[] }
}
interface RemoteManifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } }
  exposes?: Array<{ path?: string; assets?: Assets }>
  shared?: Array<{ name?: string; assets?: Assets }>
}

/** A built file's name as the build writes it: nothing that could leave the attribute. */
const SAFE_NAME = /^[\w.-]+(?:\/[\w.-]+)*$/

const cache = new Map<string, { mtimeMs: number; value: unknown }>()

/** A file of a build, read and parsed again only when it changed; null when missing or unreadable. */
function readBuildFile<T>(file: string, parse: (text: string) => T): T | null {
  const mtimeMs = fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs
  if (mtimeMs === undefined) return null
  const hit = cache.get(file)
  if (hit?.mtimeMs === mtimeMs) return hit.value as T | null
  let value: T | null = null
  try {
    value = parse(fs.readFileSync(file, 'utf8'))
  } catch {
    value = null
  }
  cache.set(file, { mtimeMs, value })
  return value
}

const readBuildJson = (file: string): unknown => readBuildFile(file, JSON.parse)

const asFor = (file: string): Preload['as'] => (file.endsWith('.css') ? 'style' : 'script')

function remotePreloads(staticRoot: string, folder: string): Preload[] {
  const base = `/remotes/${folder}/`
  const manifest = readBuildJson(path.join(staticRoot, folder, 'dist', 'mf-manifest.json')) as RemoteManifest | null
  const entry = manifest?.metaData?.remoteEntry
  const expose = manifest?.exposes?.find((e) => e.path === './remote')
  if (!entry?.name || !expose) return []
  // The shared libraries the shell does not provide (the data cache): the first section of the
  // page provides its own copy, which its screen needs before it can draw.
  const withSection = (manifest?.shared ?? [])
    .filter((s) => startup.preloadedWithSection.includes(s.name ?? ''))
    .flatMap((s) => s.assets?.js?.sync ?? [])
  const files = [
    ...new Set([
      path.posix.join(entry.path ?? '', entry.name),
      ...(expose.assets?.css?.sync ?? []),
      ...(expose.assets?.js?.sync ?? []),
      ...withSection,
    ]),
  ]
  return [
    { href: `${base}mf-manifest.json`, as: 'fetch' },
    ...files.filter((f) => SAFE_NAME.test(f)).map((f) => ({ href: base + f, as: asFor(f) })),
  ]
}

/** A GET of the API with nothing that could leave the attribute or the API. */
const SAFE_GET = /^\/v1\/[\w\-./?=&%]*$/

type Section = (typeof manifest.sections)[number]

/** The section whose base path holds `pathname`. */
const sectionAt = (pathname: string): Section | undefined =>
  manifest.sections.find((section) => pathname === section.basePath || pathname.startsWith(`${section.basePath}/`))

/** The first GETs a remote declares for each of its screens (its early-gets.json), safe API paths only. */
function declaredGets(staticRoot: string, folder: string): Record<string, string[]> {
  const declared = readBuildJson(path.join(staticRoot, folder, 'dist', startup.earlyGetsFile))
  if (!declared || typeof declared !== 'object' || Array.isArray(declared)) return {}
  const gets: Record<string, string[]> = {}
  for (const [screen, list] of Object.entries(declared)) {
    if (!screen.startsWith('/') || !Array.isArray(list)) continue
    gets[screen] = list.filter((get): get is string => typeof get === 'string' && SAFE_GET.test(get))
  }
  return gets
}

function earlyGets(staticRoot: string, folder: string, section: Section, pathname: string): string[] {
  // A section some plans cannot open asks for nothing early: its plan may not use that API.
  if ('access' in section) return []
  return declaredGets(staticRoot, folder)[pathname] ?? []
}

/** The folder a remote is hosted from on this server, or undefined (a dev server, an overridden entry). */
const hostedFolder = (remote: RemoteEntry) => /^\/remotes\/([\w-]+)\/mf-manifest\.json$/.exec(remote.entry)?.[1]

/**
 * The remotes list with, for each remote hosted here that declares them, the first GETs of its
 * screens (`earlyGets`, by path): the panel starts a screen's GETs when the pointer rests on its
 * sidebar entry, for a section the owner's plan opens (which the panel knows by then, unlike a
 * page's first request), so a first open's data leaves with its code instead of after it.
 */
export function remotesWithGets(staticRoot: string, remotes: RemoteEntry[]): RemoteEntry[] {
  return remotes.map((remote) => {
    const folder = hostedFolder(remote)
    const gets = folder ? declaredGets(staticRoot, folder) : {}
    return Object.keys(gets).length ? { ...remote, earlyGets: gets } : remote
  })
}

function shellPreloads(shellDist: string): Preload[] {
  const list = readBuildJson(path.join(shellDist, startup.panelPreloadsFile))
  if (!Array.isArray(list)) return []
  return list
    .filter((p): p is { href: string } => typeof p?.href === 'string' && SAFE_NAME.test(p.href))
    .map((p) => ({ href: `/${p.href}`, as: asFor(p.href) }))
}

/** JSON inside a script element: `<` escaped, so no value can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c')

function linkTag({ href, as }: Preload): string {
  // fetch() asks in CORS mode: a preload matches it only with crossorigin.
  return `<link rel="preload" as="${as}" href="${href}"${as === 'fetch' ? ' crossorigin' : ''}>`
}

export interface PanelPage {
  html: string
  etag: string
}

/**
 * The shell's index.html with what the section that owns `pathname` names ahead, or null when
 * there is nothing to add (not a section's path, or its remote is not hosted here).
 */
export function panelPage(staticRoot: string, remotes: RemoteEntry[], pathname: string): PanelPage | null {
  const section = sectionAt(pathname)
  const remote = section && remotes.find((r) => r.basePaths.includes(section.basePath))
  const folder = remote && hostedFolder(remote)
  if (!section || !folder) return null
  const shellDist = path.join(staticRoot, 'shell', 'dist')
  const remoteFiles = remotePreloads(staticRoot, folder)
  if (remoteFiles.length === 0) return null
  const index = readBuildFile(path.join(shellDist, 'index.html'), (text) => text)
  if (index === null || !index.includes('</head>')) return null
  const gets = earlyGets(staticRoot, folder, section, pathname.replace(/\/+$/, ''))
  const meta = gets.length ? `<meta name="${startup.earlyGetsMeta}" content="${gets.join(' ')}">` : ''
  const list = `<script type="application/json" id="${startup.remotesListId}">${scriptJson(remotesWithGets(staticRoot, remotes))}</script>`
  const tags = meta + list + [...shellPreloads(shellDist), ...remoteFiles].map(linkTag).join('')
  const html = index.replace('</head>', `${tags}</head>`)
  return { html, etag: `"${createHash('sha256').update(html).digest('base64url').slice(0, 22)}"` }
}
