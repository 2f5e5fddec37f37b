import type { CSSProperties, HTMLAttributes, ReactNode, Ref } from 'react';
import { cx } from './util';

export type TextType = 'secondary' | 'success' | 'warning' | 'danger';

interface Common {
  type?: TextType;
  className?: string;
  style?: CSSProperties;
  children?: ReactNode;
}

export interface TitleProps extends Common, HTMLAttributes<HTMLHeadingElement> {
  level?: 1 | 2 | 3 | 4 | 5;
  ref?: Ref<HTMLHeadingElement>;
}

export interface TextProps extends Common, HTMLAttributes<HTMLSpanElement> {
  strong?: boolean;
  /** One line cut with '…' (pass `title` for the whole text on hover). */
  ellipsis?: boolean;
  ref?: Ref<HTMLSpanElement>;
}

export interface ParagraphProps extends Common, HTMLAttributes<HTMLDivElement> {
  strong?: boolean;
  ellipsis?: boolean;
  ref?: Ref<HTMLDivElement>;
}

const classes = (
  kind: string,
  type: TextType | undefined,
  ellipsis: boolean | undefined,
  className: string | undefined,
) => cx('kit-typography', kind, type && `kit-typography-${type}`, ellipsis && 'kit-typography-ellipsis', className);

/** antd's Typography.Title: h1–h5 with antd's heading sizes. */
function Title({ level = 1, type, className, children, ref, ...rest }: TitleProps) {
  const Heading = `h${level}` as const;
  return (
    <Heading {...rest} ref={ref} className={classes('kit-title', type, false, className)}>
      {children}
    </Heading>
  );
}

/** antd's Typography.Text: an inline <span>. */
function Text({ type, strong, ellipsis, className, children, ref, ...rest }: TextProps) {
  return (
    <span {...rest} ref={ref} className={classes('kit-text', type, ellipsis, className)}>
      {strong ? <strong>{children}</strong> : children}
    </span>
  );
}

/** antd's Typography.Paragraph: a block (<div>, like antd) with a bottom margin of 1em. */
function Paragraph({ type, strong, ellipsis, className, children, ref, ...rest }: ParagraphProps) {
  return (
    <div {...rest} ref={ref} className={classes('kit-paragraph', type, ellipsis, className)}>
      {strong ? <strong>{children}</strong> : children}
    </div>
  );
}

/** antd's Typography (an <article>), with Title, Text and Paragraph. */
export const Typography = Object.assign(
  function Typography({ className, ...rest }: HTMLAttributes<HTMLElement> & { ref?: Ref<HTMLElement> }) {
    return <article {...rest} className={cx('kit-typography', className)} />;
  },
  { Title, Text, Paragraph },
);
