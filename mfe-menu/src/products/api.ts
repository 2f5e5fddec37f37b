import { api, unwrap, uploadAttachment, type ApiSchemas, type BodyOf } from '@menu/shared';
import { fetchList } from '@menu/shared/data';
import { positions } from '../http';

/** A variant group as attached to a product, with the per-product limit and obligatory flag. */
export type ProductGroup = ApiSchemas['ProductVariantGroup'];
/** Product (docs/menu-api.md). category_id null = 'Productos sin clasificar' (id 0). */
export type Product = ApiSchemas['Product'];

/** The group of products without a category: id 0 in the panel, category_id null in the API. */
export const UNCLASSIFIED = { id: 0, name: 'Productos sin clasificar' } as const;

export type ProductCreate = BodyOf<'/v1/categories/{id}/products', 'post'>;
/** category_id null or 0 = unclassified; image: null removes the image (uploads go through uploadProductImage). */
export type ProductUpdate = BodyOf<'/v1/products/{id}', 'put'>;

export interface ProductQuery {
  search?: string;
  family_id?: number;
  /** 0 = unclassified. */
  category_id?: number;
}

export const listProducts = (query: ProductQuery = {}) => {
  const clean = Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== ''));
  // The whole list through the panel's data cache (the page's early GET of it); a search asks the server.
  return Object.keys(clean).length
    ? unwrap(api.GET('/v1/products', { params: { query: clean } }))
    : fetchList('/v1/products');
};

/** Creates a product in a category (0 = unclassified). */
export const createProduct = (categoryId: number, body: ProductCreate) =>
  unwrap(api.POST('/v1/categories/{id}/products', { params: { path: { id: categoryId } }, body }));

export const updateProduct = (id: number, body: ProductUpdate) =>
  unwrap(api.PUT('/v1/products/{id}', { params: { path: { id } }, body }));

export const reorderProducts = (ids: number[]) => unwrap(api.PUT('/v1/products', { body: positions(ids) }));

export const cloneProduct = (id: number) => unwrap(api.POST('/v1/products/{id}/clone', { params: { path: { id } } }));

export const deleteProduct = (id: number) => unwrap(api.DELETE('/v1/products/{id}', { params: { path: { id } } }));

export const uploadProductImage = (id: number, file: File) =>
  uploadAttachment<{ image: string }>(`/v1/products/${id}/attachment`, 'image', file);

export const attachGroup = (id: number, groupId: number) =>
  unwrap(api.POST('/v1/products/{id}/variants', { params: { path: { id } }, body: { group_id: groupId } }));
