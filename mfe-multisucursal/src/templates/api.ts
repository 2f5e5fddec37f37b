import { api, ApiError, unwrap, type ApiSchemas, type BodyOf } from '@menu/shared';
import { fetchList } from '@menu/shared/data';

/** A template as the board lists it: "Ultimo cambio" is `updated` (docs/branches-api.md, Templates). */
export type TemplateSummary = ApiSchemas['TemplateSummary'];
/** Rows of one template: effective values, base values, which are overridden, last change. */
export type TemplateProduct = ApiSchemas['TemplateProduct'];
export type TemplateVariant = ApiSchemas['TemplateVariant'];
export type TemplatePromotion = ApiSchemas['TemplatePromotion'];
export type TemplateAdvertising = ApiSchemas['TemplateAdvertising'];

/** A create or an update: the name and only the changed rows, saved by the server in one transaction. */
export type TemplateCreate = BodyOf<'/v1/templates', 'post'>;
export type TemplateUpdate = BodyOf<'/v1/templates/{id}', 'put'>;

/** The account's templates, through the panel's data cache. */
export { listTemplates } from '@menu/shared/features/multisucursal';

export const createTemplate = (body: TemplateCreate) => unwrap(api.POST('/v1/templates', { body }));

export const updateTemplate = (id: number, body: TemplateUpdate) =>
  unwrap(api.PUT('/v1/templates/{id}', { params: { path: { id } }, body }));

/** The copy, '<name> (copia)', with every row of the source. */
export const cloneTemplate = (id: number) => unwrap(api.POST('/v1/templates/clone/{id}', { params: { path: { id } } }));

/** The branches that used it are left without template (`sucursales_affected` says how many). */
export const deleteTemplate = (id: number) => unwrap(api.DELETE('/v1/templates/{id}', { params: { path: { id } } }));

const path = (id: number) => ({ params: { path: { id } } });

/** The four lists of a template: every base item as the template shows it. */
export const templateRows = (id: number) =>
  Promise.all([
    unwrap(api.GET('/v1/templates/{id}/products', path(id))),
    unwrap(api.GET('/v1/templates/{id}/groups/variants', path(id))),
    unwrap(api.GET('/v1/templates/{id}/promotions', path(id))),
    unwrap(api.GET('/v1/templates/{id}/advertising', path(id))),
  ]).then(([products, variants, promotions, advertising]) => ({ products, variants, promotions, advertising }));

export type TemplateLists = Awaited<ReturnType<typeof templateRows>>;

// The base menu: what a new template starts from, and what the template rows do not say
// (a product's variant groups for 'Editar variantes', the base Activo of an overridden row).
export type BaseProduct = ApiSchemas['Product'];
export type BaseGroup = ApiSchemas['VariantGroup'];
export type BasePromotion = ApiSchemas['Promotion'];
export type BaseAdvertising = ApiSchemas['Advertising'];

// Read through the panel's data cache, as the menu and marketing boards read them: lists those
// boards hold fresh are not asked again, and the editor's reads serve them in turn.
export const baseMenu = () =>
  Promise.all([
    fetchList('/v1/products'),
    fetchList('/v1/groups'),
    fetchList('/v1/promotions'),
    // Advertising has its own scope: a plan with Templates but without it has no ads to show.
    fetchList('/v1/advertising').catch((error: unknown) => {
      if (error instanceof ApiError && error.code === 'SCOPE_REQUIRED') return [];
      throw error;
    }),
  ]).then(([products, groups, promotions, advertising]) => ({ products, groups, promotions, advertising }));

export type BaseMenu = Awaited<ReturnType<typeof baseMenu>>;
