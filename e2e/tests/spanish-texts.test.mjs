// Spanish everywhere (issue 38): an owner on each plan (FREEMIUM, NEGOCIO, FRANCHISES) opens every
// section of the sidebar (read from shared/sections.json) and every tab of it, and what the panel
// shows or says is read: the visible text (document.body.innerText) and the aria-labels,
// placeholders, titles and alt texts of what is rendered (what a screen reader says). No English
// word may be in it, outside a small allow-list of brand and technical names (Facebook, Google Tag
// Manager, QR, PDF...). The login screen is read too. An English 'Branch' title on General and
// Integraciones de marketing of every FREEMIUM and NEGOCIO account was how this was found.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { ROOT, WAIT, createAccount, loginThroughUi, sidebarEntry, startProduct, withBrowser } from '../harness.mjs';
import { escapeRegExp } from '../lib/panel.mjs';

const { sections: SECTIONS } = JSON.parse(readFileSync(path.join(ROOT, 'shared', 'sections.json'), 'utf8'));

/** Names that stay as they are in a Spanish panel: brands, products, formats and their abbreviations. */
const ALLOWED = [
  'Google Tag Manager',
  'Google Analytics',
  'Facebook Pixel',
  'Facebook',
  'Instagram',
  'TikTok',
  'WhatsApp',
  'Google',
  'Pixel',
  'Stripe',
  'Excel',
  'QR',
  'PDF',
  'CSV',
  'URL',
  'GTM',
  'ID',
  'Link', // the spec's own words: 'Generar Link', 'Compartir Link'
  'SS Nickson One', // the default fonts (spec)
  'Aktiv Grotesk',
];

/**
 * Common English words of an interface that are not also Spanish words ('no', 'general', 'color',
 * 'total', 'error', 'plan', 'marketing', 'actual' and the like are left out on purpose).
 */
const ENGLISH = new Set(
  `the and of to for with your you please click here page not found is are this that from by on at an it be will can cannot
  could should would have was were been what which who when where why how all any each every some more less only just also
  than then there their they we our us my off out up down into over under about after before again new old first last next
  previous back add edit delete remove save saved cancel close open submit send search filter clear reset select choose
  upload download copy paste share print preview view views show hide expand collapse loading load success warning info
  retry reload refresh update updated create created name price prices description image images photo file files date time
  day days week month year today tomorrow yesterday now hour hours minute minutes settings setting account profile password
  email login logout sign signup register branch branches template templates product products category categories family
  families variant variants group groups tags promotion promotions advertising ad ads billing invoice payment payments card
  cards subscription free monthly yearly annual upgrade downgrade feature features enabled disabled enable disable active
  inactive status pending applied failed cancelled canceled scheduled schedule history undo restore language languages
  translation translations translate export import sheet table tables visits required invalid empty none yes done help
  tutorials tutorial welcome home dashboard customize brand identity integrations theme font fonts background text button
  buttons headline body default custom phone address website username sold available unavailable allergens diets calories
  portion featured recommended drag drop move sort items item list details summary change changes method amount quantity
  checkout confirm confirmation mode test unknown other others untitled clone duplicate keyboard press space enter setup
  notification notifications shop play credit plus minus right left check question franchise franchises business`
    .split(/\s+/)
    .filter(Boolean),
);

/**
 * In the page: after two frames, whether anything is loading, and what the page shows or says:
 * the visible text, and the accessible texts of what is rendered.
 */
async function reading() {
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  const busy = document.querySelector(
    '[aria-busy="true"], .ant-spin-spinning, .kit-spin, .ant-skeleton-active, .kit-skeleton-active',
  );
  const texts = [document.body.innerText];
  for (const el of document.body.querySelectorAll('[aria-label], [placeholder], [title], img[alt]')) {
    // antd's icons name their glyph in English in their aria-label ('plus', 'eye', 'down', also in the
    // controls antd draws itself): not on screen, but a screen reader says it beside the control's Spanish
    // name. That is antd's, one fix for every icon (reported with issue 38), so it is left out here.
    if (el.matches('.anticon[role="img"]')) continue;
    if (el.closest('[aria-hidden="true"]') || !el.checkVisibility()) continue;
    for (const attribute of ['aria-label', 'placeholder', 'title', 'alt']) {
      const value = el.getAttribute(attribute);
      if (value) texts.push(value);
    }
  }
  return { busy: Boolean(busy), text: texts.join('\n') };
}

