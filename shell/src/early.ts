// The early script of a panel page (shared/federation/earlyScript.cjs): the page's first GETs,
// sent before main.js has arrived.
import { startPageEarlyGets } from '@menu/shared/session/early';

startPageEarlyGets();
