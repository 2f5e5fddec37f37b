// The panel's early GETs (shared/src/session/early.ts) leave from main.js. On a slow phone
// network main.js arrives after about a second, sharing the bandwidth with the dozen start-up
// files. A panel page also names a small script of its own (about 1 KB), async and at high
// priority, which arrives with the first responses and sends those GETs then; main.js
// starts none twice. It is a second build of the shell, without Module Federation: the plugin
// would put its runtime (about 35 KB) into every entry. The server reads the file's name from
// early-script.json and writes the tag into a panel page (api/src/plugins/panel-preloads.ts).
const path = require('node:path');
const { rspack } = require('@rspack/core');

const EARLY_SCRIPT = 'early-script.json';

/** Writes `{ "src": "<the entry's file>" }`, so the server knows the hashed name. */
class EarlyScriptManifest {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('EarlyScriptManifest', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'EarlyScriptManifest', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE }, () => {
        const src = [...compilation.entrypoints.get('early').getFiles()].find((file) => file.endsWith('.js'));
        compilation.emitAsset(EARLY_SCRIPT, new rspack.sources.RawSource(JSON.stringify({ src })));
      });
    });
  }
}

/**
 * The early script's build, beside the shell's (`app`): it runs after the shell's, whose
 * output.clean would otherwise remove its files, and takes the shell's resolution and loaders.
 */
function createEarlyConfig(dir, app) {
  return {
    name: 'early',
    dependencies: [app.name],
    mode: app.mode,
    context: dir,
    entry: { early: './src/early.ts' },
    target: 'web',
    devtool: false,
    output: { path: path.join(dir, 'dist'), publicPath: '/', filename: '[name].[contenthash:8].js', clean: false },
    resolve: app.resolve,
    module: { rules: app.module.rules.filter((rule) => rule.loader === 'builtin:swc-loader') },
    plugins: [new EarlyScriptManifest()],
    performance: { hints: false },
  };
}

module.exports = { createEarlyConfig, EARLY_SCRIPT };
