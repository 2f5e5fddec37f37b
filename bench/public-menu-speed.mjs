#!/usr/bin/env node
// The diner's menu on a slow phone (not a test): `node bench/public-menu-speed.mjs` from the
// repository root. Starts the API as `npm start` does (NODE_ENV=production, temp SQLite), builds
// the bench's 150-dish menu with 40 photos through the real API (bench/lib/public-menu-data.mjs),
// then reports:
//   (a) BENCH_LH_RUNS (default 10) Lighthouse mobile runs under the Regular 3G preset (300 ms
//       RTT, 700 kbps, 4x CPU; simulated throttling, Lighthouse's default method): LCP, CLS and
//       total blocking time of every run, their medians, and how many runs have LCP <= 2.5 s;
//   (b) the first screen's bytes at 412 x 823 (Lighthouse's phone): what chromium transfers for
//       the document, its fonts and the images in that screen, and everything it loaded before
//       any scroll (lazy images near the screen included), by kind.
// Writes bench/results/public-menu-speed.json. Figures only: nothing fails because it is slow.
//
//   BENCH_LH_RUNS=3 node bench/public-menu-speed.mjs
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { CHROMIUM, ROOT, startProduct } from '../e2e/harness.mjs';
import { lighthouseMetrics } from './lib/lighthouse-metrics.mjs';
import { buildMenu } from './lib/public-menu-data.mjs';
import { productionEnv } from './lib/production-env.mjs';

const require = createRequire(path.join(ROOT, 'package.json'));
const LH_RUNS = Math.max(1, Number(process.env.BENCH_LH_RUNS || 10));
const PHOTOS = 40;
const LCP_TARGET_MS = 2500;
// Lighthouse's phone (Moto G Power): the first screen the bytes are counted for.
const SCREEN = { width: 412, height: 823 };

const staticRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'menu-bench-static-'));
process.on('exit', () => fs.rmSync(staticRoot, { recursive: true, force: true }));
fs.mkdirSync(path.join(staticRoot, 'shell', 'dist'), { recursive: true });
fs.writeFileSync(path.join(staticRoot, 'shell', 'dist', 'index.html'), '<!doctype html><title>x</title>');

const server = await startProduct({ staticRoot, separateMenu: true, env: { ...productionEnv(), LOG_LEVEL: 'warn' } });
let results;
try {
  const { key } = await buildMenu(server, { photos: PHOTOS });
  const pageUrl = `${server.menuUrl}/m/${key}`;
  const firstScreen = await firstScreenBytes(pageUrl);
  const lighthouse = await regular3G(pageUrl);
  results = {
    date: new Date().toISOString(),
    node: process.version,
    dishes: 150,
    photos: PHOTOS,
    firstScreen,
    lighthouse,
  };
} finally {
  await server.stop();
}

console.log(JSON.stringify(results, null, 2));
const outDir = path.join(ROOT, 'bench', 'results');
fs.mkdirSync(outDir, { recursive: true });
fs.writeFileSync(path.join(outDir, 'public-menu-speed.json'), `${JSON.stringify(results, null, 2)}\n`);
console.log('\nWritten to bench/results/public-menu-speed.json');

// ---------------------------------------------------------------------------------------

/** Bytes over the wire (headers + encoded body) of the first screen, by kind, in KB. */
async function firstScreenBytes(url) {
  const { chromium } = require('playwright-core');
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const page = await browser.newPage({ viewport: SCREEN, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
    const responses = [];
    page.on('requestfinished', (request) => responses.push(request));
    await page.goto(url, { waitUntil: 'load' });
    // Images whose box meets the first screen, by the URL the browser chose from srcset.
    const inScreen = new Set(
      await page.evaluate(
        (h) =>
          [...document.images]
            .filter((img) => {
              const r = img.getBoundingClientRect();
              return r.bottom > 0 && r.top < h && r.width > 0;
            })
            .map((img) => img.currentSrc),
        SCREEN.height,
      ),
    );
    const all = {};
    const first = { document: 0, font: 0, image: 0, other: 0 };
    for (const request of responses) {
      const sizes = await request.sizes();
      const bytes = sizes.responseBodySize + sizes.responseHeadersSize;
      const kind = ['document', 'font', 'image'].includes(request.resourceType()) ? request.resourceType() : 'other';
      all[kind] = (all[kind] ?? 0) + bytes;
      if (kind !== 'image' || inScreen.has(request.url())) first[kind] += bytes;
    }
    const kb = (o) => Object.fromEntries(Object.entries(o).map(([k, v]) => [k, Math.round(v / 102.4) / 10]));
    const total = (o) => Math.round(Object.values(o).reduce((a, b) => a + b, 0) / 102.4) / 10;
    return {
      screen: SCREEN,
      imagesInScreen: inScreen.size,
      firstScreenKB: total(first),
      firstScreenByKindKB: kb(first),
      loadedBeforeScrollKB: total(all),
      loadedBeforeScrollByKindKB: kb(all),
    };
  } finally {
    await browser.close();
  }
}

async function regular3G(url) {
  const lighthouse = (await import('lighthouse')).default;
  const chromeLauncher = await import('chrome-launcher');
  const { throttling } = await import('lighthouse/core/config/constants.js');
  const runs = [];
  const failed = [];
  // A run Lighthouse could not measure (e.g. NO_NAVSTART on a loaded machine) is retried, not counted.
  for (let attempt = 0; runs.length < LH_RUNS && attempt < LH_RUNS * 2; attempt++) {
    const chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM,
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
    });
    try {
      const { lhr } = await lighthouse(
        url,
        { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
        {
          extends: 'lighthouse:default',
          settings: { throttlingMethod: 'simulate', throttling: throttling.mobileRegular3G },
        },
      );
      if (lhr.runtimeError) {
        failed.push(lhr.runtimeError.code);
        continue;
      }
      const m = lighthouseMetrics(lhr);
      runs.push({
        lcpMs: Math.round(m.largestContentfulPaintMs),
        cls: Math.round(m.cumulativeLayoutShift * 1000) / 1000,
        tbtMs: Math.round(m.totalBlockingTimeMs),
        fcpMs: Math.round(m.firstContentfulPaintMs),
        totalBytesKB: Math.round(lhr.audits['total-byte-weight'].numericValue / 102.4) / 10,
      });
      console.log('[bench] run', runs.length, JSON.stringify(runs.at(-1)));
    } finally {
      await chrome.kill();
    }
  }
  const median = (k) => {
    const s = runs.map((r) => r[k]).sort((a, b) => a - b);
    return s[Math.floor(s.length / 2)];
  };
  return {
    version: require('lighthouse/package.json').version,
    preset: { name: 'Regular 3G', ...throttling.mobileRegular3G, method: 'simulate' },
    runs,
    failedRuns: failed,
    lcpMedianMs: median('lcpMs'),
    runsWithLcpAtMost2500: runs.filter((r) => r.lcpMs <= LCP_TARGET_MS).length,
    clsMax: Math.max(...runs.map((r) => r.cls)),
    tbtMedianMs: median('tbtMs'),
  };
}
