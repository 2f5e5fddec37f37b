import type { AnchorHTMLAttributes, ButtonHTMLAttributes, CSSProperties, MouseEvent, ReactNode, Ref } from 'react';
import { cx, renders, Ring } from './util';

export type ButtonType = 'primary' | 'default' | 'dashed' | 'text' | 'link';
export type ButtonSize = 'small' | 'middle' | 'large';

export interface ButtonProps
  extends Omit<ButtonHTMLAttributes<HTMLElement>, 'type' | 'onClick'>,
    Pick<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'target' | 'rel' | 'download' | 'hrefLang'> {
  /** The look (antd's `type`); the native type is `htmlType`. */
  type?: ButtonType;
  size?: ButtonSize;
  /** Drawn before the children; alone, the button is square (give it an aria-label). */
  icon?: ReactNode;
  danger?: boolean;
  /** Transparent background, coloured border and text (antd's `ghost`). */
  ghost?: boolean;
  /** A spinner replaces the icon, aria-busy is set and clicks are ignored (the button keeps its focus). */
  loading?: boolean;
  block?: boolean;
  htmlType?: 'button' | 'submit' | 'reset';
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  className?: string;
  style?: CSSProperties;
  ref?: Ref<HTMLButtonElement | HTMLAnchorElement>;
}

/** antd's Button: a <button>, or an <a> when `href` is given. */
export function Button({
  type = 'default',
  size = 'middle',
  icon,
  danger,
  ghost,
  loading = false,
  block,
  htmlType = 'button',
  disabled,
  href,
  target,
  rel,
  download,
  hrefLang,
  onClick,
  className,
  children,
  ref,
  ...rest
}: ButtonProps) {
  const iconOnly = !renders(children) && (renders(icon) || loading);
  const classes = cx(
    'kit-btn',
    `kit-btn-${type}`,
    size !== 'middle' && `kit-btn-${size}`,
    danger && 'kit-btn-danger',
    ghost && 'kit-btn-ghost',
    block && 'kit-btn-block',
    iconOnly && 'kit-btn-icon-only',
    loading && 'kit-btn-loading',
    className,
  );
  const handleClick = (event: MouseEvent<HTMLElement>) => {
    if (loading || disabled) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  const content = (
    <>
      {loading ? (
        <span className="kit-btn-icon">
          <Ring />
        </span>
      ) : (
        renders(icon) && <span className="kit-btn-icon">{icon}</span>
      )}
      {renders(children) && <span>{children}</span>}
    </>
  );
  if (href !== undefined) {
    return (
      <a
        {...(rest as AnchorHTMLAttributes<HTMLAnchorElement>)}
        ref={ref as Ref<HTMLAnchorElement>}
        target={target}
        rel={rel}
        download={download}
        hrefLang={hrefLang}
        className={cx(classes, disabled && 'kit-btn-disabled')}
        href={disabled ? undefined : href}
        aria-disabled={disabled || undefined}
        aria-busy={loading || undefined}
        tabIndex={disabled ? -1 : rest.tabIndex}
        onClick={handleClick}
      >
        {content}
      </a>
    );
  }
  return (
    <button
      {...rest}
      ref={ref as Ref<HTMLButtonElement>}
      type={htmlType}
      className={classes}
      disabled={disabled}
      aria-busy={loading || undefined}
      onClick={handleClick}
    >
      {content}
    </button>
  );
}
