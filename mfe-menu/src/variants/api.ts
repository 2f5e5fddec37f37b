import { api, unwrap, type ApiSchemas, type BodyOf } from '@menu/shared';
import { fetchList } from '@menu/shared/data';
import { positions } from '../http';

/** Variant (docs/menu-api.md): price may be null. */
export type Variant = ApiSchemas['Variant'];
/** Variant group with its variants. */
export type VariantGroup = ApiSchemas['VariantGroup'];
export type GroupCreate = BodyOf<'/v1/groups', 'post'>;
/** variants, when given, is the complete new list (rows with id kept, without id created, missing deleted). */
export type GroupUpdate = BodyOf<'/v1/groups/{id}', 'put'>;
/** One row of the variants editor as sent: without id = new. */
export type VariantInput = NonNullable<GroupUpdate['variants']>[number];

export const listGroups = (search?: string) =>
  search ? unwrap(api.GET('/v1/groups', { params: { query: { search } } })) : fetchList('/v1/groups');

/** Creates the group and its variants in one transaction (all or nothing). */
export const createGroup = (body: GroupCreate) => unwrap(api.POST('/v1/groups', { body }));

/** Renames the group and, when given, syncs the complete variants list in one transaction. */
export const updateGroup = (id: number, body: GroupUpdate) =>
  unwrap(api.PUT('/v1/groups/{id}', { params: { path: { id } }, body }));

export const reorderGroups = (ids: number[]) => unwrap(api.PUT('/v1/groups', { body: positions(ids) }));

export const cloneGroup = (id: number) => unwrap(api.POST('/v1/groups/{id}/clone', { params: { path: { id } } }));

export const deleteGroup = (id: number) => unwrap(api.DELETE('/v1/groups/{id}', { params: { path: { id } } }));

export const deleteVariant = (id: number) =>
  unwrap(api.DELETE('/v1/groups/variants/{id}', { params: { path: { id } } }));

export const reorderVariants = (groupId: number, ids: number[]) =>
  unwrap(api.PUT('/v1/groups/{groupId}/variants', { params: { path: { groupId } }, body: positions(ids) }));

/** What a group delete did: detached from its products, which stay. */
export type GroupDeleteResult = Awaited<ReturnType<typeof deleteGroup>>;
