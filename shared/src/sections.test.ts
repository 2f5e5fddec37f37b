/**
 * The section manifest (shared/sections.json) is the one declaration of the panel's apps
 * and sections. What cannot read it at run time (each remote's top-level routes, the
 * README) must agree with it: these checks fail when they drift.
 */
import fs from 'node:fs';
import path from 'node:path';
import manifest from '../sections.json';
import { SCOPE_LABELS, SECTIONS } from './access';

const ROOT = path.resolve(__dirname, '..', '..');
const read = (...parts: string[]) => fs.readFileSync(path.join(ROOT, ...parts), 'utf8');

describe('section manifest', () => {
  const remoteFolders = manifest.remotes.map((r) => r.folder);

  it('every section has a unique key and base path, and its page is under its base path', () => {
    expect(new Set(SECTIONS.map((s) => s.key)).size).toBe(SECTIONS.length);
    expect(new Set(SECTIONS.map((s) => s.basePath)).size).toBe(SECTIONS.length);
    for (const section of SECTIONS) {
      expect(section.path === section.basePath || section.path.startsWith(`${section.basePath}/`)).toBe(true);
      expect(['main', 'secondary']).toContain(section.sidebar);
    }
  });

  it('every section names a declared remote, and every remote renders at least one section', () => {
    for (const section of SECTIONS) if (section.remote) expect(remoteFolders).toContain(section.remote);
    for (const folder of remoteFolders) expect(SECTIONS.some((s) => s.remote === folder)).toBe(true);
  });

  it('access rules name only known scopes', () => {
    for (const section of SECTIONS) {
      for (const scope of section.access?.scopes ?? []) expect(Object.keys(SCOPE_LABELS)).toContain(scope);
    }
  });

  it("a section's `denied` view is the upgrade invitation or absent, and only where access is limited", () => {
    for (const section of SECTIONS) {
      if (section.denied === undefined) continue;
      expect(section.denied).toBe('upgrade');
      expect(section.access).toBeDefined();
    }
    // Multisucursal invites to upgrade instead of the generic disabled view.
    expect(SECTIONS.find((s) => s.key === 'multisucursal')?.denied).toBe('upgrade');
  });

  it('apps have unique folders, federation names and dev ports, and each folder is an app', () => {
    const apps = [manifest.shell, ...manifest.remotes];
    for (const key of ['folder', 'name', 'port'] as const)
      expect(new Set(apps.map((a) => a[key])).size).toBe(apps.length);
    const workspaces: string[] = JSON.parse(read('package.json')).workspaces;
    for (const app of apps) {
      expect(workspaces).toContain(app.folder);
      expect(fs.existsSync(path.join(ROOT, app.folder, 'package.json'))).toBe(true);
      expect(fs.existsSync(path.join(ROOT, app.folder, 'rspack.config.cjs'))).toBe(true);
    }
  });

  it.each(manifest.remotes.map((r) => [r.folder]))(
    "%s's exposed routes are mounted at exactly its sections' base paths",
    (folder) => {
      // Remotes own their inner routes; their top-level segments are the manifest's.
      const source = read(folder, 'src', 'remote.tsx');
      const mounted = new Set([...source.matchAll(/path: '([^'/*]+)/g)].map((m) => `/${m[1]}`));
      const declared = new Set(SECTIONS.filter((s) => s.remote === folder).map((s) => s.basePath));
      expect([...mounted].sort()).toEqual([...declared].sort());
    },
  );

  it("the README's app table lists each app's dev server, federation name and paths", () => {
    const readme = read('README.md');
    for (const app of [manifest.shell, ...manifest.remotes]) {
      // A row's first cell is the folder (the formatter pads the cells to line the table up).
      const row = readme.split('\n').find((line) => line.startsWith('|') && line.split('|')[1]?.trim() === app.folder);
      expect(row).toBeDefined();
      expect(row).toContain(`http://localhost:${app.port}`);
      expect(row).toContain(`\`${app.name}\``);
      for (const section of SECTIONS.filter((s) => s.remote === app.folder))
        expect(row).toContain(`\`${section.basePath}`);
    }
  });
});
