import { api, profileAtom, sessionStore, unwrap, type Profile } from '@menu/shared';
import { branchFixture, renderUi, serve, settle, signIn } from '@menu/shared/ui/testing';
import { screen } from '@testing-library/react';
import { dropEarlyGets, startEarlyGet } from '../session/early';
import { fetchBranches, fetchList, listsAffectedBy, queryClient, useBranches, WRITE_AFFECTS } from '.';

const CENTRO = branchFixture({ id: 1, name: 'Centro' });
const NORTE = branchFixture({ id: 2, name: 'Norte' });

beforeEach(() => {
  signIn();
  dropEarlyGets();
  sessionStore.set(profileAtom, null);
});

const gets = (calls: Array<{ method: string; path: string }>, path: string) =>
  calls.filter((c) => c.method === 'GET' && c.path === path).length;

test('the parts of a screen that read the same list share one request and one answer', async () => {
  const calls = serve({ 'GET /v1/sucursales': [CENTRO, NORTE] });
  function Names() {
    const { data } = useBranches();
    return <p>{(data ?? []).map((b) => b.name).join(', ')}</p>;
  }
  const [fromLoader] = await Promise.all([fetchBranches(), Promise.resolve(renderUi(<Names />))]);
  expect(fromLoader.map((b) => b.name)).toEqual(['Centro', 'Norte']);
  expect(await screen.findByText('Centro, Norte')).toBeInTheDocument();
  expect(gets(calls, '/v1/sucursales')).toBe(1);
});

test('a list read again within FRESH_MS takes the cached answer; a write makes the lists it affects ask again, not the others', async () => {
  const calls = serve({
    'GET /v1/families': [],
    'GET /v1/fonts': [],
    'PUT /v1/products/5': {},
    'DELETE /v1/tags/3': {},
  });
  await Promise.all([fetchList('/v1/families'), fetchList('/v1/fonts')]);
  await fetchList('/v1/families');
  expect(gets(calls, '/v1/families')).toBe(1);
  // A tag is not drawn in Familias: its list keeps its answer.
  await unwrap(api.DELETE('/v1/tags/{id}', { params: { path: { id: 3 } } }));
  await fetchList('/v1/families');
  expect(gets(calls, '/v1/families')).toBe(1);
  // A product is (its family's count): Familias asks again; the fonts keep theirs.
  await unwrap(api.PUT('/v1/products/{id}', { params: { path: { id: 5 } }, body: {} as never }));
  await Promise.all([fetchList('/v1/families'), fetchList('/v1/fonts')]);
  expect(gets(calls, '/v1/families')).toBe(2);
  expect(gets(calls, '/v1/fonts')).toBe(1);
});

test('a write the table does not name (the profile, an undo) makes every list ask again', async () => {
  const calls = serve({ 'GET /v1/fonts': [], 'POST /v1/history/9/undo': {} });
  await fetchList('/v1/fonts');
  await unwrap(api.POST('/v1/history/{id}/undo', { params: { path: { id: 9 } } }));
  await fetchList('/v1/fonts');
  expect(gets(calls, '/v1/fonts')).toBe(2);
});

test('the write table reads the resource from the URL, under any API prefix', () => {
  expect(listsAffectedBy('http://panel.test/api/v1/sold-out?x=1')).toEqual(WRITE_AFFECTS['sold-out']);
  expect(listsAffectedBy('/v1/tags/3')).toContain('/v1/tags');
  expect(listsAffectedBy('/v1/profiles/me')).toBe('all');
});

test("a list's first fetch takes the page's early GET of it (no second request)", async () => {
  const calls = serve({ 'GET /v1/sucursales': [CENTRO] });
  startEarlyGet('/v1/sucursales');
  expect((await fetchBranches()).map((b) => b.name)).toEqual(['Centro']);
  expect(gets(calls, '/v1/sucursales')).toBe(1); // the early one only
});

test('a failed read is not kept: the next read asks again', async () => {
  let fail = true;
  const calls = serve({
    'GET /v1/tags': () =>
      fail ? new Response('{}', { status: 500 }) : new Response(JSON.stringify({ info: [] }), { status: 200 }),
  });
  await expect(fetchList('/v1/tags')).rejects.toBeTruthy();
  fail = false;
  await expect(fetchList('/v1/tags')).resolves.toEqual([]);
  expect(gets(calls, '/v1/tags')).toBe(2);
});

test('another owner signing in (or a logout) empties the cache', async () => {
  const calls = serve({ 'GET /v1/sucursales': [CENTRO] });
  sessionStore.set(profileAtom, { email: 'ana@example.com' } as Profile);
  await fetchBranches();
  sessionStore.set(profileAtom, { email: 'ana@example.com', company: 'Otra' } as Profile);
  await fetchBranches();
  expect(gets(calls, '/v1/sucursales')).toBe(1); // the same owner's profile changed: kept
  sessionStore.set(profileAtom, { email: 'beto@example.com' } as Profile);
  expect(queryClient().getQueryData(['/v1/sucursales'])).toBeUndefined();
  await settle();
});
