import { api, unwrap } from '@menu/shared';
import { json, serve, settle, signIn } from '@menu/shared/ui/testing';
import { act, renderHook, waitFor } from '@testing-library/react';
import { templateRoutes } from '../testing';
import { useEditorRows } from './useEditorRows';

const asked = (calls: ReturnType<typeof serve>, path: string) =>
  calls.filter((call) => call.method === 'GET' && call.path === path).length;

beforeEach(signIn);

describe('useEditorRows', () => {
  it('reads through the data cache: the editor opened again within the fresh time has its rows at once and asks nothing', async () => {
    const calls = serve(templateRoutes());
    const first = renderHook(() => useEditorRows({ kind: 'template', id: 4 }));
    await waitFor(() => expect(first.result.current.rows).toBeDefined());
    const rows = first.result.current.rows;
    first.unmount();
    const { result } = renderHook(() => useEditorRows({ kind: 'template', id: 4 }));
    expect(result.current.rows).toBe(rows);
    await settle();
    expect(asked(calls, '/v1/templates/4/products')).toBe(1);
    expect(asked(calls, '/v1/products')).toBe(1);
  });

  it('a write to the base menu since then makes the next opening read again', async () => {
    const calls = serve({ ...templateRoutes(), 'PUT /v1/products/1': { id: 1 } });
    const first = renderHook(() => useEditorRows({ kind: 'template', id: 4 }));
    await waitFor(() => expect(first.result.current.rows).toBeDefined());
    first.unmount();
    await unwrap(api.PUT('/v1/products/{id}', { params: { path: { id: 1 } }, body: { name: 'Taco' } }));
    renderHook(() => useEditorRows({ kind: 'template', id: 4 }));
    await waitFor(() => expect(asked(calls, '/v1/templates/4/products')).toBe(2));
  });

  it('a failed read gives the error; retry reads again and gives the rows', async () => {
    let fail = true;
    serve({
      ...templateRoutes(),
      'GET /v1/templates/4/products': () =>
        fail ? json(500, { error: { code: 'INTERNAL', message: 'Intenta de nuevo' } }) : json(200, { info: [] }),
    });
    const { result } = renderHook(() => useEditorRows({ kind: 'template', id: 4 }));
    await waitFor(() => expect(result.current.error).toBeDefined());
    fail = false;
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.rows).toBeDefined());
    expect(result.current.error).toBeUndefined();
  });
});
