// Fixtures of this folder's component tests (test code only).
import { noFactValues } from '@menu/shared/menu/dish-facts';
import type {
  BaseAdvertising,
  BaseGroup,
  BaseProduct,
  BasePromotion,
  TemplateAdvertising,
  TemplateProduct,
  TemplatePromotion,
  TemplateSummary,
  TemplateVariant,
} from './api';

const UPDATED = '2026-01-10T16:00:00.000Z';

/** A template as GET /v1/templates lists it; `updated` a local date (the board shows local time). */
export const summary = (id: number, name: string, updated: Date = new Date(2026, 0, 10, 10, 0)): TemplateSummary => ({
  id,
  name,
  region: null,
  updated: updated.toISOString(),
});

// ---- The base menu (GET /v1/products, /v1/groups, /v1/promotions, /v1/advertising) ----

const group = (id: number, name: string, variants: Array<[number, string, number | null]>): BaseGroup => ({
  id,
  name,
  position: id,
  position_pricing: null,
  products_count: 1,
  translations: {},
  variants: variants.map(([variantId, variantName, price], position) => ({
    id: variantId,
    name: variantName,
    price,
    enabled: true,
    position,
    group_id: id,
    allergens: {},
    ...noFactValues(),
    translations: {},
  })),
});

export const baseGroups = (): BaseGroup[] => [
  group(50, 'Salsas', [
    [501, 'Salsa verde', null],
    [502, 'Salsa roja', 5],
  ]),
  group(60, 'Tamaños', [
    [601, 'Grande', 15],
    [602, 'Chico', 0],
  ]),
  group(70, 'Leches', [[701, 'Leche de almendra', 12]]),
];

const product = (
  id: number,
  name: string,
  price: number,
  groups: BaseGroup[] = [],
  extra: Partial<BaseProduct> = {},
): BaseProduct => ({
  schedule: null,
  id,
  name,
  price,
  description: null,
  image: null,
  thumbnail: null,
  featured: false,
  recommended: false,
  position: id,
  category_id: 1,
  enabled: true,
  tags: [],
  updated: UPDATED,
  allergens: {},
  diets: [],
  ...noFactValues(),
  translations: {},
  variant_groups: groups.map(({ id: groupId, name: groupName, variants }) => ({
    id: groupId,
    name: groupName,
    limit: null,
    obligatory: false,
    variants,
    position_pricing: null,
    translations: {},
  })),
  kind: 'dish',
  steps: [],
  daily: false,
  ...extra,
});

export const baseProducts = (): BaseProduct[] => {
  const [salsas, tamanos, leches] = baseGroups();
  return [
    product(1, 'Taco al pastor', 25, [salsas, tamanos]),
    product(2, 'Café americano', 30, [leches]),
    product(3, 'Agua fresca', 20.5),
    product(4, 'Quesadilla', 40, [], { enabled: false }),
  ];
};

export const basePromotions = (): BasePromotion[] => [
  {
    id: 11,
    name: 'Café gratis',
    description: 'Un café con tu desayuno',
    expiration: '2099-12-31',
    expired: false,
    enabled: true,
    position: 0,
    poster: null,
    schedule: null,
    updated: UPDATED,
    translations: {},
  },
  {
    id: 12,
    name: '2x1 en tacos',
    description: 'Martes de tacos',
    expiration: null,
    expired: false,
    enabled: true,
    position: 1,
    poster: null,
    schedule: null,
    updated: UPDATED,
    translations: {},
  },
];

export const baseAdvertising = (): BaseAdvertising[] => [
  {
    id: 21,
    name: 'Nueva sucursal',
    description: 'Visítanos en el centro',
    expiration: '2020-01-31',
    expired: true,
    enabled: true,
    position: 0,
    image_mobile: null,
    image_desktop: null,
    updated: UPDATED,
    translations: {},
  },
];

/** Every GET of the base menu, for `serve`. */
export const baseRoutes = () => ({
  'GET /v1/products': baseProducts(),
  'GET /v1/groups': baseGroups(),
  'GET /v1/promotions': basePromotions(),
  'GET /v1/advertising': baseAdvertising(),
});

// ---- A template's lists (GET /v1/templates/{id}/...) ----

const NONE = { price: false, enabled: false };

/** Template 4 'Desayunos': Agua fresca at 22 ("Personalizado"), Quesadilla enabled, Salsa roja at 6, the promotion reworded. */
export const templateProducts = (): TemplateProduct[] =>
  baseProducts().map((p) => {
    const row: TemplateProduct = {
      product_id: p.id,
      schedule: null,
      name: p.name,
      base_price: p.price,
      price: p.price,
      enabled: p.enabled,
      overridden: NONE,
      inherited: { price: p.price, enabled: p.enabled, from: 'base' },
      has_variants: p.variant_groups.some((g) => g.variants.length > 0),
      updated: null,
      allergens: p.allergens,
      diets: p.diets,
    };
    if (p.id === 3)
      return { ...row, price: 22, overridden: { price: true, enabled: false }, updated: '2026-02-01T10:00:00.000Z' };
    if (p.id === 4)
      return {
        ...row,
        enabled: true,
        overridden: { price: false, enabled: true },
        updated: '2026-02-01T10:00:00.000Z',
      };
    return row;
  });

export const templateVariants = (): TemplateVariant[] =>
  baseGroups().flatMap((g) =>
    g.variants.map((v) => {
      const row: TemplateVariant = {
        variant_id: v.id,
        name: v.name,
        group_id: g.id,
        group_name: g.name,
        base_price: v.price,
        price: v.price,
        enabled: v.enabled,
        overridden: NONE,
        inherited: { price: v.price, enabled: v.enabled, from: 'base' },
        updated: null,
        allergens: v.allergens,
      };
      return v.id === 502
        ? { ...row, price: 6, overridden: { price: true, enabled: false }, updated: '2026-02-01T10:00:00.000Z' }
        : row;
    }),
  );

const marketing = <
  T extends { id: number; name: string; description: string; expiration: string | null; enabled: boolean },
>(
  item: T,
) => ({
  name: item.name,
  base_description: item.description,
  description: item.description,
  enabled: item.enabled,
  expiration: item.expiration,
  overridden: { description: false, enabled: false },
  inherited: { description: item.description, enabled: item.enabled, from: 'base' as const },
  updated: null,
  translations: {},
});

export const templatePromotions = (): TemplatePromotion[] =>
  basePromotions().map((p) =>
    p.id === 12
      ? {
          promotion_id: p.id,
          ...marketing(p),
          description: 'Martes y jueves de tacos',
          overridden: { description: true, enabled: false },
          updated: '2026-02-01T10:00:00.000Z',
          schedule: null,
        }
      : { promotion_id: p.id, ...marketing(p), schedule: null },
  );

export const templateAdvertising = (): TemplateAdvertising[] =>
  baseAdvertising().map((a) => ({ advertising_id: a.id, ...marketing(a) }));

/** The base menu and template 4's lists, for `serve`. */
export const templateRoutes = (id = 4) => ({
  ...baseRoutes(),
  [`GET /v1/templates/${id}/products`]: templateProducts(),
  [`GET /v1/templates/${id}/groups/variants`]: templateVariants(),
  [`GET /v1/templates/${id}/promotions`]: templatePromotions(),
  [`GET /v1/templates/${id}/advertising`]: templateAdvertising(),
});
