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
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoked after the click has handed the blob to the download.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
