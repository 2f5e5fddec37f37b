// Remotes are built with Module Federation's runtime left out of their files (about 17 KB gzip
// per remoteEntry.js): in the panel they use the shell's, which the shell puts on the page
// before it loads any remote (`provideExternalRuntime`). A remote's standalone QA page has no
// shell, so its index.html first loads a script of its own that puts the same runtime on
// the page. The script is built once per build process from the runtime package, named by its
// content, and its tag goes before the app's own scripts (all deferred, so they run in order).
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { createHash } = require('node:crypto');
const { rspack } = require('@rspack/core');

const NAME = 'StandaloneRuntime';

/** Builds the script that puts the federation runtime on the page: `{ file, source }`. */
async function buildRuntimeScript(mode) {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'federation-runtime-'));
  try {
    const compiler = rspack({
      mode,
      target: 'web',
      context: __dirname,
      entry: path.join(__dirname, 'provideRuntime.cjs'),
      devtool: false,
      output: { path: outDir, filename: 'runtime.js' },
    });
    const stats = await new Promise((resolve, reject) =>
      compiler.run((error, result) => (error ? reject(error) : resolve(result))),
    );
    await new Promise((resolve) => compiler.close(resolve));
    if (stats.hasErrors()) throw new Error(stats.toString({ all: false, errors: true }));
    const source = fs.readFileSync(path.join(outDir, 'runtime.js'), 'utf8');
    const hash = createHash('sha256').update(source).digest('hex').slice(0, 8);
    return { file: `federation-runtime.${hash}.js`, source };
  } finally {
    fs.rmSync(outDir, { recursive: true, force: true });
  }
}

class StandaloneRuntime {
  apply(compiler) {
    let script = null;
    compiler.hooks.make.tapPromise(NAME, async () => {
      script ??= await buildRuntimeScript(compiler.options.mode);
    });
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: NAME, stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          compilation.emitAsset(script.file, new rspack.sources.RawSource(script.source));
        },
      );
      rspack.HtmlRspackPlugin.getCompilationHooks(compilation).alterAssetTags.tapPromise(NAME, async (data) => {
        data.assetTags.scripts.unshift({
          tagName: 'script',
          voidTag: false,
          attributes: { defer: true, src: `${data.publicPath}${script.file}` },
        });
        return data;
      });
    });
  }
}

module.exports = { StandaloneRuntime };
