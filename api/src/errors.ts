import { DISHES_PER_FILE } from '@menu/shared/menu/print-limits'
import { IMAGE_MESSAGES } from '@menu/shared/validation'

/**
 * Every error code the API answers, with its HTTP status and default (Spanish) message.
 * Codes are stable English constants that clients switch on; messages are for people.
 * The two 401 messages are contractual: on either one the panel refreshes its tokens once and replays the request.
 */
export const ERRORS = {
  VALIDATION_ERROR: { status: 400, message: 'Los datos enviados no son válidos.' },
  BAD_REQUEST: { status: 400, message: 'Solicitud no válida.' },
  VERIFY_TOKEN_INVALID: { status: 400, message: 'El enlace de verificación no es válido.' },
  VERIFY_TOKEN_EXPIRED: { status: 400, message: 'El enlace de verificación ha expirado, solicita uno nuevo.' },
  RESET_TOKEN_INVALID: { status: 400, message: 'El enlace para restablecer tu contraseña no es válido.' },
  RESET_TOKEN_EXPIRED: {
    status: 400,
    message: 'El enlace para restablecer tu contraseña ha expirado, solicita uno nuevo.',
  },
  WEBHOOK_SIGNATURE_INVALID: { status: 400, message: 'Webhook signature missing, invalid or expired.' },
  WEBHOOK_PAYLOAD_INVALID: {
    status: 400,
    message: 'El evento del webhook no tiene la forma esperada: no se registró.',
  },
  CURRENT_NOT_MATCH: { status: 400, message: 'La contraseña actual no es correcta' },
  IMAGE_REQUIRED: { status: 400, message: IMAGE_MESSAGES.imageRequired },
  IMAGE_INVALID: { status: 400, message: IMAGE_MESSAGES.imageInvalid },
  IMPORT_FILE_REQUIRED: { status: 400, message: 'Elige un archivo CSV o Excel (.xlsx) para importar.' },
  IMPORT_FILE_INVALID: { status: 400, message: 'El archivo no es un CSV ni un libro de Excel (.xlsx) válido.' },
  IMPORT_TOO_MANY_ROWS: { status: 400, message: 'El archivo tiene más de 5,000 filas: divídelo en varios archivos.' },
  RESTORE_TOO_OLD: {
    status: 400,
    message: 'El historial no llega tan atrás: elige un momento más reciente.',
  },
  PRINT_TOO_LARGE: {
    status: 400,
    message: `El menú tiene más de ${DISHES_PER_FILE.toLocaleString('es-MX')} platillos, el máximo de un archivo para imprimir.`,
  },
  IMPORT_ROWS_INVALID: {
    status: 400,
    message: 'El archivo tiene filas con errores: revisa la vista previa y corrígelas antes de aplicar.',
  },
  TOKEN_EXPIRED: { status: 401, message: 'Token expired' },
  WRONG_TOKEN: { status: 401, message: 'Wrong token' },
  CREDENTIALS_NOT_MATCH: { status: 401, message: 'El correo o la contraseña no coinciden, intenta de nuevo.' },
  PAYMENT_DECLINED: { status: 402, message: 'El pago falló. Por favor intenta más tarde o usa otra tarjeta diferente' },
  PAYMENT_ACTION_REQUIRED: {
    status: 402,
    message: 'Tu banco pide confirmar este pago. Confírmalo en la ventana de tu banco para continuar.',
  },
  MISSING_VERIFY_EMAIL: { status: 403, message: 'La cuenta aun no ha sido verificada.' },
  SCOPE_REQUIRED: { status: 403, message: 'Tu plan no incluye esta función.' },
  ROLE_FORBIDDEN: { status: 403, message: 'Tu rol no permite esta acción.' },
  BRANCH_NOT_ASSIGNED: { status: 403, message: 'Esta sucursal no está asignada a tu usuario.' },
  TOTP_REQUIRED: { status: 403, message: 'Escribe el código de 6 dígitos de tu app de autenticación.' },
  TOTP_SETUP_REQUIRED: {
    status: 403,
    message: 'Esta cuenta exige la verificación en dos pasos: actívala en Configuración > Cuenta para continuar.',
  },
  MEMBER_SUSPENDED: {
    status: 403,
    message: 'Tu acceso a esta cuenta está suspendido. Pide al propietario que lo reactive.',
  },
  OWNER_PROTECTED: { status: 403, message: 'Al propietario no se le puede quitar, suspender ni cambiar el rol.' },
  MEMBER_LIMIT_REACHED: {
    status: 409,
    message: 'Alcanzaste el límite de personas de tu plan. Mejora tu suscripción para invitar a más.',
  },
  MEMBER_EMAIL_ELSEWHERE: {
    status: 409,
    message: 'Este correo ya pertenece a otra cuenta de Menú Digital: usa otro correo para invitar a esta persona.',
  },
  MEMBER_EXISTS: { status: 409, message: 'Esta persona ya es parte de tu equipo.' },
  TOTP_ALREADY_ENABLED: { status: 409, message: 'La verificación en dos pasos ya está activada.' },
  TOTP_INVALID: { status: 400, message: 'El código no es válido, intenta de nuevo.' },
  TOTP_NOT_STARTED: {
    status: 409,
    message: 'Primero inicia la activación de la verificación en dos pasos para obtener el código QR.',
  },
  TOTP_NOT_ENABLED: { status: 409, message: 'La verificación en dos pasos no está activada.' },
  INVITATION_INVALID: { status: 400, message: 'La invitación no es válida o ya fue usada.' },
  INVITATION_EXPIRED: { status: 400, message: 'La invitación expiró: pide que te la envíen de nuevo.' },
  MEMBER_BRANCHES_REQUIRED: { status: 400, message: 'Elige al menos una sucursal para este rol.' },
  INVITATION_ACCEPTED: {
    status: 409,
    message: 'Esta persona ya aceptó la invitación: no hace falta enviarla de nuevo.',
  },
  INVITATION_PENDING: {
    status: 409,
    message: 'Esta persona aún no acepta la invitación: reenvíala o quítala del equipo.',
  },
  PAYMENT_PAGE_FORBIDDEN: {
    status: 403,
    message:
      'Este enlace para confirmar el pago no es válido o ya expiró. Cierra la ventana y vuelve a intentar el pago desde tu panel.',
  },
  FIELD_LOCKED: {
    status: 403,
    message: 'Este campo está bloqueado para sucursales y regiones: solo cambia en el menú base.',
  },
  API_KEY_READ_ONLY: { status: 403, message: 'Esta clave de API es de solo lectura.' },
  REGION_NAME_TAKEN: { status: 409, message: 'Ya existe una región con ese nombre.' },
  WEBHOOK_URL_FORBIDDEN: {
    status: 400,
    message: 'La dirección del webhook debe ser pública (https): no se permiten direcciones privadas ni locales.',
  },
  WEBHOOK_DELIVERY_PENDING: { status: 409, message: 'Esta entrega aún está en curso: espera a que termine.' },
  RESOURCE_NOT_FOUND: { status: 404, message: 'El recurso no existe.' },
  REQUEST_TIMEOUT: { status: 408, message: 'La solicitud tardó demasiado en llegar.' },
  EMAIL_IN_USE: { status: 409, message: 'Ya existe una cuenta con este correo.' },
  VERIFY_TOKEN_USED: { status: 409, message: 'El enlace de verificación ya fue utilizado.' },
  VERIFY_PASSWORD_REQUIRED: {
    status: 409,
    message: 'Para activar tu cuenta con este enlace, escribe la contraseña que elegiste al registrarte.',
  },
  VERIFY_PASSWORD_MISMATCH: {
    status: 409,
    message:
      'La contraseña no coincide con la del último registro de este correo. Si no te registraste tú con ella, regístrate de nuevo con tu contraseña.',
  },
  VERIFY_TOKEN_REPLACED: {
    status: 409,
    message:
      'Este enlace de verificación ya no es válido porque enviamos uno más reciente. Usa el enlace del último correo que recibiste.',
  },
  RESET_TOKEN_USED: {
    status: 409,
    message: 'Este enlace ya se usó para cambiar tu contraseña. Si necesitas cambiarla de nuevo, solicita otro enlace.',
  },
  RESET_TOKEN_REPLACED: {
    status: 409,
    message:
      'Este enlace ya no es válido: solicitaste uno más reciente o tu contraseña ya cambió. Usa el enlace del último correo o solicita uno nuevo.',
  },
  ALREADY_VERIFIED: { status: 409, message: 'La cuenta ya está verificada.' },
  ROUTE_KEY_IN_USE: { status: 409, message: 'Ya esta en uso' },
  GLOSSARY_TERM_EXISTS: { status: 409, message: 'Ese término ya está en el glosario.' },
  PRINT_MENU_EMPTY: {
    status: 409,
    message:
      'El menú de esta sucursal no tiene platillos: agrega platillos (o revisa la plantilla de la sucursal) antes de imprimirlo.',
  },
  HISTORY_CONFLICT: {
    status: 409,
    message: 'No se puede deshacer: un cambio posterior modificó lo mismo. Deshaz ese primero.',
  },
  HISTORY_ALREADY_UNDONE: { status: 409, message: 'Ese cambio ya se deshizo.' },
  RESTORE_CONFLICT: {
    status: 409,
    message: 'No se pudo restaurar: un elemento actual ocupa el lugar de uno restaurado. No se cambió nada.',
  },
  CHECKOUT_EXPIRED: { status: 409, message: 'Este formulario de pago expiró. Ciérralo y vuelve a intentarlo.' },
  CHECKOUT_USED: { status: 409, message: 'Esta tarjeta ya fue enviada. Cierra el formulario para continuar.' },
  CHARGE_IN_PROGRESS: {
    status: 409,
    message: 'Ya estamos procesando este pago. Espera un momento y revisa tu suscripción.',
  },
  CHARGE_REFUNDED: {
    status: 409,
    message: 'Este pago se devolvió a tu tarjeta porque el cambio no se completó a tiempo. Inténtalo de nuevo.',
  },
  DEMO_USED: { status: 409, message: 'Ya usaste tu prueba gratuita' },
  SUBSCRIPTION_EXISTS: {
    status: 409,
    message: 'Ya tienes esta suscripción: cámbiala en lugar de contratarla de nuevo.',
  },
  SUBSCRIPTION_REQUIRED: { status: 409, message: 'Primero contrata un plan.' },
  SUBSCRIPTION_NOT_ACTIVE: { status: 409, message: 'Reactiva tu suscripción para cambiarla.' },
  PAYMENT_METHOD_REQUIRED: { status: 409, message: 'Agrega una tarjeta para continuar' },
  FRANCHISES_REQUIRED: { status: 409, message: 'Las sucursales adicionales requieren el plan Franquicias' },
  BRANCH_COUNT_BELOW_ENABLED: {
    status: 409,
    message: 'El limite de sucursales que elegiste es menor a las sucursales habilitadas actualmente.',
  },
  ENABLED_LIMIT_REACHED: { status: 409, message: 'Se alcanzó el límite de sucursales activas de tu plan.' },
  LAST_ENABLED_BRANCH: { status: 409, message: 'Tu menú necesita al menos una sucursal activa.' },
  SCHEDULED_CHANGE_NOT_PENDING: {
    status: 409,
    message: 'Estos cambios ya no están pendientes: ya se aplicaron, fallaron o se cancelaron.',
  },
  IDEMPOTENCY_KEY_REUSED: {
    status: 422,
    message: 'Esta clave de idempotencia ya se usó con otra solicitud: usa una clave nueva para un cambio diferente.',
  },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'La solicitud es demasiado grande.' },
  URI_TOO_LONG: { status: 414, message: 'La dirección solicitada es demasiado larga.' },
  IMAGE_TOO_LARGE: { status: 413, message: IMAGE_MESSAGES.imageTooLarge },
  IMPORT_FILE_TOO_LARGE: { status: 413, message: 'El archivo pesa más de 5 MB.' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: 'Tipo de contenido no soportado.' },
  TOO_MANY_REQUESTS: { status: 429, message: 'Demasiados intentos. Intenta de nuevo más tarde.' },
  PRINT_BUSY: {
    status: 429,
    message: 'Ya estamos preparando otros archivos para imprimir. Espera unos segundos e inténtalo de nuevo.',
  },
  HEADERS_TOO_LARGE: { status: 431, message: 'Las cabeceras de la solicitud son demasiado grandes.' },
  TRANSLATION_PROVIDER_FAILED: {
    status: 502,
    message: 'El servicio de traducción automática no respondió: no se guardó ningún texto. Intenta más tarde.',
  },
  INTERNAL_ERROR: { status: 500, message: 'Algo a salido mal, por favor intenta más tarde.' },
  DATABASE_UNAVAILABLE: {
    status: 503,
    message: 'El servicio no está disponible en este momento. Intenta de nuevo en unos segundos.',
  },
} as const satisfies Record<string, { status: number; message: string }>

