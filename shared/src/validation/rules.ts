import { MESSAGES } from './messages';
import { isReservedRouteKey } from './reservedRouteKeys';
import { socialUsername as usernameOf, websiteUrl, type SocialNetwork } from '../format/social';

/**
 * Validation rules shared by every form and by the API. A rule returns the Spanish
 * message when the value is invalid and null when it is fine. Optional fields are
 * checked only when they hold something: pair a rule with `required` to demand it.
 */
export type Rule = (value: unknown) => string | null;

/** A visible character: not whitespace, not a control, format (zero-width, BOM...) or lone surrogate code point. */
export const VISIBLE_PATTERN = /[^\s\p{Cc}\p{Cf}\p{Cs}]/u;
/** Control characters no text may hold: C0 except tab, line feed and carriage return; DEL; C1. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the pattern is there to find control characters in the owner's text
export const CONTROL_PATTERN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
/** Half of a UTF-16 surrogate pair without its other half (not a character, not storable as UTF-8). */
const LONE_SURROGATE_PATTERN = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/** What a single-line text may not hold on top of CONTROL_PATTERN: tabs and line breaks. */
const LINE_BREAK_PATTERN = /[\t\n\r\u2028\u2029]/;

/** Blank: nothing, or a text without a visible character (spaces, zero-width characters, controls). */
const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && !VISIBLE_PATTERN.test(value));

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : String(value ?? ''));

export const PASSWORD_MIN_LENGTH = 8;
export const PHONE_DIGITS = 10;

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
/**
 * Google tag ids, as either reading of the rule accepts them: Tag Manager GTM-XXXXXXX, Analytics
 * G-XXXXXXXXXX (GA4: usually 10 characters) or UA-XXXXXXXX-1, Ads AW-...: a prefix starting with
 * G, A or U, a dash, 7 to 10 letters or digits, an optional numeric suffix.
 */
export const GTM_PATTERN = /^[GAU][A-Z]{0,3}-[A-Z0-9]{7,10}(-\d{1,4})?$/i;
export const PIXEL_PATTERN = /^\d{15,18}$/;
export const COLOR_PATTERN = /^#[0-9A-F]{6}$/i;

export const required: Rule = (value) => (isBlank(value) ? MESSAGES.required : null);

export const email: Rule = (value) => (isBlank(value) || EMAIL_PATTERN.test(text(value)) ? null : MESSAGES.email);

export const password: Rule = (value) =>
  isBlank(value) || String(value).length >= PASSWORD_MIN_LENGTH ? null : MESSAGES.password;

export const phone: Rule = (value) =>
  isBlank(value) || text(value).replace(/\D/g, '').length === PHONE_DIGITS ? null : MESSAGES.phone;

export const gtmId: Rule = (value) => (isBlank(value) || GTM_PATTERN.test(text(value)) ? null : MESSAGES.gtmId);

export const facebookPixel: Rule = (value) =>
  isBlank(value) || PIXEL_PATTERN.test(text(value)) ? null : MESSAGES.facebookPixel;

export const color: Rule = (value) => (isBlank(value) || COLOR_PATTERN.test(text(value)) ? null : MESSAGES.color);

/**
 * Route keys end up in public URLs (/m/<key>): URL-safe characters only, compared without
 * letter case, and not a reserved word (reservedRouteKeys.ts). A key a branch already holds is
 * not checked again: only a new one is.
 */
/** A branch has 0 to 500 tables: table n's QR code opens its menu with ?mesa=n. */
export const MAX_TABLES = 500;
export const tables: Rule = (value) => {
  if (isBlank(value)) return null;
  const n = Number(value);
  return Number.isInteger(n) && n >= 0 && n <= MAX_TABLES ? null : MESSAGES.tables;
};

export const ROUTE_KEY_MAX_LENGTH = 80;
export const ROUTE_KEY_PATTERN = /^[A-Za-z0-9_-]+$/;

export const routeKey: Rule = (value) => {
  if (isBlank(value)) return MESSAGES.routeKeyEmpty;
  const key = String(value);
  if (/\s/.test(key)) return MESSAGES.routeKeySpaces;
  if (!ROUTE_KEY_PATTERN.test(key)) return MESSAGES.routeKeyChars;
  if (key.length > ROUTE_KEY_MAX_LENGTH) return MESSAGES.routeKeyLength;
  return isReservedRouteKey(key) ? MESSAGES.routeKeyReserved : null;
};

