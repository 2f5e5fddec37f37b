import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useCallback, useMemo } from 'react';
import { ApiError } from '../../api/errors';
import { AppProviders } from '../AppProviders';
import { dragDown, fakeLayout, quietComputedStyle } from '../testing/drag';
import { Board, type BoardProps } from './Board';
import { Truncated } from './cells';
import type { BoardColumn, BoardItems, BoardNested, ReorderPayload } from './types';
import { useBoardList } from './useBoardList';

interface Child {
  id: number;
  name: string;
}
interface Parent {
  id: number;
  name: string;
  description: string | null;
  kind: string;
  children: Child[];
}

const parent = (id: number, name: string, children: Child[] = [], extra: Partial<Parent> = {}): Parent => ({
  id,
  name,
  description: null,
  kind: 'comida',
  children,
  ...extra,
});

const columns: BoardColumn<Parent>[] = [
  { key: 'name', title: 'Nombre', render: (item) => item.name },
  { key: 'description', title: 'Descripción', render: (item) => <Truncated text={item.description} /> },
];
const childColumns: BoardColumn<Child>[] = [{ key: 'name', title: 'Nombre', render: (item) => item.name }];

interface Harness {
  load: () => Promise<Parent[]>;
  nested?: boolean;
  reorder?: (payload: ReorderPayload) => Promise<unknown>;
  reorderChildren?: (payload: ReorderPayload, parent: Parent) => Promise<unknown>;
  remove?: (item: Parent) => Promise<unknown>;
  clone?: (item: Parent) => Promise<unknown>;
  cloneConfirm?: BoardItems<Parent>['cloneConfirm'];
  onAdd?: () => void;
  extra?: Partial<BoardProps<Parent, Child>>;
}

function TestBoard({ load, nested, reorder, reorderChildren, remove, clone, cloneConfirm, onAdd, extra }: Harness) {
  const stableLoad = useCallback(load, [load]);
  const list = useBoardList({ queryKey: ['/test/board'], queryFn: stableLoad });
  const items = useMemo<BoardItems<Parent>>(
    () => ({
      target: 'familia',
      id: (item) => item.id,
      name: (item) => item.name,
      columns,
      onEdit: () => undefined,
      onClone: clone,
      cloneConfirm,
      reorder,
      remove: remove ? { call: remove, note: 'Sus productos quedarán en Productos sin clasificar' } : undefined,
    }),
    [clone, cloneConfirm, reorder, remove],
  );
  const kids = useMemo<BoardNested<Parent, Child>>(
    () => ({
      target: 'categoría',
      id: (item) => item.id,
      name: (item) => item.name,
      columns: childColumns,
      of: (item) => item.children,
      with: (item, children) => ({ ...item, children }),
      reorder: reorderChildren,
      empty: 'Sin categorías',
      add: { label: 'Agregar categoría', onClick: () => undefined },
    }),
    [reorderChildren],
  );
  return (
    <Board<Parent, Child>
      title="Familias y Categorías"
      caption="Arrastra para ordenar"
      target="familia"
      list={list}
      items={items}
      nested={nested ? kids : undefined}
      onAdd={onAdd}
      {...extra}
    />
  );
}

const renderBoard = (harness: Harness) =>
  render(
    <AppProviders>
      <TestBoard {...harness} />
    </AppProviders>,
  );

const rowNames = () =>
  screen
    .getAllByRole('row')
    .map((row) => row.getAttribute('aria-label'))
    .filter(Boolean);

const deferred = <T,>() => {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};

beforeAll(() => {
  quietComputedStyle();
});

jest.setTimeout(30_000);

afterEach(() => {
  document.body.innerHTML = '';
  (HTMLElement.prototype.getBoundingClientRect as jest.Mock).mockRestore?.();
});

