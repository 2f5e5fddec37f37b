import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteEntry, RemoteModule } from '@menu/shared';

/**
 * Remotes are found at run time: /remotes.json says where each one's manifest is and
 * which paths it owns. Redeploying a remote means replacing its folder (or editing
 * that file); the shell is never rebuilt.
 */
let entries: Promise<RemoteEntry[]> | null = null;

export function remoteEntries(): Promise<RemoteEntry[]> {
  if (!entries) {
    entries = fetch('/remotes.json', { cache: 'no-cache' })
      .then((response) => {
        if (!response.ok) throw new Error(`remotes.json: ${response.status}`);
        return response.json() as Promise<RemoteEntry[]>;
      })
      .then((list) => {
        registerRemotes(list.map(({ name, entry }) => ({ name, entry: new URL(entry, window.location.origin).href })));
        return list;
      })
      .catch((error) => {
        entries = null; // let the next attempt fetch again
        throw error;
      });
  }
  return entries;
}

export const ownerOf = (list: RemoteEntry[], pathname: string) =>
  list.find((remote) => remote.basePaths.some((base) => pathname === base || pathname.startsWith(`${base}/`)));

/**
 * Loads a remote's `./remote`. A retry re-registers it first: the runtime keeps a
 * failed entry otherwise, and the user's "Reintentar" would fail again at once.
 */
export async function loadRemoteModule(remote: RemoteEntry, retry = false): Promise<RemoteModule> {
  if (retry) {
    registerRemotes([{ name: remote.name, entry: new URL(remote.entry, window.location.origin).href }], { force: true });
  }
  const loaded = await loadRemote<{ default: RemoteModule }>(`${remote.name}/remote`);
  const module = loaded?.default;
  if (!module || !Array.isArray(module.routes)) throw new Error(`${remote.name} does not expose a valid ./remote`);
  return module;
}
