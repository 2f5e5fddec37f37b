// One jest setup for every frontend package (shared, shell, remotes).
const path = require('node:path');

const root = __dirname;

module.exports = {
  testEnvironment: 'jsdom',
  // Above Testing Library's wait bound (jest.setup.cjs), so a wait that fails says what it waited for.
  testTimeout: 30_000,
  transform: {
    '^.+\\.[jt]sx?$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } } },
    ],
  },
  // These ship ESM only: let swc transform them.
  transformIgnorePatterns: ['/node_modules/(?!(jotai|openapi-fetch)/)'],
  moduleNameMapper: {
    '^@menu/shared$': path.join(root, 'shared/src/index.ts'),
    '^@menu/shared/(ui|validation|ui/testing|features/multisucursal|data)$': path.join(root, 'shared/src/$1/index.ts'),
    '^@menu/shared/kit$': path.join(root, 'shared/src/ui/light/index.ts'),
    // The apps' deep imports of antd (deferred components) take the CommonJS build that
    // jest loads for 'antd' itself: one copy of antd's contexts in a test.
    '^antd/es/(.*)$': 'antd/lib/$1',
    '\\.css$': path.join(root, 'jest.style-stub.cjs'),
  },
  setupFilesAfterEnv: [path.join(root, 'jest.setup.cjs')],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
};
