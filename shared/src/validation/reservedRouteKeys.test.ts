import fs from 'node:fs';
import path from 'node:path';
import manifest from '../../sections.json';
import { isReservedRouteKey } from './reservedRouteKeys';
import { ROUTE_KEY_PATTERN } from './rules';

const ROOT = path.resolve(__dirname, '..', '..', '..');

/** Every path literal of the shell's router and each remote's exposed route table ('/menu/categories', 'settings/*'). */
function panelPaths(): string[] {
  const files = [
    path.join(ROOT, manifest.shell.folder, 'src', 'router.tsx'),
    ...manifest.remotes.map((r) => path.join(ROOT, r.folder, 'src', 'remote.tsx')),
  ];
  return files.flatMap((file) =>
    [...fs.readFileSync(file, 'utf8').matchAll(/\bpath: '([^']+)'/g)].map((m) => m[1] as string),
  );
}

describe('reserved route keys', () => {
  it("reserves every segment of the panel's own pages, so no menu address reads like one of them", () => {
    const paths = panelPaths();
    expect(paths).toEqual(expect.arrayContaining(['/login', '/menu/categories', '/settings/general']));
    const segments = new Set(
      paths.flatMap((p) => p.split('/')).filter((segment) => segment && ROUTE_KEY_PATTERN.test(segment)),
    );
    expect([...segments].filter((segment) => !isReservedRouteKey(segment))).toEqual([]);
  });

  it.each(['menu_digital', 'carta', 'qr', 'search', 'sitemap', 'robots', 'favicon', 'invite', 'pedidos', 'stripe'])(
    'reserves the common word %p',
    (word) => expect(isReservedRouteKey(word.toUpperCase())).toBe(true),
  );
});
