import { act, renderHook, waitFor } from '@testing-library/react';
import { queryClient } from '@menu/shared/data';
import { json, serve, settle, signIn } from '@menu/shared/ui/testing';
import { familyFixture } from '../families/testing';
import { tagFixture } from '../tags/testing';
import { groupFixture } from '../variants/testing';
import { useProductOptions } from './useProductOptions';

const FAMILIES = [familyFixture({ id: 1, name: 'Comida' })];
const TAGS = [tagFixture({ id: 20, name: 'Picante' })];
const GROUPS = [groupFixture({ id: 30, name: 'Salsas' })];

const reads = (calls: ReturnType<typeof serve>, path: string) =>
  calls.filter((call) => call.method === 'GET' && call.path === path);

beforeEach(signIn);

describe('useProductOptions', () => {
  it('reads the lists not given from the data cache: a tag saved elsewhere shows while open, and opened again it asks nothing', async () => {
    const calls = serve({ 'GET /v1/families': FAMILIES, 'GET /v1/tags': TAGS, 'GET /v1/groups': GROUPS });
    const first = renderHook(() => useProductOptions({ groups: GROUPS }));
    await waitFor(() => expect(first.result.current.tags).toEqual(TAGS));
    expect(first.result.current.families).toEqual(FAMILIES);
    first.unmount();

    const { result } = renderHook(() => useProductOptions({ groups: GROUPS }));
    // Drawn on the first render from the cache.
    expect(result.current.tags).toEqual(TAGS);
    const added = tagFixture({ id: 21, name: 'Vegano', position: 1 });
    act(() => {
      queryClient().setQueryData(['/v1/tags'], [...TAGS, added]);
    });
    await waitFor(() => expect(result.current.tags).toEqual([...TAGS, added]));
    await settle();
    expect(reads(calls, '/v1/tags')).toHaveLength(1);
    expect(reads(calls, '/v1/families')).toHaveLength(1);
    // Given by the caller: not read.
    expect(reads(calls, '/v1/groups')).toHaveLength(0);
  });

  it('reloadGroups asks the server again and its answer is the groups shown (newer than the given ones)', async () => {
    const created = groupFixture({ id: 31, name: 'Tamaño', position: 1 });
    let groups = GROUPS;
    const calls = serve({
      'GET /v1/families': FAMILIES,
      'GET /v1/tags': TAGS,
      'GET /v1/groups': () => json(200, { info: groups }),
    });
    const { result } = renderHook(() => useProductOptions({ families: FAMILIES, tags: TAGS, groups: GROUPS }));
    groups = [...GROUPS, created];
    let answer: unknown;
    await act(async () => {
      answer = await result.current.reloadGroups();
    });
    expect(answer).toEqual([...GROUPS, created]);
    await waitFor(() => expect(result.current.groups).toEqual([...GROUPS, created]));
    expect(reads(calls, '/v1/groups')).toHaveLength(1);
  });

  it('a list that could not be read makes it failed', async () => {
    serve({ 'GET /v1/families': FAMILIES, 'GET /v1/groups': GROUPS });
    const { result } = renderHook(() => useProductOptions());
    await waitFor(() => expect(result.current.failed).toBe(true));
  });
});
