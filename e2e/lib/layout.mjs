// The layout check of the panel's screens (e2e/tests/layout.test.mjs): it walks what a
// region of the page shows (a board, an editor dialog) and reports, in words an owner
// would use, what they could not read or reach:
//
//   - a control (button, link, field, tab, switch...) or a column header that sticks out
//     of the screen sideways, or is cut by a box that clips it (overflow other than
//     visible). Sideways scrollers meant to scroll (a board's table on a phone) are named by
//     the caller; what they hide is reachable. Vertical scrollers (a modal's body, a long
//     list) always are;
//   - two column headers of one row whose text overlap ('NomDescripción');
//   - a cell's or a header's text spilling out of its box over its neighbour;
//   - a word split over lines because its box is too narrow ('T/a/m/a/ñ/o');
//   - a text field too narrow to show its value (a route key in a 50 px box).
//
// The walk runs in the page (one evaluate per region), so a screen costs a few milliseconds.
/**
 * Problems of the region `root` (a Locator; default the whole page body). `scrollers` lists
 * CSS selectors of sideways scrollers whose hidden part is by design (reached by scrolling).
 * Answers an array of readable strings (empty when the region is fine).
 */
export async function layoutProblems(page, { root, scrollers = [] } = {}) {
  const target = root ?? page.locator('body');
  return target.evaluate(walk, { scrollers });
}

