/**
 * Field locks of a chain: per field, the owner locks what branches' templates and regions may
 * change. A locked field follows the base menu in every branch (a template's or region's own value
 * of it is ignored and may not be written: the API answers 403 FIELD_LOCKED with the reason).
 */
export const LOCK_FIELDS = ['price', 'enabled', 'description'] as const;
export type LockField = (typeof LOCK_FIELDS)[number];

/** How the panel names each lockable field. */
export const LOCK_LABELS: Record<LockField, string> = {
  price: 'Precio',
  enabled: 'Disponibilidad',
  description: 'Descripción',
};

/** Longest reason a lock may carry (what a Gerente reads beside the locked value). */
export const LOCK_REASON_MAX = 200;

export const isLockField = (value: unknown): value is LockField =>
  typeof value === 'string' && (LOCK_FIELDS as readonly string[]).includes(value);

/** 'Bloqueado por el propietario: <reason>' or, without one, 'Bloqueado por el propietario.' */
export const lockNote = (reason: string | null | undefined): string =>
  reason?.trim() ? `Bloqueado por el propietario: ${reason.trim()}` : 'Bloqueado por el propietario.';
