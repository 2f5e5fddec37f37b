/**
 * @jest-environment node
 */
/**
 * The boundary check (.dependency-cruiser.cjs, `npx nx run shared:boundaries`) fires: forbidden
 * imports are planted in a throw-away copy of the tree's layout (a temp folder whose node_modules
 * is the repository's) and depcruise runs over it with the project's rules, so the real tree is
 * never touched. A package import (antd in the light kit) must be caught: an
 * exclude of node_modules once dropped it unchecked.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import manifest from '../sections.json';

const ROOT = path.resolve(__dirname, '..', '..');
const DEPCRUISE = path.join(ROOT, 'node_modules', '.bin', 'depcruise');

interface Fixture {
  dir: string;
  write: (file: string, text: string) => void;
}

/** A temp tree with the repository's packages and TypeScript paths, and the rules' own copy of sections.json. */
function fixture(sections: unknown = manifest): Fixture {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'boundaries-'));
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  fs.copyFileSync(path.join(ROOT, 'tsconfig.base.json'), path.join(dir, 'tsconfig.base.json'));
  // The rules read the apps from sections.json beside them: the config is copied with its own.
  fs.copyFileSync(path.join(ROOT, '.dependency-cruiser.cjs'), path.join(dir, '.dependency-cruiser.cjs'));
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  };
  write('shared/sections.json', JSON.stringify(sections));
  return { dir, write };
}

/** The violations depcruise reports over `folders` of the fixture, as 'rule: from' (empty: it passed). */
function violations({ dir }: Fixture, folders: string[]): string[] {
  const run = spawnSync(DEPCRUISE, [...folders, '--config', '.dependency-cruiser.cjs', '--output-type', 'json'], {
    cwd: dir,
    encoding: 'utf8',
  });
  // The JSON report exits 0 whatever it finds (the `err` report of the real run exits 1 on a violation).
  expect(run.stderr).toBe('');
  const report = JSON.parse(run.stdout) as { summary: { violations: Array<{ rule: { name: string }; from: string }> } };
  return report.summary.violations.map((v) => `${v.rule.name}: ${v.from}`).sort();
}

describe('import boundaries', () => {
  // One tree, one depcruise run (a few seconds each): every planted import is in it, each case
  // reads the violations of its own files. Its sections.json declares one remote more, named
  // unlike today's remotes: a pattern guessing the folders would miss it.
  const team = { folder: 'team', name: 'team', port: 3009 };
  const shell = manifest.shell.folder;
  let found: string[] = [];
  let dir = '';
  beforeAll(() => {
    const f = fixture({ ...manifest, remotes: [...manifest.remotes, team] });
    dir = f.dir;
    f.write('shared/src/ui/light/Planted.tsx', "import { Button } from 'antd';\nexport const Planted = Button;\n");
    f.write('shared/src/ui/light/Island.tsx', "export const load = () => import('antd');\n");
    f.write('shared/src/session/planted.ts', "import { message } from 'antd';\nexport const say = message.info;\n");
    f.write(`${shell}/src/secret.ts`, 'export const secret = 1;\n');
    f.write('team/src/planted.ts', `import { secret } from '../../${shell}/src/secret';\nexport const x = secret;\n`);
    found = violations(f, ['shared/src', `${shell}/src`, 'team/src']);
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  const of = (file: string) => found.filter((v) => v.endsWith(`: ${file}`));

  it('catches antd imported by the light kit (a package import), and lets its antd island load it lazily', () => {
    expect(of('shared/src/ui/light/Planted.tsx')).toEqual(['light-kit-stays-light: shared/src/ui/light/Planted.tsx']);
    expect(of('shared/src/ui/light/Island.tsx')).toEqual([]);
  });

  it("catches antd's runtime code in shared's core", () => {
    expect(of('shared/src/session/planted.ts')).toEqual(['core-imports-no-ui: shared/src/session/planted.ts']);
  });

  it('checks the apps sections.json declares: a remote added there is kept apart from the shell', () => {
    expect(of('team/src/planted.ts')).toEqual(['apps-apart: team/src/planted.ts']);
  });

  it('finds nothing else in the tree', () => {
    expect(found).toHaveLength(3);
  });
});
