// The allergen board's look, rendered once as a hoisted <style> (React 19 dedupes it by href).
// Its card, title and toolbar look like the generic board's; the grid is its own: a table
// that scrolls inside its box, with the header row and the dish names kept in view.
export const ALLERGEN_BOARD_CSS = `
.allergen-board { background: #fff; border-radius: 12px; padding: 20px 24px; box-shadow: 0 1px 2px rgba(36, 36, 36, 0.06); }
.allergen-board .board-title.kit-title { font-size: 20px; margin: 0 0 4px; }
.allergen-board .allergen-caption.kit-paragraph { margin: 0 0 12px; max-width: 760px; }
.allergen-toolbar { display: flex; flex-wrap: wrap; align-items: center; gap: 8px 16px; margin-bottom: 12px; }
.allergen-toolbar .allergen-search { width: 240px; }
.allergen-family { height: 32px; padding: 0 8px; border: 1px solid #d9d9d9; border-radius: 6px; background: #fff; font: inherit; }
.allergen-family:focus-visible { outline: 2px solid #5227D0; outline-offset: 1px; }
.allergen-progress { display: flex; align-items: center; gap: 8px; font-weight: 600; }
.allergen-progress-bar { width: 120px; height: 8px; border-radius: 4px; background: #ecebf3; overflow: hidden; }
.allergen-progress-bar > div { height: 100%; background: #5227D0; }
.allergen-legend { display: flex; flex-wrap: wrap; gap: 4px 16px; margin: 0 0 8px; padding: 0; list-style: none; color: #4a4a5e; font-size: 13px; }
.allergen-legend .allergen-cell { display: inline-flex; align-items: center; justify-content: center; width: 28px; height: 22px; font-size: 14px; margin-right: 4px; cursor: default; }
.allergen-status { min-height: 22px; margin-bottom: 8px; font-size: 13px; color: #4a4a5e; }
.allergen-status-error { color: #b3261e; }
.allergen-scroll { overflow: auto; max-height: max(360px, calc(100vh - 260px)); border: 1px solid #ecebf3; border-radius: 8px; }
.allergen-table { border-collapse: separate; border-spacing: 0; font-size: 13px; min-width: 100%; }
.allergen-table th, .allergen-table td { border-bottom: 1px solid #f0eff5; padding: 2px; background: #fff; }
.allergen-table thead th { position: sticky; top: 0; z-index: 2; background: #faf9fd; color: #4a4a5e; font-weight: 600; font-size: 11px; vertical-align: bottom; padding: 6px 2px; }
.allergen-table thead th i { display: block; margin: 4px auto 0; font-size: 14px; color: #5227D0; }
/* Upright names would make the 14 columns as wide as 'Crustáceos': they read bottom to top. */
.allergen-col-name { display: inline-block; writing-mode: vertical-rl; transform: rotate(180deg); white-space: nowrap; }
.allergen-col { width: 38px; min-width: 38px; text-align: center; }
.allergen-table .allergen-name { position: sticky; left: 0; z-index: 1; text-align: left; font-weight: 500; min-width: 140px; max-width: 200px; padding: 4px 8px; box-shadow: 1px 0 0 #ecebf3; }
.allergen-table thead .allergen-name { z-index: 3; }
.allergen-row-error { display: block; color: #b3261e; font-size: 12px; font-weight: 400; }
.allergen-check { width: 32px; text-align: center; }
.allergen-group th { background: #f7f5fd; text-align: left; padding: 6px 8px; font-weight: 600; }
.allergen-group-title { position: sticky; left: 8px; }
.allergen-group-family { color: #6d6d80; font-weight: 500; }
.allergen-selected td, .allergen-selected th { background: #f7f5fd; }
.allergen-cell { width: 32px; height: 28px; border: 1px solid transparent; border-radius: 6px; font-size: 16px; line-height: 1; cursor: pointer; }
.allergen-cell:focus-visible, .allergen-copy-button:focus-visible { outline: 2px solid #5227D0; outline-offset: 1px; }
.allergen-contains { background: #fde7e7; color: #a1201b; border-color: #f4b4b1; }
.allergen-may_contain { background: #fff4d6; color: #7a5200; border-color: #f1d28a; }
.allergen-free { background: #e6f4ea; color: #1e6b35; border-color: #a9d8b6; }
.allergen-unconfirmed { background: #f5f4fa; color: #4a4a5e; border-color: #e1dfeb; }
.allergen-diets { white-space: nowrap; padding: 0 8px; }
.allergen-diets label { display: flex; align-items: center; gap: 4px; font-size: 12px; line-height: 1.4; }
.allergen-copy { width: 40px; text-align: center; }
.allergen-copy-button { width: 32px; height: 30px; border: 1px solid #d9d9d9; border-radius: 6px; background: #fff; color: #5227D0; cursor: pointer; }
.allergen-empty { padding: 32px 0; }
@media (max-width: 768px) {
  .allergen-board { padding: 14px 12px; }
  .allergen-toolbar .allergen-search { width: 100%; }
  .allergen-table .allergen-name { min-width: 110px; }
}
`;
