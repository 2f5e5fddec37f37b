export { Board, type BoardProps } from './Board';
export { ListStatus, listPending } from './ListStatus';
export {
  useBoardList,
  rowKey,
  type BoardList,
  type BoardQuery,
  type ListState,
  type ItemFlags,
} from './useBoardList';
export { Truncated, Chips, Thumb } from './cells';
export type {
  BoardColumn,
  BoardRows,
  RowAction,
  BoardItems,
  BoardNested,
  BoardSearch,
  BoardFilter,
  BoardFilterOption,
  ReorderPayload,
  Gender,
} from './types';
