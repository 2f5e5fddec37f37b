/**
 * The API's layer check (api/.dependency-cruiser.cjs, `npx nx run @menu/api:boundaries`) fires:
 * arrows back up are planted, beside arrows that point down, in a throw-away copy of api/src's
 * layout (a temp folder whose node_modules is the repository's), and depcruise runs over it with
 * the project's rules, so the real tree is never touched. The real tree passing is the `boundaries` step of `npm test`.
 * Engine-independent: it runs on the SQLite pass only.
 */
import assert from 'node:assert/strict'
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { after, before, describe, it } from 'node:test'
import { fileURLToPath } from 'node:url'
import { DIALECT } from './helpers.js'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')
const DEPCRUISE = path.join(ROOT, 'node_modules', '.bin', 'depcruise')
const dirs: string[] = []

/** A temp tree holding `files` (path -> source) beside the repository's packages and rules. */
function tree(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'layers-'))
  dirs.push(dir)
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'), 'dir')
  fs.copyFileSync(path.join(ROOT, 'tsconfig.base.json'), path.join(dir, 'tsconfig.base.json'))
  for (const [file, text] of Object.entries({ 'api/.dependency-cruiser.cjs': '', ...files })) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    if (file === 'api/.dependency-cruiser.cjs')
      fs.copyFileSync(path.join(ROOT, 'api', '.dependency-cruiser.cjs'), path.join(dir, file))
    else fs.writeFileSync(path.join(dir, file), text)
  }
  return dir
}

/** The violations depcruise reports over the tree's api/src, as 'rule: from -> to'. */
function violations(dir: string): string[] {
  const run = spawnSync(DEPCRUISE, ['api/src', '--config', 'api/.dependency-cruiser.cjs', '--output-type', 'json'], {
    cwd: dir,
    encoding: 'utf8',
  })
  // The JSON report exits 0 whatever it finds (the real run's `err` report exits 1 on a violation).
  assert.equal(run.stderr, '')
  const report = JSON.parse(run.stdout) as {
    summary: { violations: Array<{ rule: { name: string }; from: string; to: string }> }
  }
  return report.summary.violations.map((v) => `${v.rule.name}: ${v.from} -> ${v.to}`).sort()
}

const exported = (name: string) => `export const ${name} = 1\n`

after(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true })
})

describe('API layers', { skip: DIALECT !== 'sqlite' && 'engine-independent: the SQLite pass runs it' }, () => {
  // One tree, one depcruise run (a few seconds each): every planted arrow is in it, beside arrows
  // that point down; each case reads the violations of its own files.
  let found: string[] = []
  before(() => {
    found = violations(
      tree({
        // Arrows that point down: routes -> flow -> data -> history's hook -> db, rules from anywhere.
        'api/src/routes/menu/index.ts': "import { fill } from '../../translation/fill.js'\nexport const route = fill\n",
        'api/src/translation/fill.ts': "import { list } from '../data/families-read.js'\nexport const fill = list\n",
        'api/src/data/families-read.ts':
          "import { close } from '../history/record.js'\nimport { MESSAGE } from '../errors.js'\nexport const list = [close, MESSAGE]\n",
        'api/src/history/record.ts': "import { db } from '../db/connection.js'\nexport const close = db\n",
        'api/src/db/connection.ts': "import { MESSAGE } from '../errors.js'\nexport const db = MESSAGE\n",
        'api/src/errors.ts': exported('MESSAGE'),
        // A type-only import pointing up: it names a shape and is erased at run time.
        'api/src/context.ts': 'export interface AppContext { name: string }\n',
        'api/src/data/toolkit.ts':
          "import type { AppContext } from '../context.js'\nexport const name = (c: AppContext) => c.name\n",

        // Arrows back up. A repository calling a route, and a flow:
        'api/src/plugins/errors.ts': exported('plugin'),
        'api/src/print/job.ts': exported('job'),
        'api/src/data/plans.ts': exported('plans'),
        'api/src/data/branches-write.ts':
          "import { route } from '../routes/menu/index.js'\nimport { job } from '../print/job.js'\nexport const w = [route, job]\n",
        // The database calling a repository and the history's hook:
        'api/src/db/prepare.ts':
          "import { plans } from '../data/plans.js'\nimport { close } from '../history/record.js'\nexport const p = [plans, close]\n",
        // The hook calling a repository; a rule calling the database; a flow calling a plugin:
        'api/src/history/summary.ts': "import { plans } from '../data/plans.js'\nexport const s = plans\n",
        'api/src/validation.ts': "import { db } from './db/connection.js'\nexport const v = db\n",
        'api/src/billing/charges.ts': "import { plugin } from '../plugins/errors.js'\nexport const c = plugin\n",

        // The public menu's read path reaching write code two steps down: the read model importing
        // its commands, the commands retiring images themselves.
        'api/src/public-menu/load.ts': "import { list } from '../data/products-read.js'\nexport const load = list\n",
        'api/src/data/products-read.ts': "import { save } from './products-write.js'\nexport const list = save\n",
        'api/src/data/products-write.ts':
          "import { retire } from '../history/retention.js'\nexport const save = retire\n",
        'api/src/history/retention.ts': exported('retire'),
      }),
    )
  })
  const of = (...files: string[]) => found.filter((v) => files.some((file) => v.includes(`: api/src/${file} -> `)))

  it('passes the arrows that point down: routes -> flow -> data -> history hook -> db, rules from anywhere', () => {
    assert.deepEqual(
      of(
        'routes/menu/index.ts',
        'translation/fill.ts',
        'data/families-read.ts',
        'history/record.ts',
        'db/connection.ts',
      ),
      [],
    )
  })

  it('fails on every arrow back up', () => {
    assert.deepEqual(
      of('data/branches-write.ts', 'db/prepare.ts', 'history/summary.ts', 'validation.ts', 'billing/charges.ts'),
      [
        'data-above-db: api/src/db/prepare.ts -> api/src/data/plans.ts',
        'data-above-db: api/src/history/summary.ts -> api/src/data/plans.ts',
        'flows-above-data: api/src/data/branches-write.ts -> api/src/print/job.ts',
        'hook-above-db: api/src/db/prepare.ts -> api/src/history/record.ts',
        'routes-on-top: api/src/billing/charges.ts -> api/src/plugins/errors.ts',
        'routes-on-top: api/src/data/branches-write.ts -> api/src/routes/menu/index.ts',
        'rules-are-pure: api/src/validation.ts -> api/src/db/connection.ts',
      ],
    )
  })

  it("fails when the public menu's read path reaches write code, however far down", () => {
    assert.deepEqual(of('public-menu/load.ts', 'data/products-read.ts', 'data/products-write.ts'), [
      // A command retiring images itself is an arrow back up as well (retention is the history's).
      'flows-above-data: api/src/data/products-write.ts -> api/src/history/retention.ts',
      'public-menu-reads-no-writes: api/src/public-menu/load.ts -> api/src/data/products-write.ts',
      'public-menu-reads-no-writes: api/src/public-menu/load.ts -> api/src/history/retention.ts',
    ])
  })

  it('lets a type-only import point up (it names a shape and is erased at run time)', () => {
    assert.deepEqual(of('data/toolkit.ts'), [])
  })

  it('finds nothing else in the tree', () => {
    assert.equal(found.length, 10, found.join('\n'))
  })
})
