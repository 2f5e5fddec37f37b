import { screen, waitFor, within } from '@testing-library/react';
import { renderUi, serve, setupBoardTests, writes } from '@menu/shared/ui/testing';
import { RestoreModal } from './RestoreModal';
import type { RestorePreview } from './types';

jest.setTimeout(30_000);
setupBoardTests();

const PREVIEW: RestorePreview = {
  at: '2026-11-27T16:00:00.000Z',
  created: [{ entity: 'category', id: 4, name: 'Postres', changes: [] }],
  updated: [
    {
      entity: 'product',
      id: 5,
      name: 'Tacos al pastor',
      changes: [
        { field: 'price_cents', before: 9500, after: 8000, text: 'Precio: $95 → $80' },
        { field: 'allergens', before: '{"gluten":"free"}', after: '{}', text: 'Alérgenos: Gluten: sin confirmar' },
      ],
    },
  ],
  deleted: [{ entity: 'tag', id: 9, name: 'Nuevo', changes: [] }],
};

function open() {
  const onApplied = jest.fn();
  const onClose = jest.fn();
  const view = renderUi(<RestoreModal open onClose={onClose} onApplied={onApplied} />);
  return { ...view, onApplied, onClose };
}

describe('RestoreModal', () => {
  it('previews the restore as nuevo / actualizado / eliminado, then applies it after a confirmation', async () => {
    const calls = serve({
      'GET /v1/history/restore': PREVIEW,
      'POST /v1/history/restore': { entry: null, created: 1, updated: 1, deleted: 1 },
    });
    const { user, onApplied } = open();
    expect(screen.getByRole('button', { name: 'Ver cambios' })).toBeDisabled();
    await user.click(screen.getByLabelText('Fecha y hora'));
    await user.type(screen.getByLabelText('Fecha y hora'), '27/11/2026 10:00{Enter}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Ver cambios' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Ver cambios' }));

    expect(await screen.findByText('1 nuevo · 1 actualizado · 1 eliminado')).toBeInTheDocument();
    const at = calls.find((call) => call.method === 'GET')!.query.at!;
    expect(new Date(at).getTime()).toBe(new Date(2026, 10, 27, 10, 0).getTime());
    const created = screen.getByRole('region', { name: 'Se crean' });
    expect(within(created).getByText('Postres')).toBeInTheDocument();
    expect(within(created).getByText('Categoría')).toBeInTheDocument();
    const updated = screen.getByRole('region', { name: 'Se actualizan' });
    expect(within(updated).getByText('Tacos al pastor')).toBeInTheDocument();
    // Each change in the API's words, never its stored values.
    expect(within(updated).getByText('Precio: $95 → $80; Alérgenos: Gluten: sin confirmar')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Se eliminan' })).getByText('Nuevo')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Restaurar' }));
    // The confirmation opens over the restore's own modal.
    const dialog = await waitFor(() => {
      const confirm = screen
        .getAllByRole('dialog')
        .find((d) => d.textContent?.includes('¿Restaurar el menú al 27 de noviembre'));
      expect(confirm).toBeDefined();
      return confirm!;
    });
    expect(dialog).toHaveTextContent('1 nuevo · 1 actualizado · 1 eliminado. Se aplica todo o nada');
    await user.click(within(dialog).getByRole('button', { name: 'Restaurar' }));
    expect(await screen.findByText('Menú restaurado')).toBeInTheDocument();
    expect(screen.getByText('1 recuperado, 1 actualizado, 1 eliminado.')).toBeInTheDocument();
    expect(onApplied).toHaveBeenCalledTimes(1);
    expect(writes(calls)).toEqual([{ method: 'POST', path: '/v1/history/restore', body: { at: PREVIEW.at } }]);
  });
});
