import { API_BASE_URL, authFetch } from './client';
import { apiErrorFrom } from './errors';

/**
 * Files the API makes for the owner (the menu spreadsheet, the print PDFs): the calls need the
 * owner's token (Authorization header), so a plain link cannot fetch them. The file is fetched
 * with the token and handed to the browser's download bar under the attachment's name
 * (Content-Disposition), else `fallbackName`. A refusal rejects with the API's ApiError.
 */
export async function downloadFile(path: string, fallbackName: string): Promise<void> {
  const response = await authFetch(`${API_BASE_URL}${path}`);
  if (!response.ok) throw apiErrorFrom(response, await response.json().catch(() => undefined));
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  saveFile(await response.blob(), name);
}

/** Saves a file through a download link (the browser's download bar, no new tab). */
export function saveFile(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoked a while later: some browsers read the URL after click() returns, and a large file
  // is handed to the download after that.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
