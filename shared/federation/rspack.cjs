// One rspack configuration for every app (host and remotes). An app's own
// rspack.config.cjs only names itself: createAppConfig(__dirname).
const fs = require('node:fs');
const path = require('node:path');
const { rspack } = require('@rspack/core');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/rspack');
const { root, sharedConfig, REMOTES, SHELL, API_PORT } = require('./index.cjs');
const { PreloadStartup } = require('./preloadStartup.cjs');
const { StandaloneRuntime } = require('./standaloneRuntime.cjs');

const EARLY_GETS = require('../startup.json').earlyGetsFile;
/** The panel's icon: the shell serves it at /favicon.svg, each remote's page from its folder. */
const FAVICON = path.join(root, SHELL.folder, 'public', 'favicon.svg');

/** A module path outside @ant-design/icons and icons-svg (see splitChunks below). */
const NOT_ICONS = /^(?!.*[\\/]node_modules[\\/]@ant-design[\\/]icons)/;

function appFor(dir) {
  const folder = path.basename(dir);
  if (folder === SHELL.folder) return { ...SHELL, host: true };
  const remote = REMOTES.find((r) => r.folder === folder);
  if (!remote) throw new Error(`Unknown app folder ${folder}`);
  return { ...remote, host: false };
}

function createAppConfig(dir, extra = {}) {
  const app = appFor(dir);
  const production = process.env.NODE_ENV !== 'development';
  const apiTarget = process.env.API_URL || `http://localhost:${API_PORT}`;

  return {
    mode: production ? 'production' : 'development',
    context: dir,
    entry: { main: './src/index.ts' },
    target: 'web',
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      // Loading a script chunk gives up after 120 seconds.
      chunkLoadTimeout: 120_000,
      path: path.join(dir, 'dist'),
      // 'auto' lets a remote be served from any folder or origin: redeploying it
      // means replacing its folder, and the host is not rebuilt.
      publicPath: 'auto',
      filename: production ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      cssFilename: production ? '[name].[contenthash:8].css' : '[name].css',
      cssChunkFilename: production ? '[name].[contenthash:8].css' : '[name].css',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      uniqueName: app.name,
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
      tsConfig: path.join(root, 'tsconfig.base.json'),
    },
    module: {
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', development: !production, refresh: false } },
            },
            env: { targets: 'chrome >= 111, firefox >= 111, safari >= 16.4' },
          },
          type: 'javascript/auto',
        },
        // antd's rc-component packages do not declare themselves free of side effects, so
        // importing one name from a package index (FormProvider, for the Input's form
        // context) kept the whole package (the form engine and its validator) on the
        // first screen. They have none: let unused re-exports be dropped.
        { test: /[\\/]node_modules[\\/]@rc-component[\\/]/, sideEffects: false },
        { test: /\.css$/, type: 'css/auto' },
        { test: /\.(png|jpe?g|gif|svg|webp|woff2?)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name: app.name,
        ...(app.host ? {} : { filename: 'remoteEntry.js', exposes: { './remote': './src/remote.tsx' } }),
        shared: sharedConfig({ host: app.host }),
        shareStrategy: 'loaded-first',
        manifest: true,
        dts: false,
        // One copy of the federation runtime per page: the shell's. Remotes leave it out of
        // their files and use the one the shell provides (their standalone page loads its own,
        // see StandaloneRuntime). A shell provides it before it loads any remote, so a shell
        // is deployed before remotes built this way; remotes built with the runtime inside
        // still work beside it.
        experiments: app.host ? { provideExternalRuntime: true } : { externalRuntime: true },
      }),
      new rspack.HtmlRspackPlugin({
        template: path.join(dir, 'index.html'),
        // A remote's index.html is its standalone QA page; its scripts must stay
        // relative so the folder can be served from anywhere.
        publicPath: app.host ? '/' : './',
        minify: production,
        // The standalone page carries the panel's icon in its own folder: without one the
        // browser asks the origin for /favicon.ico, which nothing serves. The shell's page
        // names the same file itself (index.html, public/).
        ...(app.host ? {} : { favicon: FAVICON }),
      }),
      app.host ? new PreloadStartup() : new StandaloneRuntime(),
      // A remote's list of the first GETs of its screens goes out with its files (the server
      // reads it from the remote's folder, see api/src/plugins/panel-preloads.ts).
      ...(!app.host && fs.existsSync(path.join(dir, EARLY_GETS))
        ? [new rspack.CopyRspackPlugin({ patterns: [{ from: EARLY_GETS }] })]
        : []),
      new rspack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
      }),
      ...(extra.plugins || []),
    ],
    optimization: {
      splitChunks: {
        chunks: 'async',
        cacheGroups: {
          // Icon code stays in the chunks that use it (a few KB each). Split out on its own, a
          // chunk shared by a remote's section and a shared module's fallback is listed in the
          // manifest under the shared module only, so the shell's preload of the section missed
          // it and the section waited one more round trip for it.
          // rspack's two default groups, as they are, for every module but the icons.
          defaultVendors: {
            test: new RegExp(`${NOT_ICONS.source}.*[\\\\/]node_modules[\\\\/]`),
            priority: -10,
            reuseExistingChunk: true,
          },
          default: { test: NOT_ICONS, minChunks: 2, priority: -20, reuseExistingChunk: true },
          // The shell's shared libraries that every page starts with, in one file instead of one
          // per shared module (about a dozen, most under 2 KB): a browser opens six connections
          // to a server, so on a slow network each extra wave of small files costs a round trip.
          // The router set (@menu/shared/router) is one of them: on its own it made two files of
          // 300 bytes. Not in remotes: there the same group would also take the modules a
          // section imports itself (dayjs's locale) and tie the section's files to its fallback
          // copies.
          ...(app.host && {
            startupLibraries: {
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler|jotai|react-router|dayjs)[\\/]|[\\/]shared[\\/]src[\\/]router[\\/]/,
              name: 'libs',
              enforce: true,
              priority: 10,
            },
          }),
        },
      },
    },
    performance: { hints: false },
    // rspack serve compiles dynamic imports on first request by default; a remote's standalone
    // page then never starts (its bootstrap import is left waiting for a hot update that fails).
    lazyCompilation: false,
    devServer: {
      port: app.port,
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      proxy: [
        {
          context: ['/auth', '/v1', '/m', '/remotes.json', '/docs', '/uploads', '/sandbox', '/payments'],
          target: apiTarget,
          changeOrigin: true,
        },
      ],
      client: { overlay: false },
    },
  };
}

module.exports = { createAppConfig };