/* The in-page walk. Everything it needs is defined inside: it is serialised into the page. */
function walk(root, { scrollers }) {
  const CONTROLS = [
    'button',
    'a[href]',
    'input:not([type=hidden]):not([type=file])',
    'select',
    'textarea',
    '[role=button]',
    '[role=link]',
    '[role=tab]',
    '[role=switch]',
    '[role=checkbox]',
    '[role=radio]',
    '[role=combobox]',
    '[role=menuitem]',
    '[role=slider]',
    '[role=spinbutton]',
  ].join(', ');
  const HEADERS = '[role=columnheader], th';
  // antd's virtual table draws its body cells as divs.
  const CELLS = '[role=cell], td, .ant-table-cell';
  const SLACK = 1; // sub-pixel rounding
  const viewport = document.documentElement.clientWidth;
  const problems = [];
  const seen = new Set();
  const report = (text) => {
    if (!seen.has(text)) {
      seen.add(text);
      problems.push(text);
    }
  };

  const px = (n) => Math.round(n);
  const short = (text, n = 40) => {
    const clean = String(text ?? '')
      .replace(/\s+/g, ' ')
      .trim();
    return clean.length > n ? `${clean.slice(0, n - 1)}…` : clean;
  };
  const nameOf = (el) =>
    short(
      el.getAttribute('aria-label') ||
        (el.getAttribute('aria-labelledby') &&
          document.getElementById(el.getAttribute('aria-labelledby').split(' ')[0])?.textContent) ||
        el.labels?.[0]?.textContent ||
        el.textContent ||
        el.getAttribute('title') ||
        el.getAttribute('placeholder') ||
        el.value,
    );
  const kindOf = (el) =>
    el.getAttribute('role') ||
    (el.tagName === 'A' ? 'link' : el.tagName === 'TH' ? 'columnheader' : el.tagName.toLowerCase());
  /** What the element is and where: `button "Eliminar" in row "Pozole"`. */
  const describe = (el) => {
    const row = el.closest('[role=row][aria-label], tr[aria-label]');
    const where = row && row !== el ? ` in row "${short(row.getAttribute('aria-label'), 30)}"` : '';
    return `${kindOf(el)} "${nameOf(el)}"${where}`;
  };
  const boxName = (el) => {
    const id = el.id ? `#${el.id}` : '';
    const classes = [...el.classList]
      .filter((c) => !/^(css-|ant-.*-(?:ping|motion))/.test(c))
      .slice(0, 2)
      .map((c) => `.${c}`)
      .join('');
    const label = el.getAttribute('aria-label');
    return `${el.tagName.toLowerCase()}${id}${classes}${label ? `[${short(label, 24)}]` : ''}`;
  };

  const shown = (el) => {
    const rect = el.getBoundingClientRect();
    if (rect.width < 2 || rect.height < 2) return false; // display: none, or visually hidden (1 px) for screen readers
    const style = getComputedStyle(el);
    if (style.visibility !== 'visible') return false;
    if (el.closest('[aria-hidden=true], [inert]')) return false;
    return true;
  };

  /**
   * Whether text in `el` is painted: a box of no width still paints the text that overflows
   * it ('Nombre' in a 0 px header). Text for screen readers only (a 1 px clipped box) is not.
   */
  const paints = (el) => {
    if (el.getClientRects().length === 0 || getComputedStyle(el).visibility !== 'visible') return false;
    if (el.closest('[aria-hidden=true], [inert]')) return false;
    for (let node = el; node && node !== document.body; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (style.clip !== 'auto' || style.clipPath.startsWith('inset(50%')) return false;
      if (style.overflow === 'hidden' && node.offsetWidth <= 1 && node.offsetHeight <= 1) return false;
      if (Number(style.opacity) === 0) return false;
    }
    return true;
  };

  /**
   * The visible box of a clipping element (its padding box), or null when it does not clip.
   * (When one axis is not visible, neither is the other: CSS makes it auto.)
   */
  const clipOf = (el) => {
    const style = getComputedStyle(el);
    if (style.overflowX === 'visible' && style.overflowY === 'visible') return null;
    const rect = el.getBoundingClientRect();
    const left = rect.left + el.clientLeft;
    const top = rect.top + el.clientTop;
    // A virtual list (rc-virtual-list, antd's virtual table) scrolls with its own bar over overflow: hidden.
    const virtual = el.matches('.rc-virtual-list-holder, .ant-table-tbody-virtual-holder');
    return {
      el,
      scrollsX: /auto|scroll/.test(style.overflowX),
      scrollsY: virtual || /auto|scroll/.test(style.overflowY),
      left,
      right: left + el.clientWidth,
      top,
      bottom: top + el.clientHeight,
    };
  };
  const designedScroller = (el) => scrollers.some((selector) => el.matches(selector));
  // antd's tab bar lists the tabs that do not fit in its '…' menu.
  const tabsInMenu = (el) => {
    const more =
      el.matches('.ant-tabs-nav-wrap') && el.parentElement?.querySelector(':scope > .ant-tabs-nav-operations');
    return Boolean(more && !more.classList.contains('ant-tabs-nav-operations-hidden') && shown(more));
  };
  /** Clipping ancestors of el, nearest first, up to the document or the first fixed box (a modal's wrap, placed by the screen). */
  const clips = (el) => {
    const out = [];
    for (let node = el.parentElement; node && node !== document.documentElement; node = node.parentElement) {
      const clip = clipOf(node);
      if (clip) out.push(clip);
      if (getComputedStyle(node).position === 'fixed') break;
    }
    return out;
  };

  /**
   * Why `el` cannot be seen whole, or null. The nearest box it sticks out of decides: one that
   * clips it cuts it, unless that box scrolls that way by design (then it is reached by scrolling).
   */
  const cutOrOff = (el) => {
    const rect = el.getBoundingClientRect();
    for (const clip of clips(el)) {
      const outX = rect.left < clip.left - SLACK || rect.right > clip.right + SLACK;
      const outY = rect.top < clip.top - SLACK || rect.bottom > clip.bottom + SLACK;
      if (!outX && !outY) continue;
      if (outX && !(clip.scrollsX && designedScroller(clip.el)) && !tabsInMenu(clip.el)) {
        return `${describe(el)} is cut by ${boxName(clip.el)} (it spans x ${px(rect.left)}–${px(rect.right)}, the box ends at ${px(clip.left)}–${px(clip.right)})`;
      }
      // Vertical scrollers (a modal's body, a long list) are read by scrolling.
      if (outY && !clip.scrollsY) {
        return `${describe(el)} is cut by ${boxName(clip.el)} (it spans y ${px(rect.top)}–${px(rect.bottom)}, the box ends at ${px(clip.top)}–${px(clip.bottom)})`;
      }
      return null;
    }
    if (rect.left < -SLACK || rect.right > viewport + SLACK) {
      return `${describe(el)} is off screen (it spans x ${px(rect.left)}–${px(rect.right)}, the screen is ${viewport} px wide)`;
    }
    return null;
  };

  // ---- controls and headers: on screen, not cut ----------------------------------------------
  for (const el of root.querySelectorAll(`${CONTROLS}, ${HEADERS}`)) {
    const problem = shown(el) ? cutOrOff(el) : null;
    if (problem) report(problem);
  }

  // ---- text: the painted extent of an element's text, cut where its boxes clip it -------------
  /**
   * Rectangles of the text inside `el` (each text node's line boxes), clipped by el's clipping
   * descendants and el itself. `cut` collects the text clipped without an ellipsis.
   */
  const textRects = (el, cut = []) => {
    const out = [];
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent.trim()) continue;
      const parent = node.parentElement;
      if (!parent || !paints(parent)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const r of range.getClientRects()) {
        if (r.width < 1) continue;
        let box = { left: r.left, right: r.right, top: r.top, bottom: r.bottom };
        let ellipsis = false;
        for (let p = parent; p && box; p = p === el ? null : p.parentElement) {
          const clip = clipOf(p);
          if (!clip) continue;
          ellipsis ||= getComputedStyle(p).textOverflow === 'ellipsis';
          box = {
            left: Math.max(box.left, clip.left),
            right: Math.min(box.right, clip.right),
            top: Math.max(box.top, clip.top),
            bottom: Math.min(box.bottom, clip.bottom),
          };
          if (box.right - box.left < 1 || box.bottom - box.top < 1) box = null;
        }
        const lost = box ? r.right - r.left - (box.right - box.left) : r.right - r.left;
        if (lost > 2 && !ellipsis)
          cut.push({ text: node.textContent, shown: box ? box.right - box.left : 0, width: r.right - r.left });
        if (box) out.push(box);
      }
    }
    return out;
  };
  const union = (rects) =>
    rects.length === 0
      ? null
      : rects.reduce((a, b) => ({
          left: Math.min(a.left, b.left),
          right: Math.max(a.right, b.right),
          top: Math.min(a.top, b.top),
          bottom: Math.max(a.bottom, b.bottom),
        }));

  // ---- headers and cells: their text over no neighbour -----------------------------------------
  // Headers of one row must not overlap ('NomDescripción'). A sticky header (a pinned actions
  // column) lies over the columns scrolled under it by design.
  const headers = [...root.querySelectorAll(HEADERS)].filter(shown);
  const rows = new Map();
  for (const header of headers) {
    const row = header.closest('[role=row], tr') ?? header.parentElement;
    if (!rows.has(row)) rows.set(row, []);
    rows.get(row).push(header);
  }
  const sticky = (el) => {
    for (let node = el; node && node !== document.body; node = node.parentElement)
      if (getComputedStyle(node).position === 'sticky') return true;
    return false;
  };
  for (const list of rows.values()) {
    const extents = list.map((header) => ({ header, text: union(textRects(header)) })).filter((x) => x.text);
    for (let i = 0; i < extents.length; i++) {
      for (let j = i + 1; j < extents.length; j++) {
        const a = extents[i];
        const b = extents[j];
        if (sticky(a.header) || sticky(b.header)) continue;
        const overlapX = Math.min(a.text.right, b.text.right) - Math.max(a.text.left, b.text.left);
        const overlapY = Math.min(a.text.bottom, b.text.bottom) - Math.max(a.text.top, b.text.top);
        if (overlapX > SLACK && overlapY > SLACK) {
          report(`column headers "${nameOf(a.header)}" and "${nameOf(b.header)}" overlap (${px(overlapX)} px)`);
        }
      }
    }
  }

  // A cell's or a header's text must stay inside its box (or be cut there on purpose, with an ellipsis).
  for (const cell of [...root.querySelectorAll(`${CELLS}, ${HEADERS}`)].filter(shown)) {
    const box = cell.getBoundingClientRect();
    const cut = [];
    const text = union(textRects(cell, cut));
    const row = cell.closest('[role=row][aria-label], tr[aria-label]');
    const where = row && row !== cell ? ` in row "${short(row.getAttribute('aria-label'), 30)}"` : '';
    const what = kindOf(cell) === 'columnheader' || cell.tagName === 'TH' ? 'header' : 'cell';
    if (cut.length) {
      const [first] = cut;
      report(
        `the text "${short(first.text, 30)}"${where} is cut in its ${what}: ${px(first.shown)} of its ${px(first.width)} px show`,
      );
      continue;
    }
    if (!text) continue;
    const spill = Math.max(box.left - text.left, text.right - box.right);
    if (spill > 2) {
      report(
        `the text "${short(cell.textContent, 30)}"${where} spills ${px(spill)} px out of its ${what} (${px(box.width)} px wide)`,
      );
    }
  }

  // ---- words split over lines: a box too narrow for a word ------------------------------------
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || parent.closest('script, style, textarea') || !paints(parent)) continue;
    for (const match of node.textContent.matchAll(/\p{L}{4,}/gu)) {
      const range = document.createRange();
      range.setStart(node, match.index);
      range.setEnd(node, match.index + match[0].length);
      const tops = new Set([...range.getClientRects()].filter((r) => r.width >= 1).map((r) => Math.round(r.top)));
      if (tops.size > 1) {
        report(
          `the word "${match[0]}" of "${short(node.textContent, 40)}" is split over ${tops.size} lines (its box is ${px(parent.getBoundingClientRect().width)} px wide)`,
        );
        break; // one word per text is enough
      }
    }
  }

  // ---- text fields wide enough for what they hold -------------------------------------------
  const canvas = document.createElement('canvas').getContext('2d');
  const MIN_FIELD = 96; // px of text: about a dozen characters
  const fields = [...root.querySelectorAll('input, textarea')].filter(
    (el) =>
      shown(el) &&
      !/^(checkbox|radio|range|color|file|hidden|submit|button|image)$/.test(el.type) &&
      !el.closest('.ant-select'),
  );
  for (const field of fields) {
    const style = getComputedStyle(field);
    const inner = field.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    const text = field.value || field.placeholder || '';
    canvas.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const needed = Math.min(canvas.measureText(text).width, MIN_FIELD);
    if (text && inner + SLACK < needed) {
      report(`${describe(field)} is ${px(inner)} px wide inside, too narrow for "${short(text, 30)}"`);
    }
  }

  // ---- the page itself must not scroll sideways ---------------------------------------------
  const overflow = document.documentElement.scrollWidth - document.documentElement.clientWidth;
  if (overflow > SLACK) report(`the page scrolls sideways by ${px(overflow)} px`);

  return problems;
}
