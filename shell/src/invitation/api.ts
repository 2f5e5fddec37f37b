import { api, unwrap } from '@menu/shared';

/** PUT /auth/invitations: the invited person's name and password; the answer signs them in (a token pair). */
export const acceptInvitation = (token: string, name: string, password: string) =>
  unwrap(api.PUT('/auth/invitations', { body: { token, name, password } }));