const ALLOWED_RE = new RegExp(`\\b(${ALLOWED.map(escapeRegExp).join('|')})\\b`, 'g');

/** The English words of `text` (addresses and allowed names left out), each with a little context. */
function englishWords(text) {
  const found = [];
  for (const line of text.split('\n')) {
    const clean = line
      .replace(/\b[\w.+-]+@[\w-]+(\.[\w-]+)+\b/g, ' ') // e-mails
      .replace(/\b(https?:\/\/|www\.)\S+/g, ' ') // links
      .replace(/\b[\w-]+(\.[\w-]+)+\/\S*/g, ' ') // a host and path ('127.0.0.1:8080/m/…')
      .replace(ALLOWED_RE, ' ');
    for (const [word] of clean.matchAll(/\p{L}+/gu))
      if (ENGLISH.has(word.toLowerCase())) found.push(`'${word}' in "${line.trim().slice(0, 80)}"`);
  }
  return found;
}

/** Waits until nothing on the page is loading and two readings in a row agree; answers the text. */
async function settledText(page) {
  const deadline = Date.now() + WAIT;
  let last = null;
  for (;;) {
    const { busy, text } = await page.evaluate(reading);
    if (!busy && text === last) return text;
    if (Date.now() > deadline) throw new Error(`the page never settled (loading: ${busy}) at ${page.url()}`);
    last = busy ? null : text;
  }
}

let server;
before(async () => {
  server = await startProduct();
});
after(async () => {
  await server?.stop();
});

for (const plan of ['FREEMIUM', 'NEGOCIO', 'FRANCHISES']) {
  test(`${plan}: every section and tab of the panel speaks Spanish (no English word outside brand names)`, async (t) => {
    const account = await createAccount(server, { plan });
    await withBrowser(t, server, async ({ page }) => {
      const problems = new Set();
      const places = [];
      const report = (where, text) => {
        places.push(where);
        for (const word of englishWords(text)) problems.add(`${where}: ${word}`);
      };
      const here = () => new URL(page.url()).pathname;
      await page.goto(`${server.url}/login`);
      await page.getByRole('button', { name: 'Iniciar Sesión' }).waitFor();
      report('/login', await settledText(page));
      await loginThroughUi(page, server, account.email, account.password, { navigate: false });

      for (const section of SECTIONS) {
        // A gated entry (aria-disabled) still leads to the view that explains the plan: it is read too.
        await sidebarEntry(page, section.label).click({ force: true });
        // Tutoriales opens a modal over the page; the others open their path (or the plan's explanation).
        await page.waitForFunction(
          (base) =>
            location.pathname.startsWith(base) ||
            location.pathname === '/disabled' ||
            document.querySelector('[role="dialog"]'),
          section.basePath,
        );
        const text = await settledText(page);
        // A section opened in a modal (Tutoriales) is read, then closed before the next one.
        const dialog = page.getByRole('dialog');
        if (await dialog.count()) {
          report(section.label, text);
          await page.keyboard.press('Escape');
          await dialog.waitFor({ state: 'hidden' });
          continue;
        }
        const tabs = page.locator('main [role="tab"]');
        const count = await tabs.count();
        if (count === 0) report(`${section.label} (${here()})`, text);
        for (let i = 0; i < count; i++) {
          const tab = tabs.nth(i);
          if ((await tab.getAttribute('aria-selected')) !== 'true') {
            await tab.click();
            await tab.and(page.locator('[aria-selected="true"]')).waitFor();
          }
          report(`${section.label} › ${(await tab.innerText()).trim()} (${here()})`, await settledText(page));
        }
      }
      t.diagnostic(`read: ${places.join(', ')}`);
      assert.deepEqual([...problems], [], `English on the ${plan} panel:\n${[...problems].join('\n')}`);
    });
  });
}
