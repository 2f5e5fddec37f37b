import { api, unwrap } from '@menu/shared';

/** The account's branch (single-branch plans): the first of GET /v1/sucursales, or null without any. */
export const firstSucursal = () => unwrap(api.GET('/v1/sucursales')).then((list) => list[0] ?? null);
