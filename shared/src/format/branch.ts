import { SOCIAL_NETWORKS, socialUsername, websiteUrl, type SocialField } from './social';

/**
 * A branch's optional texts and the one rule for their stored form, for the API that stores
 * them (api/src/data/branches.ts) and the panel's form that sends them
 * (features/multisucursal/branch/payload.ts): phones as their digits, social usernames without
 * the profile URL or '@', websites as a full https URL, other texts as typed (trimmed). Both
 * read it from here, so a form saved unchanged is no change and the diff against the stored
 * branch holds.
 */
export const BRANCH_TEXT_FIELDS = [
  'address',
  'phone',
  'whatsapp_num',
  'facebook_usr',
  'instagram_usr',
  'tiktok_usr',
  'website',
  'wifi_name',
  'wifi_password',
] as const;

export type BranchTextField = (typeof BRANCH_TEXT_FIELDS)[number];

const digits = (text: string) => text.replace(/\D/g, '');
const asTyped = (text: string) => text;

const STORED: Record<BranchTextField, (text: string) => string | null> = {
  address: asTyped,
  phone: digits,
  whatsapp_num: digits,
  website: websiteUrl,
  wifi_name: asTyped,
  wifi_password: asTyped,
  ...(Object.fromEntries(
    SOCIAL_NETWORKS.map((network) => [network.field, (text: string) => socialUsername(text, network)]),
  ) as Record<SocialField, (text: string) => string | null>),
};

/**
 * The stored form of one optional text: undefined stays undefined (not given), empty or blank
 * is null; otherwise the field's normal form, or null when the rule cannot read the text
 * (`unreadable` tells it apart: the panel then sends the text as typed, for the API to refuse).
 */
export function storedBranchText(
  field: BranchTextField,
  value: string | null | undefined,
): { stored: string | null | undefined; unreadable: boolean } {
  if (value === undefined) return { stored: undefined, unreadable: false };
  const text = (value ?? '').trim();
  if (text === '') return { stored: null, unreadable: false };
  const stored = STORED[field](text) || null;
  return { stored, unreadable: stored === null };
}
