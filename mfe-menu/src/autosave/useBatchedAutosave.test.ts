import { ApiError } from '@menu/shared';
import { act, renderHook, waitFor } from '@testing-library/react';
import { type AutosaveSheet, useBatchedAutosave } from './useBatchedAutosave';

interface Answer {
  promise: Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}
/** A request's answer, given by the test. */
function answer(): Answer {
  const out = {} as Answer;
  out.promise = new Promise((resolve, reject) => Object.assign(out, { resolve, reject }));
  return out;
}

/** A sheet of numbered cells: every marked key is ready, its entry is `cell-N`; the test drives the requests. */
function fakeSheet(overrides: Partial<AutosaveSheet<number, string>> = {}) {
  const requests: Array<{ batch: string[]; answer: Answer }> = [];
  const sheet = {
    ready: jest.fn((marked: Set<number>) => [...marked]),
    entry: (key: number) => `cell-${key}`,
    save: jest.fn((batch: string[]) => {
      const request = { batch, answer: answer() };
      requests.push(request);
      return request.answer.promise;
    }),
    saved: jest.fn(),
    refused: jest.fn(),
    ...overrides,
  };
  return { sheet, requests };
}

const refusal = (field: string) =>
  new ApiError('VALIDATION_ERROR', 'Datos inválidos', 400, [{ field, message: 'Texto demasiado largo' }]);

afterEach(() => jest.useRealTimers());

test('edits within the delay go out in one request; edits made while it flies go out right after it', async () => {
  jest.useFakeTimers();
  const { sheet, requests } = fakeSheet();
  const { result } = renderHook(() => useBatchedAutosave(sheet, 400));
  act(() => result.current.mark([1]));
  act(() => jest.advanceTimersByTime(300));
  act(() => result.current.mark([2]));
  expect(result.current.notice).toEqual({ kind: 'saving' });
  act(() => jest.advanceTimersByTime(399));
  expect(requests).toHaveLength(0);
  act(() => jest.advanceTimersByTime(1));
  expect(requests.map((r) => r.batch)).toEqual([['cell-1', 'cell-2']]);

  // One request at a time: a mark now while the first flies waits for its answer.
  act(() => result.current.mark([3], true));
  expect(requests).toHaveLength(1);
  await act(async () => requests[0]!.answer.resolve({}));
  expect(sheet.saved).toHaveBeenCalledWith(['cell-1', 'cell-2']);
  expect(requests.map((r) => r.batch)).toEqual([['cell-1', 'cell-2'], ['cell-3']]);
  await act(async () => requests[1]!.answer.resolve({}));
  expect(result.current.notice).toEqual({ kind: 'saved', text: 'Cambios guardados' });
});

test('a 400 naming items.N refuses that entry alone; the others of the request are sent again', async () => {
  const { sheet, requests } = fakeSheet();
  const { result } = renderHook(() => useBatchedAutosave(sheet, 10_000));
  act(() => result.current.mark([1, 2, 3], true));
  await act(async () => requests[0]!.answer.reject(refusal('items.1.text')));
  expect(sheet.refused).toHaveBeenCalledWith(['cell-2'], 'Texto demasiado largo', true);
  expect(requests[1]?.batch).toEqual(['cell-1', 'cell-3']);
  expect(result.current.notice).toEqual({ kind: 'error', text: 'No se guardaron los cambios: Texto demasiado largo' });
  await act(async () => requests[1]!.answer.resolve({}));
  // The resent cells are saved (the refused one keeps its own message on the sheet).
  expect(sheet.saved).toHaveBeenCalledWith(['cell-1', 'cell-3']);
  expect(result.current.notice).toEqual({ kind: 'saved', text: 'Cambios guardados' });
});

test('any other failure refuses every entry of the request and sends none again', async () => {
  const { sheet, requests } = fakeSheet();
  const { result } = renderHook(() => useBatchedAutosave(sheet, 10_000));
  act(() => result.current.mark([1, 2], true));
  await act(async () => requests[0]!.answer.reject(new ApiError('INTERNAL', 'Sin conexión', 500)));
  expect(sheet.refused).toHaveBeenCalledWith(['cell-1', 'cell-2'], 'Sin conexión', false);
  expect(requests).toHaveLength(1);
  expect(result.current.waiting().size).toBe(0);
});

test('keys the sheet holds back wait (the idle status says so); leaving the sheet sends what still waits', async () => {
  const held = new Set([2]);
  const { sheet, requests } = fakeSheet({
    ready: (marked) => [...marked].filter((key) => !held.has(key)),
    idle: (left) => (left ? { kind: 'error', text: `${left} sin guardar` } : { kind: 'saved', text: 'Listo' }),
  });
  const { result, unmount } = renderHook(() => useBatchedAutosave(sheet, 10_000));
  act(() => result.current.mark([1, 2], true));
  await act(async () => requests[0]!.answer.resolve({}));
  expect(requests[0]!.batch).toEqual(['cell-1']);
  expect(result.current.notice).toEqual({ kind: 'error', text: '1 sin guardar' });

  held.clear();
  act(() => result.current.mark([4]));
  unmount();
  await waitFor(() => expect(requests).toHaveLength(2));
  expect(requests[1]!.batch).toEqual(['cell-2', 'cell-4']);
});

test('closing the page while a save waits makes the browser ask first', () => {
  const { sheet } = fakeSheet();
  const { result } = renderHook(() => useBatchedAutosave(sheet, 10_000));
  const before = () => {
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  };
  expect(before()).toBe(false);
  act(() => result.current.mark([1]));
  expect(before()).toBe(true);
});
