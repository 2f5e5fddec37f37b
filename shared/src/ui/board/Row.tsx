import CopyOutlined from '@ant-design/icons/es/icons/CopyOutlined';
import DeleteOutlined from '@ant-design/icons/es/icons/DeleteOutlined';
import DownOutlined from '@ant-design/icons/es/icons/DownOutlined';
import EditOutlined from '@ant-design/icons/es/icons/EditOutlined';
import MoreOutlined from '@ant-design/icons/es/icons/MoreOutlined';
import RightOutlined from '@ant-design/icons/es/icons/RightOutlined';
import { Button, Dropdown, Typography } from '@menu/shared/kit';
import { memo, type ReactNode } from 'react';
import { useDragHandle } from './Sortable';
import type { BoardRows } from './types';
import type { ItemFlags } from './useBoardList';

/** A top-level row or a row nested under one. */
export type RowLevel = 'item' | 'child';

/**
 * What a row's buttons do. The board creates these once: each reads the board's newest
 * props when it is called, so a memoised row never holds an outdated handler.
 */
export interface RowCommands {
  edit: (level: RowLevel, item: unknown) => void;
  clone: (level: RowLevel, item: unknown) => void;
  /** Opens the delete confirmation; `parentId` is the id of the top-level row a nested row belongs to. */
  askDelete: (level: RowLevel, item: unknown, parentId?: number) => void;
  /** Opens or closes a top-level row's nested rows. */
  toggle: (id: number) => void;
}

function Expander({ expanded, onToggle }: { expanded: boolean; onToggle?: () => void }) {
  return (
    <span role="cell">
      <Button
        type="text"
        size="small"
        aria-label={expanded ? 'Contraer' : 'Expandir'}
        aria-expanded={expanded}
        icon={expanded ? <DownOutlined /> : <RightOutlined />}
        onClick={onToggle}
        disabled={!onToggle}
      />
    </span>
  );
}

/** A top-level row shown as the title of its nested rows (no number, no actions). */
export function GroupHeader({
  title,
  count,
  expanded,
  onToggle,
  minWidth,
}: {
  title: ReactNode;
  count: number;
  expanded: boolean;
  onToggle?: () => void;
  /** As wide as its rows, when those scroll sideways. */
  minWidth: number;
}) {
  return (
    <div role="row" className="board-row board-group" style={{ minWidth }}>
      <Expander expanded={expanded} onToggle={onToggle} />
      <span role="cell" className="board-group-title">
        {title}
      </span>
      <span role="cell" className="board-group-count">
        {count}
      </span>
    </div>
  );
}

