import { Board, isScopeRequired, openLazily, ScopeRequired, useBoardList, type BoardItems } from '@menu/shared/ui';
import { Link } from '@menu/shared/router';
import {
  templatesAction,
  TemplatesModal,
  useTemplatesAvailable,
  type TemplatesMode,
} from '@menu/shared/features/multisucursal';
import { useMemo, useState } from 'react';
import { marketingColumns } from '../common/cells';
import { clonePromotion, deletePromotion, listPromotions, reorderPromotions, type Promotion } from './api';
import type { PromotionEditorContext } from './PromotionEditor';

// The editor (and antd's forms and pickers with it) loads when it first opens, not with the board.
const PromotionEditor = openLazily(
  () => import('./PromotionEditor').then((m) => m.PromotionEditor),
  (props) => props.open,
);

const columns = marketingColumns<Promotion>();

/**
 * Promociones: Nombre, Vigencia, Descripción; drag the number to order them. With templates
 * (Multisucursal), 'Plantillas' on each row, and the same modal after a create or a
 * description change.
 */
export function PromotionsBoard() {
  const list = useBoardList(listPromotions);
  const templates = useTemplatesAvailable();
  // The item in the master-enable modal: a row's 'Plantillas', or the item just created or
  // whose description changed, by id: a new one is in the list after its reload.
  const [inTemplates, setInTemplates] = useState<{ id: number; mode: TemplatesMode } | null>(null);
  const [editing, setEditing] = useState<{ initial?: Promotion; context?: PromotionEditorContext } | null>(null);

  const items = useMemo<BoardItems<Promotion>>(
    () => ({
      target: 'promoción',
      id: (promotion) => promotion.id,
      name: (promotion) => promotion.name,
      columns,
      onEdit: (promotion) => setEditing({ initial: promotion }),
      onClone: (promotion) => clonePromotion(promotion.id),
      remove: { call: (promotion) => deletePromotion(promotion.id) },
      actions: templates
        ? [templatesAction((promotion) => setInTemplates({ id: promotion.id, mode: 'enable' }))]
        : undefined,
      reorder: (payload) => reorderPromotions(payload),
    }),
    [templates],
  );

  if (isScopeRequired(list.error)) return <ScopeRequired error={list.error} />;

  return (
    <>
      <Board<Promotion>
        title="Promociones"
        titleLevel={1}
        // Who changed what, and the way back: Menú > Historial, filtered to this kind.
        toolbar={<Link to="/menu/historial?entity=promotion">Historial</Link>}
        caption="Arrastra el número de una fila para cambiar el orden en que aparecen en tu menú."
        target="promoción"
        list={list}
        items={items}
        // A new promotion goes last: its position is the current item count.
        onAdd={() => setEditing({ context: { position: list.items.length } })}
      />
      <PromotionEditor
        open={editing !== null}
        initial={editing?.initial}
        context={editing?.context}
        onClose={() => setEditing(null)}
        onSaved={() => void list.reload()}
        onPropagate={(id, mode) => templates && setInTemplates({ id, mode })}
      />
      <TemplatesModal
        kind="promotions"
        item={
          inTemplates === null
            ? null
            : { id: inTemplates.id, name: list.items.find((promotion) => promotion.id === inTemplates.id)?.name }
        }
        mode={inTemplates?.mode}
        onClose={() => setInTemplates(null)}
      />
    </>
  );
}
