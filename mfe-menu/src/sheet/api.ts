import { API_BASE_URL, ApiError, authFetch, downloadFile, type ImportPreview } from '@menu/shared';

/** The menu spreadsheet calls (docs/import-export.md): parsing and writing happen on the API. */

export type SheetFormat = 'csv' | 'xlsx';

async function failure(response: Response): Promise<ApiError> {
  const body = (await response.json().catch(() => undefined)) as
    | { error?: { code?: string; message?: string } }
    | undefined;
  return new ApiError(body?.error?.code ?? 'HTTP_ERROR', body?.error?.message ?? response.statusText, response.status);
}

/** Downloads the whole menu as CSV or Excel: the browser saves the API's attachment. */
export const exportMenu = (format: SheetFormat): Promise<void> =>
  downloadFile(`/v1/menu/export?format=${format}`, `menu.${format}`);

const formOf = (file: File, remove: boolean) => {
  const body = new FormData();
  body.append('remove', remove ? 'true' : 'false');
  body.append('file', file, file.name);
  return body;
};

/** What importing `file` would do; nothing is written. */
export async function previewImport(file: File, remove: boolean): Promise<ImportPreview> {
  const response = await authFetch(`${API_BASE_URL}/v1/menu/import/preview`, {
    method: 'POST',
    body: formOf(file, remove),
  });
  if (!response.ok) throw await failure(response);
  return ((await response.json()) as { info: ImportPreview }).info;
}

export interface ImportResult {
  created: number;
  updated: number;
  removed: number;
}
type Line =
  | { type: 'progress'; done: number; total: number }
  | ({ type: 'result' } & ImportResult)
  | { type: 'error'; error: { code: string; message: string } };

/**
 * Applies the import (all or nothing on the API) and reads its NDJSON answer as it streams:
 * `onProgress(done, total)` per progress line; resolves with the result line, rejects with the
 * API's error (a refused file before the stream, or a failed transaction at its end).
 */
export async function applyImport(
  file: File,
  remove: boolean,
  onProgress: (done: number, total: number) => void,
): Promise<ImportResult> {
  const response = await authFetch(`${API_BASE_URL}/v1/menu/import`, { method: 'POST', body: formOf(file, remove) });
  if (!response.ok) throw await failure(response);
  let result: ImportResult | undefined;
  const handle = (text: string) => {
    if (text.trim() === '') return;
    const line = JSON.parse(text) as Line;
    if (line.type === 'progress') onProgress(line.done, line.total);
    else if (line.type === 'result') result = { created: line.created, updated: line.updated, removed: line.removed };
    else throw new ApiError(line.error.code, line.error.message, 500);
  };
  if (response.body) {
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    let pending = '';
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      pending += decoder.decode(value, { stream: true });
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      lines.forEach(handle);
    }
    handle(pending);
  } else {
    (await response.text()).split('\n').forEach(handle);
  }
  if (!result) throw new ApiError('HTTP_ERROR', 'La importación no terminó: inténtalo de nuevo.', 500);
  return result;
}
