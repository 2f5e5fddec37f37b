import { render, screen, within } from '@testing-library/react';
import type { DishDemand } from './demand';
import { addedBy, demandLists, DishDemandList } from './DishDemandList';

const dish = (product_id: number, name: string, adds: number): DishDemand => ({ product_id, name, adds });

// The API's order: adds desc, then name.
const MENU = [
  dish(1, 'Tacos al pastor', 12),
  dish(2, 'Gringa', 9),
  dish(3, 'Agua de horchata', 7),
  dish(4, 'Quesadilla', 7),
  dish(5, 'Sope', 4),
  dish(6, 'Flan', 3),
  dish(7, 'Pozole', 1),
  dish(8, 'Café de olla', 0),
  dish(9, 'Tostada', 0),
];

const names = (list: DishDemand[]) => list.map((d) => d.name);

describe('demandLists', () => {
  it('the five most added (someone added them), then the five least of the rest, least first', () => {
    const { most, least } = demandLists(MENU);
    expect(names(most)).toEqual(['Tacos al pastor', 'Gringa', 'Agua de horchata', 'Quesadilla', 'Sope']);
    expect(names(least)).toEqual(['Café de olla', 'Tostada', 'Pozole', 'Flan']);
  });

  it('a short menu shows each dish once; a dish nobody added is never among the most added', () => {
    const { most, least } = demandLists([dish(1, 'Tacos', 2), dish(2, 'Sope', 0), dish(3, 'Flan', 1)]);
    expect(names(most)).toEqual(['Tacos', 'Flan']);
    expect(names(least)).toEqual(['Sope']);
  });

  it('a tie with the last of the most added is not among the least added', () => {
    const tied = [dish(1, 'Flan', 1), dish(2, 'Sope', 1), dish(3, 'Tacos', 1)];
    expect(demandLists(tied)).toEqual({ most: tied, least: [] });
    const many = [1, 2, 3, 4, 5, 6, 7].map((id) => dish(id, `Platillo ${id}`, id === 7 ? 0 : 2));
    expect(names(demandLists(many).least)).toEqual(['Platillo 7']);
  });
});

describe('DishDemandList', () => {
  it("lists 'Más pedidos' and 'Menos pedidos' with how many diners added each dish", () => {
    render(<DishDemandList dishes={MENU} />);
    const most = screen.getByRole('list', { name: 'Más pedidos' });
    expect(within(most).getAllByRole('listitem')[0]).toHaveTextContent('Tacos al pastorAgregado por 12 comensales');
    const least = within(screen.getByRole('list', { name: 'Menos pedidos' })).getAllByRole('listitem');
    expect(least.map((li) => li.textContent)).toEqual([
      'Café de ollaNadie lo ha agregado',
      'TostadaNadie lo ha agregado',
      'PozoleAgregado por 1 comensal',
      'FlanAgregado por 3 comensales',
    ]);
    expect(addedBy(12)).toBe('Agregado por 12 comensales');
  });

  it("without any add yet: 'Aún no hay pedidos registrados.'", () => {
    render(<DishDemandList dishes={[dish(1, 'Tacos', 0), dish(2, 'Sope', 0)]} />);
    expect(screen.getByText('Aún no hay pedidos registrados.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});
