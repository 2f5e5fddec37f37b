// The API's layers, checked by `npm test` (this package's `boundaries` target: dependency-cruiser
// over api/src, a few seconds; `npx nx run api:boundaries`). What each layer holds is in
// api/README.md ("Layers"). Each arrow points down, never back up:
//
//   routes (the HTTP edge and the process wiring)
//     -> flows (the use cases: billing, scheduled changes, the public menu, print, the menu sheet,
//        translation, auth, history's restore/undo/read/retention, views, fonts, mail, images)
//       -> data (api/src/data: the repositories, read models and commands)
//         -> history's hook (history/record.ts and what it reads: every transaction's last
//            statement closes its change, data/toolkit.ts `inTransaction`)
//           -> db (api/src/db: connection, migrations, triggers, column codecs)
//
// Rules (pure declarations and rules: errors, config, schemas, time, the pricing rules, the
// recorded tables...) sit beside every layer: any layer imports them, and they import only each
// other. A type-only import is not an arrow: it names a shape and is erased at run time (a
// repository may take the app context's type); a rule here fails on what runs.
// Import circles are not a rule here (the frontend's check has one): a circle inside a layer runs
// (ES modules), and one across layers already breaks an arrow rule below.
// A rule's `comment` is what a failing run prints: it says what to do instead.
const SRC = '^api/src/'
const ROUTES = [
  `${SRC}(routes|plugins|cli)/`,
  `${SRC}(app|main|openapi|production-checks|background|context)\\.ts$`,
  // A flow's own HTTP routes (the payment providers' pages and webhooks, the test clock).
  `${SRC}.*[/-]routes?\\.ts$`,
  `${SRC}billing/renewals/test-clock\\.ts$`,
]
const HOOK = `${SRC}history/(context|record|summary|labels|marker)\\.ts$`
const DATA = `${SRC}data/`
const DB = `${SRC}db/`
const RULES = [
  `${SRC}(schemas|time)/`,
  `${SRC}(config|env-limits|errors|validation|every|remotes)\\.ts$`,
  `${SRC}auth/(secrets|api-key-format)\\.ts$`,
  `${SRC}billing/(pricing|payments/idempotency)\\.ts$`,
  `${SRC}history/tables\\.ts$`,
  `${SRC}images/sizes\\.ts$`,
  `${SRC}public-menu/schema\\.ts$`,
  `${SRC}scheduled/(entities|run-at)\\.ts$`,
  `${SRC}translation/glossary-text\\.ts$`,
]
const FLOWS = {
  path: `${SRC}(auth|billing|scheduled|public-menu|print|menu-sheet|translation|history|views|fonts|mail|images|workers|metrics)/`,
  pathNot: [...ROUTES, HOOK, ...RULES],
}
// What a write runs: the repositories' commands and history's retention, restore and undo.
const WRITES = [`${DATA}[^/]+-write\\.ts$`, `${SRC}history/(retention|restore|undo)\\.ts$`]
const RUNS = { dependencyTypesNot: ['type-only'] }

module.exports = {
  forbidden: [
    {
      name: 'routes-on-top',
      severity: 'error',
      comment:
        'Only the HTTP edge imports a route or a plugin: move what a flow, a repository or the database needs out of the route into the layer that uses it.',
      from: { path: SRC, pathNot: ROUTES },
      to: { path: ROUTES, ...RUNS },
    },
    {
      name: 'flows-above-data',
      severity: 'error',
      comment:
        'A repository, the history hook, the database and the rules never call a use case (a flow): move the call up into the flow, or the pure part of the flow down into the rules.',
      from: { path: [DATA, HOOK, DB, ...RULES] },
      to: { ...FLOWS, ...RUNS },
    },
    {
      name: 'data-above-db',
      severity: 'error',
      comment:
        'The database layer, the history hook and the rules never call a repository: a seed or a query the database needs belongs in data/, called from above.',
      from: { path: [HOOK, DB, ...RULES] },
      to: { path: DATA, ...RUNS },
    },
    {
      name: 'hook-above-db',
      severity: 'error',
      comment: "The database layer and the rules never call the history's hook: only a transaction's close does.",
      from: { path: [DB, ...RULES] },
      to: { path: HOOK, ...RUNS },
    },
    {
      name: 'rules-are-pure',
      severity: 'error',
      comment:
        'A rule module (errors, config, schemas, pricing, the recorded tables...) is pure: it imports no database code. Move what queries into data/.',
      from: { path: RULES },
      to: { path: DB, ...RUNS },
    },
    {
      name: 'public-menu-reads-no-writes',
      severity: 'error',
      comment:
        "The public menu's read path (and the print that renders it) reaches no write code: import a repository's read model (data/<x>-read.ts), not its commands; image retention runs from history's pruning, not from a write.",
      from: { path: `${SRC}(public-menu|print)/` },
      to: { path: WRITES, reachable: true },
    },
  ],
  options: {
    // A package is a leaf: its import is seen, its own imports are not cruised.
    doNotFollow: { path: '(^|/)node_modules/' },
    exclude: { path: '(^|/)dist/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.js', '.mjs', '.cjs', '.json', '.d.ts'],
    },
    moduleSystems: ['es6', 'cjs'],
    cache: false,
  },
}
