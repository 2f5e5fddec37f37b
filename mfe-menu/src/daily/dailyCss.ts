/** Menú del día's look: the week's days as cards that wrap (four on a laptop, one on a phone). */
export const DAILY_CSS = `
.daily-heading { margin-bottom: 16px; }
.daily-board .daily-title.kit-title { font-size: 20px; margin: 0 0 4px; }
.daily-board .daily-caption.kit-paragraph { margin: 0; max-width: 720px; }
.daily-toolbar { display: flex; flex-wrap: wrap; align-items: center; gap: 8px 16px; margin-bottom: 16px; }
.daily-combo { display: flex; align-items: center; gap: 8px; min-width: 0; }
.daily-combo select { height: 32px; min-width: 200px; max-width: 100%; padding: 0 8px; border: 1px solid #d9d9d9; border-radius: 6px; background: #fff; font: inherit; color: rgba(0, 0, 0, 0.88); }
.daily-combo select:focus-visible { outline: 2px solid #5227D0; outline-offset: 1px; }
.daily-week { display: flex; flex-wrap: wrap; align-items: center; gap: 8px 12px; margin-bottom: 16px; }
.daily-board .daily-week-title.kit-title { font-size: 16px; margin: 0; }
.daily-week-actions { display: flex; flex-wrap: wrap; gap: 8px; margin-left: auto; }
.daily-other-weeks { margin-bottom: 16px; }
.daily-days { list-style: none; margin: 0; padding: 0; display: grid; grid-template-columns: repeat(auto-fill, minmax(220px, 1fr)); gap: 12px; }
.daily-day { display: flex; flex-direction: column; align-items: flex-start; gap: 6px; padding: 12px; border: 1px solid rgba(5, 5, 5, 0.1); border-radius: 8px; background: #fff; min-width: 0; overflow-wrap: break-word; }
.daily-day-off { background: #fafafa; }
.daily-day-head { display: flex; flex-wrap: wrap; align-items: center; gap: 4px 8px; width: 100%; }
.daily-steps { margin: 0; padding-left: 18px; width: 100%; }
.daily-steps-combo { color: rgba(0, 0, 0, 0.55); }
.daily-day-actions { display: flex; flex-wrap: wrap; gap: 6px; margin-top: auto; padding-top: 6px; }
`;
