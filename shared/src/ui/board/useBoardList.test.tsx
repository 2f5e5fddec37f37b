import { act, renderHook, waitFor } from '@testing-library/react';
import { api, unwrap } from '@menu/shared';
import { fetchList, listQuery, queryClient } from '@menu/shared/data';
import { serve, signIn } from '../testing';
import { useBoardList } from './useBoardList';

// The board's list is the panel's data cache: these tests read the cache and count the GETs.
beforeEach(() => signIn());

const family = (id: number, name: string) => ({ id, name, categories: [] });
const gets = (calls: Array<{ method: string; path: string }>, path: string) =>
  calls.filter((c) => c.method === 'GET' && c.path === path).length;
const names = (items: Array<{ name: string }> | undefined) => (items ?? []).map((item) => item.name);

const families = () => listQuery('/v1/families');
const mountFamilies = async () => {
  const hook = renderHook(() => useBoardList(families()));
  await waitFor(() => expect(hook.result.current.validated).toBe(true));
  return hook;
};

test("a delete writes the board's cached list in place, without asking again for it or for unrelated lists", async () => {
  const calls = serve({
    'GET /v1/families': [family(1, 'Bebidas'), family(2, 'Postres')],
    'GET /v1/fonts': [],
    'DELETE /v1/families/2': {},
  });
  await fetchList('/v1/fonts');
  const { result } = await mountFamilies();
  expect(names(result.current.items)).toEqual(['Bebidas', 'Postres']);

  let removed = false;
  await act(async () => {
    removed = await result.current.remove(
      'item:2',
      () => unwrap(api.DELETE('/v1/families/{id}', { params: { path: { id: 2 } } })),
      (items) => items.filter((f) => f.id !== 2),
    );
  });
  expect(removed).toBe(true);
  expect(names(result.current.items)).toEqual(['Bebidas']);
  // The cache itself holds the list without the row: every reader of the key sees it.
  expect(names(queryClient().getQueryData(['/v1/families']))).toEqual(['Bebidas']);
  // The fonts are not drawn from families: their answer stays current, read from the cache.
  await fetchList('/v1/fonts');
  expect(gets(calls, '/v1/fonts')).toBe(1);
  expect(gets(calls, '/v1/families')).toBe(1);
  expect(result.current.flags).toEqual({});
});

test('a second mount within FRESH_MS draws the cached list at once and asks the server nothing', async () => {
  const calls = serve({ 'GET /v1/families': [family(1, 'Bebidas')] });
  const first = await mountFamilies();
  first.unmount();
  const second = renderHook(() => useBoardList(families()));
  // Drawn in its first render: no skeleton, no request.
  expect(second.result.current.validated).toBe(true);
  expect(names(second.result.current.items)).toEqual(['Bebidas']);
  expect(second.result.current.loading).toBe(false);
  expect(gets(calls, '/v1/families')).toBe(1);
});

test('a refused reorder puts the previous order back in the cache and rethrows', async () => {
  serve({
    'GET /v1/families': [family(1, 'Bebidas'), family(2, 'Postres')],
    'PUT /v1/families': () => new Response(JSON.stringify({ error: { code: 'X', message: 'No' } }), { status: 500 }),
  });
  const { result } = await mountFamilies();
  const [bebidas, postres] = result.current.items;
  let failure: unknown = null;
  await act(async () => {
    const sending = result.current.reorder([postres, bebidas], () =>
      unwrap(api.PUT('/v1/families', { body: [] as never })),
    );
    // The new order shows before the server answers.
    expect(names(queryClient().getQueryData(['/v1/families']))).toEqual(['Postres', 'Bebidas']);
    await sending.catch((error: unknown) => {
      failure = error;
    });
  });
  expect(failure).not.toBeNull();
  expect(names(result.current.items)).toEqual(['Bebidas', 'Postres']);
  expect(names(queryClient().getQueryData(['/v1/families']))).toEqual(['Bebidas', 'Postres']);
});

test('a refused delete keeps the row in the cache and flags it with the reason', async () => {
  serve({
    'GET /v1/families': [family(1, 'Bebidas')],
    'DELETE /v1/families/1': () =>
      new Response(JSON.stringify({ error: { code: 'CONFLICT', message: 'Tiene productos' } }), { status: 409 }),
  });
  const { result } = await mountFamilies();
  let removed = true;
  await act(async () => {
    removed = await result.current.remove(
      'item:1',
      () => unwrap(api.DELETE('/v1/families/{id}', { params: { path: { id: 1 } } })),
      () => [],
    );
  });
  expect(removed).toBe(false);
  expect(names(queryClient().getQueryData(['/v1/families']))).toEqual(['Bebidas']);
  expect(result.current.flags['item:1']).toEqual({ deleting: false, deleteError: 'Tiene productos' });
});

test('a first answer is loaded only once its rows are drawn: no render says "loaded, no rows" in between', async () => {
  serve({ 'GET /v1/families': [family(1, 'Bebidas'), family(2, 'Postres')] });
  const seen: Array<{ validated: boolean; loading: boolean; rows: number }> = [];
  renderHook(() => {
    const list = useBoardList(families());
    seen.push({ validated: list.validated, loading: list.loading, rows: list.items.length });
    return list;
  });
  await waitFor(() => expect(seen.at(-1)).toEqual({ validated: true, loading: false, rows: 2 }));
  expect(seen.filter((s) => s.validated && s.rows === 0)).toEqual([]);
  expect(seen[0]).toEqual({ validated: false, loading: true, rows: 0 });
});
