// The Mesas screen's look, in one style tag (the light kit has no card or grid): big cards a
// waiter reads from a step away on a tablet by the bar, three or four to a row on a laptop, one
// on a phone.
export const TABLES_CSS = `
.tables-bar { display: flex; flex-wrap: wrap; align-items: center; gap: 12px 16px; margin: 16px 0; }
.tables-bar label { display: inline-flex; align-items: center; gap: 8px; }
.tables-bar select { min-width: 200px; height: 32px; padding: 0 8px; border: 1px solid #d9d9d9; border-radius: 6px; background: #fff; font: inherit; }
.tables-status { display: inline-flex; align-items: center; gap: 6px; color: rgba(0, 0, 0, 0.65); }
.tables-status::before { content: ''; width: 8px; height: 8px; border-radius: 50%; background: #faad14; }
.tables-status[data-live='true']::before { background: #52c41a; }
.tables-heading { font-size: 18px; font-weight: 600; margin: 8px 0 12px; }
.tables-calls { list-style: none; margin: 0; padding: 0; display: grid; grid-template-columns: repeat(auto-fill, minmax(240px, 1fr)); gap: 16px; }
.tables-call { display: flex; flex-direction: column; gap: 8px; padding: 16px; border: 1px solid #e8e3f7; border-left: 6px solid #5227D0; border-radius: 8px; background: #fff; }
.tables-call[data-kind='bill'] { border-left-color: #389e0d; }
.tables-call[data-late='true'] { background: #fff7e6; }
.tables-call-table { font-size: 32px; font-weight: 700; line-height: 1.2; margin: 0; }
.tables-call-kind { font-size: 18px; }
.tables-call-wait { color: rgba(0, 0, 0, 0.65); font-variant-numeric: tabular-nums; }
`;
