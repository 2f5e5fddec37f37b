import { api, unwrap } from '@menu/shared';

export interface SignUpData {
  email: string;
  password: string;
  company: string;
  business_kind: string;
}

export const signUp = (body: SignUpData) => unwrap(api.POST('/auth/signup', { body }));
export const resendVerification = (username: string) => unwrap(api.POST('/auth/resend-email', { body: { username } }));
export const verifyEmail = (token: string) => unwrap(api.PUT('/auth/verify-email', { body: { token } }));
