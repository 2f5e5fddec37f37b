import type { components, paths } from './schema';

/** The `info` of a JSON response, read from the generated OpenAPI types. */
export type InfoOf<P extends keyof paths, M extends keyof paths[P]> = paths[P][M] extends {
  responses: { 200: { content: { 'application/json': { info: infer T } } } };
}
  ? T
  : never;

export type Profile = InfoOf<'/v1/profiles/me', 'get'>;
export type Branch = InfoOf<'/v1/sucursales', 'get'> extends Array<infer S> ? S : never;
export type PlanScope = Profile['plan']['scopes'][number];
/** What a menu import would do (POST /v1/menu/import/preview; docs/import-export.md). */
export type ImportPreview = InfoOf<'/v1/menu/import/preview', 'post'>;

/** The named entities of the generated OpenAPI document (Family, Product, Tag, VariantGroup...). */
export type ApiSchemas = components['schemas'];

/** The JSON request body of an operation, read from the generated OpenAPI types. */
export type BodyOf<P extends keyof paths, M extends keyof paths[P]> = paths[P][M] extends {
  requestBody?: { content: { 'application/json': infer B } };
}
  ? B
  : never;

/** The query parameters of an operation, read from the generated OpenAPI types. */
export type QueryOf<P extends keyof paths, M extends keyof paths[P]> = paths[P][M] extends {
  parameters: { query?: infer Q };
}
  ? NonNullable<Q>
  : never;
