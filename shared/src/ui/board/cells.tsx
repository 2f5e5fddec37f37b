import { Tag } from '@menu/shared/kit';
import type { ReactNode } from 'react';
import { truncateText } from '../../format/text';

/** A description cut to 70 characters plus '…'; the whole text is its tooltip. */
export function Truncated({ text }: { text: string | null | undefined }) {
  if (!text) return null;
  const short = truncateText(text);
  return <span title={short === text ? undefined : text}>{short}</span>;
}

/** A row shows at most five tag chips. */
export const MAX_CHIPS = 5;

/** At most five chips, then one '…' chip whose tooltip names the rest. */
export function Chips<T>({
  items,
  label,
  icon,
}: {
  items: T[];
  label: (item: T) => string;
  icon?: (item: T) => ReactNode;
}) {
  if (!items.length) return null;
  const shown = items.slice(0, MAX_CHIPS);
  const rest = items.slice(MAX_CHIPS);
  return (
    <span className="board-chips">
      {shown.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the chips hold no state and may repeat a label; the position is their identity
        <Tag key={index} icon={icon?.(item)}>
          {label(item)}
        </Tag>
      ))}
      {rest.length > 0 && (
        <Tag title={rest.map(label).join(', ')} aria-label={`${rest.length} más`}>
          …
        </Tag>
      )}
    </span>
  );
}

/** A small square image (product photo, family icon), lazy-loaded; nothing when there is none. */
export function Thumb({ src, alt }: { src: string | null | undefined; alt: string }) {
  if (!src) return null;
  return <img className="board-thumb" src={src} alt={alt} width={40} height={40} loading="lazy" decoding="async" />;
}
