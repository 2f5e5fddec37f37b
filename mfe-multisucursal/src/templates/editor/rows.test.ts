import {
  baseAdvertising,
  baseGroups,
  baseProducts,
  basePromotions,
  templateAdvertising,
  templateProducts,
  templatePromotions,
  templateVariants,
} from '../testing';
import {
  changedPrice,
  current,
  isChanged,
  isOverridden,
  missingPrice,
  ownsField,
  resetEdit,
  resetField,
  rowsBody,
  rowsFromBase,
  rowsFromTemplate,
  type TemplateRow,
} from './rows';
import { originText } from './inherited';

const base = () => ({
  products: baseProducts(),
  groups: baseGroups(),
  promotions: basePromotions(),
  advertising: baseAdvertising(),
});
const lists = () => ({
  products: templateProducts(),
  variants: templateVariants(),
  promotions: templatePromotions(),
  advertising: templateAdvertising(),
});
const find = (rows: TemplateRow[], name: string) => rows.find((row) => row.name === name)!;

describe('changedPrice', () => {
  it.each([
    [25, 10, 27.5],
    [25, -7.5, 23.13],
    [22, -7.5, 20.35],
    [19.99, 15, 22.99],
    [0.1, 33.33, 0.13],
    [10, -100, 0],
    [10, -150, 0],
  ])('%p %p%% -> %p (to the cent, never below 0)', (price, percent, expected) => {
    expect(changedPrice(price, percent)).toBe(expected);
  });
});

describe('rows of a new template', () => {
  it('are the base menu at its base values, nothing overridden; products know their variant groups', () => {
    const rows = rowsFromBase(base());
    expect(rows.products.map((row) => row.key)).toEqual(['products:1', 'products:2', 'products:3', 'products:4']);
    const taco = find(rows.products, 'Taco al pastor');
    expect(taco).toMatchObject({
      value: 25,
      enabled: true,
      base: { value: 25, enabled: true },
      overridden: { value: false, enabled: false },
      updated: null,
    });
    expect(taco.groupIds).toEqual([50, 60]);
    expect(taco.hasVariants).toBe(true);
    expect(find(rows.products, 'Agua fresca').hasVariants).toBe(false);
    expect(find(rows.variants, 'Salsa verde')).toMatchObject({ value: null, group: { id: 50, name: 'Salsas' } });
    expect(find(rows.promotions, 'Café gratis')).toMatchObject({
      value: 'Un café con tu desayuno',
      expiration: '2099-12-31',
    });
    expect(find(rows.products, 'Café americano').search).toBe('cafe americano ');
  });
});

describe('rows of an existing template', () => {
  it('carry the effective and base values and what is overridden; the base Activo comes from the base menu', () => {
    const rows = rowsFromTemplate(lists(), base());
    expect(find(rows.products, 'Agua fresca')).toMatchObject({
      value: 22,
      base: { value: 20.5, enabled: true },
      overridden: { value: true, enabled: false },
    });
    expect(find(rows.products, 'Quesadilla')).toMatchObject({
      enabled: true,
      base: { value: 40, enabled: false },
      overridden: { value: false, enabled: true },
    });
    expect(find(rows.products, 'Café americano').groupIds).toEqual([70]);
    expect(find(rows.promotions, '2x1 en tacos')).toMatchObject({
      value: 'Martes y jueves de tacos',
      base: { value: 'Martes de tacos' },
    });
  });

  it('an item the base lists miss takes the base Activo its row implies', () => {
    const rows = rowsFromTemplate(lists(), { ...base(), products: [] });
    expect(find(rows.products, 'Quesadilla').base.enabled).toBe(false);
    expect(find(rows.products, 'Taco al pastor').base.enabled).toBe(true);
    expect(find(rows.products, 'Taco al pastor').groupIds).toEqual([]);
  });
});

