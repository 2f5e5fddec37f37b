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

// Shared modules that are not preloaded with every page: the antd sets (see above) and the
// panel's data cache (shared/src/data; /login never reads a list).
const NOT_AT_START = startup.notPreloadedAtStart;
// The panel's lazy import in shell/src/router.tsx.
const PANEL = './panel/Panel';
const PANEL_PRELOADS = startup.panelPreloadsFile;

/**
 * The shared module a chunk group loads, from its origin (`provide shared module (default)
 * react@19.3.1 = ...` or `consume shared module (default) react@19.3.1 (strict) (fallback: ...)`).
 * Both kinds of group load at start-up (the runtime takes some libraries through the shell's
 * own fallback).
 */
function sharedModuleOf(group) {
  for (const origin of group.origins || []) {
    const match = /^(provide|consume) shared module \([^)]*\) (.+?)@\S+ /.exec(origin.module?.identifier?.() ?? '');
    if (match) return { key: match[2], provides: match[1] === 'provide' };
  }
  return null;
}

/** Files of the page's start-up (every page) and of a panel page on top of it. */
function preloadFiles(compilation) {
  const startup = new Set();
  const panel = new Set();
  for (const group of compilation.chunkGroups) {
    const requests = (group.origins || []).map((origin) => origin.request).filter(Boolean);
    const shared = sharedModuleOf(group);
    let into = null;
    if (requests.includes('./bootstrap') || (shared && !NOT_AT_START.includes(shared.key))) into = startup;
    else if (requests.includes(PANEL)) into = panel;
    if (!into) continue;
    for (const chunk of group.chunks) for (const file of chunk.files) if (/\.(js|css)$/.test(file)) into.add(file);
  }
  for (const file of startup) panel.delete(file);
  return { startup: [...startup].sort(), panel: [...panel].sort() };
}

const preloadAs = (file) => (file.endsWith('.css') ? 'style' : 'script');

class PreloadStartup {
  apply(compiler) {
    compiler.hooks.compilation.tap('PreloadStartup', (compilation) => {
      let files = null;
      const filesOnce = () => (files ??= preloadFiles(compilation));

      rspack.HtmlRspackPlugin.getCompilationHooks(compilation).alterAssetTags.tapPromise('PreloadStartup', async (data) => {
        const tags = filesOnce().startup.map((file) => ({
          tagName: 'link',
          voidTag: true,
          attributes: { rel: 'preload', as: preloadAs(file), href: `${data.publicPath}${file}` },
        }));
        data.assetTags.styles.unshift(...tags);
        return data;
      });

      compilation.hooks.processAssets.tap({ name: 'PreloadStartup', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE }, () => {
        const list = filesOnce().panel.map((file) => ({ href: file, as: preloadAs(file) }));
        compilation.emitAsset(PANEL_PRELOADS, new rspack.sources.RawSource(JSON.stringify(list)));
      });
    });
  }
}

module.exports = { PreloadStartup };
