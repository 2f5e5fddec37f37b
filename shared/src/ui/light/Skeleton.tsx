import type { CSSProperties, ReactNode } from 'react';
import { cx } from './util';

type Width = number | string;

export interface SkeletonProps {
  /** The shimmer (stilled for prefers-reduced-motion). */
  active?: boolean;
  /** A title bar (38% wide by default); false for none. */
  title?: boolean | { width?: Width };
  /** The paragraph lines: rows (default 3 with a title, 2 without) and the widths (the last line 61%). */
  paragraph?: boolean | { rows?: number; width?: Width | Width[] };
  /** false shows the children instead. */
  loading?: boolean;
  className?: string;
  style?: CSSProperties;
  children?: ReactNode;
}

const css = (width: Width | undefined) => (width === undefined ? undefined : { width });

/** antd's Skeleton (title and paragraph lines): grey bars while content loads, hidden from assistive technology. */
export function Skeleton({
  active,
  title = true,
  paragraph = true,
  loading = true,
  className,
  style,
  children,
}: SkeletonProps) {
  if (!loading) return <>{children}</>;
  const titleWidth = typeof title === 'object' ? title.width : paragraph ? '38%' : undefined;
  const lines = typeof paragraph === 'object' ? paragraph : {};
  const rows = lines.rows ?? (title ? 3 : 2);
  const widthOf = (index: number) =>
    Array.isArray(lines.width)
      ? lines.width[index]
      : lines.width !== undefined
        ? index === rows - 1
          ? lines.width
          : undefined
        : index === rows - 1
          ? '61%'
          : undefined;
  return (
    <div className={cx('kit-skeleton', active && 'kit-skeleton-active', className)} style={style} aria-hidden="true">
      {title && <div className="kit-skeleton-title" style={css(titleWidth)} />}
      {paragraph &&
        Array.from({ length: rows }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholder lines, identical but for their width; the position is their identity
          <div key={index} className="kit-skeleton-line" style={css(widthOf(index))} />
        ))}
    </div>
  );
}
