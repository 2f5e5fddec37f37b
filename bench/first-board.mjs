// `npm run bench -- first-board [--before <static root>] [--after <static root>] [--runs N]`: the first board's first
// seconds on a slow device (bench/lib/first-seconds.mjs) and a first open of Promociones from
// it (bench/lib/web.mjs), for the dists in the tree and, with --before, for another build laid
// out as STATIC_ROOT wants it (<root>/<app>/dist), both served at once and measured in
// alternation so the machine's load falls on both alike. Figures only: nothing fails if slow.
import { createAccount, startProduct } from '../e2e/harness.mjs';
import { boardFirstSeconds } from './lib/first-seconds.mjs';
import { generateMenu } from './lib/menu-data.mjs';
import { firstSectionOpen } from './lib/web.mjs';

const argv = process.argv.slice(2);
const option = (name) => (argv.includes(name) ? argv[argv.indexOf(name) + 1] : undefined);
const runs = Math.max(1, Number(option('--runs') ?? 3));
// --after <root>: measure a copy of the build instead of the tree's dists (which others may rebuild meanwhile).
const builds = [option('--after') ? { name: 'after', staticRoot: option('--after') } : { name: 'tree' }];
if (option('--before')) builds.unshift({ name: 'before', staticRoot: option('--before') });

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

try {
  for (const build of builds) {
    build.server = await startProduct(build.staticRoot ? { staticRoot: build.staticRoot } : {});
    const account = await createAccount(build.server);
    build.pair = async () => (await build.server.api.login(account.email, account.password)).body.info;
    await generateMenu(build.server.url, (await build.pair()).access_token, {
      size: { families: 2, categories: 4, products: 40, groups: 2, tags: 2, images: 0 },
      concurrency: 4,
    });
    build.loads = [];
    build.opens = [];
  }
  for (let i = 0; i < runs; i++) {
    for (const build of builds) {
      const board = `${build.server.url}/menu/products`;
      build.loads.push(await boardFirstSeconds(board, await build.pair()));
      build.opens.push(
        await firstSectionOpen(board, await build.pair(), {
          label: 'Promociones',
          remoteFolder: 'mfe-marketing',
          dataPath: '/v1/promotions',
        }),
      );
    }
  }
  for (const build of builds) {
    const pick = (f) => build.loads.map(f);
    console.log(`\n== ${build.name}${build.staticRoot ? ` (${build.staticRoot})` : ''}`);
    const line = (label, values, unit = '') =>
      console.log(`${label}: ${median(values)}${unit} (runs ${values.join(', ')})`);
    line(
      'First row, Slow 4G + 4x CPU',
      pick((l) => l.firstRowMs),
      ' ms',
    );
    line(
      'Blocking time by the first row',
      pick((l) => l.blockingByFirstRowMs),
      ' ms',
    );
    line(
      'Blocking time in the first 15 s',
      pick((l) => l.blockingInWindowMs),
      ' ms',
    );
    line(
      'Requests by the first row',
      pick((l) => l.byFirstRow.requests),
    );
    line(
      'KB by the first row',
      pick((l) => l.byFirstRow.kb),
    );
    line(
      'Requests after the first row, within 15 s',
      pick((l) => l.afterFirstRow.requests),
    );
    line(
      'KB after the first row, within 15 s',
      pick((l) => l.afterFirstRow.kb),
    );
    line(
      'Promociones: remote round trips after the click',
      build.opens.map((o) => o.roundTripsAfterClick),
    );
    line(
      'Promociones: click -> data call (negative: at the hover)',
      build.opens.map((o) => o.clickToDataMs),
      ' ms',
    );
    line(
      'Promociones: click -> data in',
      build.opens.map((o) => o.clickToDataInMs),
      ' ms',
    );
    line(
      'Promociones: click -> heading',
      build.opens.map((o) => o.clickToScreenMs),
      ' ms',
    );
    console.log('Last run, after the first row:', build.loads.at(-1).afterFirstRowPaths.join(' '));
    console.log(`Last run, Promociones after the click:\n  ${build.opens.at(-1).afterClick.join('\n  ')}`);
  }
} finally {
  for (const build of builds) await build.server?.stop();
}
