export * from './rules';
export { MESSAGES } from './messages';
