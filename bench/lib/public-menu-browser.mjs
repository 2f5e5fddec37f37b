// The public menu bench's browser checks (bench/public-menu.mjs (d), (e)): a 360 px wide render
// with playwright-core + chromium, and Lighthouse mobile when it is installed (imported lazily,
// so the rest of the bench runs without it).
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { CHROMIUM, ROOT } from '../../e2e/harness.mjs';
import { lighthouseMetrics } from './lighthouse-metrics.mjs';

const require = createRequire(path.join(ROOT, 'package.json'));

export async function narrowCheck(url) {
  if (!fs.existsSync(CHROMIUM)) return { skipped: `no chromium at ${CHROMIUM}` };
  const { chromium } = require('playwright-core');
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
  });
  try {
    const page = await browser.newPage({
      viewport: { width: 360, height: 740 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
    });
    const blocked = [];
    page.on('console', (m) => {
      if (m.type() === 'error') blocked.push(m.text());
    });
    await page.goto(url, { waitUntil: 'load' });
    const out = await page.evaluate(() => ({
      scrollWidth: document.scrollingElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
      h1: document.querySelector('h1')?.textContent,
      products: document.querySelectorAll('.ps > li').length,
    }));
    const shots = path.join(ROOT, 'bench', 'results');
    fs.mkdirSync(shots, { recursive: true });
    await page.screenshot({ path: path.join(shots, 'public-menu-360.png') });
    await page.locator('.fam').first().scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, -60));
    await page.screenshot({ path: path.join(shots, 'public-menu-360-products.png') });
    return {
      ...out,
      horizontalOverflow: out.scrollWidth > out.clientWidth,
      consoleErrors: blocked,
      screenshots: ['bench/results/public-menu-360.png', 'bench/results/public-menu-360-products.png'],
    };
  } finally {
    await browser.close();
  }
}

export async function lighthouseScores(url, lhRuns) {
  let lighthouse;
  let chromeLauncher;
  try {
    lighthouse = (await import('lighthouse')).default;
    chromeLauncher = await import('chrome-launcher');
  } catch {
    return { skipped: 'lighthouse is not installed' };
  }
  const runs = [];
  let last = null;
  for (let i = 0; i < lhRuns; i++) {
    const chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM,
      chromeFlags: [
        '--headless=new',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    });
    try {
      const { lhr } = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
      });
      const score = (k) => (lhr.categories[k].score === null ? null : Math.round(lhr.categories[k].score * 100));
      runs.push({
        performance: score('performance'),
        accessibility: score('accessibility'),
        ...(lhr.runtimeError ? { runtimeError: lhr.runtimeError.code } : {}),
      });
      if (!lhr.runtimeError) last = lhr;
    } finally {
      await chrome.kill();
    }
  }
  const med = (k) => {
    const valid = runs
      .map((r) => r[k])
      .filter((v) => v !== null)
      .sort((a, b) => a - b);
    return valid.length ? valid[Math.floor(valid.length / 2)] : null;
  };
  const failedA11y = last
    ? last.categories.accessibility.auditRefs
        .filter((r) => r.weight > 0 && last.audits[r.id].score !== null && last.audits[r.id].score < 1)
        .map((r) => r.id)
    : [];
  return {
    version: require('lighthouse/package.json').version,
    formFactor: 'mobile',
    runs,
    performanceMedian: med('performance'),
    accessibilityMedian: med('accessibility'),
    failedAccessibilityAudits: failedA11y,
    lastRunMetrics: lighthouseMetrics(last ?? { audits: {} }),
  };
}
