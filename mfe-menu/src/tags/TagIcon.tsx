// Font Awesome's stylesheet with only the tag icons (generated: scripts/tag-icons-css.ts).
import './fontawesome-tags.css';
import '@fortawesome/fontawesome-free/css/solid.min.css';
import { tagIconOption } from '@menu/shared/menu/tagIcons';
import type { CSSProperties } from 'react';

/**
 * A tag's Font Awesome icon (the font ships with the panel; the public menu shows the
 * same classes). Decorative unless `title` is given.
 */
export function TagIcon({ icon, title, style }: { icon: string | null | undefined; title?: string; style?: CSSProperties }) {
  if (!icon) return null;
  return (
    <i
      className={icon}
      style={style}
      {...(title ? { role: 'img', 'aria-label': title, title } : { 'aria-hidden': true })}
      data-icon={icon}
    />
  );
}

/** The Spanish label of a stored icon class (or the class itself if it is not ours). */
export const tagIconLabel = (icon: string) => tagIconOption(icon)?.label ?? icon;
