// The federation contract shared by the host and every remote: one place for the
// singleton list, so no app carries its own copy.
const path = require('node:path');

const root = path.resolve(__dirname, '..', '..');
const rootPkg = require(path.join(root, 'package.json'));
const sharedPkg = require(path.join(root, 'shared', 'package.json'));

// Libraries that must exist once on the page. Subpaths ('react/', 'react-dom/') are
// shared too, or jsx-runtime and react-dom/client get bundled a second time.
// antd is not shared as a package (a shared module is never tree-shaken: the whole library,
// about 420 KB gzip, would load with the first screen): the apps import the components they
// use from `@menu/shared/antd`, which is shared instead (below). Icons and dayjs's locale and
// plugins are bundled where they are imported: shared by a prefix, each file was a separate
// chunk and request (63 of them on the first board) for a few KB of code.
// The router likewise: `@menu/shared/router` is shared, not react-router's package root.
// @tanstack/react-query: the panel's one data cache (shared/src/data), one copy on the page.
const SINGLETONS = ['react', 'react-dom', 'jotai', 'dayjs', '@tanstack/react-query'];
const SUBPATH_SINGLETONS = ['react/', 'react-dom/', 'jotai/'];

// The version of the antd component set in shared/src/ui/antd/index.ts. The set only grows:
// bump this when a component is added there (or antd is upgraded). A remote built with a
// larger set never takes a host's smaller one: not a singleton, so it falls back to its own
// copy (it works, with a second antd on the page) instead of getting a missing component;
// a remote with an older set takes the host's newer one (>=).
const ANTD_SET_REVISION = 2;
// The router set in shared/src/router/index.ts: a singleton (one router on the page), so a
// remote that needs a name a host's older set lacks must wait for that host's redeploy.
// Revision 2 dropped the data routers (createBrowserRouter, createHashRouter, RouterProvider)
// for BrowserRouter and HashRouter: remotes of revision 1 called them only on their own
// standalone page, which provides its own copy of the set, so they still run in a newer shell.
const ROUTER_SET_REVISION = 2;

function versionOf(name) {
  const version = rootPkg.dependencies[name.replace(/\/$/, '')];
  if (!version) throw new Error(`Shared singleton ${name} must be pinned in the root package.json`);
  return version;
}

// What the shell provides to the remotes although its own code never imports it (a shared module
// is otherwise provided only by an app that imports it): the antd editor set, which the remotes'
// editors load. Without this each remote would download its own copy.
const PROVIDED_BY_THE_SHELL = {
  '@menu/shared/antd/editor': path.join(root, 'shared', 'src', 'ui', 'antd', 'editor.ts'),
};

// What the shell never provides although its code imports it: the shared libraries a section
// brings with its own files (startup.json's preloadedWithSection: the data cache's react-query,
// which the server preloads from the section's manifest). A build provides every shared module
// its imports reach, even one tree-shaking then drops: the shell reaches react-query through the
// UI kit's board (`@menu/shared/ui`), and its copy, registered first, was the one the section
// took, so the first row fetched it besides the section's preloaded copy. `import: false` leaves
// the shell a consumer only; its own code reads the cache through its global (settled.ts,
// sectionData.ts), never by loading the library, so /login still never loads it.
const SECTION_PROVIDES = require(path.join(root, 'shared', 'startup.json')).preloadedWithSection;

function sharedConfig({ host = false } = {}) {
  const shared = {};
  for (const name of [...SINGLETONS, ...SUBPATH_SINGLETONS]) {
    shared[name] = { singleton: true, requiredVersion: versionOf(name), strictVersion: false };
  }
  // The package root holds the session store, the API client and ApiError: it must be
  // the same module instance in every app. Its subpaths (@menu/shared/ui) are not
  // shared on purpose: each app bundles the UI kit version it was built with.
  shared['@menu/shared'] = { singleton: true, version: sharedPkg.version, requiredVersion: sharedPkg.version };
  for (const key of ['@menu/shared/antd', '@menu/shared/antd/editor']) {
    shared[key] = {
      singleton: false,
      version: `${ANTD_SET_REVISION}.0.0`,
      requiredVersion: `>=${ANTD_SET_REVISION}.0.0`,
    };
  }
  shared['@menu/shared/router'] = {
    singleton: true,
    version: `${ROUTER_SET_REVISION}.0.0`,
    requiredVersion: `>=${ROUTER_SET_REVISION}.0.0`,
  };
  if (host) {
    for (const [key, file] of Object.entries(PROVIDED_BY_THE_SHELL)) shared[key] = { ...shared[key], import: file };
    for (const key of SECTION_PROVIDES) shared[key] = { ...shared[key], import: false };
  }
  return shared;
}

// The shell and the remotes (folder, federation name, dev-server port) come from the section
// manifest, the one list every part of the product reads.
const { shell: SHELL, remotes: REMOTES } = require(path.join(root, 'shared', 'sections.json'));
const API_PORT = Number(process.env.PORT || 8080);

module.exports = { root, sharedConfig, REMOTES, SHELL, API_PORT, SINGLETONS };
