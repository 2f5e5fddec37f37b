// The federation contract shared by the host and every remote: one place for the
// singleton list, so no app carries its own copy.
const path = require('node:path');

const root = path.resolve(__dirname, '..', '..');
const rootPkg = require(path.join(root, 'package.json'));
const sharedPkg = require(path.join(root, 'shared', 'package.json'));

// Libraries that must exist once on the page. Subpaths ('react/', 'react-dom/') are
// shared too, or jsx-runtime and react-dom/client get bundled a second time.
const SINGLETONS = ['react', 'react-dom', 'react-router', 'react-router-dom', 'jotai', 'antd', '@ant-design/icons', 'dayjs'];
const SUBPATH_SINGLETONS = ['react/', 'react-dom/', 'jotai/', 'dayjs/', '@ant-design/icons/'];

function versionOf(name) {
  const version = rootPkg.dependencies[name.replace(/\/$/, '')];
  if (!version) throw new Error(`Shared singleton ${name} must be pinned in the root package.json`);
  return version;
}

function sharedConfig() {
  const shared = {};
  for (const name of [...SINGLETONS, ...SUBPATH_SINGLETONS]) {
    shared[name] = { singleton: true, requiredVersion: versionOf(name), strictVersion: false };
  }
  // The package root holds the session store, the API client and ApiError: it must be
  // the same module instance in every app. Its subpaths (@menu/shared/ui) are not
  // shared on purpose: each app bundles the UI kit version it was built with.
  shared['@menu/shared'] = { singleton: true, version: sharedPkg.version, requiredVersion: sharedPkg.version };
  return shared;
}

// The shell and the remotes (folder, federation name, dev-server port) come from the section
// manifest, the one list every part of the product reads.
const { shell: SHELL, remotes: REMOTES } = require(path.join(root, 'shared', 'sections.json'));
const API_PORT = Number(process.env.PORT || 8080);

module.exports = { root, sharedConfig, REMOTES, SHELL, API_PORT, SINGLETONS };
