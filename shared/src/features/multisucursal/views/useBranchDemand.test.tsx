import { profileAtom, sessionStore } from '@menu/shared';
import { NEGOCIO_PROFILE, planProfile, serve, settle, signIn } from '@menu/shared/ui/testing';
import { renderHook, waitFor } from '@testing-library/react';
import type { BranchDemand } from './demand';
import { useBranchDemand } from './useBranchDemand';

const DEMAND: BranchDemand = {
  sucursal_id: 4,
  days: 30,
  dishes: [{ product_id: 10, name: 'Tacos', adds: 2 }],
  tables: [],
};

const reads = (calls: ReturnType<typeof serve>) =>
  calls.filter((call) => call.method === 'GET' && call.path === '/v1/sucursales/4/demand');

beforeEach(signIn);

describe('useBranchDemand', () => {
  it('reads through the data cache: mounted again within the fresh time it has the demand at once and asks nothing', async () => {
    sessionStore.set(profileAtom, NEGOCIO_PROFILE);
    const calls = serve({ 'GET /v1/sucursales/4/demand': DEMAND });
    const first = renderHook(() => useBranchDemand(4, 30));
    await waitFor(() => expect(first.result.current.demand).toEqual(DEMAND));
    expect(first.result.current.shown).toBe(true);
    first.unmount();
    const { result } = renderHook(() => useBranchDemand(4, 30));
    expect(result.current.demand).toEqual(DEMAND);
    await settle();
    expect(reads(calls)).toHaveLength(1);
    expect(reads(calls)[0]!.query).toEqual({ days: '30' });
  });

  it('FREEMIUM: not shown, and the cached answer of another plan is not handed out', async () => {
    sessionStore.set(profileAtom, planProfile('FREEMIUM', [{ name: 'Promotions' }]));
    const calls = serve({ 'GET /v1/sucursales/4/demand': DEMAND });
    const { result } = renderHook(() => useBranchDemand(4, 30));
    await settle();
    expect(result.current).toEqual({ shown: false, demand: undefined, error: undefined });
    expect(reads(calls)).toEqual([]);
  });
});
