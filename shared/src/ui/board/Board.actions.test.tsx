// The row actions' layout: the actions column is as wide as the buttons a row draws, however
// many actions a section (or the plan) adds, and a table too narrow for a level's rows with
// their buttons shows each row's actions in an 'Acciones' menu instead, so none is ever cut.
import { screen, within } from '@testing-library/react';
import { useMemo } from 'react';
import { renderUi, setupBoardTests } from '../testing';
import { Board } from './Board';
import { actionsWidth, gridOf, minRowWidth } from './grid';
import type { BoardColumn, BoardItems, BoardRows, RowAction } from './types';
import { useBoardList } from './useBoardList';

setupBoardTests();
jest.setTimeout(30_000);

interface Dish {
  id: number;
  name: string;
}
const columns: BoardColumn<Dish>[] = [
  { key: 'name', title: 'Nombre', width: 'minmax(160px, 2fr)', render: (dish) => dish.name },
  { key: 'price', title: 'Precio', width: '76px', render: () => '$95' },
];
const rowsWith = (actions: RowAction<Dish>[] = []): BoardRows<Dish> => ({
  target: 'platillo',
  id: (dish) => dish.id,
  name: (dish) => dish.name,
  columns,
  onEdit: () => undefined,
  onClone: async () => ({}),
  remove: { call: async () => ({}) },
  actions: actions.length ? actions : undefined,
});
const action = (key: string, onClick: (dish: Dish) => void = () => undefined): RowAction<Dish> => ({
  key,
  label: key,
  icon: <span />,
  onClick,
});

describe('grid: the actions column', () => {
  it('is as wide as the row buttons, one more for each action a section adds', () => {
    const three = actionsWidth(rowsWith(), false);
    expect(actionsWidth(rowsWith([action('Plantillas')]), false)).toBe(three + 34);
    expect(actionsWidth(rowsWith([action('Plantillas'), action('Marcar agotado')]), false)).toBe(three + 68);
    expect(gridOf(rowsWith([action('Plantillas')]), false)).toBe(`52px minmax(160px, 2fr) 76px ${three + 34}px`);
  });

  it("in a menu it is one button wide, whatever the actions; the rows' least width follows", () => {
    const many = rowsWith([action('a'), action('b'), action('c')]);
    expect(actionsWidth(many, true)).toBe(actionsWidth(rowsWith(), true));
    // number 52 + name 160 + price 76 + actions, 3 gaps of 8, padding 2 × 8
    expect(minRowWidth(many, false)).toBe(52 + 160 + 76 + actionsWidth(many, false) + 3 * 8 + 16);
    expect(minRowWidth(many, false, true)).toBeLessThan(minRowWidth(many, false));
  });
});

const loadDishes = async (): Promise<Dish[]> => [{ id: 1, name: 'Pozole rojo' }];

function DishesBoard({ onTemplates, onEdit }: { onTemplates: (dish: Dish) => void; onEdit: (dish: Dish) => void }) {
  const list = useBoardList({ queryKey: ['/test/dishes'], queryFn: loadDishes });
  const items = useMemo<BoardItems<Dish>>(
    () => ({ ...rowsWith([action('Plantillas', onTemplates)]), onEdit }),
    [onTemplates, onEdit],
  );
  return <Board<Dish> title="Platillos" target="platillo" list={list} items={items} />;
}

/** Lays the board's table out `width` px wide (jsdom lays nothing out). */
function tableWidth(width: number) {
  const spy = jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return this.getAttribute('role') === 'table' ? width : 0;
  });
  return () => spy.mockRestore();
}

describe('Board: row actions', () => {
  it('with room, draws every action as a button of the row, the section’s first', async () => {
    const restore = tableWidth(1000);
    try {
      const onTemplates = jest.fn();
      const { user } = renderUi(<DishesBoard onTemplates={onTemplates} onEdit={jest.fn()} />);
      const row = await screen.findByRole('row', { name: 'Pozole rojo' });
      const names = within(row)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label'));
      expect(names).toEqual(['Plantillas', 'Editar', 'Clonar', 'Eliminar']);
      await user.click(within(row).getByRole('button', { name: 'Plantillas' }));
      expect(onTemplates).toHaveBeenCalledWith({ id: 1, name: 'Pozole rojo' });
    } finally {
      restore();
    }
  });

  it("without room (a phone), puts them in the row's 'Acciones' menu, which runs the same actions", async () => {
    const restore = tableWidth(300);
    try {
      const onTemplates = jest.fn();
      const onEdit = jest.fn();
      const { user } = renderUi(<DishesBoard onTemplates={onTemplates} onEdit={onEdit} />);
      const row = await screen.findByRole('row', { name: 'Pozole rojo' });
      expect(within(row).queryByRole('button', { name: 'Editar' })).not.toBeInTheDocument();
      await user.click(within(row).getByRole('button', { name: 'Acciones' }));
      const entries = await screen.findAllByRole('menuitem');
      expect(entries.map((entry) => entry.textContent)).toEqual(['Plantillas', 'Editar', 'Clonar', 'Eliminar']);
      await user.click(screen.getByRole('menuitem', { name: /Editar$/ }));
      expect(onEdit).toHaveBeenCalledWith({ id: 1, name: 'Pozole rojo' });

      await user.click(within(row).getByRole('button', { name: 'Acciones' }));
      await user.click(await screen.findByRole('menuitem', { name: /Eliminar$/ }));
      expect(await screen.findByRole('dialog')).toHaveTextContent('Confirma para eliminar platillo');
      expect(onTemplates).not.toHaveBeenCalled();
    } finally {
      restore();
    }
  });
});
