import { api, unwrap } from '@menu/shared';

export const changePassword = (password: string, newPassword: string) =>
  unwrap(api.PUT('/auth/change-password', { body: { password, new_password: newPassword } }));
