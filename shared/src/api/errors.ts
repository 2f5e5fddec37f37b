/** Error from our API: the stable `code` and the server's message. */
export class ApiError extends Error {
  constructor(
    public readonly code: string,
    message: string,
    public readonly status: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const GENERIC_ERROR = 'Algo a salido mal, por favor intenta más tarde.';

/** Spanish texts for the codes the panel reacts to (spec section 8). */
export const LOGIN_ERRORS: Record<string, string> = {
  RESOURCE_NOT_FOUND: 'La cuenta no existe.',
  CREDENTIALS_NOT_MATCH: 'El correo o la contraseña no coinciden, intenta de nuevo.',
  MISSING_VERIFY_EMAIL:
    'La cuenta aun no ha sido verificada, para ello ve al correo que hemos enviado durante el registro y haz click sobre el enlace.',
};

export function loginErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.code === 'TOO_MANY_REQUESTS') return error.message;
    return LOGIN_ERRORS[error.code] ?? GENERIC_ERROR;
  }
  return GENERIC_ERROR;
}

/** A message fit to show a user for any failed call. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError && error.message && !/^[A-Z_]+$/.test(error.message)) return error.message;
  return GENERIC_ERROR;
}
