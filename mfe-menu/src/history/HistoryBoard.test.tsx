import { screen, waitFor, within } from '@testing-library/react';
import {
  FRANCHISES_PROFILE,
  json,
  pickOption,
  renderInPanel,
  serve,
  setupBoardTests,
  writes,
} from '@menu/shared/ui/testing';
import { HistoryBoard } from './HistoryBoard';
import { entry, minutesAgo } from './testing';

jest.setTimeout(30_000);
setupBoardTests();

const LIST = 'GET /v1/history';

function open(routes: Record<string, unknown>, path = '/menu/historial') {
  const calls = serve(routes);
  return { calls, ...renderInPanel(<HistoryBoard />, FRANCHISES_PROFILE, path) };
}

const listCalls = (calls: ReturnType<typeof serve>) => calls.filter((call) => call.path === '/v1/history');

const item = (name: string) =>
  within(screen.getByRole('list', { name: 'Historial de cambios' })).getByRole('listitem', { name });

describe('HistoryBoard', () => {
  it('lists the changes in Spanish: the action, the item, the field, money with the price rule, who and when', async () => {
    open({
      [LIST]: {
        items: [
          entry(),
          entry({
            id: 6,
            at: minutesAgo(90),
            action: 'update',
            entity: 'category',
            entity_id: 2,
            name: 'Bebidas',
            changes: [
              { field: 'enabled', before: 1, after: 0, text: 'Activo: Sí → No' },
              {
                field: 'translations',
                before: '{}',
                after: '{"en":{"name":"Drinks"}}',
                text: 'Traducción (inglés): nombre «Drinks»',
              },
            ],
          }),
          entry({
            id: 3,
            entity: 'product',
            entity_id: null,
            name: '',
            count: 2,
            changes: [{ field: 'allergens', before: null, after: null, text: 'Alérgenos' }],
          }),
          entry({
            id: 2,
            action: 'restore',
            label: 'Menú al 27 de noviembre de 2026, 10:00',
            changes: [
              { field: 'product_tags.tag_id', before: null, after: 'Picante', text: 'Etiqueta «Picante» añadida' },
            ],
          }),
          entry({ id: 5, action: 'delete', entity: 'tag', entity_id: 3, name: 'Picante', changes: [], actor: '' }),
          entry({ id: 4, action: 'update', undone_by: 9 }),
        ],
        total: 6,
      },
    });
    const tacos = await waitFor(() => screen.getAllByRole('listitem', { name: 'Producto · Tacos al pastor' })[0]!);
    expect(within(tacos).getByText('Modificado')).toBeInTheDocument();
    expect(tacos).toHaveTextContent('Precio: $80 → $95.50 · demo@example.com · hace 3 min');
    expect(within(tacos).getByRole('button', { name: 'Deshacer' })).toBeInTheDocument();

    // Every change in the API's words (its labels, its values read), never the stored JSON.
    expect(item('Categoría · Bebidas')).toHaveTextContent(
      'Activo: Sí → No; Traducción (inglés): nombre «Drinks» · demo@example.com · hace 1 h',
    );
    // Several items at once: the fields only.
    expect(item('Producto · 2 elementos')).toHaveTextContent('Alérgenos · demo@example.com');
    const restore = screen.getAllByRole('listitem', { name: 'Producto · Tacos al pastor' })[1]!;
    expect(restore).toHaveTextContent(
      'RestauradoProducto · Tacos al pastor · Menú al 27 de noviembre de 2026, 10:00Etiqueta «Picante» añadida',
    );
    const tag = item('Etiqueta · Picante');
    expect(within(tag).getByText('Eliminado')).toBeInTheDocument();
    expect(tag).toHaveTextContent('Sistema · hace 3 min');

    // An entry an undo already reverted says so instead of offering it again.
    const undone = screen.getAllByRole('listitem', { name: 'Producto · Tacos al pastor' })[2]!;
    expect(within(undone).getByText('Deshecho')).toBeInTheDocument();
    expect(within(undone).queryByRole('button', { name: 'Deshacer' })).toBeNull();
  });

  it("takes one item's filter from the URL and asks again when the type or the dates change", async () => {
    const { calls, user } = open(
      { [LIST]: { items: [entry()], total: 1 } },
      '/menu/historial?entity=product&entity_id=5&from=2026-11-01&to=2026-11-27',
    );
    await screen.findByRole('listitem', { name: 'Producto · Tacos al pastor' });
    const first = listCalls(calls)[0]!.query;
    expect(first).toMatchObject({ entity: 'product', entity_id: '5', page: '1', page_size: '50' });
    // The days are whole local days, sent as instants.
    expect(new Date(first.from!).getTime()).toBe(new Date(2026, 10, 1).getTime());
    expect(new Date(first.to!).getTime()).toBe(new Date(2026, 10, 27, 23, 59, 59, 999).getTime());
    expect(screen.getByText('Solo producto Tacos al pastor')).toBeInTheDocument();

    await pickOption(user, 'Tipo', 'Promoción');
    await waitFor(() => expect(listCalls(calls)).toHaveLength(2));
    // Another type drops the one item's id; the dates stay.
    expect(listCalls(calls)[1]!.query).toMatchObject({ entity: 'promotion', page: '1' });
    expect(listCalls(calls)[1]!.query.entity_id).toBeUndefined();
    expect(listCalls(calls)[1]!.query.from).toBe(first.from);
  });

  it('pages through the history', async () => {
    const { calls, user } = open({ [LIST]: { items: [entry()], total: 120 } });
    await screen.findByText('Página 1 de 3');
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await waitFor(() => expect(listCalls(calls).at(-1)!.query.page).toBe('2'));
    expect(await screen.findByText('Página 2 de 3')).toBeInTheDocument();
  });

  it('undoes a change after a confirmation and reloads the list', async () => {
    let undone = false;
    const { calls, user } = open({
      [LIST]: () =>
        json(200, {
          info: {
            items: undone
              ? [
                  entry({
                    id: 8,
                    action: 'undo',
                    undoes: 7,
                    changes: [{ field: 'price_cents', before: 9550, after: 8000, text: 'Precio: $95.50 → $80' }],
                  }),
                  entry({ undone_by: 8 }),
                ]
              : [entry()],
            total: undone ? 2 : 1,
          },
        }),
      'POST /v1/history/7/undo': () => {
        undone = true;
        return json(200, { info: { entry: entry({ id: 8, action: 'undo', undoes: 7 }) } });
      },
    });
    const tacos = await screen.findByRole('listitem', { name: 'Producto · Tacos al pastor' });
    await user.click(within(tacos).getByRole('button', { name: 'Deshacer' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('¿Deshacer este cambio?');
    expect(dialog).toHaveTextContent('Producto · Tacos al pastor: Precio: $80 → $95.50.');
    await user.click(within(dialog).getByRole('button', { name: 'Deshacer' }));

    expect(await screen.findByText('Cambio deshecho')).toBeInTheDocument();
    // Reloaded: the undo is an entry of its own, and the change it reverted no longer offers 'Deshacer'.
    await waitFor(() =>
      expect(screen.getAllByRole('listitem', { name: 'Producto · Tacos al pastor' })).toHaveLength(2),
    );
    const [undo, reverted] = screen.getAllByRole('listitem', { name: 'Producto · Tacos al pastor' });
    expect(undo).toHaveTextContent('ReversiónProducto · Tacos al pastorPrecio: $95.50 → $80');
    expect(within(reverted!).queryByRole('button', { name: 'Deshacer' })).toBeNull();
    expect(reverted).toHaveTextContent('Deshecho');
    expect(writes(calls)).toEqual([{ method: 'POST', path: '/v1/history/7/undo', body: undefined }]);
    expect(listCalls(calls)).toHaveLength(2);
  });

  it("shows the API's reason when a later change conflicts (409)", async () => {
    const reason =
      'No se puede deshacer: un cambio posterior («Tacos», 27/11/2026 10:02) modificó lo mismo. Deshaz ese primero.';
    const { calls, user } = open({
      [LIST]: { items: [entry()], total: 1 },
      'POST /v1/history/7/undo': () => json(409, { error: { code: 'HISTORY_CONFLICT', message: reason } }),
    });
    const tacos = await screen.findByRole('listitem', { name: 'Producto · Tacos al pastor' });
    await user.click(within(tacos).getByRole('button', { name: 'Deshacer' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Deshacer' }));
    expect(await screen.findByText(reason)).toBeInTheDocument();
    expect(screen.getByText('No se pudo deshacer el cambio')).toBeInTheDocument();
    // Nothing changed: the list is not asked again, and the entry still offers 'Deshacer'.
    expect(listCalls(calls)).toHaveLength(1);
    expect(within(tacos).getByRole('button', { name: 'Deshacer' })).toBeInTheDocument();
  });

  it("shows the list's error with 'Reintentar'", async () => {
    const { user } = open({
      [LIST]: () => json(500, { error: { code: 'INTERNAL', message: 'Algo falló en el servidor.' } }),
    });
    expect(await screen.findByText('No se pudo cargar la lista')).toBeInTheDocument();
    expect(screen.getByText('Algo falló en el servidor.')).toBeInTheDocument();
    serve({ [LIST]: { items: [], total: 0 } });
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('No hay cambios registrados con estos filtros')).toBeInTheDocument();
  });
});
