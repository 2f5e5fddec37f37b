/**
 * Writes api/assets/fa-solid-subset.woff2: Font Awesome solid cut down to the icons the public
 * menu shows by default (subsetIconNames() in src/public-menu/icons.ts: the panel's tag icons,
 * the allergens' and the warning). Run it after changing that list or upgrading Font Awesome:
 *   node --import tsx scripts/subset-icons.ts        (from api/; `npm run icons:subset -w api`)
 * The result is committed, so the server needs no subsetting tool; test/public-icons.test.ts
 * fails when it no longer matches the list.
 */
import fs from 'node:fs'
import subsetFont from 'subset-font'
import { iconFont, SUBSET_FILE, subsetGlyphs } from '../src/public-menu/icons.js'

const subset = await subsetFont(fs.readFileSync(iconFont().file), subsetGlyphs().join(''), { targetFormat: 'woff2' })
fs.writeFileSync(SUBSET_FILE, subset)
console.log(`${SUBSET_FILE}: ${subsetGlyphs().length} icons, ${subset.length} bytes`)
