import type { CSSProperties, ReactNode } from 'react';
import { cx, renders } from './util';

/** antd's simple empty image (a tray), decorative: the description says what is empty. */
const tray = (className: string) => (
  <svg className={className} width="64" height="41" viewBox="0 0 64 41" aria-hidden="true" focusable="false">
    <g transform="translate(0 1)" fill="none" fillRule="evenodd">
      <ellipse fill="#f5f5f5" cx="32" cy="33" rx="32" ry="7" />
      <g fillRule="nonzero" stroke="#d9d9d9">
        <path d="M55 12.8 44.9 1.3Q44 0 42.9 0H21.1q-1.2 0-2 1.3L9 12.8V22h46z" />
        <path
          d="M41.6 16c0-1.7 1-3 2.2-3H55v18.1c0 2.2-1.3 3.9-3 3.9H12c-1.7 0-3-1.7-3-3.9V13h11.2c1.2 0 2.2 1.3 2.2 3s1 2.9 2.2 2.9h14.8c1.2 0 2.2-1.4 2.2-3"
          fill="#fafafa"
        />
      </g>
    </g>
  </svg>
);

const SIMPLE = tray('kit-empty-img');
/** The default image: the same tray drawn larger (antd's is a fuller illustration). */
const DEFAULT = tray('kit-empty-img kit-empty-img-default');

export interface EmptyProps {
  /** Default 'No hay datos' (antd's Spanish text); false for none. */
  description?: ReactNode;
  /** Empty.PRESENTED_IMAGE_SIMPLE, Empty.PRESENTED_IMAGE_DEFAULT, an element, or an image URL. */
  image?: ReactNode;
  className?: string;
  style?: CSSProperties;
  /** Shown under the description (e.g. an add button). */
  children?: ReactNode;
}

/** antd's Empty: an image, a description and optional actions, centred. */
export function Empty({ description = 'No hay datos', image = DEFAULT, className, style, children }: EmptyProps) {
  const alt = typeof description === 'string' ? description : 'Vacío';
  return (
    <div className={cx('kit-empty', image === SIMPLE && 'kit-empty-simple', className)} style={style}>
      <div className="kit-empty-image">{typeof image === 'string' ? <img src={image} alt={alt} /> : image}</div>
      {renders(description) && <div className="kit-empty-description">{description}</div>}
      {renders(children) && <div className="kit-empty-footer">{children}</div>}
    </div>
  );
}

Empty.PRESENTED_IMAGE_SIMPLE = SIMPLE as ReactNode;
Empty.PRESENTED_IMAGE_DEFAULT = DEFAULT as ReactNode;
