import { canAccess, roleOfProfile, SECTIONS, type Profile, type Section } from '@menu/shared';
import { panelAllows, panelEntry } from '@menu/shared/roles';
import { HOME } from '../home';

/**
 * Which panel paths the signed-in person's role opens (shared/roles.json's panel lists): the
 * sidebar shows a section only with an entry here, and the route guard sends every other path
 * to one the role may open. The plan's rules apply on top, as they always did.
 */

/** Where the role's sidebar entry for `section` leads (its own path, or the first page under it the role may open); undefined: no entry. */
export function sectionEntry(role: string, section: Section): string | undefined {
  if (!panelAllows(role, section.basePath)) return undefined;
  return panelEntry(role, section.basePath, section.path);
}

/** Tutoriales opens a modal over the panel: never a page to land on. */
const TUTORIALS = 'tutorials';

/** The role's first page, in the sidebar's order: the first section the role and the plan both open. */
export function roleHome(profile: Profile | null): string {
  const role = roleOfProfile(profile);
  let fallback: string | undefined;
  for (const section of SECTIONS) {
    if (section.key === TUTORIALS) continue;
    const entry = sectionEntry(role, section);
    if (!entry) continue;
    if (canAccess(profile, section.key)) return entry;
    fallback ??= entry;
  }
  return fallback ?? HOME;
}

/**
 * Where a path the role may not open goes instead: the section's first page the role may open
 * (a manager at /menu/translations lands on the menu's first tab), else the role's first page.
 * Undefined when the role may open the path.
 */
export function roleRedirect(profile: Profile | null, pathname: string): string | undefined {
  const role = roleOfProfile(profile);
  if (panelAllows(role, pathname)) return undefined;
  const section = SECTIONS.find((s) => pathname === s.basePath || pathname.startsWith(`${s.basePath}/`));
  const entry = section && section.key !== TUTORIALS ? sectionEntry(role, section) : undefined;
  return entry && entry !== pathname ? entry : roleHome(profile);
}
