// Writes src/tags/fontawesome-tags.css: Font Awesome's stylesheet with only the icons a tag
// or an allergen can carry (TAG_ICONS, ALLERGENS), about 4 KB gzip instead of 19 KB. Run it
// after changing either list or upgrading @fortawesome/fontawesome-free
// (`npm run tag-icons-css -w @menu/mfe-menu`); a test fails while the file is stale.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { tagIconsCss } from '../src/tags/tagIconsCss';

const target = fileURLToPath(new URL('../src/tags/fontawesome-tags.css', import.meta.url));
writeFileSync(target, tagIconsCss());
console.log(`[tag-icons-css] ${target}`);
