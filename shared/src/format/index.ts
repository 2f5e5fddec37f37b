export { formatPrice, formatMoney, currencyOfCode } from './price';
export { formatPhone, PHONE_FIELD_MAX_LENGTH } from './phone';
export { dayjs, daysUntil } from './dates';
export { foldText, truncateText, DESCRIPTION_MAX_LENGTH } from './text';
export {
  SOCIAL_NETWORKS,
  socialNetwork,
  socialUsername,
  socialUrl,
  websiteUrl,
  type SocialNetwork,
  type SocialField,
} from './social';
export { BRAND_DEFAULTS, MIN_CONTRAST, contrast } from './brand';