export type ErrorCode = keyof typeof ERRORS

/**
 * Texts that say more precisely why a code was answered than its default message, grouped by
 * the code they go with: `new AppError('SUBSCRIPTION_REQUIRED', REASONS.SUBSCRIPTION_REQUIRED.demoOver)`.
 */
export const REASONS = {
  VALIDATION_ERROR: {
    invalidPlan: 'Plan no válido',
    notEnabledBranches: 'Elige sucursales que estén activas.',
    wrongAddOnCode: 'El código de las sucursales adicionales no corresponde a tu moneda.',
  },
  SUBSCRIPTION_REQUIRED: {
    demoCannotChange: 'Durante la prueba gratuita, contrata un plan para cambiarlo.',
    demoOver: 'Tu prueba gratuita terminó: contrata un plan para continuar.',
  },
  FRANCHISES_REQUIRED: {
    notInDemo: 'Las sucursales adicionales se contratan con el plan Franquicias pagado, no durante la prueba gratuita.',
  },
  LAST_ENABLED_BRANCH: {
    keepOne: 'Tu menú necesita al menos una sucursal activa: deja activa al menos una.',
  },
} as const satisfies Partial<Record<ErrorCode, Record<string, string>>>

/** One problem with one request field: a dotted path inside the body or query ('name', 'variants.0.name'). */
export interface FieldError {
  field: string
  message: string
}

