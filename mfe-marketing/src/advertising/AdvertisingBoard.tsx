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
import { cloneAdvertising, deleteAdvertising, listAdvertising, type Advertising } from './api';

// The editor (and antd's forms and pickers with it) loads when it first opens, not with the board.
const AdvertisingEditor = openLazily(
  () => import('./AdvertisingEditor').then((m) => m.AdvertisingEditor),
  (props) => props.open,
);

const columns = marketingColumns<Advertising>();

/**
 * Publicidad: same columns as Promociones, in creation order (not draggable). With templates
 * (Multisucursal), 'Plantillas' on each row, and the same modal after a create or a
 * description change.
 */
export function AdvertisingBoard() {
  const list = useBoardList(listAdvertising);
  const templates = useTemplatesAvailable();
  // The item in the master-enable modal: a row's 'Plantillas', or the item just created or
  // whose description changed, by id: a new one is in the list after its reload.
  const [inTemplates, setInTemplates] = useState<{ id: number; mode: TemplatesMode } | null>(null);
  const [editing, setEditing] = useState<{ initial?: Advertising } | null>(null);

  const items = useMemo<BoardItems<Advertising>>(
    () => ({
      target: 'anuncio',
      gender: 'm',
      id: (ad) => ad.id,
      name: (ad) => ad.name,
      columns,
      onEdit: (ad) => setEditing({ initial: ad }),
      onClone: (ad) => cloneAdvertising(ad.id),
      remove: { call: (ad) => deleteAdvertising(ad.id) },
      actions: templates ? [templatesAction((ad) => setInTemplates({ id: ad.id, mode: 'enable' }))] : undefined,
    }),
    [templates],
  );

  // The shell hides the section from plans without the Advertising scope; the API refuses too.
  if (isScopeRequired(list.error)) return <ScopeRequired error={list.error} />;

  return (
    <>
      <Board<Advertising>
        title="Publicidad"
        titleLevel={1}
        // Who changed what, and the way back: Menú > Historial, filtered to this kind.
        toolbar={<Link to="/menu/historial?entity=advertising">Historial</Link>}
        caption="Tus anuncios se muestran en tu menú con la imagen para móvil o para escritorio según el dispositivo de quien lo abre."
        target="anuncio"
        gender="m"
        list={list}
        items={items}
        onAdd={() => setEditing({})}
      />
      <AdvertisingEditor
        open={editing !== null}
        initial={editing?.initial}
        onClose={() => setEditing(null)}
        onSaved={() => void list.reload()}
        onPropagate={(id, mode) => templates && setInTemplates({ id, mode })}
      />
      <TemplatesModal
        kind="advertising"
        item={
          inTemplates === null
            ? null
            : { id: inTemplates.id, name: list.items.find((ad) => ad.id === inTemplates.id)?.name }
        }
        mode={inTemplates?.mode}
        onClose={() => setInTemplates(null)}
      />
    </>
  );
}
