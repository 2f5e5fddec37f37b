import type { ReactNode } from 'react';

/** The body of every reorder request: the whole affected list, position = index. */
export type ReorderPayload = Array<{ id: number; position: number }>;

/** Grammatical gender of a target, for the few texts that agree with it. */
export type Gender = 'f' | 'm';

export interface BoardColumn<T> {
  key: string;
  title: ReactNode;
  render: (item: T) => ReactNode;
  /** CSS grid track of the column; default 'minmax(0, 1fr)'. */
  width?: string;
  /** 'stretch': the cell is as wide as its column, so what it holds wraps or is cut inside it instead of widening it past the column. */
  align?: 'start' | 'center' | 'end' | 'stretch';
}

/**
 * A row action a section adds before Editar, Clonar and Eliminar (e.g. 'Plantillas',
 * 'Marcar agotado'). The board draws it like those: an icon button named and titled by
 * `label` while the row has room for its buttons, an entry of the row's 'Acciones' menu when
 * it has not (a phone). So the actions column always fits, whatever actions a plan adds.
 */
export interface RowAction<T> {
  /** Unique in the row; 'edit', 'clone' and 'remove' are the board's own. */
  key: string;
  /** The button's accessible name and tooltip, the menu entry's text. */
  label: string;
  icon: ReactNode;
  onClick: (item: T) => void;
}

/** How the rows of one level look and what can be done with them. */
export interface BoardRows<T> {
  /** What a row is, e.g. 'familia': used in 'Confirma para eliminar {target}'. */
  target: string;
  gender?: Gender;
  id: (item: T) => number;
  /** The item's name, for the delete confirmation and the drag handle's label. */
  name: (item: T) => string;
  columns: BoardColumn<T>[];
  onEdit?: (item: T) => void;
  /** Clones the item on the server; the board reloads the list afterwards. */
  onClone?: (item: T) => Promise<unknown>;
  /**
   * Asks before cloning (e.g. spec's 'Clonar Plantilla'): the clone runs when the user
   * confirms, the modal waiting for it. Without it, Clonar clones at once.
   */
  cloneConfirm?: {
    title: string;
    /** The modal's text; default 'Se creará una copia de <name>.' */
    content?: ReactNode | ((item: T) => ReactNode);
    /** Default 'Clonar'. */
    okText?: string;
  };
  /** Deletes the item on the server (after the confirm modal). */
  remove?: {
    call: (item: T) => Promise<unknown>;
    /** Extra line of the confirm modal, e.g. 'Sus productos quedarán en Productos sin clasificar'. */
    note?: ReactNode | ((item: T) => ReactNode);
    /** Called after a successful delete with the server's answer. */
    onDone?: (item: T, result: unknown) => void;
  };
  /** More actions of a row, before Editar. */
  actions?: RowAction<T>[];
  /** False for rows that cannot be edited, cloned or deleted (e.g. built-in ones). */
  editable?: (item: T) => boolean;
}

/** Top-level rows: when `reorder` is given they can be dragged. */
export interface BoardItems<P> extends BoardRows<P> {
  reorder?: (payload: ReorderPayload) => Promise<unknown>;
}

/** Rows nested under each top-level row (categories of a family, products of a category). */
export interface BoardNested<P, C> extends BoardRows<C> {
  of: (parent: P) => C[];
  /** The parent with another list of children (for optimistic reorders and deletes). */
  with: (parent: P, children: C[]) => P;
  /** When given, children can be dragged within their parent; one request per drag. */
  reorder?: (payload: ReorderPayload, parent: P) => Promise<unknown>;
  /** Shown under a parent without children. */
  empty?: ReactNode;
  /** An add button under each parent's children, e.g. '+ Agregar categoría'. */
  add?: { label: string; onClick: (parent: P, position: number) => void };
  /** Shows the children's column titles above them (default true unless the board is grouped). */
  header?: boolean;
}

export interface BoardSearch<P, C> {
  placeholder?: string;
  /** Text of a top-level row to match (its children all show when it matches). */
  parentText?: (parent: P) => string;
  /** Text of a nested row to match (its parent shows with the matching children). */
  childText?: (child: C) => string;
}

export interface BoardFilterOption {
  value: number | string;
  label: string;
}

export interface BoardFilter<P> {
  /** What is filtered by, e.g. 'Familia'. */
  title: string;
  options: BoardFilterOption[];
  match: (parent: P, value: number | string) => boolean;
}

/** The row a delete waits on: a board item, or a nested row of one. */
export type PendingDelete<P, C> = { level: 'item'; item: P } | { level: 'child'; item: C; parentId: number };
