/** One problem with one request field, as the API names it: a dotted path ('name', 'variants.0.name'). */
export interface FieldError {
  field: string;
  message: string;
}

/**
 * Error from our API: the stable `code`, the server's message, every field problem it named and,
 * for PAYMENT_ACTION_REQUIRED, the bank's page where the owner authenticates the payment.
 */
export class ApiError extends Error {
  constructor(
    public readonly code: string,
    message: string,
    public readonly status: number,
    public readonly fields: FieldError[] = [],
    public readonly actionUrl?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

const isFieldError = (value: unknown): value is FieldError =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as FieldError).field === 'string' &&
  typeof (value as FieldError).message === 'string';

/**
 * The one way a failed response becomes an ApiError: the envelope's `code`, `message`, `fields`
 * and `action_url` (`{ error: { code, message, field?, fields?, action_url? } }`), or HTTP_ERROR
 * and the status text when the body is not our envelope (a proxy's HTML page, an empty body...).
 */
export function apiErrorFrom(response: Response, body: unknown): ApiError {
  const error = typeof body === 'object' && body !== null ? (body as { error?: unknown }).error : undefined;
  const envelope =
    typeof error === 'object' && error !== null
      ? (error as { code?: unknown; message?: unknown; fields?: unknown; action_url?: unknown })
      : {};
  const code = typeof envelope.code === 'string' ? envelope.code : 'HTTP_ERROR';
  const message = typeof envelope.message === 'string' ? envelope.message : response.statusText;
  const fields = Array.isArray(envelope.fields) ? envelope.fields.filter(isFieldError) : [];
  const actionUrl = typeof envelope.action_url === 'string' ? envelope.action_url : undefined;
  return new ApiError(code, message, response.status, fields, actionUrl);
}

export const GENERIC_ERROR = 'Algo a salido mal, por favor intenta más tarde.';

export const OFFLINE_ERROR = 'Sin conexión a internet. Revisa tu conexión e inténtalo de nuevo.';

/**
 * A call that failed because the device has no network: fetch rejects without any answer
 * (never an ApiError) while the browser says it is offline. A server that is down while the
 * device is online is not this: that gets the generic text.
 */
export const isOffline = (error: unknown): boolean =>
  !(error instanceof ApiError) && typeof navigator !== 'undefined' && navigator.onLine === false;

/** The server's message when it is meant for people; code-like or empty texts get the generic one. */
const serverText = (error: ApiError) =>
  error.message && !/^[A-Z_]+$/.test(error.message) ? error.message : GENERIC_ERROR;

type Text = string | ((error: ApiError) => string);

/**
 * Where an error is shown changes its text: the login screen names the account problems in
 * its own words and hides every other failure behind the generic text (rate limiting keeps
 * the server's, which says how long to wait, and so do a wrong two-step code and a suspended
 * member); sign-up words a taken e-mail its own way, and
 * the password change a wrong current password.
 * Everywhere else the server's message is shown.
 */
const CONTEXTS = {
  default: { codes: {}, otherwise: serverText },
  login: {
    codes: {
      RESOURCE_NOT_FOUND: 'La cuenta no existe.',
      CREDENTIALS_NOT_MATCH: 'El correo o la contraseña no coinciden, intenta de nuevo.',
      MISSING_VERIFY_EMAIL:
        'La cuenta aun no ha sido verificada, para ello ve al correo que hemos enviado durante el registro y haz click sobre el enlace.',
      TOO_MANY_REQUESTS: serverText,
      // The two-step login's and a suspended member's texts are the API's, meant for people.
      TOTP_REQUIRED: serverText,
      TOTP_INVALID: serverText,
      MEMBER_SUSPENDED: serverText,
    },
    otherwise: GENERIC_ERROR,
  },
  signup: { codes: { EMAIL_IN_USE: 'Ya existe una cuenta con ese correo.' }, otherwise: serverText },
  password: { codes: { CURRENT_NOT_MATCH: 'La contraseña actual no es correcta' }, otherwise: serverText },
} satisfies Record<string, { codes: Record<string, Text>; otherwise: Text }>;

export type MessageContext = keyof typeof CONTEXTS;

/**
 * The one catalogue of the Spanish text shown for a failed call: by the error's code in the
 * screen's `context`, else the server's message; a call the device could not send because it
 * is offline says so, and other failures that are not API errors (a server out of reach, a
 * bug) get the generic text.
 */
export function errorMessage(error: unknown, context: MessageContext = 'default'): string {
  if (isOffline(error)) return OFFLINE_ERROR;
  if (!(error instanceof ApiError)) return GENERIC_ERROR;
  const { codes, otherwise } = CONTEXTS[context];
  const text: Text = (codes as Record<string, Text>)[error.code] ?? otherwise;
  return typeof text === 'string' ? text : text(error);
}
