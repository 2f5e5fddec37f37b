import { atom, createStore } from 'jotai';
import type { Profile } from '../api/types';

/**
 * The one session/profile store of the page. It lives in this singleton package (not
 * in the shell) so that the host and every remote read the same instance.
 */
export const sessionStore = createStore();

export const profileAtom = atom<Profile | null>(null);
