import fs from 'node:fs'
import manifest from '@menu/shared/sections.json' with { type: 'json' }

/** One entry of /remotes.json: where a remote's mf-manifest.json is and which panel paths it owns. */
export interface RemoteEntry {
  name: string
  entry: string
  basePaths: string[]
  /** The first GETs of each of its screens, by path, when its build declares them (./plugins/panel-preloads.ts). */
  earlyGets?: Record<string, string[]>
}

/** The remote folders, each served from <folder>/dist under /remotes/<folder>/. */
export const REMOTE_FOLDERS: readonly string[] = manifest.remotes.map((r) => r.folder)

/** Origins of the rspack dev servers (the shell and each remote), allowed outside production. */
export const DEV_ORIGINS: readonly string[] = [manifest.shell, ...manifest.remotes].map(
  (app) => `http://localhost:${app.port}`,
)

export interface RemotesSource {
  /** Entries point at each remote's rspack dev server instead of its folder on this server. */
  devServers: boolean
  /** Optional JSON file `[{ name, entry }]` whose entries replace the default one of the same remote. */
  overridesFile?: string
}

/** `[{ name, entry }]` from the overrides file; a missing or unreadable file overrides nothing. */
function readOverrides(file: string | undefined): Map<string, string> {
  if (!file) return new Map()
  try {
    const parsed: unknown = JSON.parse(fs.readFileSync(file, 'utf8'))
    if (!Array.isArray(parsed)) return new Map()
    return new Map(
      parsed
        .filter((r) => typeof r?.name === 'string' && typeof r?.entry === 'string')
        .map((r) => [r.name as string, r.entry as string]),
    )
  } catch {
    return new Map()
  }
}

/**
 * The remotes the shell loads, from the section manifest: each remote with the base paths
 * of its sections and its entry (this server's /remotes/<folder>/, or its dev server). The
 * overrides file is read on every call, so pointing a remote elsewhere needs no restart.
 */
export function remotesList({ devServers, overridesFile }: RemotesSource): RemoteEntry[] {
  const overrides = readOverrides(overridesFile)
  return manifest.remotes.map((remote) => ({
    name: remote.name,
    entry:
      overrides.get(remote.name) ??
      (devServers ? `http://localhost:${remote.port}/mf-manifest.json` : `/remotes/${remote.folder}/mf-manifest.json`),
    basePaths: manifest.sections
      .filter((section) => section.remote === remote.folder)
      .map((section) => section.basePath),
  }))
}

/** Origins of remotes hosted elsewhere (absolute entry URLs); relative entries are same-origin. */
export function remoteOrigins(remotes: RemoteEntry[]): string[] {
  const origins = new Set<string>()
  for (const r of remotes) {
    try {
      if (/^https?:\/\//i.test(r.entry)) origins.add(new URL(r.entry).origin)
    } catch {
      /* not a URL: ignore */
    }
  }
  return [...origins]
}