export interface AppErrorOptions {
  /** The request field the error is about (e.g. 'route_key', or a multipart part name such as 'image'). */
  field?: string
  /** Extra response headers (e.g. Retry-After). */
  headers?: Record<string, string>
  /** PAYMENT_ACTION_REQUIRED: the page where the owner authenticates the payment (answered as `action_url`). */
  actionUrl?: string
}

export class AppError extends Error {
  readonly code: ErrorCode
  readonly statusCode: number
  readonly field: string | undefined
  readonly headers: Record<string, string>
  readonly actionUrl: string | undefined

  constructor(code: ErrorCode, message?: string, { field, headers = {}, actionUrl }: AppErrorOptions = {}) {
    super(message ?? ERRORS[code].message)
    this.code = code
    this.statusCode = ERRORS[code].status
    this.field = field
    this.headers = headers
    this.actionUrl = actionUrl
  }
}

/** Errors about an uploaded image, so about the multipart part that carried it. */
const IMAGE_CODES: ReadonlySet<ErrorCode> = new Set(['IMAGE_REQUIRED', 'IMAGE_INVALID', 'IMAGE_TOO_LARGE'])

/** Runs the upload of the multipart part `part` (e.g. 'image', 'poster'): an image error it throws names that part. */
export async function uploadOf<T>(part: string, upload: () => Promise<T>): Promise<T> {
  try {
    return await upload()
  } catch (e) {
    if (e instanceof AppError && e.field === undefined && IMAGE_CODES.has(e.code))
      throw new AppError(e.code, e.message, { field: part, headers: e.headers })
    throw e
  }
}

/** Shorthand for the commonest failure: a missing row, or a row owned by another account (indistinguishable on purpose). */
export const notFound = () => new AppError('RESOURCE_NOT_FOUND')
