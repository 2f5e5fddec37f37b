// The panel's one data cache (TanStack Query): each list the panel reads is one query, keyed
// by its API path (then its parameters), so the parts of a screen that read the same list (a
// board and the header's 'Ver Menú' read the branches) share one request and one answer. A
// board's items are its query's data (useBoardList in the UI kit): a save, a delete or a
// reorder writes that data in place (setQueryData), and a second visit within FRESH_MS draws
// it without asking the server again.
//
// - The client lives once on the page (on a global: each app bundles this module, and the
//   react-query package is a federation singleton), created on first use.
// - The page's early GETs of lists (./../session/early.ts: the data that left with main.js, and
//   a sidebar intent's) seed the cache: each becomes its list's query as soon as the cache
//   exists, or as it starts (./seeds.ts).
// - A list read again within FRESH_MS of its answer takes the cached one; later it is asked
//   again (a screen opened later shows what the server has now).
// - An API write marks stale the lists it affects (onApiWrite and the table in ./writes.ts): a
//   list read after a change is never the one from before it, and the others keep their
//   answer. Mounted hooks are not refetched by it (a save in one board does not make the
//   header ask for its lists again); they refetch on their next mount.
// - A change of session (logout, another owner signing in) empties the cache.
// Not in the package root: /login never loads react-query.
import { QueryClient, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { api, onApiWrite, profileAtom, sessionStore, startUpFetch, unwrap } from '@menu/shared';
import type { paths } from '../api/schema';
import startup from '../../startup.json';
import { seedFromEarlyGets } from './seeds';
import { ALL_LISTS, listsAffectedBy } from './writes';

export { WRITE_AFFECTS, listsAffectedBy } from './writes';

/** How long a list's answer is taken as current (the early GETs' window too). */
export const FRESH_MS = 15_000;

/** The lists the panel reads through the cache: GETs of a whole list, with no parameter. */
export const LIST_PATHS = [
  '/v1/sucursales',
  '/v1/families',
  '/v1/products',
  '/v1/sold-out',
  '/v1/groups',
  '/v1/tags',
  '/v1/templates',
  '/v1/promotions',
  '/v1/advertising',
  '/v1/fonts',
  // Unfiltered: Menú > Traducciones' first load (its filters are other GETs, not early ones).
  '/v1/translations',
] as const satisfies ReadonlyArray<keyof paths>;
export type ListPath = (typeof LIST_PATHS)[number];

/** The `info` of a list's GET. */
export type ListOf<P extends ListPath> = paths[P] extends {
  get: { responses: { 200: { content: { 'application/json': { info: infer T } } } } };
}
  ? T
  : never;

const KEY = Symbol.for(startup.queryClientGlobal);

/** The page's query client. */
export function queryClient(): QueryClient {
  const holder = globalThis as typeof globalThis & { [KEY]?: QueryClient };
  holder[KEY] ??= createClient();
  return holder[KEY];
}

function createClient(): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      // The screens show their own retry (a board's 'Reintentar', useRetryWhenOnline); they
      // were never refreshed on focus or reconnect.
      queries: { staleTime: FRESH_MS, retry: false, refetchOnWindowFocus: false, refetchOnReconnect: false },
    },
  });
  // The root (session, onApiWrite) is the shell's copy: a shell built before writes named
  // their URL calls this with nothing, and then every list is marked, as it was then.
  onApiWrite((write?: { url: string }) => {
    const lists = write ? listsAffectedBy(write.url) : ALL_LISTS;
    if (lists === ALL_LISTS) void client.invalidateQueries({ refetchType: 'none' });
    else for (const list of lists) void client.invalidateQueries({ queryKey: [list], refetchType: 'none' });
  });
  seedFromEarlyGets(client, LIST_PATHS, (path) => listQuery(path as ListPath));
  let owner = sessionStore.get(profileAtom)?.email ?? null;
  sessionStore.sub(profileAtom, () => {
    const next = sessionStore.get(profileAtom)?.email ?? null;
    if (owner !== null && next !== owner) client.clear();
    owner = next;
  });
  return client;
}

/** A list's query (its key and its read): what a board reads with useBoardList. */
export const listQuery = <P extends ListPath>(path: P) => ({
  queryKey: [path] as const,
  // The early GET of the path, when the page started one, else the server.
  queryFn: () => unwrap(api.GET(path as '/v1/sucursales', { fetch: startUpFetch })) as Promise<ListOf<P>>,
});

/** A list through the cache: the cached answer while current, else one request shared by every caller. */
export function fetchList<P extends ListPath>(path: P): Promise<ListOf<P>> {
  return queryClient().fetchQuery(listQuery(path));
}

/** A list through the cache, as a hook. */
export function useList<P extends ListPath>(path: P): UseQueryResult<ListOf<P>> {
  return useQuery(listQuery(path), queryClient());
}

// One name per list the panel reads in several places.
const BRANCHES = '/v1/sucursales' satisfies ListPath;
/** The owner's branches. */
export const fetchBranches = () => fetchList(BRANCHES);
/** The owner's branches, as a hook. */
export const useBranches = () => useList(BRANCHES);
