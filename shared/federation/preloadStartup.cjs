// The shell's page starts with main.js, whose federation runtime then asks for the shared
// libraries every page renders with (react, react-dom, the router set, jotai, dayjs, the shared
// root) and for the bootstrap chunk: one round trip after main.js has arrived and run. This
// names those files in the HTML as preloads, so they download alongside main.js (about 0.6 s
// sooner on a slow phone network). The antd sets are left out: /login does not use them.
//
// What a panel page needs on top (the panel's own chunk) is written to panel-preloads.json
// instead: the server adds it to the HTML of panel paths only, with the files of the path's
// remote (api/src/plugins/panel-preloads.ts). antd is not among them: the panel and light
// sections draw their first screen without it, and load it with their first editor or menu
// (or while idle).
const { rspack } = require('@rspack/core');
const startup = require('../startup.json');
const { preloadFiles } = require('./startupFiles.cjs');

const PANEL_PRELOADS = startup.panelPreloadsFile;

const preloadAs = (file) => (file.endsWith('.css') ? 'style' : 'script');

class PreloadStartup {
  apply(compiler) {
    compiler.hooks.compilation.tap('PreloadStartup', (compilation) => {
      let files = null;
      const filesOnce = () => (files ??= preloadFiles(compilation));

      rspack.HtmlRspackPlugin.getCompilationHooks(compilation).alterAssetTags.tapPromise(
        'PreloadStartup',
        async (data) => {
          const tags = filesOnce().startup.map((file) => ({
            tagName: 'link',
            voidTag: true,
            attributes: { rel: 'preload', as: preloadAs(file), href: `${data.publicPath}${file}` },
          }));
          data.assetTags.styles.unshift(...tags);
          return data;
        },
      );

      compilation.hooks.processAssets.tap(
        { name: 'PreloadStartup', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE },
        () => {
          const list = filesOnce().panel.map((file) => ({ href: file, as: preloadAs(file) }));
          compilation.emitAsset(PANEL_PRELOADS, new rspack.sources.RawSource(JSON.stringify(list)));
        },
      );
    });
  }
}

module.exports = { PreloadStartup };
