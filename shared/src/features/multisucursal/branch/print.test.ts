import { TENTS_PER_FILE } from '@menu/shared/menu/print-limits';
import { printFiles } from './print';

const tents = (tables: number) =>
  printFiles({ id: 7, route_key: 'centro', tables }, ['es'], 'a4').filter((f) => f.key.startsWith('tents'));

describe('printFiles: the table tents', () => {
  it('one file for a branch that fits in one', () => {
    for (const tables of [0, 12, TENTS_PER_FILE])
      expect(tents(tables).map((f) => [f.label, f.path])).toEqual([
        ['Tarjetas de mesa (PDF)', '/v1/sucursales/7/print/tents.pdf?paper=a4'],
      ]);
  });

  it(`one file per ${TENTS_PER_FILE} tables beyond, each named for its tables (the API makes no larger file)`, () => {
    expect(tents(2 * TENTS_PER_FILE + 50).map((f) => [f.label, f.path, f.filename])).toEqual([
      ['Tarjetas de mesa 1–100 (PDF)', '/v1/sucursales/7/print/tents.pdf?paper=a4&from=1', 'centro-mesas-1-100.pdf'],
      [
        'Tarjetas de mesa 101–200 (PDF)',
        '/v1/sucursales/7/print/tents.pdf?paper=a4&from=101',
        'centro-mesas-101-200.pdf',
      ],
      [
        'Tarjetas de mesa 201–250 (PDF)',
        '/v1/sucursales/7/print/tents.pdf?paper=a4&from=201',
        'centro-mesas-201-250.pdf',
      ],
    ]);
  });
});
