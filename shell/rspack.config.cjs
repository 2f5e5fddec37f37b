const { rspack } = require('@rspack/core');
const { createAppConfig } = require('@menu/shared/rspack');

// The host also ships the offline-caching service worker from public/.
module.exports = createAppConfig(__dirname, {
  plugins: [new rspack.CopyRspackPlugin({ patterns: [{ from: 'public' }] })],
});
