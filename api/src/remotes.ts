import fs from 'node:fs'

export interface RemoteEntry { name: string; entry: string; basePath?: string }

/**
 * The remotes list (REMOTES_FILE): `[{ name, entry, basePath }]`, read on every call so a
 * redeployed remote is picked up without a restart. Missing or unreadable -> [].
 */
export function readRemotes(file: string): RemoteEntry[] {
  try {
    const parsed = JSON.parse(fs.readFileSync(file, 'utf8'))
    return Array.isArray(parsed) ? parsed : []
  } catch {
    return []
  }
}

/** Origins of remotes hosted elsewhere (absolute entry URLs); relative entries are same-origin. */
export function remoteOrigins(remotes: RemoteEntry[]): string[] {
  const origins = new Set<string>()
  for (const r of remotes) {
    try {
      if (typeof r?.entry === 'string' && /^https?:\/\//i.test(r.entry)) origins.add(new URL(r.entry).origin)
    } catch { /* not a URL: ignore */ }
  }
  return [...origins]
}
