import { act, renderHook, waitFor } from '@testing-library/react';
import { profileAtom, sessionStore } from '@menu/shared';
import { queryClient } from '@menu/shared/data';
import { FRANCHISES_PROFILE, NEGOCIO_PROFILE, serve, settle, signIn } from '@menu/shared/ui/testing';
import { Provider } from 'jotai';
import type { ReactNode } from 'react';
import { useTemplatesAvailable } from './useTemplatesAvailable';

const TEMPLATE = { id: 4, name: 'Centro' };
const inPanel = ({ children }: { children: ReactNode }) => <Provider store={sessionStore}>{children}</Provider>;
const reads = (calls: ReturnType<typeof serve>) =>
  calls.filter((call) => call.method === 'GET' && call.path === '/v1/templates');

beforeEach(signIn);

describe('useTemplatesAvailable', () => {
  it('reads the data cache’s templates: mounted again within the fresh time it asks nothing, and a template deleted elsewhere counts at once', async () => {
    sessionStore.set(profileAtom, FRANCHISES_PROFILE);
    const calls = serve({ 'GET /v1/templates': [TEMPLATE] });
    const first = renderHook(useTemplatesAvailable, { wrapper: inPanel });
    await waitFor(() => expect(first.result.current).toBe(true));
    first.unmount();
    const { result } = renderHook(useTemplatesAvailable, { wrapper: inPanel });
    expect(result.current).toBe(true);
    act(() => {
      queryClient().setQueryData(['/v1/templates'], []);
    });
    await waitFor(() => expect(result.current).toBe(false));
    await settle();
    expect(reads(calls)).toHaveLength(1);
  });

  it('a plan without Multisucursal asks nothing; a refusal counts as no templates', async () => {
    sessionStore.set(profileAtom, NEGOCIO_PROFILE);
    const calls = serve({});
    const without = renderHook(useTemplatesAvailable, { wrapper: inPanel });
    await settle();
    expect(without.result.current).toBe(false);
    expect(reads(calls)).toHaveLength(0);
    without.unmount();
    sessionStore.set(profileAtom, FRANCHISES_PROFILE);
    const { result } = renderHook(useTemplatesAvailable, { wrapper: inPanel });
    await waitFor(() => expect(reads(calls)).toHaveLength(1));
    await settle();
    expect(result.current).toBe(false);
  });
});
