// The memoised rows: they follow the newest props a section passes (actions and handlers
// that depend on state outside the board), yet a keystroke in the search box or a render
// of the section that changes nothing the rows show repaints none of them.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useCallback, useMemo, useState } from 'react';
import { renderUi, rowNames, setupBoardTests } from '../testing';
import { Board } from './Board';
import type { BoardColumn, BoardItems, BoardNested } from './types';
import { useBoardList } from './useBoardList';

interface Child {
  id: number;
  name: string;
}
interface Parent {
  id: number;
  name: string;
  children: Child[];
}

setupBoardTests();
jest.setTimeout(30_000);

const parents: Parent[] = [
  { id: 1, name: 'Centro', children: [{ id: 11, name: 'Terraza' }] },
  { id: 2, name: 'Norte', children: [] },
];
const loadParents = async () => parents;

// Module constants, like the sections' columns: only the handlers change with the state.
const parentColumns: BoardColumn<Parent>[] = [{ key: 'name', title: 'Nombre', render: (item) => item.name }];
const childColumns: BoardColumn<Child>[] = [{ key: 'name', title: 'Nombre', render: (child) => child.name }];

type Spy = jest.Mock<void, [string, number]>;

/**
 * A section whose row actions depend on state outside the board, like the branch switch
 * limited by the plan: 'Mejorar plan' raises the limit, and every handler reports the
 * limit it sees.
 */
function PlanBoard({ onSwitch, onEdit, onRemove }: { onSwitch: Spy; onEdit: Spy; onRemove: Spy }) {
  const [limit, setLimit] = useState(1);
  const list = useBoardList({ queryKey: ['/test/parents'], queryFn: loadParents });
  const items = useMemo<BoardItems<Parent>>(
    () => ({
      target: 'sucursal',
      id: (item) => item.id,
      name: (item) => item.name,
      columns: parentColumns,
      actions: [
        {
          key: 'switch',
          label: `Activar (límite ${limit})`,
          icon: <span />,
          onClick: (item) => onSwitch(item.name, limit),
        },
      ],
      onEdit: (item) => onEdit(item.name, limit),
      remove: {
        call: async (item) => onRemove(item.name, limit),
        note: `Límite del plan: ${limit}`,
      },
    }),
    [limit, onSwitch, onEdit, onRemove],
  );
  const nested = useMemo<BoardNested<Parent, Child>>(
    () => ({
      target: 'mesa',
      id: (child) => child.id,
      name: (child) => child.name,
      columns: childColumns,
      of: (parent) => parent.children,
      with: (parent, children) => ({ ...parent, children }),
      onEdit: (child) => onEdit(child.name, limit),
    }),
    [limit, onEdit],
  );
  return (
    <>
      <button type="button" onClick={() => setLimit((current) => current + 1)}>
        Mejorar plan
      </button>
      <Board<Parent, Child> title="Sucursales" target="sucursal" list={list} items={items} nested={nested} />
    </>
  );
}

describe('Board: rows follow outside state', () => {
  const spies = () => ({ onSwitch: jest.fn() as Spy, onEdit: jest.fn() as Spy, onRemove: jest.fn() as Spy });

  it('an action of `actions` shows and calls the newest state', async () => {
    const handlers = spies();
    const { user } = renderUi(<PlanBoard {...handlers} />);
    await screen.findByRole('row', { name: 'Centro' });
    await user.click(screen.getByRole('button', { name: 'Mejorar plan' }));

    const row = screen.getByRole('row', { name: 'Centro' });
    await user.click(within(row).getByRole('button', { name: 'Activar (límite 2)' }));
    expect(handlers.onSwitch).toHaveBeenLastCalledWith('Centro', 2);
  });

  it('Editar of a top-level and of a nested row calls the newest onEdit', async () => {
    const handlers = spies();
    const { user } = renderUi(<PlanBoard {...handlers} />);
    await screen.findByRole('row', { name: 'Terraza' });
    await user.click(screen.getByRole('button', { name: 'Mejorar plan' }));
    await user.click(screen.getByRole('button', { name: 'Mejorar plan' }));

    await user.click(within(screen.getByRole('row', { name: 'Centro' })).getByRole('button', { name: 'Editar' }));
    expect(handlers.onEdit).toHaveBeenLastCalledWith('Centro', 3);
    await user.click(within(screen.getByRole('row', { name: 'Terraza' })).getByRole('button', { name: 'Editar' }));
    expect(handlers.onEdit).toHaveBeenLastCalledWith('Terraza', 3);
  });

  it('Eliminar confirms and deletes with the newest remove', async () => {
    const handlers = spies();
    const { user } = renderUi(<PlanBoard {...handlers} />);
    await screen.findByRole('row', { name: 'Norte' });
    await user.click(screen.getByRole('button', { name: 'Mejorar plan' }));

    await user.click(within(screen.getByRole('row', { name: 'Norte' })).getByRole('button', { name: 'Eliminar' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Límite del plan: 2')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(handlers.onRemove).toHaveBeenCalledWith('Norte', 2));
  });
});

describe('Board: rows repaint only when what they show changes', () => {
  const many: Parent[] = Array.from({ length: 300 }, (_, i) => ({ id: i + 1, name: `Fila ${i + 1}`, children: [] }));
  const loadMany = async () => many;

  function CountingBoard({ render }: { render: jest.Mock }) {
    const [clicks, setClicks] = useState(0);
    const load = useCallback(loadMany, []);
    const list = useBoardList({ queryKey: ['/test/rows'], queryFn: load });
    const columns = useMemo<BoardColumn<Parent>[]>(
      () => [{ key: 'name', title: 'Nombre', render: (item) => render(item.name) }],
      [render],
    );
    const items = useMemo<BoardItems<Parent>>(
      () => ({
        target: 'fila',
        id: (item) => item.id,
        name: (item) => item.name,
        columns,
        onEdit: () => undefined,
        reorder: async () => ({}),
      }),
      [columns],
    );
    return (
      <>
        <button type="button" onClick={() => setClicks(clicks + 1)}>
          Otra cosa ({clicks})
        </button>
        <Board<Parent>
          title="Filas"
          target="fila"
          list={list}
          items={items}
          search={{ parentText: (item) => item.name }}
        />
      </>
    );
  }

  it('typing in the search box or rendering the section again repaints no row that stays the same', async () => {
    const render = jest.fn((name: string) => name);
    const { user } = renderUi(<CountingBoard render={render} />);
    await screen.findByRole('row', { name: 'Fila 300' });
    render.mockClear();

    // Every row still matches: each keeps its place, so none repaints.
    const box = screen.getByRole('textbox', { name: 'Buscar' });
    for (const text of ['f', 'fi', 'fil', 'fila']) fireEvent.change(box, { target: { value: text } });
    await waitFor(() => expect(screen.queryByLabelText(/^Mover/)).not.toBeInTheDocument());
    expect(rowNames()).toHaveLength(300);
    await user.click(screen.getByRole('button', { name: 'Otra cosa (0)' }));
    expect(screen.getByRole('button', { name: 'Otra cosa (1)' })).toBeInTheDocument();
    expect(render).not.toHaveBeenCalled();

    // A narrower search repaints only the rows that moved.
    fireEvent.change(box, { target: { value: 'fila 30' } });
    await waitFor(() => expect(rowNames()).toEqual(['Fila 30', 'Fila 300']));
    expect(render.mock.calls.length).toBeLessThanOrEqual(2);
  });
});
