import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { onEarlyGet } from '../session/early';

/**
 * The page's early GETs are seeds of the data cache, not a second store beside it. main.js
 * starts them before react-query has loaded (shared/src/session/early.ts holds them until
 * then); as soon as the cache exists it makes each one of a list it reads its query
 * (`prefetchQuery`, whose read takes the early answer through startUpFetch), and so with every
 * early GET started later (a pointer resting on a sidebar entry). A screen's first read then
 * finds its list in the cache, arrived or on its way. A list the cache holds fresh is not
 * asked again; the profile, which is not a list, stays with its own reader.
 */
export function seedFromEarlyGets(
  client: QueryClient,
  lists: readonly string[],
  query: (path: string) => { queryKey: QueryKey; queryFn: () => Promise<unknown> },
): void {
  onEarlyGet((path) => {
    if (lists.includes(path)) void client.prefetchQuery(query(path));
  });
}
