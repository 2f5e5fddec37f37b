import { startPageEarlyGets } from '@menu/shared/session/early';

// The profile and the section's first data leave with main.js (nothing without a session).
startPageEarlyGets();

// Async boundary: shared singletons are negotiated before any app code runs.
import('./bootstrap');
