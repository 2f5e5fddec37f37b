// The frontend's import boundaries, checked by `npm test` (each frontend package's `boundaries`
// target: dependency-cruiser over its src/). What each rule keeps apart is in shared/README.md.
// A rule's `comment` is what a failing run prints: it says what to do instead.
// The folders it checks are the shell and the remotes of shared/sections.json (the one list of
// the apps: scripts/boundaries.mjs cruises them), so a new remote is checked without an edit here.
const { shell, remotes } = require('./shared/sections.json');

const APP_FOLDERS = [shell, ...remotes].map((app) => app.folder);
const APPS = `^(${APP_FOLDERS.join('|')})/`;
// A test may render with the UI kit's testing helpers whatever layer it tests.
const TESTS = '\\.test\\.tsx?$';
const CORE =
  '^shared/src/(api|data|session|validation|format|menu|billing|federation|router)/|^shared/src/(index|access|auth|constants|notices)\\.ts$';
// Session state, the API client and the notices context live once on the page (the shared
// root is a federation singleton); a relative import would bundle a second copy of them.
// session/early.ts is the exception: main.js imports it alone, before the shared root, and it
// keeps its state on a global for that reason.
const SINGLETON_STATE = {
  path: '^shared/src/(session/|api/client\\.ts$|auth\\.ts$|notices\\.ts$)',
  pathNot: '^shared/src/session/early\\.ts$',
};

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'An import circle: move what both sides need into a module below them both.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'core-imports-no-ui',
      severity: 'error',
      comment:
        "shared's core (session, API client, access, validation, formats) draws nothing: it imports no UI kit, feature or antd code (antd types are fine).",
      from: { path: CORE, pathNot: TESTS },
      to: {
        path: ['^shared/src/(ui|features)/', 'node_modules/(antd|@ant-design|@rc-component)/'],
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'ui-kit-imports-no-feature',
      severity: 'error',
      comment: "The UI kit (shared/src/ui) is generic: a section's feature imports the kit, never the other way round.",
      from: { path: '^shared/src/ui/' },
      to: { path: '^shared/src/features/' },
    },
    {
      name: 'features-apart',
      severity: 'error',
      comment: "One section's feature folder does not import another's: what both need belongs in the kit or the core.",
      from: { path: '^shared/src/features/([^/]+)/' },
      to: { path: '^shared/src/features/', pathNot: '^shared/src/features/$1/' },
    },
    {
      name: 'light-kit-stays-light',
      severity: 'error',
      comment:
        "The light kit (shared/src/ui/light, '@menu/shared/kit') draws first screens without antd: it loads antd only by a dynamic import (an antd island).",
      from: { path: '^shared/src/ui/light/' },
      to: {
        path: ['^shared/src/ui/(antd/|antdSet\\.ts$|AntdProviders|NoticesApp)', 'node_modules/(antd|@rc-component)/'],
        dependencyTypesNot: ['type-only', 'dynamic-import'],
      },
    },
    {
      name: 'singleton-state-through-the-root',
      severity: 'error',
      comment:
        "Import the session, the API client and the notices context from '@menu/shared' (the federation singleton), never by a relative or deep path.",
      from: { path: ['^shared/src/(ui|features)/', APPS], pathNot: TESTS },
      to: { ...SINGLETON_STATE, dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'shared-imports-no-app',
      severity: 'error',
      comment: 'shared/ is below every app: it never imports the shell or a remote.',
      from: { path: '^shared/' },
      to: { path: APPS },
    },
    {
      name: 'apps-apart',
      severity: 'error',
      comment:
        "An app never imports another app's source (they deploy apart): share it through shared/ or load the other remote through federation.",
      from: { path: APPS },
      to: { path: APPS, pathNot: '^$1/' },
    },
  ],
  options: {
    // A package is a leaf: an import of it is checked against the rules (antd in the light kit),
    // its own imports are not cruised. Excluding node_modules instead dropped those imports
    // unchecked (shared/src/boundaries.test.ts plants one).
    doNotFollow: { path: '(^|/)node_modules/' },
    exclude: { path: '(^|/)dist/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.cjs', '.mjs', '.json', '.d.ts'],
    },
    moduleSystems: ['es6', 'cjs'],
    cache: false,
  },
};
