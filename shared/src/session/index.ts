export { tokenStorage, isLoggedIn, type Tokens } from './tokens';
export {
  createAuthFetch,
  onApiWrite,
  refreshOnce,
  setSessionEndedHandler,
  SessionEndedError,
  SESSION_MESSAGES,
} from './refresh';
export { sessionStore, profileAtom } from './atoms';
export { setTotpSetupRequiredHandler, TOTP_SETUP_REQUIRED } from './totpSetup';
