// The Traducciones board's look, rendered once as a hoisted <style> (React 19 dedupes it by href).
// Its card, title and toolbar look like the allergen board's; the grid is a table that scrolls
// inside its box, with the header row and the Spanish texts kept in view.
export const TRANSLATIONS_BOARD_CSS = `
.translation-board { background: #fff; border-radius: 12px; padding: 20px 24px; box-shadow: 0 1px 2px rgba(36, 36, 36, 0.06); }
.translation-board .board-title.kit-title { font-size: 20px; margin: 0 0 4px; }
.translation-board .translation-caption.kit-paragraph { margin: 0 0 12px; max-width: 760px; }
.translation-progress { display: flex; flex-wrap: wrap; gap: 6px 24px; margin: 0 0 12px; padding: 0; list-style: none; font-weight: 600; }
.translation-progress li { display: flex; align-items: center; gap: 8px; }
.translation-progress-bar { display: inline-block; width: 120px; height: 8px; border-radius: 4px; background: #ecebf3; overflow: hidden; }
.translation-progress-bar > span { display: block; height: 100%; background: #5227D0; }
.translation-toolbar { display: flex; flex-wrap: wrap; align-items: center; gap: 8px 12px; margin-bottom: 12px; }
.translation-toolbar .translation-search { width: 240px; }
.translation-filters { display: inline-flex; gap: 4px; border: 0; margin: 0; padding: 0; min-width: 0; }
.translation-language { height: 32px; padding: 0 8px; border: 1px solid #d9d9d9; border-radius: 6px; background: #fff; font: inherit; }
.translation-language:focus-visible { outline: 2px solid #5227D0; outline-offset: 1px; }
.translation-status { min-height: 22px; margin-bottom: 8px; font-size: 13px; color: #4a4a5e; }
.translation-status-error { color: #b3261e; }
.translation-scroll { overflow: auto; max-height: max(360px, calc(100vh - 280px)); border: 1px solid #ecebf3; border-radius: 8px; }
.translation-table { border-collapse: separate; border-spacing: 0; font-size: 13px; min-width: 100%; }
.translation-table th, .translation-table td { border-bottom: 1px solid #f0eff5; padding: 6px 8px; background: #fff; vertical-align: top; text-align: left; }
.translation-table thead th { position: sticky; top: 0; z-index: 2; background: #faf9fd; color: #4a4a5e; font-weight: 600; }
.translation-table .translation-source { position: sticky; left: 0; z-index: 1; min-width: 200px; max-width: 320px; font-weight: 500; box-shadow: 1px 0 0 #ecebf3; }
.translation-table thead .translation-source { z-index: 3; }
.translation-source-text { display: block; white-space: pre-wrap; }
.translation-source-where { display: block; color: #6d6d80; font-size: 12px; font-weight: 400; }
.translation-cell { min-width: 220px; }
.translation-input { width: 100%; box-sizing: border-box; padding: 4px 8px; border: 1px solid #d9d9d9; border-radius: 6px; font: inherit; background: #fff; resize: vertical; }
.translation-input:focus-visible { outline: 2px solid #5227D0; outline-offset: 0; border-color: #5227D0; }
.translation-input::placeholder { color: #6d6d80; }
.translation-input-error { border-color: #b3261e; }
.translation-review { display: flex; align-items: center; gap: 6px; margin-top: 4px; }
.translation-review-button { border: 0; padding: 0; background: none; color: #5227D0; font: inherit; font-size: 12px; cursor: pointer; text-decoration: underline; }
.translation-review-button:focus-visible { outline: 2px solid #5227D0; outline-offset: 1px; }
.translation-same { margin-top: 4px; color: #4a4a5e; font-size: 12px; font-weight: 400; }
.translation-same summary { cursor: pointer; color: #5227D0; }
.translation-same summary:focus-visible { outline: 2px solid #5227D0; outline-offset: 1px; }
.translation-same ul { margin: 4px 0 0; padding-left: 16px; }
.translation-shared { display: block; margin-top: 2px; color: #4a4a5e; font-size: 12px; }
.translation-apply-button { display: block; margin-top: 4px; border: 0; padding: 0; background: none; color: #5227D0; font: inherit; font-size: 12px; cursor: pointer; text-decoration: underline; }
.translation-apply-button:focus-visible { outline: 2px solid #5227D0; outline-offset: 1px; }
.translation-error { display: block; margin-top: 2px; color: #b3261e; font-size: 12px; }
.translation-empty { padding: 32px 0; }
@media (max-width: 768px) {
  .translation-board { padding: 14px 12px; }
  .translation-toolbar .translation-search { width: 100%; }
  .translation-table .translation-source { min-width: 140px; }
}
`;
