const { rspack } = require('@rspack/core');
const { createAppConfig, createEarlyConfig } = require('@menu/shared/rspack');

// The host also ships the offline-caching service worker from public/.
const app = createAppConfig(__dirname, {
  plugins: [new rspack.CopyRspackPlugin({ patterns: [{ from: 'public' }] })],
});

// Built for the server, which names the early script in a panel page; the dev server's page
// does not, and main.js starts the same GETs.
module.exports = app.mode === 'production' ? [app, createEarlyConfig(__dirname, app)] : app;
