import { isLoggedIn, loadProfile, type Profile } from '@menu/shared';
import { startSection } from '../federation/registry';

/**
 * A logged-in page load starts what the panel needs before the panel's own code has arrived:
 * the profile, the remotes list and the section of the current path all leave at once,
 * instead of one after the other (panel code -> profile -> remotes list -> section).
 */
let profile: Promise<Profile> | null = null;

export function startPanel(pathname: string, home: string): void {
  if (!isLoggedIn()) return;
  profile = loadProfile();
  profile.catch(() => {}); // the panel reports it when it takes it
  startSection(pathname === '/' ? home : pathname);
}

/** The profile load started with the page, once; later calls (Reintentar) load it again. */
export function takeProfile(): Promise<Profile> {
  const early = profile;
  profile = null;
  return early ?? loadProfile();
}
