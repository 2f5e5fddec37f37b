import { api, unwrap, type Profile } from '@menu/shared';

/** Spec section 1: on first load, an account without a branch gets one named after the company, enabled. */
export async function ensureFirstBranch(profile: Profile): Promise<void> {
  const branches = await unwrap(api.GET('/v1/sucursales'));
  if (branches.length > 0) return;
  await unwrap(api.POST('/v1/sucursales', { body: { name: profile.company || 'Mi sucursal' } }));
}
