import type { CSSProperties, ReactNode } from 'react';
import { cx, renders, Ring } from './util';

export interface SpinProps {
  /** Default true; false shows nothing (or only the children). */
  spinning?: boolean;
  size?: 'small' | 'default' | 'large';
  /** Text under the spinner (fullscreen or around children); also its accessible name. */
  tip?: ReactNode;
  /** antd 6's name for `tip`. */
  description?: ReactNode;
  /** A mask over the whole page. */
  fullscreen?: boolean;
  'aria-label'?: string;
  className?: string;
  style?: CSSProperties;
  /** Content the spinner covers while spinning (marked aria-busy). */
  children?: ReactNode;
}

/**
 * antd's Spin as a rotating ring in the primary colour: role="status", named by aria-label
 * or by the tip. Alone it is an inline <span>, so it fits in a heading or a table cell.
 */
export function Spin({
  spinning = true,
  size = 'default',
  tip,
  description,
  fullscreen,
  'aria-label': label,
  className,
  style,
  children,
}: SpinProps) {
  const text = description ?? tip;
  const name = label ?? (typeof text === 'string' ? text : undefined);
  const nested = children !== undefined && !fullscreen;
  const classes = cx(
    'kit-spin',
    size !== 'default' && `kit-spin-${size}`,
    fullscreen && 'kit-spin-fullscreen',
    className,
  );
  const indicator = (Tag: 'span' | 'div', extra?: string) => (
    <Tag role="status" aria-label={name} className={cx(classes, extra)} style={nested ? undefined : style}>
      <Ring />
      {renders(text) && (fullscreen || nested) && <span className="kit-spin-text">{text}</span>}
    </Tag>
  );
  if (nested) {
    return (
      <div className="kit-spin-nested" aria-busy={spinning} style={style}>
        {spinning && indicator('div', 'kit-spin-over')}
        <div className={cx('kit-spin-container', spinning && 'kit-spin-blur')}>{children}</div>
      </div>
    );
  }
  if (!spinning) return null;
  return fullscreen ? indicator('div') : indicator('span');
}