/** A website: an http(s) URL or a bare host name ('www.cafe.mx'); see `websiteUrl`. */
export const website: Rule = (value) =>
  isBlank(value) || websiteUrl(String(value)) !== null ? null : MESSAGES.website;

export const HTTPS_URL_MAX_LENGTH = 500;

/** A full https URL ('https://cafe.mx/privacidad'): the scheme typed, a real host, no spaces or credentials. */
export const httpsUrl: Rule = (value) => {
  if (isBlank(value)) return null;
  const v = text(value);
  return v.length <= HTTPS_URL_MAX_LENGTH && /^https:\/\//i.test(v) && websiteUrl(v) ? null : MESSAGES.httpsUrl;
};

/**
 * Tracking scripts (Google Tag Manager or Analytics, the Meta pixel) collect the diners' data: the
 * owner's privacy notice must be published first. The message when `ids` has one and
 * `privacyUrl` is empty; the API (400 naming privacy_url) and the Integraciones tab both ask.
 */
export const privacyUrlNeeded = (ids: ReadonlyArray<string | null | undefined>, privacyUrl: unknown): string | null =>
  ids.some((id) => !isBlank(id)) && isBlank(privacyUrl) ? MESSAGES.privacyUrlRequired : null;

/** Wi-Fi networks name themselves in at most 32 bytes (IEEE 802.11 SSID), UTF-8 encoded. */
export const WIFI_NAME_MAX_BYTES = 32;
export const WIFI_PASSWORD_MIN_LENGTH = 8;
export const WIFI_PASSWORD_MAX_LENGTH = 63;

/** A guest network's name (optional): at most 32 bytes. */
export const wifiName: Rule = (value) =>
  isBlank(value) || new TextEncoder().encode(text(value)).length <= WIFI_NAME_MAX_BYTES ? null : MESSAGES.wifiName;

/** A WPA passphrase (optional: an open network has none): 8 to 63 characters. */
export const wifiPassword: Rule = (value) => {
  if (isBlank(value)) return null;
  const length = [...String(value)].length;
  return length >= WIFI_PASSWORD_MIN_LENGTH && length <= WIFI_PASSWORD_MAX_LENGTH ? null : MESSAGES.wifiPassword;
};

/** A username of `network`, typed alone, with '@' or as the profile's link (reduced by `socialUsername`). */
export const socialUsername =
  (network: Pick<SocialNetwork, 'host'>): Rule =>
  (value) =>
    isBlank(value) || usernameOf(String(value), network) !== null ? null : MESSAGES.socialUsername;

/** Any text (descriptions may span lines): tab, line feed and carriage return are its only control characters. */
export const multiLineText: Rule = (value) =>
  typeof value === 'string' && (CONTROL_PATTERN.test(value) || LONE_SURROGATE_PATTERN.test(value))
    ? MESSAGES.controlCharacters
    : null;

/** One-line text (names, e-mails, addresses...): no control characters, no tabs or line breaks either. */
export const singleLineText: Rule = (value) =>
  multiLineText(value) ?? (typeof value === 'string' && LINE_BREAK_PATTERN.test(value) ? MESSAGES.lineBreaks : null);

/** Confirmation field: must equal the value it confirms. */
export const matches =
  (other: unknown): Rule =>
  (value) =>
    isBlank(value) || value === other ? null : MESSAGES.passwordMismatch;

/** First failing message of several rules, or null. */
export function check(value: unknown, ...rules: Rule[]): string | null {
  for (const rule of rules) {
    const message = rule(value);
    if (message) return message;
  }
  return null;
}

/** Prices: a number >= 0 with at most two decimals ("12", "12.5", "12.50"). */
export const PRICE_PATTERN = /^\d+(\.\d{1,2})?$/;
export const price: Rule = (value) => {
  if (isBlank(value)) return null;
  if (typeof value === 'number') {
    const cents = value * 100;
    return Number.isFinite(value) && value >= 0 && Math.abs(Math.round(cents) - cents) < 1e-6 ? null : MESSAGES.price;
  }
  return PRICE_PATTERN.test(text(value)) ? null : MESSAGES.price;
};

/** Per-product limit of a variant group: an integer >= 1, or empty (no limit). */
export const limit: Rule = (value) => {
  if (isBlank(value)) return null;
  const raw = text(value);
  return /^\d+$/.test(raw) && Number(raw) >= 1 ? null : MESSAGES.limit;
};
