// The kit's one stylesheet, imported here because every component imports this file: an
// import in index.ts would be skipped by the bundler, which reads a re-export from the
// component's own file when the package is side-effect free.
import './kit.css';

/** Joins the truthy class names. */
export const cx = (...names: Array<string | false | null | undefined>) => names.filter(Boolean).join(' ');

/** Whether React would draw something for `node` (antd's isReactRenderable). */
export const renders = (node: unknown) => node !== undefined && node !== null && node !== false && node !== '';

/** The rotating ring of Spin and of a loading Button or Switch (decorative: the owner carries the state). */
export function Ring({ className }: { className?: string }) {
  return <span className={cx('kit-ring', className)} aria-hidden="true" />;
}
