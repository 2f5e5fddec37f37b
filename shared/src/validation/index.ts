export * from './rules';
export { MESSAGES } from './messages';
export * from './images';
export * from './dates';
export { schedule } from './schedule';
