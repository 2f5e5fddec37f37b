import { api, unwrap, type BodyOf } from '@menu/shared';

/** One product of the allergen board's save: the fields it gives change, the others stay. */
export type AllergenItem = BodyOf<'/v1/products/allergens', 'put'>['items'][number];

/**
 * The allergen board's save (PUT /v1/products/allergens): several products at once, all or
 * nothing. A diet its allergens contradict is a 400 naming `items.N.diets`.
 */
export const saveAllergens = (items: AllergenItem[]) => unwrap(api.PUT('/v1/products/allergens', { body: { items } }));
