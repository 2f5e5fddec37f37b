export * from './rules';
export { isReservedRouteKey, RESERVED_ROUTE_KEYS } from './reservedRouteKeys';
export { MESSAGES } from './messages';
export * from './images';
export * from './dates';
export { schedule } from './schedule';
