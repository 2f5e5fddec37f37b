import { Fragment } from 'react';

/** A guide's text with the labels written between ** shown in bold (a button, a field, a section). */
export function RichText({ text }: { text: string }) {
  // split with a capture group: the odd pieces are the ones that were between the markers.
  const parts = text.split(/\*\*(.+?)\*\*/g);
  return (
    // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of a fixed text, which may repeat; the position is their identity
    <>{parts.map((part, i) => (i % 2 === 1 ? <strong key={i}>{part}</strong> : <Fragment key={i}>{part}</Fragment>))}</>
  );
}
