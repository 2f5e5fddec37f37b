export { formatPrice } from './price';
export { formatPhone, PHONE_FIELD_MAX_LENGTH } from './phone';
export { dayjs, daysUntil } from './dates';
