import {
  useState,
  type ButtonHTMLAttributes,
  type CSSProperties,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { cx, Ring } from './util';

type SwitchEvent = MouseEvent<HTMLButtonElement> | KeyboardEvent<HTMLButtonElement>;

export interface SwitchProps
  extends Omit<
    ButtonHTMLAttributes<HTMLButtonElement>,
    'onChange' | 'onClick' | 'value' | 'defaultValue' | 'type' | 'children'
  > {
  checked?: boolean;
  defaultChecked?: boolean;
  /** antd's alias of `checked` (and `defaultValue` of `defaultChecked`). */
  value?: boolean;
  defaultValue?: boolean;
  onChange?: (checked: boolean, event: SwitchEvent) => void;
  onClick?: (checked: boolean, event: SwitchEvent) => void;
  /** A spinner in the handle; the switch cannot be toggled meanwhile. */
  loading?: boolean;
  size?: 'small' | 'default';
  checkedChildren?: ReactNode;
  unCheckedChildren?: ReactNode;
  className?: string;
  style?: CSSProperties;
  ref?: Ref<HTMLButtonElement>;
}

/** antd's Switch: <button role="switch" aria-checked>; click, Space or Enter toggle it, ← turns it off and → on. */
export function Switch({
  checked,
  defaultChecked,
  value,
  defaultValue,
  onChange,
  onClick,
  loading,
  disabled,
  size = 'default',
  checkedChildren,
  unCheckedChildren,
  className,
  onKeyDown,
  ref,
  ...rest
}: SwitchProps) {
  const [own, setOwn] = useState(Boolean(defaultChecked ?? defaultValue));
  const controlled = checked ?? value;
  const on = controlled ?? own;
  const blocked = Boolean(disabled || loading);

  const change = (next: boolean, event: SwitchEvent) => {
    if (blocked) return on;
    if (next !== on) {
      if (controlled === undefined) setOwn(next);
      onChange?.(next, event);
    }
    return next;
  };

  return (
    <button
      {...rest}
      ref={ref}
      type="button"
      role="switch"
      aria-checked={on}
      aria-busy={loading || undefined}
      disabled={blocked}
      className={cx('kit-switch', size === 'small' && 'kit-switch-small', on && 'kit-switch-checked', className)}
      onClick={(event) => {
        const next = change(!on, event);
        onClick?.(next, event);
      }}
      onKeyDown={(event) => {
        if (event.key === 'ArrowLeft') change(false, event);
        else if (event.key === 'ArrowRight') change(true, event);
        onKeyDown?.(event);
      }}
    >
      <span className="kit-switch-handle">{loading && <Ring />}</span>
      {(checkedChildren !== undefined || unCheckedChildren !== undefined) && (
        <span className="kit-switch-inner">{on ? checkedChildren : unCheckedChildren}</span>
      )}
    </button>
  );
}
