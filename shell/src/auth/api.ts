import { api, unwrap } from '@menu/shared';

export interface SignUpData {
  email: string;
  password: string;
  company: string;
  business_kind: string;
}

export const signUp = (body: SignUpData) => unwrap(api.POST('/auth/signup', { body }));
export const resendVerification = (username: string) => unwrap(api.POST('/auth/resend-email', { body: { username } }));
export const verifyEmail = (token: string, password?: string) =>
  unwrap(api.PUT('/auth/verify-email', { body: { token, password } }));
export const forgotPassword = (username: string) => unwrap(api.POST('/auth/forgot-password', { body: { username } }));
export const resetPassword = (token: string, password: string) =>
  unwrap(api.PUT('/auth/reset-password', { body: { token, password } }));
