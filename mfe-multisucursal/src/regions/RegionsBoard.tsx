import DollarOutlined from '@ant-design/icons/es/icons/DollarOutlined';
import { useCan } from '@menu/shared';
import { useBranches } from '@menu/shared/data';
import { Space, Tag, Typography } from '@menu/shared/antd';
import { Board, isScopeRequired, PlanUpgrade, useBoardList, type BoardColumn, type BoardItems } from '@menu/shared/ui';
import { useMemo, useState } from 'react';
import { formatUpdated } from '../templates/format';
import { deleteRegion, regionsQuery, type Region } from './api';
import { RegionEditor } from './RegionEditor';
import { RegionPrices } from './RegionPrices';

/** What the board says with no region yet. */
export const REGIONS_INVITATION = 'Agrupa tus sucursales en regiones para darles precios propios.';
const CAPTION =
  'Una sucursal toma cada precio de su plantilla; si no lo tiene, el de su región; si no, el del menú base.';

/** A region's branches as tags (by name); branches this person does not see are counted. */
function BranchTags({ ids, names }: { ids: number[]; names: Map<number, string> }) {
  if (ids.length === 0) return <Typography.Text type="secondary">Sin sucursales</Typography.Text>;
  const known = ids.filter((id) => names.has(id));
  const others = ids.length - known.length;
  return (
    <Space size={[0, 4]} wrap>
      {known.map((id) => (
        <Tag key={id}>{names.get(id)}</Tag>
      ))}
      {others > 0 && <Tag>{others === 1 ? '1 sucursal más' : `${others} sucursales más`}</Tag>}
    </Space>
  );
}

/**
 * Regiones: the account's regions with their branches and last change. 'Precios de la región'
 * opens its rows in the template editor; Editar renames it or changes its branches; Eliminar
 * leaves its branches without region (they keep working, with the base menu's prices where
 * their template says nothing). A role that may not write them (a Gerente) reads the list and
 * the regions' prices.
 */
export function RegionsBoard() {
  const can = useCan();
  const creates = can('POST', '/v1/regions');
  const edits = can('PUT', '/v1/regions/{id}');
  const deletes = can('DELETE', '/v1/regions/{id}');
  // A Gerente reads the regions' prices (shared/roles.json): the editor then only shows them.
  const readsPrices = can('GET', '/v1/regions/{id}/products');
  const writesPrices = can('PUT', '/v1/regions/{id}/products');
  const list = useBoardList(regionsQuery);
  const { data: branches } = useBranches();
  const [editing, setEditing] = useState<{ initial?: Region } | null>(null);
  const [pricing, setPricing] = useState<Region | null>(null);

  const items = useMemo<BoardItems<Region>>(() => {
    const names = new Map((branches ?? []).map((b) => [b.id, b.name]));
    const columns: BoardColumn<Region>[] = [
      { key: 'name', title: 'Nombre', width: 'minmax(160px, 1fr)', render: (r) => <strong>{r.name}</strong> },
      {
        key: 'branches',
        title: 'Sucursales',
        width: 'minmax(200px, 2fr)',
        align: 'stretch',
        render: (r) => <BranchTags ids={r.sucursal_ids} names={names} />,
      },
      { key: 'updated', title: 'Último cambio', width: 'minmax(150px, auto)', render: (r) => formatUpdated(r.updated) },
    ];
    return {
      target: 'región',
      id: (r) => r.id,
      name: (r) => r.name,
      columns,
      onEdit: edits ? (r) => setEditing({ initial: r }) : undefined,
      actions: readsPrices
        ? [{ key: 'prices', label: 'Precios de la región', icon: <DollarOutlined />, onClick: setPricing }]
        : [],
      remove: deletes
        ? {
            call: (r) => deleteRegion(r.id),
            note: 'Sus sucursales seguirán funcionando sin región: tomarán los precios del menú base donde su plantilla no diga otro.',
          }
        : undefined,
    };
  }, [branches, edits, deletes, readsPrices]);

  // The plan changed after the panel loaded (or the section was opened standalone).
  if (isScopeRequired(list.error)) return <PlanUpgrade variant="upgrade" />;

  const empty = !list.loading && !list.error && list.items.length === 0;
  return (
    <>
      <Board<Region>
        title="Regiones"
        caption={empty ? REGIONS_INVITATION : CAPTION}
        target="región"
        list={list}
        items={items}
        search={{ placeholder: 'Buscar región', parentText: (r) => r.name }}
        onAdd={creates ? () => setEditing({}) : undefined}
      />
      <RegionEditor
        open={editing !== null}
        initial={editing?.initial}
        onClose={() => setEditing(null)}
        onSaved={() => void list.reload()}
      />
      <RegionPrices
        region={pricing}
        readOnly={!writesPrices}
        onClose={() => setPricing(null)}
        onSaved={() => void list.reload()}
      />
    </>
  );
}
