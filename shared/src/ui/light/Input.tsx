import {
  useRef,
  useState,
  type ChangeEvent,
  type CSSProperties,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
} from 'react';
import { cx, renders } from './util';

export interface InputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size' | 'prefix'> {
  size?: 'small' | 'middle' | 'large';
  /** Inside the box, before the text (e.g. a search icon). */
  prefix?: ReactNode;
  suffix?: ReactNode;
  /** A 'Limpiar' button while there is text: it empties the box and calls onChange with an empty value. */
  allowClear?: boolean | { clearIcon?: ReactNode };
  /** Goes on the outer box (the wrapper when there is a prefix, suffix or clear button). */
  className?: string;
  style?: CSSProperties;
  /** The <input> element (antd gives an InputRef object instead). */
  ref?: Ref<HTMLInputElement>;
}

/** antd's Input, for a search box: a text field with an optional prefix and clear button. */
export function Input({
  size = 'middle',
  prefix,
  suffix,
  allowClear,
  className,
  style,
  value,
  defaultValue,
  onChange,
  disabled,
  readOnly,
  ref,
  ...rest
}: InputProps) {
  const [own, setOwn] = useState(defaultValue ?? '');
  const element = useRef<HTMLInputElement | null>(null);
  const current = value ?? own;
  const sized = size !== 'middle' && `kit-input-${size}`;

  const setRef = (node: HTMLInputElement | null) => {
    element.current = node;
    if (typeof ref === 'function') ref(node);
    else if (ref) ref.current = node;
  };
  const change = (event: ChangeEvent<HTMLInputElement>) => {
    if (value === undefined) setOwn(event.target.value);
    onChange?.(event);
  };
  const clear = () => {
    const input = element.current;
    if (!input) return;
    if (value === undefined) setOwn('');
    // antd's way: an event whose target is a copy of the input holding '' (a controlled input keeps its value until the parent updates it).
    const target = input.cloneNode(true) as HTMLInputElement;
    target.value = '';
    const event = new Event('input', { bubbles: true });
    Object.defineProperties(event, { target: { value: target }, currentTarget: { value: target } });
    onChange?.(event as unknown as ChangeEvent<HTMLInputElement>);
    input.focus();
  };

  const input = (
    <input
      {...rest}
      ref={setRef}
      value={current}
      onChange={change}
      disabled={disabled}
      readOnly={readOnly}
      className={cx(
        'kit-input',
        !(prefix || suffix || allowClear) && cx(sized, disabled && 'kit-input-disabled', className),
      )}
      style={prefix || suffix || allowClear ? undefined : style}
    />
  );
  if (!renders(prefix) && !renders(suffix) && !allowClear) return input;
  const clearable = allowClear && !disabled && !readOnly && String(current) !== '';
  return (
    <span className={cx('kit-input-affix', sized, disabled && 'kit-input-disabled', className)} style={style}>
      {renders(prefix) && <span className="kit-input-prefix">{prefix}</span>}
      {input}
      {(allowClear || renders(suffix)) && (
        <span className="kit-input-suffix">
          {allowClear && (
            // Kept (hidden) while there is nothing to clear, so the box does not change width.
            <button
              type="button"
              className="kit-input-clear"
              aria-label="Limpiar"
              hidden={!clearable}
              onMouseDown={(event) => event.preventDefault()}
              onClick={clear}
            >
              {(typeof allowClear === 'object' && allowClear.clearIcon) || (
                <svg viewBox="0 0 16 16" width="1em" height="1em" aria-hidden="true" focusable="false">
                  <circle cx="8" cy="8" r="8" fill="currentColor" />
                  <path d="M5.6 5.6l4.8 4.8m0-4.8l-4.8 4.8" stroke="#fff" strokeWidth="1.5" strokeLinecap="round" />
                </svg>
              )}
            </button>
          )}
          {suffix}
        </span>
      )}
    </span>
  );
}
