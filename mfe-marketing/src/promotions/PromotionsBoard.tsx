import { Board, isScopeRequired, ScopeRequired, useBoardList, type BoardItems } from '@menu/shared/ui';
import { useMemo, useState } from 'react';
import { marketingColumns } from '../common/cells';
import { clonePromotion, deletePromotion, listPromotions, reorderPromotions, type Promotion } from './api';
import { PromotionEditor, type PromotionEditorContext } from './PromotionEditor';

const columns = marketingColumns<Promotion>();

/** Promociones: Nombre, Vigencia, Descripción; drag the number to order them. */
export function PromotionsBoard() {
  const list = useBoardList(listPromotions);
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
      reorder: (payload) => reorderPromotions(payload),
    }),
    [],
  );

  if (isScopeRequired(list.error)) return <ScopeRequired error={list.error} />;

  return (
    <>
      <Board<Promotion>
        title="Promociones"
        titleLevel={1}
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
      />
    </>
  );
}
