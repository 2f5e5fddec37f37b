import { boardPlace, compareBoardPlace } from './board-order';

const family = (position: number, id: number) => ({ position, id });

describe('board order', () => {
  it('sorts by family, then category, then the product; unclassified last; ids break ties', () => {
    const rows = [
      { name: 'sin categoría', place: boardPlace({ item: { position: 0, id: 1 } }) },
      {
        name: 'F2 C1 p0',
        place: boardPlace({ family: family(1, 2), category: family(0, 5), item: { position: 0, id: 9 } }),
      },
      {
        name: 'F1 C2 p0',
        place: boardPlace({ family: family(0, 7), category: family(1, 3), item: { position: 0, id: 4 } }),
      },
      {
        name: 'F1 C1 p1 (id 2)',
        place: boardPlace({ family: family(0, 7), category: family(0, 8), item: { position: 1, id: 2 } }),
      },
      {
        name: 'F1 C1 p1 (id 1)',
        place: boardPlace({ family: family(0, 7), category: family(0, 8), item: { position: 1, id: 1 } }),
      },
      { name: 'F1 C1', place: boardPlace({ family: family(0, 7), category: family(0, 8) }) },
    ];
    expect(rows.sort((a, b) => compareBoardPlace(a.place, b.place)).map((r) => r.name)).toEqual([
      'F1 C1',
      'F1 C1 p1 (id 1)',
      'F1 C1 p1 (id 2)',
      'F1 C2 p0',
      'F2 C1 p0',
      'sin categoría',
    ]);
  });
});
