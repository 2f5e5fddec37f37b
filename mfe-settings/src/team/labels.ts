import type { MemberState } from './api';

/** Each state as the Equipo tab says it, with its tag's colour. */
export const STATE_TAGS: Record<MemberState, { label: string; color: string }> = {
  active: { label: 'Activo', color: 'green' },
  invited: { label: 'Invitación pendiente', color: 'gold' },
  suspended: { label: 'Suspendido', color: 'red' },
};

/** The invitation's limit in the plan is reached: the API's code (the message shows with 'Mejorar Suscripción'). */
export const LIMIT_REACHED = 'MEMBER_LIMIT_REACHED';

/** The codes about the e-mail typed (they show under Correo, not above the form). */
export const EMAIL_PROBLEMS = new Set(['MEMBER_EXISTS', 'MEMBER_EMAIL_ELSEWHERE']);

/** The code about the branches chosen (shows under Sucursales). */
export const BRANCHES_PROBLEM = 'MEMBER_BRANCHES_REQUIRED';