describe('Board: states', () => {
  it("shows 'Aún no tienes ninguna {target} registrada' with an add button for an empty list", async () => {
    const onAdd = jest.fn();
    renderBoard({ load: async () => [], onAdd });
    expect(await screen.findByText('Aún no tienes ninguna familia registrada')).toBeInTheDocument();
    const buttons = screen.getAllByRole('button', { name: /Agregar familia/ });
    expect(buttons).toHaveLength(2); // toolbar and empty state
    await userEvent.click(buttons[1]);
    expect(onAdd).toHaveBeenCalledTimes(1);
  });

  it('shows loading, then the error with Reintentar, then the rows after a retry', async () => {
    const first = deferred<Parent[]>();
    const load = jest
      .fn<Promise<Parent[]>, []>()
      .mockImplementationOnce(() => first.promise)
      .mockImplementationOnce(async () => [parent(1, 'Bebidas')]);
    renderBoard({ load });
    expect(screen.getByLabelText('Cargando')).toBeInTheDocument();
    await act(async () => first.reject(new ApiError('INTERNAL', 'Servidor no disponible', 500)));
    expect(await screen.findByText('No se pudo cargar la lista')).toBeInTheDocument();
    expect(screen.getByText('Servidor no disponible')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('row', { name: 'Bebidas' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('offline: says so, and loads again by itself when the connection returns', async () => {
    let online = false;
    jest.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
    const load = jest
      .fn<Promise<Parent[]>, []>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockImplementationOnce(async () => [parent(1, 'Bebidas')]);
    renderBoard({ load });
    expect(await screen.findByText('No se pudo cargar la lista')).toBeInTheDocument();
    expect(screen.getByText('Sin conexión a internet. Revisa tu conexión e inténtalo de nuevo.')).toBeInTheDocument();
    online = true;
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByRole('row', { name: 'Bebidas' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('truncates descriptions to 70 characters plus an ellipsis, keeping the whole text as tooltip', async () => {
    const long = 'Refrescos, aguas frescas, jugos naturales y bebidas calientes de la casa, todo el día';
    renderBoard({ load: async () => [parent(1, 'Bebidas', [], { description: long })] });
    const shown = await screen.findByText(`${long.slice(0, 70)}…`);
    expect(shown).toHaveAttribute('title', long);
    expect(screen.queryByText(long)).not.toBeInTheDocument();
  });

  it('shows the title, caption, column titles and the actions with their labels', async () => {
    renderBoard({ load: async () => [parent(1, 'Bebidas')], remove: async () => ({}), clone: async () => ({}) });
    const row = await screen.findByRole('row', { name: 'Bebidas' });
    expect(screen.getByRole('heading', { name: 'Familias y Categorías' })).toBeInTheDocument();
    expect(screen.getByText('Arrastra para ordenar')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Nombre' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Descripción' })).toBeInTheDocument();
    for (const label of ['Editar', 'Clonar', 'Eliminar'])
      expect(within(row).getByRole('button', { name: label })).toBeInTheDocument();
  });
});

describe('Board: search and filter', () => {
  const load = async () => [
    parent(
      1,
      'Bebidas',
      [
        { id: 11, name: 'Refrescos' },
        { id: 12, name: 'Cafés' },
      ],
      { kind: 'bebida' },
    ),
    parent(2, 'Comidas', [
      { id: 21, name: 'Tacos' },
      { id: 22, name: 'Tortas' },
    ]),
    parent(3, 'Postres', [{ id: 31, name: 'Pasteles' }]),
  ];

  it('search shows the rows that match (case and accents ignored), and parents of matching children', async () => {
    renderBoard({
      load,
      nested: true,
      extra: { search: { placeholder: 'Buscar', parentText: (item) => item.name, childText: (item) => item.name } },
    });
    await screen.findByRole('row', { name: 'Bebidas' });
    const box = screen.getByRole('textbox', { name: 'Buscar' });

    await userEvent.type(box, 'CAFE');
    await waitFor(() => expect(rowNames()).toEqual(['Bebidas', 'Cafés']));

    await userEvent.clear(box);
    await userEvent.type(box, 'postres');
    await waitFor(() => expect(rowNames()).toEqual(['Postres', 'Pasteles']));

    await userEvent.clear(box);
    await userEvent.type(box, 'zzz');
    expect(await screen.findByText('No hay resultados para tu búsqueda')).toBeInTheDocument();

    await userEvent.clear(box);
    await waitFor(() => expect(rowNames()).toHaveLength(8));
  });

  it("the filter menu 'Filtrar por' narrows the rows and 'Limpiar Filtro' brings them back", async () => {
    renderBoard({
      load,
      extra: {
        filter: {
          title: 'Tipo',
          options: [
            { value: 'bebida', label: 'Bebida' },
            { value: 'comida', label: 'Comida' },
          ],
          match: (item, value) => item.kind === value,
        },
      },
    });
    await screen.findByRole('row', { name: 'Bebidas' });
    await userEvent.click(screen.getByRole('button', { name: /Filtrar por/ }));
    await userEvent.click(await screen.findByText('Comida'));
    await waitFor(() => expect(rowNames()).toEqual(['Comidas', 'Postres']));
    expect(screen.getByRole('button', { name: /Filtrar por: Comida/ })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: /Filtrar por/ }));
    const clear = await screen.findAllByText('Limpiar Filtro');
    await userEvent.click(clear[clear.length - 1]);
    await waitFor(() => expect(rowNames()).toEqual(['Bebidas', 'Comidas', 'Postres']));
  });
});

describe('Board: expand and collapse', () => {
  it("'Contraer todo' hides every nested list and 'Expandir todo' shows them again; one parent toggles alone", async () => {
    renderBoard({
      nested: true,
      load: async () => [parent(1, 'Bebidas', [{ id: 11, name: 'Refrescos' }]), parent(2, 'Comidas', [])],
    });
    await screen.findByRole('row', { name: 'Refrescos' });
    expect(screen.getByText('Sin categorías')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Contraer todo' }));
    expect(screen.queryByRole('row', { name: 'Refrescos' })).not.toBeInTheDocument();
    expect(screen.queryByText('Sin categorías')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Expandir todo' }));
    expect(screen.getByRole('row', { name: 'Refrescos' })).toBeInTheDocument();

    const bebidas = screen.getByRole('row', { name: 'Bebidas' });
    await userEvent.click(within(bebidas).getByRole('button', { name: 'Contraer' }));
    expect(screen.queryByRole('row', { name: 'Refrescos' })).not.toBeInTheDocument();
    expect(screen.getByText('Sin categorías')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Expandir todo' })).toBeInTheDocument();
  });

  it("shows 50 nested rows at a time with 'Ver más'", async () => {
    const many = Array.from({ length: 120 }, (_, i) => ({ id: 100 + i, name: `Producto ${i + 1}` }));
    renderBoard({ nested: true, load: async () => [parent(1, 'Bebidas', many)] });
    await screen.findByRole('row', { name: 'Producto 1' });
    expect(screen.queryByRole('row', { name: 'Producto 51' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Ver más (70 restantes)' }));
    expect(screen.getByRole('row', { name: 'Producto 100' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Ver más (20 restantes)' }));
    expect(screen.getByRole('row', { name: 'Producto 120' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Ver más/ })).not.toBeInTheDocument();
  });
});

describe('Board: delete', () => {
  const load = async () => [parent(1, 'Bebidas'), parent(2, 'Comidas')];

  it('asks in the confirm modal, marks the row deleting, and removes it on success', async () => {
    const pending = deferred<unknown>();
    const remove = jest.fn(() => pending.promise);
    renderBoard({ load, remove });
    const row = await screen.findByRole('row', { name: 'Bebidas' });
    await userEvent.click(within(row).getByRole('button', { name: 'Eliminar' }));

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Confirma para eliminar familia')).toBeInTheDocument();
    expect(within(dialog).getByText('Sus productos quedarán en Productos sin clasificar')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));

    expect(remove).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }));
    await waitFor(() => expect(screen.getByRole('row', { name: 'Bebidas' })).toHaveAttribute('aria-busy', 'true'));
    expect(screen.getByRole('row', { name: 'Bebidas' })).toHaveClass('board-deleting');
    await act(async () => pending.resolve({ id: 1 }));
    await waitFor(() => expect(screen.queryByRole('row', { name: 'Bebidas' })).not.toBeInTheDocument());
    expect(screen.getByRole('row', { name: 'Comidas' })).toBeInTheDocument();
  });

  it('Cancelar keeps the row and sends nothing', async () => {
    const remove = jest.fn(async () => ({}));
    renderBoard({ load, remove });
    const row = await screen.findByRole('row', { name: 'Bebidas' });
    await userEvent.click(within(row).getByRole('button', { name: 'Eliminar' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancelar' }));
    expect(remove).not.toHaveBeenCalled();
    expect(screen.getByRole('row', { name: 'Bebidas' })).toBeInTheDocument();
  });

  it('restores the row with its deleteError when the server refuses', async () => {
    const remove = jest.fn(async () => {
      throw new ApiError('CONFLICT', 'La familia está en uso', 409);
    });
    renderBoard({ load, remove });
    const row = await screen.findByRole('row', { name: 'Bebidas' });
    await userEvent.click(within(row).getByRole('button', { name: 'Eliminar' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Eliminar' }));

    expect(await screen.findByText('No se pudo eliminar: La familia está en uso')).toBeInTheDocument();
    const restored = screen.getByRole('row', { name: 'Bebidas' });
    expect(restored).not.toHaveClass('board-deleting');
    expect(within(restored).getByRole('button', { name: 'Eliminar' })).toBeEnabled();
    expect(await screen.findByText('No se pudo eliminar familia')).toBeInTheDocument();
  });
});

describe('Board: clone', () => {
  it('clones on the server and reloads the list', async () => {
    let rows = [parent(1, 'Bebidas')];
    const clone = jest.fn(async () => {
      rows = [...rows, parent(2, 'Bebidas (copia)')];
    });
    renderBoard({ load: async () => rows, clone });
    const row = await screen.findByRole('row', { name: 'Bebidas' });
    await userEvent.click(within(row).getByRole('button', { name: 'Clonar' }));
    expect(await screen.findByRole('row', { name: 'Bebidas (copia)' })).toBeInTheDocument();
    expect(clone).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }));
  });

  it('with cloneConfirm, asks first: Cancelar clones nothing, the confirm clones and reloads', async () => {
    let rows = [parent(1, 'Bebidas')];
    const clone = jest.fn(async () => {
      rows = [...rows, parent(2, 'Bebidas (copia)')];
    });
    renderBoard({
      load: async () => rows,
      clone,
      cloneConfirm: { title: 'Clonar Plantilla', content: (item) => `Copia de ${item.name}` },
    });
    const row = await screen.findByRole('row', { name: 'Bebidas' });

    await userEvent.click(within(row).getByRole('button', { name: 'Clonar' }));
    let dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Clonar Plantilla', { selector: '.ant-modal-confirm-title' })).toBeInTheDocument();
    expect(within(dialog).getByText('Copia de Bebidas')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(clone).not.toHaveBeenCalled();

    await userEvent.click(within(row).getByRole('button', { name: 'Clonar' }));
    dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Clonar' }));
    expect(await screen.findByRole('row', { name: 'Bebidas (copia)' })).toBeInTheDocument();
    expect(clone).toHaveBeenCalledTimes(1);
    expect(clone).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }));
  });
});

describe('Board: drag to reorder', () => {
  const load = async () => [parent(1, 'Bebidas'), parent(2, 'Comidas'), parent(3, 'Postres')];

  it('sends the whole list as [{id, position}] in one request and shows the new order at once', async () => {
    fakeLayout();
    const reorder = jest.fn(async (_payload: ReorderPayload) => ({}));
    renderBoard({ load, reorder });
    await screen.findByRole('row', { name: 'Bebidas' });
    await dragDown(screen.getByLabelText('Mover Bebidas, posición 1'), 1);

    await waitFor(() => expect(reorder).toHaveBeenCalledTimes(1));
    expect(reorder).toHaveBeenCalledWith([
      { id: 2, position: 0 },
      { id: 1, position: 1 },
      { id: 3, position: 2 },
    ]);
    await waitFor(() => expect(rowNames()).toEqual(['Comidas', 'Bebidas', 'Postres']));
    expect(screen.getByLabelText('Mover Bebidas, posición 2')).toBeInTheDocument();
  });

  it('puts the old order back and tells the user when the request fails', async () => {
    fakeLayout();
    const answer = deferred<unknown>();
    const reorder = jest.fn(() => answer.promise);
    renderBoard({ load, reorder });
    await screen.findByRole('row', { name: 'Bebidas' });
    await dragDown(screen.getByLabelText('Mover Bebidas, posición 1'), 2);

    await waitFor(() => expect(rowNames()).toEqual(['Comidas', 'Postres', 'Bebidas']));
    await act(async () => answer.reject(new ApiError('RESOURCE_NOT_FOUND', 'No encontrado', 404)));
    await waitFor(() => expect(rowNames()).toEqual(['Bebidas', 'Comidas', 'Postres']));
    expect(await screen.findByText('No se pudo guardar el orden')).toBeInTheDocument();
    expect(screen.getByText('No encontrado Se restauró el orden anterior.')).toBeInTheDocument();
  });

  it('children move within their parent and the request carries that parent’s whole list', async () => {
    fakeLayout();
    const reorderChildren = jest.fn(async (_payload: ReorderPayload, _parent: Parent) => ({}));
    renderBoard({
      nested: true,
      reorderChildren,
      load: async () => [
        parent(1, 'Bebidas', [
          { id: 11, name: 'Refrescos' },
          { id: 12, name: 'Cafés' },
          { id: 13, name: 'Jugos' },
        ]),
      ],
    });
    await screen.findByRole('row', { name: 'Refrescos' });
    await dragDown(screen.getByLabelText('Mover Refrescos, posición 1'), 2);
    await waitFor(() => expect(reorderChildren).toHaveBeenCalledTimes(1));
    expect(reorderChildren.mock.calls[0][0]).toEqual([
      { id: 12, position: 0 },
      { id: 13, position: 1 },
      { id: 11, position: 2 },
    ]);
    expect(reorderChildren.mock.calls[0][1]).toEqual(expect.objectContaining({ id: 1 }));
    await waitFor(() => expect(rowNames()).toEqual(['Bebidas', 'Cafés', 'Jugos', 'Refrescos']));
  });

  it('rows have no drag handle when the board cannot reorder, or while a search narrows the list', async () => {
    renderBoard({ load });
    await screen.findByRole('row', { name: 'Bebidas' });
    expect(screen.queryByLabelText(/^Mover/)).not.toBeInTheDocument();
    document.body.innerHTML = '';

    renderBoard({ load, reorder: async () => ({}), extra: { search: { parentText: (item) => item.name } } });
    await screen.findByLabelText('Mover Bebidas, posición 1');
    await userEvent.type(screen.getByRole('textbox', { name: 'Buscar' }), 'b');
    await waitFor(() => expect(screen.queryByLabelText(/^Mover/)).not.toBeInTheDocument());
  });
});
