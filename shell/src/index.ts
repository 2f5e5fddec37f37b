import { PROFILE_PATH, startEarlyGet } from '@menu/shared/session/early';

// The profile every panel page needs leaves with main.js (nothing is sent without a session).
startEarlyGet(PROFILE_PATH);

// Async boundary: shared singletons are negotiated before any app code runs.
import('./bootstrap');
