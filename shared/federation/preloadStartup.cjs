// The shell's page starts with main.js, whose federation runtime then asks for the shared
// libraries every page renders with (react, react-dom, the router set, jotai, dayjs, the shared
// root) and for the bootstrap chunk: one round trip after main.js has arrived and run. This
// names those files in the HTML as preloads, so they download alongside main.js (about 0.6 s
// sooner on a slow phone network). The antd sets are left out: /login does not use them.
const { rspack } = require('@rspack/core');

const ANTD = /[\\/]node_modules[\\/](antd|@ant-design|@rc-component)[\\/]/;

class PreloadStartup {
  apply(compiler) {
    compiler.hooks.compilation.tap('PreloadStartup', (compilation) => {
      rspack.HtmlRspackPlugin.getCompilationHooks(compilation).alterAssetTags.tapPromise('PreloadStartup', async (data) => {
        const files = new Set();
        for (const group of compilation.chunkGroups) {
          const origins = (group.origins || []).map((origin) => origin.request).filter(Boolean);
          // A group without an import of its own is a shared module the host provides.
          const shared = origins.length === 0 && !group.isInitial();
          if (!shared && !origins.includes('./bootstrap')) continue;
          const chunks = group.chunks;
          if (shared && chunks.some((chunk) => compilation.chunkGraph.getChunkModules(chunk).some((module) => ANTD.test(module.resource || '')))) continue;
          for (const chunk of chunks) for (const file of chunk.files) if (/\.(js|css)$/.test(file)) files.add(file);
        }
        const tags = [...files].sort().map((file) => ({
          tagName: 'link',
          voidTag: true,
          attributes: { rel: 'preload', as: file.endsWith('.css') ? 'style' : 'script', href: `${data.publicPath}${file}` },
        }));
        data.assetTags.styles.unshift(...tags);
        return data;
      });
    });
  }
}

module.exports = { PreloadStartup };
