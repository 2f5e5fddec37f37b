import { api, unwrap, type ApiSchemas, type BodyOf } from '@menu/shared';
import { fetchList } from '@menu/shared/data';
import { positions } from '../http';

/** Tag (docs/menu-api.md): icon is a Font Awesome class from TAG_ICONS. */
export type Tag = ApiSchemas['Tag'];
export type TagCreate = BodyOf<'/v1/tags', 'post'>;
export type TagUpdate = BodyOf<'/v1/tags/{id}', 'put'>;

export const listTags = (search?: string) =>
  search ? unwrap(api.GET('/v1/tags', { params: { query: { search } } })) : fetchList('/v1/tags');

export const createTag = (body: TagCreate) => unwrap(api.POST('/v1/tags', { body }));

export const updateTag = (id: number, body: TagUpdate) =>
  unwrap(api.PUT('/v1/tags/{id}', { params: { path: { id } }, body }));

export const reorderTags = (ids: number[]) => unwrap(api.PUT('/v1/tags', { body: positions(ids) }));

export const cloneTag = (id: number) => unwrap(api.POST('/v1/tags/{id}/clone', { params: { path: { id } } }));

export const deleteTag = (id: number) => unwrap(api.DELETE('/v1/tags/{id}', { params: { path: { id } } }));

/** What a tag delete did: removed from its products, which stay. */
export type TagDeleteResult = Awaited<ReturnType<typeof deleteTag>>;
