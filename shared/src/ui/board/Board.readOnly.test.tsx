// A read-only board (the person's role may not change its rows, shared/roles.json): the same
// rows and the section's own actions, without '+ Agregar', Editar, Clonar, Eliminar nor drag.
import { screen, within } from '@testing-library/react';
import { useMemo } from 'react';
import { renderUi, setupBoardTests } from '../testing';
import { Board } from './Board';
import type { BoardItems, BoardNested } from './types';
import { useBoardList } from './useBoardList';

setupBoardTests();
jest.setTimeout(30_000);

interface Dish {
  id: number;
  name: string;
}
interface Course {
  id: number;
  name: string;
  dishes: Dish[];
}
const loadCourses = async (): Promise<Course[]> => [
  {
    id: 1,
    name: 'Sopas',
    dishes: [
      { id: 11, name: 'Pozole rojo' },
      { id: 12, name: 'Sopa de lima' },
    ],
  },
  { id: 2, name: 'Postres', dishes: [] },
];

function CoursesBoard({ readOnly, onSoldOut }: { readOnly: boolean; onSoldOut: (dish: Dish) => void }) {
  const list = useBoardList({ queryKey: ['/test/courses', readOnly], queryFn: loadCourses });
  const items = useMemo<BoardItems<Course>>(
    () => ({
      target: 'tiempo',
      id: (course) => course.id,
      name: (course) => course.name,
      columns: [{ key: 'name', title: 'Nombre', render: (course) => course.name }],
      onEdit: () => undefined,
      onClone: async () => ({}),
      remove: { call: async () => ({}) },
      reorder: async () => ({}),
    }),
    [],
  );
  const nested = useMemo<BoardNested<Course, Dish>>(
    () => ({
      target: 'platillo',
      id: (dish) => dish.id,
      name: (dish) => dish.name,
      columns: [{ key: 'name', title: 'Nombre', render: (dish) => dish.name }],
      of: (course) => course.dishes,
      with: (course, dishes) => ({ ...course, dishes }),
      onEdit: () => undefined,
      remove: { call: async () => ({}) },
      reorder: async () => ({}),
      actions: [{ key: 'sold-out', label: 'Marcar agotado', icon: <span />, onClick: onSoldOut }],
      add: { label: 'Agregar platillo', onClick: () => undefined },
    }),
    [onSoldOut],
  );
  return (
    <Board<Course, Dish>
      title="Tiempos"
      caption="Los tiempos de tu menú."
      dragHint="Arrastra el número de una fila para ordenarlos."
      target="tiempo"
      gender="m"
      list={list}
      items={items}
      nested={nested}
      onAdd={() => undefined}
      readOnly={readOnly}
    />
  );
}

const buttonsOf = (row: HTMLElement) =>
  within(row)
    .queryAllByRole('button')
    .map((button) => button.getAttribute('aria-label'))
    .filter((label) => label !== 'Contraer' && label !== 'Expandir' && !label?.startsWith('Mover '));

describe('Board: read-only', () => {
  it('without readOnly, every write is there (the baseline)', async () => {
    renderUi(<CoursesBoard readOnly={false} onSoldOut={jest.fn()} />);
    const row = await screen.findByRole('row', { name: 'Sopas' });
    expect(buttonsOf(row)).toEqual(['Editar', 'Clonar', 'Eliminar']);
    expect(screen.getByRole('button', { name: /Agregar tiempo/ })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /Agregar platillo/ }).length).toBeGreaterThan(0);
    expect(screen.getAllByLabelText(/^Mover /).length).toBeGreaterThan(0);
    expect(
      screen.getByText('Los tiempos de tu menú. Arrastra el número de una fila para ordenarlos.'),
    ).toBeInTheDocument();
  });

  it("draws no add, edit, clone, delete nor drag handle; the section's own action stays and runs", async () => {
    const onSoldOut = jest.fn();
    const { user } = renderUi(<CoursesBoard readOnly onSoldOut={onSoldOut} />);
    const course = await screen.findByRole('row', { name: 'Sopas' });
    expect(buttonsOf(course)).toEqual([]);
    const dish = screen.getByRole('row', { name: 'Pozole rojo' });
    expect(buttonsOf(dish)).toEqual(['Marcar agotado']);
    expect(screen.queryByRole('button', { name: /Agregar/ })).not.toBeInTheDocument();
    expect(screen.queryAllByLabelText(/^Mover /)).toEqual([]);
    // Nothing to drag, so no word of dragging: the caption alone.
    expect(screen.getByText('Los tiempos de tu menú.')).toBeInTheDocument();
    expect(screen.queryByText(/Arrastra/)).not.toBeInTheDocument();
    await user.click(within(dish).getByRole('button', { name: 'Marcar agotado' }));
    expect(onSoldOut).toHaveBeenCalledWith({ id: 11, name: 'Pozole rojo' });
  });
});
