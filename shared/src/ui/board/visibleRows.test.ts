import type { BoardFilter, BoardNested, BoardSearch } from './types';
import { searchNeedle, visibleRows } from './visibleRows';

interface Family {
  id: number;
  name: string;
  kind: string;
  categories: string[];
}

const families: Family[] = [
  { id: 1, name: 'Bebidas', kind: 'bebida', categories: ['Refrescos', 'Cafés'] },
  { id: 2, name: 'Comidas', kind: 'comida', categories: ['Tacos', 'Tortas'] },
  { id: 3, name: 'Postres', kind: 'comida', categories: ['Café de olla'] },
];
const nested = { of: (family: Family) => family.categories } as BoardNested<Family, string>;
const search: BoardSearch<Family, string> = { parentText: (family) => family.name, childText: (category) => category };
const filter: BoardFilter<Family> = { title: 'Tipo', options: [], match: (family, value) => family.kind === value };

const shown = (query: string, filterValue: string | null = null) =>
  visibleRows(families, { nested, search, filter, filterValue, needle: searchNeedle(query) }).map(
    ({ parent, children, forced }) => [parent.name, children, forced],
  );

describe('visibleRows', () => {
  it('shows every parent with all its children when nothing narrows the list', () => {
    expect(shown('')).toEqual([
      ['Bebidas', ['Refrescos', 'Cafés'], false],
      ['Comidas', ['Tacos', 'Tortas'], false],
      ['Postres', ['Café de olla'], false],
    ]);
  });

  it('a parent whose text matches shows all its children; otherwise only the matching children, held open', () => {
    expect(shown('  POSTRES ')).toEqual([['Postres', ['Café de olla'], false]]);
    expect(shown('cafe')).toEqual([
      ['Bebidas', ['Cafés'], true],
      ['Postres', ['Café de olla'], true],
    ]);
    expect(shown('zzz')).toEqual([]);
  });

  it('the filter narrows the parents before the search', () => {
    expect(shown('', 'comida').map(([name]) => name)).toEqual(['Comidas', 'Postres']);
    expect(shown('café', 'comida')).toEqual([['Postres', ['Café de olla'], true]]);
  });
});
