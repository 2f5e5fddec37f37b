import { COLUMN_GAP, NESTED_BORDER, NESTED_MARGIN, ROW_PADDING_X } from './grid';

// The board's look, rendered once as a hoisted <style> (React 19 dedupes it by href),
// so the shared package needs no CSS pipeline of its own.
export const BOARD_CSS = `
.board { background: #fff; border-radius: 12px; padding: 20px 24px; box-shadow: 0 1px 2px rgba(36, 36, 36, 0.06); }
.board-top { margin-bottom: 16px; }
.board-heading { margin-bottom: 12px; }
.board .board-title.kit-title { font-size: 20px; margin: 0 0 4px; display: flex; align-items: center; }
.board .board-caption.kit-paragraph { margin: 0; max-width: 720px; }
.board-toolbar { display: flex; flex-wrap: wrap; justify-content: space-between; align-items: center; gap: 8px 16px; }
.board-toolbar-side { display: flex; flex-wrap: wrap; align-items: center; gap: 8px; }
.board .board-search { width: 260px; }
.board-reload-error { margin-bottom: 12px; }
.board-table { overflow-x: auto; }
.board-row { display: grid; align-items: center; column-gap: ${COLUMN_GAP}px; min-height: 52px; padding: 4px ${ROW_PADDING_X}px; border-bottom: 1px solid #f0eff5; box-sizing: border-box; }
.board-head { min-height: 40px; color: #6d6d80; font-size: 13px; font-weight: 600; background: #faf9fd; border-bottom: 1px solid #ecebf3; border-radius: 8px 8px 0 0; }
.board-subhead { min-height: 32px; background: transparent; border-radius: 0; font-weight: 500; font-size: 12px; }
.board-cell { min-width: 0; overflow-wrap: anywhere; }
.board-number { color: #6d6d80; font-variant-numeric: tabular-nums; }
.board-handle { display: inline-flex; align-items: center; justify-content: center; min-width: 32px; height: 28px; padding: 0 6px; border-radius: 6px; background: #f1edfd; color: #5227D0; font-weight: 600; cursor: grab; touch-action: none; user-select: none; }
.board-handle:focus-visible { outline: 2px solid #5227D0; outline-offset: 2px; }
.board-dragging { box-shadow: 0 8px 24px rgba(82, 39, 208, 0.18); background: #fff; }
.board-dragging .board-handle { cursor: grabbing; }
/* The actions stay at the table's right edge while the columns scroll sideways under them. */
.board-actions, .board-actions-head { position: sticky; right: 0; align-self: stretch; display: flex; justify-content: flex-end; align-items: center; gap: 2px; white-space: nowrap; background: #fff; }
.board-head .board-actions-head { background: #faf9fd; }
.board-actions-menu { box-shadow: -8px 0 8px -8px rgba(36, 36, 36, 0.18); }
.board-deleting { opacity: 0.45; }
.board-delete-error { grid-column: 1 / -1; padding: 0 0 6px 60px; font-size: 13px; }
.board-children { margin-left: ${NESTED_MARGIN}px; border-left: ${NESTED_BORDER}px solid #ecebf3; }
.board-children-grouped { margin-left: 0; border-left: 0; }
.board-children-empty { padding: 12px 16px; color: #8c8ca1; }
.board-add-child { padding: 4px 8px 8px; }
.board-more { padding: 8px 16px; text-align: center; }
.board-sr-only { position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0; }
.board-group { grid-template-columns: 32px minmax(0, 1fr) auto; background: #f7f5fd; font-weight: 600; }
.board-group-count { color: #6d6d80; font-weight: 500; padding-right: 8px; }
.board-empty { padding: 32px 0; }
.board-thumb { width: 40px; height: 40px; border-radius: 8px; object-fit: cover; background: #f5f4fa; display: block; }
.board-chips { display: flex; flex-wrap: wrap; gap: 4px; }
.board-chips .kit-tag { margin: 0; }
@media (max-width: 768px) {
  .board { padding: 14px 12px; }
  .board .board-search { width: 100%; }
}
`;
