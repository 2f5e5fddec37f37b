import { useState, type CSSProperties, type HTMLAttributes, type MouseEvent, type ReactNode } from 'react';
import { cx, renders } from './util';

export type AlertType = 'success' | 'info' | 'warning' | 'error';

export interface AlertProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** Default 'info' ('warning' for a banner). */
  type?: AlertType;
  /** Default false (true for a banner). */
  showIcon?: boolean;
  /** Replaces the type's icon. */
  icon?: ReactNode;
  /** The first line (antd 6's name). */
  title?: ReactNode;
  /** antd 5's name for `title`. */
  message?: ReactNode;
  description?: ReactNode;
  /** Beside the text, e.g. a 'Reintentar' button. */
  action?: ReactNode;
  /** A 'Cerrar' button that hides the alert. */
  closable?: boolean | { onClose?: (event: MouseEvent<HTMLButtonElement>) => void; 'aria-label'?: string };
  onClose?: (event: MouseEvent<HTMLButtonElement>) => void;
  afterClose?: () => void;
  /** Full width at the top of a page: no border or radius. */
  banner?: boolean;
  className?: string;
  style?: CSSProperties;
}

const GLYPHS: Record<AlertType, string> = {
  success: 'M4.6 8.3l2.2 2.2 4.6-4.8',
  info: 'M8 7.2v4.3M8 4.6v.2',
  warning: 'M8 4.4v4.3M8 11.2v.2',
  error: 'M5.6 5.6l4.8 4.8m0-4.8l-4.8 4.8',
};

function TypeIcon({ type }: { type: AlertType }) {
  return (
    <svg viewBox="0 0 16 16" width="1em" height="1em" aria-hidden="true" focusable="false">
      <circle cx="8" cy="8" r="8" fill="currentColor" />
      <path d={GLYPHS[type]} fill="none" stroke="#fff" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/**
 * antd's Alert: role="alert" for errors and warnings (announced at once), role="status" for
 * info and success.
 */
export function Alert({
  type,
  showIcon,
  icon,
  title,
  message,
  description,
  action,
  closable,
  onClose,
  afterClose,
  banner,
  className,
  role,
  ...rest
}: AlertProps) {
  const [closed, setClosed] = useState(false);
  if (closed) return null;
  const kind = type ?? (banner ? 'warning' : 'info');
  const withIcon = showIcon ?? Boolean(banner);
  const heading = title ?? message;
  const close = (event: MouseEvent<HTMLButtonElement>) => {
    (typeof closable === 'object' ? closable.onClose : undefined)?.(event);
    onClose?.(event);
    setClosed(true);
    afterClose?.();
  };
  return (
    <div
      {...rest}
      role={role ?? (kind === 'error' || kind === 'warning' ? 'alert' : 'status')}
      className={cx(
        'kit-alert',
        `kit-alert-${kind}`,
        renders(description) && 'kit-alert-with-description',
        banner && 'kit-alert-banner',
        className,
      )}
    >
      {withIcon && <span className="kit-alert-icon">{icon ?? <TypeIcon type={kind} />}</span>}
      <div className="kit-alert-section">
        {renders(heading) && <div className="kit-alert-title">{heading}</div>}
        {renders(description) && <div className="kit-alert-description">{description}</div>}
      </div>
      {renders(action) && <div className="kit-alert-action">{action}</div>}
      {closable && (
        <button
          type="button"
          className="kit-alert-close"
          aria-label={(typeof closable === 'object' && closable['aria-label']) || 'Cerrar'}
          onClick={close}
        >
          <svg viewBox="0 0 16 16" width="1em" height="1em" aria-hidden="true" focusable="false">
            <path d="M3.5 3.5l9 9m0-9l-9 9" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
          </svg>
        </button>
      )}
    </div>
  );
}
