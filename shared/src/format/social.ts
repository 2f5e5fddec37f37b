/**
 * A branch's contact links: the three social networks with their fixed profile URL
 * prefixes (the panel shows them before the username field; the public menu links to
 * prefix + username) and the website. One place for the panel, the API and the public menu.
 */
export const SOCIAL_NETWORKS = [
  {
    field: 'facebook_usr',
    kind: 'facebook',
    label: 'Facebook',
    prefix: 'https://facebook.com/',
    host: /^(?:www\.|m\.|web\.)?facebook\.com$/i,
  },
  {
    field: 'instagram_usr',
    kind: 'instagram',
    label: 'Instagram',
    prefix: 'https://instagram.com/',
    host: /^(?:www\.)?instagram\.com$/i,
  },
  {
    field: 'tiktok_usr',
    kind: 'tiktok',
    label: 'TikTok',
    prefix: 'https://tiktok.com/@',
    host: /^(?:www\.|m\.)?tiktok\.com$/i,
  },
] as const;

export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];
export type SocialField = SocialNetwork['field'];

export const socialNetwork = (field: SocialField): SocialNetwork => SOCIAL_NETWORKS.find((n) => n.field === field)!;

/** A username: letters (any script), digits, '.', '_' and '-'; at most 100 characters. */
export const USERNAME_PATTERN = /^[\p{L}\p{N}._-]{1,100}$/u;

/**
 * What the owner typed or pasted ('cafeole', '@cafeole', 'instagram.com/cafeole',
 * 'https://www.instagram.com/cafeole/?hl=es') -> the username 'cafeole'; null when it is
 * not a username of that network (another site's URL, spaces, symbols...). '' stays ''.
 */
export function socialUsername(value: string | null | undefined, network: Pick<SocialNetwork, 'host'>): string | null {
  let v = String(value ?? '').trim();
  if (v === '') return '';
  const bare = v.replace(/^https?:\/\//i, '');
  const host = bare.split(/[/?#]/)[0] ?? '';
  if (bare !== v || network.host.test(host)) {
    if (!network.host.test(host)) return null;
    v = bare.slice(host.length).split(/[?#]/)[0]!.split('/').filter(Boolean)[0] ?? '';
    try {
      v = decodeURIComponent(v);
    } catch {
      return null;
    }
  }
  v = v.replace(/^@/, '');
  return USERNAME_PATTERN.test(v) ? v : null;
}

/** The public profile link of a username ('' / null: none). */
export function socialUrl(
  username: string | null | undefined,
  network: Pick<SocialNetwork, 'prefix' | 'host'>,
): string | null {
  const user = socialUsername(username, network);
  return user ? `${network.prefix}${encodeURIComponent(user)}` : null;
}

const HOST_PATTERN = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*\.[a-z]{2,}$/i;

/**
 * An owner's website as it is stored and linked: an http(s) URL of a real host name, or a
 * bare host name with an optional path ('www.cafe.mx/menu', taken as https). Anything
 * else (javascript:, mailto:, 'mi sitio', a host without a dot) -> null. '' stays ''.
 */
export function websiteUrl(value: string | null | undefined): string | null {
  const v = String(value ?? '').trim();
  if (v === '') return '';
  if (/\s/.test(v)) return null;
  const hasScheme = /^[a-z][a-z0-9+.-]*:/i.test(v);
  if (hasScheme && !/^https?:\/\//i.test(v)) return null;
  try {
    const url = new URL(hasScheme ? v : `https://${v}`);
    if (url.username || url.password || !HOST_PATTERN.test(url.hostname)) return null;
    return url.href;
  } catch {
    return null;
  }
}
