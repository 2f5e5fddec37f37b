// What the combos browser test (e2e/tests/combos.test.mjs) leans on: the server's test clock moved
// to a weekday and local time of the branch's zone, the local date of an instant, the public menu's
// page checks (no script but the JSON-LD, no horizontal scroll, axe-core clean), a PDF's text, and
// an antd Select's option picked once its list has slid in.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Year, month, day, weekday (0 = domingo) and minutes since midnight of an instant in `zone`. */
export function localParts(epochMs, zone) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(epochMs)
      .map((p) => [p.type, p.value]),
  );
  const weekday = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(parts.weekday);
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    day: Number(parts.day),
    weekday,
    minutes: Number(parts.hour) * 60 + Number(parts.minute) + Number(parts.second) / 60 + (epochMs % 1000) / 60000,
  };
}

/** The server's test clock (TEST_CLOCK=1): `advance(minutes)` moves it forward and answers the new now (ms). */
export function testClock(server) {
  const advance = async (minutes) => {
    const res = await server.api.call('POST', '/__test__/clock', { advance_minutes: minutes });
    assert.equal(res.status, 200, `POST /__test__/clock: ${res.status} ${res.text}`);
    return Date.parse(res.body.now);
  };
  return {
    advance,
    now: () => advance(0),
    /**
     * The next local `weekday` (0 = domingo) at hh:mm in `zone`, strictly after the server's now,
     * without moving the clock: {minutes: how far ahead, date: its local YYYY-MM-DD, day}.
     */
    async nextAt(weekday, hhmm, zone) {
      const now = await advance(0);
      const here = localParts(now, zone);
      const target = Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
      let days = (weekday - here.weekday + 7) % 7;
      if (days === 0 && target <= here.minutes) days = 7;
      const minutes = days * 1440 + target - here.minutes;
      // Read the date at the target itself (a DST change in between moves the hour, never the day).
      const at = localParts(now + minutes * 60_000, zone);
      return { minutes, date: at.date, day: at.day };
    },
    /** Moves the clock to the next local hh:mm (later today or tomorrow) in `zone`; answers the new now. */
    async toTime(hhmm, zone) {
      const here = localParts(await advance(0), zone);
      const target = Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
      let delta = target - here.minutes;
      if (delta <= 0) delta += 1440;
      return advance(delta);
    },
  };
}

/** YYYY-MM-DD plus `days`. */
export const plusDays = (date, days) =>
  new Date(Date.parse(`${date}T12:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The public menu at a phone's width: no horizontal scroll, no script but the JSON-LD, axe-core clean. */
export async function checkPublicPage(page, width, what) {
  const layout = await page.evaluate(() => ({
    scrollWidth: document.scrollingElement.scrollWidth,
    scripts: document.querySelectorAll('script:not([type="application/ld+json"])').length,
    jsonLd: document.querySelectorAll('script[type="application/ld+json"]').length,
  }));
  assert.ok(layout.scrollWidth <= width, `${what}: no horizontal scroll (${layout.scrollWidth})`);
  assert.equal(layout.scripts, 0, `${what}: no script but the JSON-LD data block`);
  assert.equal(layout.jsonLd, 1, `${what}: the JSON-LD data block`);
  const axe = await new AxeBuilder({ page }).analyze();
  assert.deepEqual(
    axe.violations.map((v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
    [],
    `${what}: axe-core finds nothing`,
  );
}

/** A PDF answered by the API (with the account's token), as pdftotext reads it, whitespace collapsed. */
export async function pdfTextOf(server, token, pathname) {
  const res = await fetch(server.url + pathname, { headers: { authorization: `Bearer ${token}` } });
  assert.equal(res.status, 200, `GET ${pathname}: ${res.status}`);
  const bytes = Buffer.from(await res.arrayBuffer());
  assert.equal(bytes.subarray(0, 5).toString('latin1'), '%PDF-', `${pathname}: a PDF`);
  const file = path.join(os.tmpdir(), `menu-e2e-combos-${process.pid}-${Date.now()}.pdf`);
  writeFileSync(file, bytes);
  try {
    return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
  } finally {
    rmSync(file, { force: true });
  }
}

/**
 * Picks an option of an antd Select (`field`, its combobox): opens it (typing `search` when
 * given) and clicks the option whose text matches `text` once the list has finished sliding in;
 * a click during the slide can miss the option (seen on a loaded machine), as a person's would.
 */
export async function pickOption(page, field, text, search) {
  await field.click();
  if (search) await field.fill(search);
  const dropdown = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
  const option = dropdown.locator('.ant-select-item-option').filter({ hasText: text });
  await option.waitFor();
  await dropdown.evaluate(async (el) => {
    const moving = () =>
      /-(appear|enter)(-|\s|$)/.test(el.className) ||
      el.getAnimations({ subtree: true }).some((a) => a.playState === 'running');
    const deadline = Date.now() + 5000;
    while (moving() && Date.now() < deadline) await new Promise((resolve) => requestAnimationFrame(resolve));
  });
  await option.click();
}
