export { Board, BOARD_PAGE_SIZE, emptyListText, type BoardProps } from './Board';
export { useBoardList, listReducer, initialListState, rowKey, type BoardList, type ListState, type ItemFlags } from './useBoardList';
export { Truncated, Chips, Thumb, MAX_CHIPS } from './cells';
export { DRAG_ANIMATION_MS } from './Sortable';
export type { BoardColumn, BoardRows, RowAction, BoardItems, BoardNested, BoardSearch, BoardFilter, BoardFilterOption, ReorderPayload, Gender } from './types';
