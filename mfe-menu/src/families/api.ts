import { api, unwrap, uploadAttachment, type ApiSchemas, type BodyOf } from '@menu/shared';
import { fetchList } from '@menu/shared/data';
import { positions } from '../http';

/** Category (docs/menu-api.md): belongs to one family. */
export type Category = ApiSchemas['Category'];
/** Family with its categories nested, sorted by position. */
export type Family = ApiSchemas['Family'];

export type FamilyCreate = BodyOf<'/v1/families', 'post'>;
/** icon: null removes the icon (uploads go through uploadFamilyIcon). */
export type FamilyUpdate = BodyOf<'/v1/families/{id}', 'put'>;
export type CategoryCreate = BodyOf<'/v1/families/{familyId}/categories', 'post'>;
/** family_id moves the category to another family (it goes last there). */
export type CategoryUpdate = BodyOf<'/v1/families/categories/{id}', 'put'>;

/** Through the panel's data cache (the page's early GET of it, or a shared request). */
export const listFamilies = () => fetchList('/v1/families');

export const createFamily = (body: FamilyCreate) => unwrap(api.POST('/v1/families', { body }));

export const updateFamily = (id: number, body: FamilyUpdate) =>
  unwrap(api.PUT('/v1/families/{id}', { params: { path: { id } }, body }));

export const reorderFamilies = (ids: number[]) => unwrap(api.PUT('/v1/families', { body: positions(ids) }));

export const cloneFamily = (id: number) => unwrap(api.POST('/v1/families/{id}/clone', { params: { path: { id } } }));

export const deleteFamily = (id: number) => unwrap(api.DELETE('/v1/families/{id}', { params: { path: { id } } }));

export const uploadFamilyIcon = (id: number, file: File) =>
  uploadAttachment<{ icon: string }>(`/v1/families/${id}/attachment`, 'icon', file);

export const createCategory = (familyId: number, body: CategoryCreate) =>
  unwrap(api.POST('/v1/families/{familyId}/categories', { params: { path: { familyId } }, body }));

export const updateCategory = (id: number, body: CategoryUpdate) =>
  unwrap(api.PUT('/v1/families/categories/{id}', { params: { path: { id } }, body }));

export const reorderCategories = (ids: number[]) =>
  unwrap(api.PUT('/v1/families/categories', { body: positions(ids) }));

export const cloneCategory = (id: number) =>
  unwrap(api.POST('/v1/families/categories/{id}/clone', { params: { path: { id } } }));

export const deleteCategory = (id: number) =>
  unwrap(api.DELETE('/v1/families/categories/{id}', { params: { path: { id } } }));

/** What a family or category delete did: its products became unclassified (never deleted). */
export type DeleteResult = Awaited<ReturnType<typeof deleteFamily>>;
