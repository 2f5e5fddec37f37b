/**
 * The panel's own look at a public menu (the brand preview frame, 'Ver Menú', 'Vista Previa')
 * carries this query parameter, so the server does not count it as a diner's view. The page is
 * the same with or without it. Links that diners get (the share link, the QR code) never carry it.
 */
export const PREVIEW_PARAM = 'preview';

/** `menuUrl` (a branch's menu_url) as the panel opens it for the owner. */
export const previewUrl = (menuUrl: string): string =>
  `${menuUrl}${menuUrl.includes('?') ? '&' : '?'}${PREVIEW_PARAM}=1`;

/** Whether a request's query string (with or without its '?') is the panel's preview. */
export const isPreviewQuery = (query: string): boolean => new URLSearchParams(query).has(PREVIEW_PARAM);
