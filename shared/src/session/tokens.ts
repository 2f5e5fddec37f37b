/** Tokens live in localStorage under the names 'access_token' and 'refresh_token'. */
const ACCESS = 'access_token';
const REFRESH = 'refresh_token';

export interface Tokens {
  access_token: string;
  refresh_token: string;
}

export const tokenStorage = {
  access: (): string | null => localStorage.getItem(ACCESS),
  refresh: (): string | null => localStorage.getItem(REFRESH),
  save(tokens: Partial<Tokens>) {
    if (tokens.access_token) localStorage.setItem(ACCESS, tokens.access_token);
    if (tokens.refresh_token) localStorage.setItem(REFRESH, tokens.refresh_token);
  },
  clear() {
    localStorage.removeItem(ACCESS);
    localStorage.removeItem(REFRESH);
  },
};

export const isLoggedIn = (): boolean => Boolean(tokenStorage.access());