describe('changes', () => {
  const rows = rowsFromTemplate(lists(), base());
  const taco = find(rows.products, 'Taco al pastor');
  const agua = find(rows.products, 'Agua fresca');
  const promo = find(rows.promotions, 'Café gratis');

  it('a row without an edit, or with its loaded values typed back, is no change', () => {
    expect(isChanged(taco, undefined)).toBe(false);
    expect(isChanged(taco, { value: 25, enabled: true })).toBe(false);
    expect(isChanged(promo, { value: '  Un café con tu desayuno ' })).toBe(false);
  });

  it('a new value, a toggle or an emptied price is a change', () => {
    expect(isChanged(taco, { value: 26 })).toBe(true);
    expect(isChanged(taco, { enabled: false })).toBe(true);
    expect(isChanged(taco, { value: null })).toBe(true);
    expect(missingPrice(taco, { value: null })).toBe(true);
  });

  it('Restablecer of an overridden row is a change that sends the base values; the row is then no longer overridden', () => {
    const edit = resetEdit(agua);
    expect(edit).toEqual({ value: 20.5, enabled: true });
    expect(isChanged(agua, edit)).toBe(true);
    expect(isOverridden(agua, edit)).toBe(false);
    expect(isOverridden(agua, undefined)).toBe(true);
  });

  it('Restablecer of an override that now equals the base (the base moved) still reaches the server', () => {
    const stale: TemplateRow = { ...agua, value: 20.5 };
    expect(isChanged(stale, resetEdit(stale))).toBe(true);
  });

  it('a blank description follows the base: sent as the base one', () => {
    const promo12 = find(rows.promotions, '2x1 en tacos');
    expect(isOverridden(promo12, { value: '   ' })).toBe(false);
    expect(isChanged(promo12, { value: '   ' })).toBe(true);
    expect(rowsBody([{ row: promo12, edit: { value: '   ' } }]).body).toEqual({
      promotions: [{ promotion_id: 12, description: 'Martes de tacos', enabled: true }],
    });
  });

  it('the body holds only the kinds with changes, each item in its API shape, and the keys to place server errors', () => {
    const grande = find(rows.variants, 'Grande');
    const ad = find(rows.advertising, 'Nueva sucursal');
    const { body, keys } = rowsBody([
      { row: taco, edit: { value: 27.5 } },
      { row: grande, edit: { enabled: false } },
      { row: ad, edit: { value: ' Nuevo texto ' } },
    ]);
    expect(body).toEqual({
      products: [{ product_id: 1, price: 27.5, enabled: true }],
      variants: [{ variant_id: 601, price: 15, enabled: false }],
      advertising: [{ advertising_id: 21, description: 'Nuevo texto', enabled: true }],
    });
    expect(keys.products).toEqual(['products:1']);
    expect(current(grande, { enabled: false })).toEqual({ value: 15, enabled: false });
  });
});

describe('template schedules', () => {
  it('a changed schedule marks the row changed and is sent; an unchanged one is not', () => {
    const row = find(rowsFromTemplate(lists(), base()).products, 'Café americano');
    const own = { days: [1], ranges: [{ start: '07:00', end: '12:00' }] };
    expect(isChanged(row, { schedule: null })).toBe(false);
    expect(isChanged(row, { schedule: own })).toBe(true);
    expect(rowsBody([{ row, edit: { schedule: own } }]).body.products).toEqual([
      { product_id: row.id, price: row.value, enabled: row.enabled, schedule: own },
    ]);
    expect(rowsBody([{ row, edit: { value: 99 } }]).body.products).toEqual([
      { product_id: row.id, price: 99, enabled: row.enabled },
    ]);
  });
});

describe('rows of a template in a region', () => {
  // Taco al pastor at 27 in the region Norte (its Activo the base one); Agua fresca 22 of its own over the region's 21.
  const regionLists = () => ({
    ...lists(),
    products: templateProducts().map((p) => {
      if (p.product_id === 1)
        return { ...p, price: 27, inherited: { price: 27, enabled: true, from: 'region' as const } };
      if (p.product_id === 3) return { ...p, inherited: { price: 21, enabled: true, from: 'region' as const } };
      return p;
    }),
  });
  const rows = rowsFromTemplate(regionLists(), base(), 'Norte');
  const taco = find(rows.products, 'Taco al pastor');
  const agua = find(rows.products, 'Agua fresca');
  const cafe = find(rows.products, 'Café americano');

  it("inherit per field: the region's value where it differs from the base, else the base's", () => {
    expect(taco.inherited).toEqual({ value: 27, enabled: true, from: { value: 'Norte', enabled: null } });
    expect(originText(taco.inherited, 'value')).toBe('De la región «Norte»');
    expect(originText(taco.inherited, 'enabled')).toBe('Del menú base');
    expect(originText(cafe.inherited, 'value')).toBe('Del menú base');
    expect(ownsField(taco, undefined, 'value')).toBe(false);
    expect(ownsField(agua, undefined, 'value')).toBe(true);
  });

  it("Restablecer returns to the region's value; a region's value is sent as null, a base one as the base value", () => {
    expect(resetField(agua, 'value')).toEqual({ value: 21 });
    expect(resetEdit(agua)).toEqual({ value: 21, enabled: true });
    expect(ownsField(agua, resetField(agua, 'value'), 'value')).toBe(false);
    expect(rowsBody([{ row: agua, edit: resetEdit(agua) }]).body.products).toEqual([
      { product_id: 3, price: null, enabled: true },
    ]);
    // The base price typed in a region's template is the template's own (the region's would show otherwise).
    expect(ownsField(taco, { value: 25 }, 'value')).toBe(true);
    expect(rowsBody([{ row: taco, edit: { value: 25 } }]).body.products).toEqual([
      { product_id: 1, price: 25, enabled: true },
    ]);
  });

  it('a locked field is sent as null whatever the row holds', () => {
    expect(rowsBody([{ row: agua, edit: { enabled: false } }], new Set(['price'])).body.products).toEqual([
      { product_id: 3, price: null, enabled: false },
    ]);
  });
});
