export * from './rules';
export { isReservedRouteKey } from './reservedRouteKeys';
export { MESSAGES } from './messages';
export * from './images';
export * from './dates';
export { schedule } from './schedule';
