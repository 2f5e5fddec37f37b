// Test helpers shared by the sections' component tests (jest + @testing-library/react).
// Not part of '@menu/shared/ui': only test files import '@menu/shared/ui/testing'.
export * from './render';
export * from './drag';
export * from './panel';
export * from './fixtures';
export * from './media';
