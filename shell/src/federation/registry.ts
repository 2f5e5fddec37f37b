import {
  loadRemote,
  preloadRemote,
  registerPlugins,
  registerRemotes,
  type ModuleFederationRuntimePlugin,
} from '@module-federation/enhanced/runtime';
import type { RemoteEntry, RemoteModule } from '@menu/shared';
import startup from '@menu/shared/startup.json';
import { startSectionData } from './sectionData';
import { whenSettled } from './settled';

export { whenSettled };

/**
 * Remotes are found at run time: /remotes.json says where each one's manifest is and
 * which paths it owns. Redeploying a remote means replacing its folder (or editing
 * that file); the shell is never rebuilt. A section's page comes with that list written in
 * by the server (`#remotes-list`), which spares a request on the way to its first screen.
 */
let entries: Promise<RemoteEntry[]> | null = null;

/** The list the page carries, or null (another page, or nothing readable there). */
function listInPage(): RemoteEntry[] | null {
  const text = document.getElementById(startup.remotesListId)?.textContent;
  if (!text) return null;
  try {
    const list: unknown = JSON.parse(text);
    return Array.isArray(list) ? (list as RemoteEntry[]) : null;
  } catch {
    return null;
  }
}

async function fetchList(): Promise<RemoteEntry[]> {
  const response = await fetch('/remotes.json', { cache: 'no-cache' });
  if (!response.ok) throw new Error(`remotes.json: ${response.status}`);
  return response.json() as Promise<RemoteEntry[]>;
}

export function remoteEntries(): Promise<RemoteEntry[]> {
  if (!entries) {
    const inPage = listInPage();
    entries = (inPage ? Promise.resolve(inPage) : fetchList())
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
  const early = started.get(remote.name);
  started.delete(remote.name);
  if (early && !retry) return early;
  return load(remote, retry);
}

async function load(remote: RemoteEntry, retry: boolean): Promise<RemoteModule> {
  if (retry) {
    registerRemotes([{ name: remote.name, entry: new URL(remote.entry, window.location.origin).href }], {
      force: true,
    });
  }
  const loaded = await loadRemote<{ default: RemoteModule }>(`${remote.name}/remote`);
  const module = loaded?.default;
  if (!module || !Array.isArray(module.routes)) throw new Error(`${remote.name} does not expose a valid ./remote`);
  return module;
}

/** Loads started before their section asked (start-up, hover): taken once by loadRemoteModule. */
const started = new Map<string, Promise<RemoteModule>>();

/**
 * Starts loading the remote that owns `pathname` (its manifest, entry and `./remote` chunks),
 * so it arrives while the profile and the panel's code are still on their way, or while the
 * pointer rests on its link; `withData` (a sidebar intent) starts the screen's first GETs too
 * (./sectionData.ts). Failures are left to the section itself, which loads again.
 */
export function startSection(pathname: string, { withData = false } = {}): void {
  remoteEntries()
    .then((list) => {
      const remote = ownerOf(list, pathname);
      if (!remote) return;
      if (withData) startSectionData(remote, pathname);
      if (started.has(remote.name)) return;
      const loading = load(remote, false);
      started.set(remote.name, loading);
      loading.catch(() => started.delete(remote.name));
    })
    .catch(() => {});
}

/**
 * The runtime's preloadRemote asks for a remote's files with `<link rel="preload">`, the hint
 * for files the page itself is about to use: for a section the owner may never open, the
 * browser fetches them at high priority and warns that they were "preloaded but not used".
 * `rel="prefetch"` is the hint for a likely next screen: fetched at idle priority into the
 * HTTP cache, where the section's own request finds them when it opens.
 */
const prefetchIdleRemotes: ModuleFederationRuntimePlugin = {
  name: 'menu-prefetch-idle-remotes',
  createLink({ url, attrs, resourceContext }) {
    if (resourceContext?.initiator !== 'preloadRemote' || attrs?.rel !== 'preload') return undefined;
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.href = url;
    if (typeof attrs.as === 'string') link.setAttribute('as', attrs.as);
    return link;
  },
};

let prefetchHintSet = false;

/**
 * Fetches the manifest, entry and `./remote` files of the other remotes without running them,
 * once the screen on show is interactive (./settled.ts): a first open of their section then
 * waits for none of them.
 */
export function prefetchRemotes(list: RemoteEntry[]): void {
  if (!prefetchHintSet) {
    prefetchHintSet = true;
    registerPlugins([prefetchIdleRemotes]);
  }
  whenSettled(() => {
    void preloadRemote(
      list.map((remote) => ({ nameOrAlias: remote.name, exposes: ['./remote'], resourceCategory: 'sync' as const })),
    ).catch(() => {});
  });
}
