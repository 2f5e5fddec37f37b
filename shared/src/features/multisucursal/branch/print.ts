// The print files of a branch (made by the API: GET /v1/sucursales/{id}/print/...): what the
// 'Imprimir' choices offer and where each one is downloaded from.
import { BASE_LANGUAGE, LANGUAGE_BY_CODE } from '@menu/shared/menu/languages';
import { tentWindows } from '@menu/shared/menu/print-limits';

export type Paper = 'letter' | 'a4';

export interface PrintFile {
  key: string;
  label: string;
  /** The API path, fetched with the owner's token (downloadFile). */
  path: string;
  /** The file's name when the answer does not give one. */
  filename: string;
}

export const TENTS_HINT = 'Agrega el número de mesas de la sucursal para imprimir una tarjeta por mesa';

/**
 * The table tents (on `paper`), the entrance poster and the printed menu: one per language of
 * the menu (Spanish first, then the account's others, named in their own language; the PDFs
 * embed a font for Japanese, Korean and Chinese too).
 */
export function printFiles(
  branch: { id: number; route_key: string; tables?: number },
  languages: readonly string[],
  paper: Paper,
) {
  const base = `/v1/sucursales/${branch.id}/print`;
  // A file holds at most TENTS_PER_FILE tents (the API's limit): more tables, one file per window.
  const windows = tentWindows(branch.tables ?? 0);
  const files: PrintFile[] = [
    ...windows.map(({ from, to }) =>
      windows.length === 1
        ? {
            key: 'tents',
            label: 'Tarjetas de mesa (PDF)',
            path: `${base}/tents.pdf?paper=${paper}`,
            filename: `${branch.route_key}-mesas.pdf`,
          }
        : {
            key: `tents-${from}`,
            label: `Tarjetas de mesa ${from}–${to} (PDF)`,
            path: `${base}/tents.pdf?paper=${paper}&from=${from}`,
            filename: `${branch.route_key}-mesas-${from}-${to}.pdf`,
          },
    ),
    {
      key: 'poster',
      label: 'Cartel de entrada (PDF)',
      path: `${base}/poster.pdf`,
      filename: `${branch.route_key}-cartel.pdf`,
    },
  ];
  const others = languages.filter((code) => code !== BASE_LANGUAGE);
  files.push({
    key: 'menu',
    label: 'Menú impreso (PDF)',
    path: `${base}/menu.pdf`,
    filename: `${branch.route_key}-menu.pdf`,
  });
  for (const code of others)
    files.push({
      key: `menu-${code}`,
      label: `Menú impreso — ${LANGUAGE_BY_CODE.get(code)?.native ?? code} (PDF)`,
      path: `${base}/menu.pdf?lang=${code}`,
      filename: `${branch.route_key}-menu-${code}.pdf`,
    });
  return files;
}
