import type { paths } from './schema';

/** The `info` of a JSON response, read from the generated OpenAPI types. */
type InfoOf<P extends keyof paths, M extends keyof paths[P]> = paths[P][M] extends {
  responses: { 200: { content: { 'application/json': { info: infer T } } } };
}
  ? T
  : never;

export type Profile = InfoOf<'/v1/profiles/me', 'get'>;
export type Sucursal = InfoOf<'/v1/sucursales', 'get'> extends Array<infer S> ? S : never;
export type PlanScope = Profile['plan']['scopes'][number];
