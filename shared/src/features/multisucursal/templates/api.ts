// The template calls of the master-enable modal: the account's templates, and one base item
// (a product, a promotion or an ad) as every template shows it.
import { api, unwrap, type ApiSchemas, type BodyOf } from '@menu/shared';
import { fetchList } from '@menu/shared/data';

/** The base items a template holds a copy of, by the path segment of their calls. */
export type TemplateItemKind = 'products' | 'promotions' | 'advertising';

/** A product in one template: effective price and Activo, the base price, what the template overrides. */
export type TemplateProductItem = ApiSchemas['ProductInTemplate'];
/** A promotion or an ad in one template: effective description and Activo, the base description. */
export type TemplateTextItem = ApiSchemas['MarketingInTemplate'];

/** price (required): null or the base price = follows the base menu again; enabled absent = unchanged. */
export type TemplateProductChange = BodyOf<'/v1/templates/items/products/{id}', 'put'>[number];
/** description: null, blank or the base description = follows the base menu again; absent = unchanged. */
export type TemplateTextChange = BodyOf<'/v1/templates/items/promotions/{id}', 'put'>[number];

/** GET /v1/templates: the account's templates, by name (403 SCOPE_REQUIRED without Multisucursal). */
export const listTemplates = () => fetchList('/v1/templates');

/** One row per template of the account, by name. */
export function itemTemplates(kind: 'products', id: number): Promise<TemplateProductItem[]>;
export function itemTemplates(kind: 'promotions' | 'advertising', id: number): Promise<TemplateTextItem[]>;
export function itemTemplates(kind: TemplateItemKind, id: number): Promise<TemplateProductItem[] | TemplateTextItem[]>;
export function itemTemplates(kind: TemplateItemKind, id: number) {
  switch (kind) {
    case 'products':
      return unwrap(api.GET('/v1/templates/items/products/{id}', { params: { path: { id } } }));
    case 'promotions':
      return unwrap(api.GET('/v1/templates/items/promotions/{id}', { params: { path: { id } } }));
    case 'advertising':
      return unwrap(api.GET('/v1/templates/items/advertising/{id}', { params: { path: { id } } }));
  }
}

/**
 * Saves the item in the given templates, all in ONE transaction on the server (all or
 * nothing; a foreign template id answers 404 and changes nothing). Answers the rows as the GET.
 */
export function saveItemTemplates(
  kind: 'products',
  id: number,
  body: TemplateProductChange[],
): Promise<TemplateProductItem[]>;
export function saveItemTemplates(
  kind: 'promotions' | 'advertising',
  id: number,
  body: TemplateTextChange[],
): Promise<TemplateTextItem[]>;
export function saveItemTemplates(
  kind: TemplateItemKind,
  id: number,
  body: TemplateProductChange[] | TemplateTextChange[],
): Promise<unknown>;
export function saveItemTemplates(
  kind: TemplateItemKind,
  id: number,
  body: TemplateProductChange[] | TemplateTextChange[],
) {
  switch (kind) {
    case 'products':
      return unwrap(
        api.PUT('/v1/templates/items/products/{id}', {
          params: { path: { id } },
          body: body as TemplateProductChange[],
        }),
      );
    case 'promotions':
      return unwrap(
        api.PUT('/v1/templates/items/promotions/{id}', {
          params: { path: { id } },
          body: body as TemplateTextChange[],
        }),
      );
    case 'advertising':
      return unwrap(
        api.PUT('/v1/templates/items/advertising/{id}', {
          params: { path: { id } },
          body: body as TemplateTextChange[],
        }),
      );
  }
}
