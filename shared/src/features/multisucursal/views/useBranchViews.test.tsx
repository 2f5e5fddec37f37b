import { act, renderHook, waitFor } from '@testing-library/react';
import { json, serve, settle, signIn } from '@menu/shared/ui/testing';
import type { BranchViews } from './api';
import { useBranchViews } from './useBranchViews';

const VIEWS = (count: number): BranchViews[] => [
  { sucursal_id: 1, days: [{ date: '2026-12-01', views: count }], tables: [] } as unknown as BranchViews,
];

const reads = (calls: ReturnType<typeof serve>) =>
  calls.filter((call) => call.method === 'GET' && call.path === '/v1/sucursales/views');

beforeEach(signIn);

describe('useBranchViews', () => {
  it('reads through the data cache: mounted again within the fresh time it has the counts at once and asks nothing', async () => {
    const calls = serve({ 'GET /v1/sucursales/views': VIEWS(3) });
    const first = renderHook(() => useBranchViews(30));
    await waitFor(() => expect(first.result.current.byBranch?.get(1)).toEqual(VIEWS(3)[0]));
    first.unmount();
    const { result } = renderHook(() => useBranchViews(30));
    expect(result.current.byBranch?.get(1)).toEqual(VIEWS(3)[0]);
    await settle();
    expect(reads(calls)).toHaveLength(1);
    expect(reads(calls)[0]!.query).toEqual({ days: '30' });
  });

  it('reload asks again and shows the latest counts; a failed reload keeps them, with the error', async () => {
    let answer = json(200, { info: VIEWS(3) });
    const calls = serve({ 'GET /v1/sucursales/views': () => answer.clone() });
    const { result } = renderHook(() => useBranchViews(30));
    await waitFor(() => expect(result.current.byBranch?.get(1)?.days[0]?.views).toBe(3));
    answer = json(200, { info: VIEWS(5) });
    act(() => result.current.reload());
    await waitFor(() => expect(result.current.byBranch?.get(1)?.days[0]?.views).toBe(5));
    answer = json(500, { error: { code: 'INTERNAL', message: 'Falló.' } });
    act(() => result.current.reload());
    await waitFor(() => expect(result.current.error).toBeDefined());
    expect(result.current.byBranch?.get(1)?.days[0]?.views).toBe(5);
    expect(reads(calls)).toHaveLength(3);
  });
});
