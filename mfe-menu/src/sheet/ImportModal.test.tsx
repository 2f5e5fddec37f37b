import { File as NodeFile } from 'node:buffer';
import { screen, waitFor, within } from '@testing-library/react';
import type { ImportPreview } from '@menu/shared';
import { json, renderUi, serve, signIn, writes } from '@menu/shared/ui/testing';
import { ImportModal } from './ImportModal';

const PREVIEW: ImportPreview = {
  format: 'xlsx',
  rows: 7,
  remove: false,
  summary: { created: 0, updated: 3, removed: 0, unchanged: 4, invalid: 0 },
  created: [],
  updated: [
    { row: 3, key: 'P-2', type: 'Producto', name: 'Té', changes: [{ column: 'Precio', from: '25.00', to: '26.00' }] },
    {
      row: 5,
      key: 'P-4',
      type: 'Producto',
      name: 'Limonada',
      changes: [
        { column: 'Precio', from: '20.00', to: '22.50' },
        { column: 'Cacahuate', from: 'Sin confirmar', to: 'Contiene' },
      ],
    },
    { row: 6, key: 'P-5', type: 'Producto', name: 'Agua', changes: [{ column: 'Precio', from: '15.00', to: '16.10' }] },
  ],
  removed: [],
  errors: [],
  new_names: { families: [], categories: [], tags: [], groups: [] },
};

const WITH_ERRORS: ImportPreview = {
  ...PREVIEW,
  summary: { ...PREVIEW.summary, invalid: 1 },
  errors: [
    { row: 4, column: 'Precio', message: 'El precio debe ser un número mayor o igual a 0 con máximo dos decimales' },
  ],
};

const ndjson = (...lines: object[]) =>
  new Response(`${lines.map((l) => JSON.stringify(l)).join('\n')}\n`, {
    status: 200,
    headers: { 'content-type': 'application/x-ndjson' },
  });

// Node's File: the one the fake server's FormData (undici) accepts, as fakeFile does for images.
const sheetFile = () =>
  new NodeFile(['Clave,Tipo,Nombre,Precio\n'], 'menu.csv', { type: 'text/csv' }) as unknown as File;

function open() {
  const onClose = jest.fn();
  const onApplied = jest.fn();
  const view = renderUi(<ImportModal open onClose={onClose} onApplied={onApplied} />);
  return { ...view, onClose, onApplied };
}

// antd in jsdom is slow, more so with the other suites running in parallel.
jest.setTimeout(30_000);

beforeEach(signIn);
afterEach(() => {
  document.body.innerHTML = '';
});

describe('ImportModal', () => {
  it('previews the file (counts and the updated rows), applies it with progress and reports the result', async () => {
    const calls = serve({
      'POST /v1/menu/import/preview': PREVIEW,
      'POST /v1/menu/import': () =>
        ndjson(
          { type: 'progress', done: 0, total: 3 },
          { type: 'progress', done: 3, total: 3 },
          { type: 'result', created: 0, updated: 3, removed: 0 },
        ),
    });
    const { user, onApplied } = open();
    expect(
      screen.getByText(/vacía es Sin confirmar\. Si el archivo no trae esas columnas, los alérgenos no cambian\./),
    ).toBeInTheDocument();
    // How a combo's steps are written in one cell.
    expect(screen.getByText(/^Combos: Tipo «Combo» y sus pasos en la columna Pasos/)).toHaveTextContent(
      '«#» nombra un platillo del menú y «+15» es el cargo extra.',
    );
    expect(screen.getByRole('button', { name: 'Revisar archivo' })).toBeDisabled();
    expect(screen.getByText('Ningún archivo elegido')).toBeInTheDocument();
    await user.upload(screen.getByLabelText('Archivo del menú'), sheetFile());
    expect(screen.getByText('menu.csv')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Revisar archivo' }));

    expect(await screen.findByText('0 nuevos · 3 actualizados · 4 sin cambios')).toBeInTheDocument();
    const updated = screen.getByRole('region', { name: 'Se actualizan' });
    expect(within(updated).getByText('Té')).toBeInTheDocument();
    expect(within(updated).getByText('Precio: 25.00 → 26.00')).toBeInTheDocument();
    expect(within(updated).getByText('Precio: 15.00 → 16.10')).toBeInTheDocument();
    // An allergen column's change reads with the level words, like any other column's.
    expect(within(updated).getByText('Precio: 20.00 → 22.50; Cacahuate: Sin confirmar → Contiene')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Filas con errores' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Aplicar cambios' }));
    expect(await screen.findByText('Importación aplicada')).toBeInTheDocument();
    expect(screen.getByText('0 creados, 3 actualizados, 0 eliminados.')).toBeInTheDocument();
    expect(onApplied).toHaveBeenCalledTimes(1);
    expect(writes(calls)).toEqual([
      { method: 'POST', path: '/v1/menu/import/preview', body: { remove: 'false', file: 'file:menu.csv' } },
      { method: 'POST', path: '/v1/menu/import', body: { remove: 'false', file: 'file:menu.csv' } },
    ]);
  });

  it('lists invalid rows with row, column and reason, and keeps Aplicar cambios disabled', async () => {
    const calls = serve({ 'POST /v1/menu/import/preview': WITH_ERRORS });
    const { user } = open();
    await user.upload(screen.getByLabelText('Archivo del menú'), sheetFile());
    await user.click(screen.getByRole('button', { name: 'Revisar archivo' }));
    const errors = await screen.findByRole('region', { name: 'Filas con errores' });
    const row = within(errors)
      .getByText('El precio debe ser un número mayor o igual a 0 con máximo dos decimales')
      .closest('tr')!;
    expect(within(row).getByText('4')).toBeInTheDocument();
    expect(within(row).getByText('Precio')).toBeInTheDocument();
    expect(screen.getByText(/1 fila tiene errores/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Aplicar cambios' })).toBeDisabled();
    expect(writes(calls).map((c) => c.path)).toEqual(['/v1/menu/import/preview']);
  });

  it('sends remove=true only when asked, shows the rows to remove, and shows an API refusal in Spanish', async () => {
    const calls = serve({
      'POST /v1/menu/import/preview': (body: unknown) =>
        (body as { remove: string }).remove === 'true'
          ? json(200, {
              info: {
                ...PREVIEW,
                remove: true,
                summary: { ...PREVIEW.summary, removed: 1 },
                removed: [{ key: 'P-9', type: 'Producto', name: 'Pan' }],
              },
            })
          : json(400, {
              error: { code: 'IMPORT_FILE_INVALID', message: 'El archivo no es un libro de Excel (.xlsx) válido.' },
            }),
    });
    const { user } = open();
    await user.upload(screen.getByLabelText('Archivo del menú'), sheetFile());
    await user.click(screen.getByRole('button', { name: 'Revisar archivo' }));
    expect(await screen.findByText('El archivo no es un libro de Excel (.xlsx) válido.')).toBeInTheDocument();

    await user.click(
      screen.getByRole('switch', { name: 'Eliminar los productos y variantes que no estén en el archivo' }),
    );
    await user.click(screen.getByRole('button', { name: 'Revisar archivo' }));
    const removed = await screen.findByRole('region', { name: 'Se eliminan' });
    expect(within(removed).getByText('Pan')).toBeInTheDocument();
    await waitFor(() =>
      expect(writes(calls).map((c) => (c.body as { remove: string }).remove)).toEqual(['false', 'true']),
    );
  });
});
