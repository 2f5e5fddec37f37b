// Public menu views per branch: the call, a hook and the bar chart (Multisucursal and Settings > General).
export { branchViews, type BranchViews, type DayViews, type TableViews } from './api';
export { BranchViewsChart, TableViewsList } from './BranchViewsChart';
export { useBranchViews } from './useBranchViews';
export { ViewsChart, busiestDay, dayLabel } from './ViewsChart';
