export { api, unwrap, API_BASE_URL } from './client';
export { ApiError, GENERIC_ERROR, LOGIN_ERRORS, loginErrorMessage, errorMessage } from './errors';
export type { Profile, Sucursal, PlanScope } from './types';
