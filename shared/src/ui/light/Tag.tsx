import type { CSSProperties, HTMLAttributes, ReactNode, Ref } from 'react';
import { cx, renders } from './util';

/** antd's preset colours the kit draws (status names map onto them). Any other value is a CSS colour. */
const PRESETS = new Set([
  'red',
  'volcano',
  'orange',
  'gold',
  'green',
  'cyan',
  'blue',
  'geekblue',
  'purple',
  'magenta',
  'success',
  'processing',
  'error',
  'warning',
  'default',
]);

export interface TagProps extends HTMLAttributes<HTMLSpanElement> {
  /** A preset name ('red', 'green', 'success', …) or a CSS colour ('#5227D0'). */
  color?: string;
  icon?: ReactNode;
  /** Accepted like antd 6, where it is deprecated: tags are 'filled' (no visible border) unless `variant` says otherwise. */
  bordered?: boolean;
  variant?: 'filled' | 'outlined' | 'solid';
  className?: string;
  style?: CSSProperties;
  ref?: Ref<HTMLSpanElement>;
}

/** antd's Tag: a small label, optionally with an icon and a colour. */
export function Tag({ color, icon, bordered: _bordered, variant, className, style, children, ref, ...rest }: TagProps) {
  const look = variant ?? 'filled';
  const preset = color !== undefined && PRESETS.has(color);
  const custom: CSSProperties | undefined =
    color && !preset
      ? look === 'solid'
        ? { background: color, borderColor: color, color: '#fff' }
        : {
            background: `color-mix(in srgb, ${color} 10%, #fff)`,
            color,
            borderColor: look === 'outlined' ? color : undefined,
          }
      : undefined;
  return (
    <span
      {...rest}
      ref={ref}
      className={cx('kit-tag', `kit-tag-${look}`, preset && `kit-tag-${color}`, className)}
      style={custom ? { ...custom, ...style } : style}
    >
      {renders(icon) ? (
        <>
          {icon}
          {renders(children) && <span>{children}</span>}
        </>
      ) : (
        children
      )}
    </span>
  );
}
