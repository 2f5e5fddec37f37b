// Which of the shell build's files a page preloads: the start-up files of every page, and what a
// panel page needs on top (see preloadStartup.cjs). Pure (no rspack), so a unit test reads it.
const contract = require('../startup.json');

// Shared modules that are not preloaded with every page: the antd sets (see above) and the
// panel's data cache (shared/src/data; /login never reads a list).
const NOT_AT_START = contract.notPreloadedAtStart;
// The panel's lazy import in shell/src/router.tsx.
const PANEL = './panel/Panel';

/**
 * The shared module a chunk group loads, from its origin (`provide shared module (default)
 * react@19.3.1 = ...` or `consume shared module (default) react@19.3.1 (strict) (fallback: ...)`).
 * Both kinds of group load at start-up (the runtime takes some libraries through the shell's
 * own fallback).
 */
function sharedModuleOf(group) {
  for (const origin of group.origins || []) {
    const match = /^(provide|consume) shared module \([^)]*\) (.+?)@\S+ /.exec(origin.module?.identifier?.() ?? '');
    if (match) return { key: match[2], provides: match[1] === 'provide' };
  }
  return null;
}

/** Files of the page's start-up (every page) and of a panel page on top of it. */
function preloadFiles(compilation) {
  const startup = new Set();
  const panel = new Set();
  for (const group of compilation.chunkGroups) {
    const requests = (group.origins || []).map((origin) => origin.request).filter(Boolean);
    const shared = sharedModuleOf(group);
    let into = null;
    if (requests.includes('./bootstrap') || (shared && !NOT_AT_START.includes(shared.key))) into = startup;
    else if (requests.includes(PANEL)) into = panel;
    if (!into) continue;
    for (const chunk of group.chunks) for (const file of chunk.files) if (/\.(js|css)$/.test(file)) into.add(file);
  }
  for (const file of startup) panel.delete(file);
  return { startup: [...startup].sort(), panel: [...panel].sort() };
}

module.exports = { preloadFiles };
