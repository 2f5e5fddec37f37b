// Which cached lists an API write makes stale: declared once here, for every screen, instead of
// each board reloading what it guesses a save touched (or every write marking every list stale).
//
// A query's key starts with the API path of the list it holds (['/v1/products'],
// ['/v1/history', {page: 2}], ['/v1/templates/4/products']), so invalidating a path's key also
// reaches its filtered pages and the per-item lists under it (TanStack matches keys by prefix:
// an entry here names the first element of the keys it reaches).
//
// The rule: a write to a resource marks stale the lists that show it. Its own list; the lists
// that draw it inside theirs (a product's name shows in Traducciones and the templates' items,
// a family's count of products in Familias); and the history, which every menu write feeds.
// A write to a resource not in the table (a plan change, the profile, an undo that may touch
// anything) marks every list stale: missing a list would show data from before the change.

/** Every menu write is one entry of the history. */
const HISTORY = '/v1/history';

/** The lists a write to each resource (the path's segment after /v1) marks stale. */
export const WRITE_AFFECTS: Readonly<Record<string, readonly string[]>> = {
  // A family's name and categories show on the products (grouped under them) and the sheets.
  families: ['/v1/families', '/v1/products', '/v1/translations', '/v1/templates', HISTORY],
  // A product changes its family's count, its sold-out marks, its templates' items, its
  // translations and its scheduled changes (deleted with it).
  products: [
    '/v1/products',
    '/v1/families',
    '/v1/sold-out',
    '/v1/templates',
    '/v1/translations',
    '/v1/scheduled-changes',
    HISTORY,
  ],
  'sold-out': ['/v1/sold-out', '/v1/products'],
  // Variant groups and tags show on the products that use them.
  groups: ['/v1/groups', '/v1/products', '/v1/templates', '/v1/translations', HISTORY],
  tags: ['/v1/tags', '/v1/products', '/v1/translations', HISTORY],
  promotions: ['/v1/promotions', '/v1/templates', '/v1/translations', HISTORY],
  advertising: ['/v1/advertising', '/v1/templates', '/v1/translations', HISTORY],
  // A template's branches and a branch's template show on both boards.
  templates: ['/v1/templates', '/v1/sucursales', HISTORY],
  sucursales: ['/v1/sucursales', '/v1/templates', HISTORY],
  // A translation is kept on the item it translates; the glossary fills translations.
  translations: [
    '/v1/translations',
    '/v1/families',
    '/v1/products',
    '/v1/groups',
    '/v1/tags',
    '/v1/promotions',
    '/v1/advertising',
    HISTORY,
  ],
  glossary: ['/v1/glossary', '/v1/translations'],
  'scheduled-changes': ['/v1/scheduled-changes', '/v1/products', HISTORY],
  // A bulk price change (or its preview, a POST too) writes base prices, regions' and templates' rows, or schedules them.
  'price-changes': ['/v1/products', '/v1/groups', '/v1/templates', '/v1/regions', '/v1/scheduled-changes', HISTORY],
  // A spreadsheet import writes the whole menu.
  menu: [
    '/v1/families',
    '/v1/products',
    '/v1/groups',
    '/v1/tags',
    '/v1/sold-out',
    '/v1/templates',
    '/v1/translations',
    HISTORY,
  ],
  fonts: ['/v1/fonts'],
  // The team (Configuración > Equipo, a person's sign-ins under it); a person's name shows in
  // the history's entries and its filter by person.
  members: ['/v1/members', HISTORY, '/v1/history/people'],
};

/** Every list: the answer for a write the table does not name. */
export const ALL_LISTS = 'all' as const;

/**
 * The lists a write to `url` (absolute or a path, with or without a query) marks stale:
 * the table's entry for its resource, else every list.
 */
export function listsAffectedBy(url: string): readonly string[] | typeof ALL_LISTS {
  // The API may sit under a prefix of the panel's origin (API_BASE_URL): its paths start at /v1/.
  const path = new URL(url, 'http://panel.invalid').pathname;
  const resource = /\/v1\/([^/]+)/.exec(path)?.[1];
  return (resource !== undefined && WRITE_AFFECTS[resource]) || ALL_LISTS;
}
