import { SECTIONS } from '@menu/shared';

/** Where a logged-in owner lands: the first section's page. */
export const HOME = SECTIONS[0]!.path;
