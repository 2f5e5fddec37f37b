import {
  Board,
  isScopeRequired,
  ScopeRequired,
  useBoardList,
  type BoardItems,
  type BoardQuery,
  type Gender,
  type ReorderPayload,
} from '@menu/shared/ui';
import { Link } from '@menu/shared/router';
import {
  templatesAction,
  TemplatesModal,
  useTemplatesAvailable,
  type TemplatesMode,
} from '@menu/shared/features/multisucursal';
import { useMemo, useState, type ComponentType } from 'react';
import { marketingColumns, type MarketingItem } from './cells';
import type { MarketingEditorProps } from './MarketingEditor';

/**
 * What differs between the Promociones and Publicidad boards; the board itself is one
 * (MarketingBoard), as their editor is one (MarketingEditor).
 */
export interface MarketingBoardKind<T extends MarketingItem> {
  /** The list, read through the panel's data cache (its key is the list's API path). */
  query: BoardQuery<T>;
  title: string;
  /** 'promoción', 'anuncio': the board's texts ('Agregar promoción', 'Eliminar anuncio'). */
  target: string;
  gender?: Gender;
  /** Menú > Historial's filter for this kind ('promotion', 'advertising'). */
  historyEntity: string;
  caption: string;
  /** The master-enable modal's kind (Multisucursal). */
  templatesKind: 'promotions' | 'advertising';
  clone(id: number): Promise<unknown>;
  remove(id: number): Promise<unknown>;
  /** Items the owner orders by dragging (promotions): the whole list after a drag. A new item then goes last. */
  reorder?(payload: ReorderPayload): Promise<unknown>;
  /** The editor, loaded when it first opens (openLazily): antd's forms are not on the board's first screen. */
  Editor: ComponentType<MarketingEditorProps<T> & { open: boolean }>;
}

// The same columns for every kind: they read only what MarketingItem has.
const columns = marketingColumns<MarketingItem>();

/**
 * A marketing board: Nombre, Vigencia, Descripción; edit, clone, delete; with templates
 * (Multisucursal), 'Plantillas' on each row, and the same modal after a create or a
 * description change. Draggable when the kind orders its items.
 */
export function MarketingBoard<T extends MarketingItem>({ kind }: { kind: MarketingBoardKind<T> }) {
  const list = useBoardList(kind.query);
  const templates = useTemplatesAvailable();
  // The item in the master-enable modal: a row's 'Plantillas', or the item just created or
  // whose description changed, by id: a new one is in the list after its reload.
  const [inTemplates, setInTemplates] = useState<{ id: number; mode: TemplatesMode } | null>(null);
  const [editing, setEditing] = useState<{ initial?: T; position?: number } | null>(null);

  const items = useMemo<BoardItems<T>>(
    () => ({
      target: kind.target,
      gender: kind.gender,
      id: (item) => item.id,
      name: (item) => item.name,
      columns,
      onEdit: (item) => setEditing({ initial: item }),
      onClone: (item) => kind.clone(item.id),
      remove: { call: (item) => kind.remove(item.id) },
      actions: templates ? [templatesAction((item: T) => setInTemplates({ id: item.id, mode: 'enable' }))] : undefined,
      reorder: kind.reorder,
    }),
    [kind, templates],
  );

  // The shell hides a section from plans without its scope; the API refuses too.
  if (isScopeRequired(list.error)) return <ScopeRequired error={list.error} />;

  const { Editor } = kind;
  return (
    <>
      <Board<T>
        title={kind.title}
        titleLevel={1}
        // Who changed what, and the way back: Menú > Historial, filtered to this kind.
        toolbar={<Link to={`/menu/historial?entity=${kind.historyEntity}`}>Historial</Link>}
        caption={kind.caption}
        target={kind.target}
        gender={kind.gender}
        list={list}
        items={items}
        // An ordered kind's new item goes last: its position is the current item count.
        onAdd={() => setEditing(kind.reorder ? { position: list.items.length } : {})}
      />
      <Editor
        open={editing !== null}
        initial={editing?.initial}
        context={editing?.position === undefined ? undefined : { position: editing.position }}
        onClose={() => setEditing(null)}
        onSaved={() => void list.reload()}
        onPropagate={(id, mode) => templates && setInTemplates({ id, mode })}
      />
      <TemplatesModal
        kind={kind.templatesKind}
        item={
          inTemplates === null
            ? null
            : { id: inTemplates.id, name: list.items.find((item) => item.id === inTemplates.id)?.name }
        }
        mode={inTemplates?.mode}
        onClose={() => setInTemplates(null)}
      />
    </>
  );
}
