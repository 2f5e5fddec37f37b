// Public menu views per branch: the call, a hook and the bar chart (Multisucursal and Settings > General),
// with the dishes diners add to 'Mi pedido' and the calls per table beside them (the table service).
export { branchViews, type BranchViews, type DayViews, type TableViews } from './api';
export { BranchViewsChart } from './BranchViewsChart';
export { TableViewsList } from './TableViewsList';
export { DishDemandList, addedBy, demandLists } from './DishDemandList';
export { branchDemand, type BranchDemand, type DishDemand, type TableDemand } from './demand';
export { useBranchDemand } from './useBranchDemand';
export { useBranchViews } from './useBranchViews';
export { ViewsChart, busiestDay, dayLabel } from './ViewsChart';