/** The row number: the drag handle where reordering is allowed. */
function Handle({ index, name }: { index: number; name: string }) {
  const handle = useDragHandle();
  if (!handle) {
    return (
      <span role="cell" className="board-number">
        {index + 1}
      </span>
    );
  }
  return (
    <span role="cell" className="board-number">
      {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: dnd-kit's attributes, spread below, make the handle a button (role, tabIndex) */}
      <span
        ref={handle.ref}
        {...handle.attributes}
        {...handle.listeners}
        className="board-handle"
        aria-label={`Mover ${name}, posición ${index + 1}`}
        title="Arrastra para ordenar"
      >
        {index + 1}
      </span>
    </span>
  );
}

/** One of a row's actions, whichever way it is drawn. */
interface RowEntry {
  key: string;
  label: string;
  icon: ReactNode;
  danger?: boolean;
  run: () => void;
}

/**
 * A row's actions: the section's, then Editar, Clonar and Eliminar (those only where the row
 * is editable). `inMenu`: one 'Acciones' button opening them as a menu (a row without room for
 * its buttons); else a line of icon buttons. While the row is being deleted they wait.
 */
function RowActions({ entries, inMenu, deleting }: { entries: RowEntry[]; inMenu: boolean; deleting: boolean }) {
  if (entries.length === 0) return <span role="cell" className="board-actions" />;
  if (inMenu) {
    return (
      <span role="cell" className="board-actions board-actions-menu">
        <Dropdown
          trigger={['click']}
          disabled={deleting}
          menu={{
            items: entries.map(({ key, label, icon, danger }) => ({ key, label, icon, danger })),
            onClick: ({ key }) => entries.find((entry) => entry.key === key)?.run(),
          }}
        >
          <Button type="text" aria-label="Acciones" title="Acciones" icon={<MoreOutlined />} loading={deleting} />
        </Dropdown>
      </span>
    );
  }
  return (
    <span role="cell" className="board-actions">
      {entries.map(({ key, label, icon, danger, run }) => (
        <Button
          key={key}
          type="text"
          danger={danger}
          aria-label={label}
          title={label}
          icon={icon}
          // The spinner takes Eliminar's place, so the row keeps its width.
          loading={key === 'remove' && deleting}
          disabled={deleting && key !== 'remove'}
          onClick={run}
        />
      ))}
    </span>
  );
}

interface RowProps {
  /** How the rows of this level look (the section's object: a new one repaints the row). */
  rows: BoardRows<unknown>;
  level: RowLevel;
  item: unknown;
  /** The id of the top-level row a nested row belongs to. */
  parentId?: number;
  index: number;
  flags: ItemFlags | undefined;
  template: string;
  /** The least width of the row (its columns' least widths): narrower, the table scrolls sideways. */
  minWidth: number;
  /** The row's actions are in its 'Acciones' menu: its level has no room for their buttons. */
  actionsInMenu: boolean;
  /** Top-level rows with nested rows: whether these show, and whether the user may toggle them. */
  expander?: 'open' | 'closed' | 'held-open';
  /** An empty first cell (nested rows line up with the expander column). */
  indent?: boolean;
  commands: RowCommands;
}

/**
 * One row, memoised with React's own comparison of every prop: nothing that reaches the
 * row is left out, so it repaints exactly when something it shows changes. Handlers could
 * not all be read late: `columns` render elements whose own handlers close over the
 * section's state, as do `actions`' handlers, so a new `rows` object from the section must
 * repaint the row.
 * Typing in a board of 2,000 products stays cheap because every prop is stable between
 * renders: the section's memoised `rows`, plain values, and `commands`, made once by the
 * board and reading its newest props when a button is pressed.
 */
export const Row = memo(function Row({
  rows,
  level,
  item,
  parentId,
  index,
  flags,
  template,
  minWidth,
  actionsInMenu,
  expander,
  indent,
  commands,
}: RowProps) {
  const deleting = Boolean(flags?.deleting);
  const name = rows.name(item);
  const editable = rows.editable ? rows.editable(item) : true;
  const entries: RowEntry[] = (rows.actions ?? []).map(({ key, label, icon, onClick }) => ({
    key,
    label,
    icon,
    run: () => onClick(item),
  }));
  if (editable && rows.onEdit)
    entries.push({ key: 'edit', label: 'Editar', icon: <EditOutlined />, run: () => commands.edit(level, item) });
  if (editable && rows.onClone)
    entries.push({ key: 'clone', label: 'Clonar', icon: <CopyOutlined />, run: () => commands.clone(level, item) });
  if (editable && rows.remove) {
    entries.push({
      key: 'remove',
      label: 'Eliminar',
      icon: <DeleteOutlined />,
      danger: true,
      run: () => commands.askDelete(level, item, parentId),
    });
  }
  return (
    <div
      role="row"
      className={`board-row${deleting ? ' board-deleting' : ''}`}
      style={{ gridTemplateColumns: template, minWidth }}
      aria-busy={deleting || undefined}
      aria-label={name}
    >
      {expander && (
        <Expander
          expanded={expander !== 'closed'}
          onToggle={expander === 'held-open' ? undefined : () => commands.toggle(rows.id(item))}
        />
      )}
      {!expander && indent && <span role="cell" />}
      <Handle index={index} name={name} />
      {rows.columns.map((column) => (
        <span role="cell" key={column.key} className="board-cell" style={{ justifySelf: column.align ?? 'start' }}>
          {column.render(item)}
        </span>
      ))}
      <RowActions entries={entries} inMenu={actionsInMenu} deleting={deleting} />
      {flags?.deleteError && (
        <Typography.Text type="danger" role="alert" className="board-delete-error">
          No se pudo eliminar: {flags.deleteError}
        </Typography.Text>
      )}
    </div>
  );
});
