import BarChartOutlined from '@ant-design/icons/es/icons/BarChartOutlined';
import EyeOutlined from '@ant-design/icons/es/icons/EyeOutlined';
import PrinterOutlined from '@ant-design/icons/es/icons/PrinterOutlined';
import { Board, isScopeRequired, PlanUpgrade, useBoardList, type BoardColumn, type BoardItems } from '@menu/shared/ui';
import {
  PrintModal,
  ShareLinkModal,
  useBranchViews,
  type RegionChoice,
  type TemplateOption,
} from '@menu/shared/features/multisucursal';
import { Button, Switch, Typography } from '@menu/shared/antd';
import { previewUrl } from '@menu/shared/menu/preview';
import { useCan } from '@menu/shared';
import { useMemo, useState } from 'react';
import { listQuery, queryClient, useList } from '@menu/shared/data';
import { useQuery } from '@tanstack/react-query';
import { regionsQuery } from '../regions/api';
import { deleteBranch, type Branch } from './api';
import { BranchEditor } from './BranchEditor';
import { useEnableToggle } from './useEnableToggle';
import { ViewsModal } from './ViewsModal';

/**
 * The account's regions for the branch form, from the data cache; undefined while unknown or
 * unavailable (the form then hides its select). Read-only for who may not move branches.
 */
function useRegions(editable: boolean): RegionChoice | undefined {
  const { data } = useQuery(regionsQuery, queryClient());
  return useMemo(() => data && { options: data.map(({ id, name }) => ({ id, name })), editable }, [data, editable]);
}

/** The account's templates for the branch form, from the data cache; undefined while unknown or unavailable (the form then hides its select). */
function useTemplates(): TemplateOption[] | undefined {
  const { data } = useList('/v1/templates');
  return useMemo(() => data?.map(({ id, name }) => ({ id, name })), [data]);
}

/**
 * Sucursales: each branch with its template, its public menu (Ver Menú), its link and QR
 * code (Generar Link) and its enable toggle; no reordering. `enabledLimit`: the plan's
 * number of enabled branches, when it has one. A branch manager (shared/roles.json) sees their
 * branches only (the API lists no other) and edits them; creating, enabling and deleting a
 * branch are the owner's and administrators'.
 */
export function BranchesBoard({ enabledLimit }: { enabledLimit?: number | null }) {
  const can = useCan();
  const creates = can('POST', '/v1/sucursales');
  const enables = can('PUT', '/v1/sucursales/enable/{id}');
  const deletes = can('DELETE', '/v1/sucursales/{id}');
  const edits = can('PUT', '/v1/sucursales/{id}');
  const list = useBoardList(listQuery('/v1/sucursales'));
  const templates = useTemplates();
  const regions = useRegions(can('PUT', '/v1/regions/{id}'));
  const { pending, toggle } = useEnableToggle(list);
  const [editing, setEditing] = useState<{ initial?: Branch } | null>(null);
  const [sharing, setSharing] = useState<Branch | null>(null);
  const views = useBranchViews(30);
  const [viewing, setViewing] = useState<Branch | null>(null);
  const [printing, setPrinting] = useState<Branch | null>(null);
  const { byBranch, reload: reloadViews } = views;

  const items = useMemo<BoardItems<Branch>>(() => {
    const columns: BoardColumn<Branch>[] = [
      { key: 'name', title: 'Nombre', width: 'minmax(160px, 2fr)', render: (s) => <strong>{s.name}</strong> },
      {
        key: 'template',
        title: 'Plantilla',
        // 100 px ('Sin plantilla'; a longer name takes the free room): with 120 the row's four
        // buttons no longer fit a 1280 px window beside the sidebar and went into a menu.
        width: 'minmax(100px, 1fr)',
        render: (s) => (
          <span>
            {s.template ? s.template.name : <Typography.Text type="secondary">Sin plantilla</Typography.Text>}
            {s.region && (
              <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
                Región: {s.region.name}
              </Typography.Text>
            )}
          </span>
        ),
      },
      {
        key: 'preview',
        title: 'Vista Previa',
        width: 'minmax(110px, auto)',
        render: (s) => (
          <Typography.Link href={previewUrl(s.menu_url)} target="_blank" rel="noopener noreferrer">
            <EyeOutlined aria-hidden="true" /> Ver Menú
          </Typography.Link>
        ),
      },
      {
        key: 'share',
        title: 'Compartir',
        width: 'minmax(120px, auto)',
        render: (s) => (
          <Button size="small" onClick={() => setSharing(s)}>
            Generar Link
          </Button>
        ),
      },
      {
        key: 'views',
        title: 'Visitas (30 días)',
        width: 'minmax(90px, auto)',
        align: 'end',
        render: (s) => {
          // A branch made since the counts were read has none yet.
          if (!byBranch) return <Typography.Text type="secondary">—</Typography.Text>;
          return (byBranch.get(s.id)?.total ?? 0).toLocaleString('es-MX');
        },
      },
      {
        key: 'enabled',
        title: 'Activa',
        width: '72px',
        align: 'center',
        render: (s) =>
          enables ? (
            <Switch
              size="small"
              checked={s.enabled}
              loading={pending.has(s.id)}
              aria-label={`Activa ${s.name}`}
              onChange={(checked) => void toggle(s, checked)}
            />
          ) : (
            <Typography.Text type={s.enabled ? undefined : 'secondary'}>{s.enabled ? 'Sí' : 'No'}</Typography.Text>
          ),
      },
    ];
    return {
      target: 'sucursal',
      id: (s) => s.id,
      name: (s) => s.name,
      columns,
      onEdit: edits ? (s) => setEditing({ initial: s }) : undefined,
      actions: [
        {
          key: 'views',
          label: 'Visitas',
          icon: <BarChartOutlined />,
          onClick: (s) => {
            setViewing(s);
            reloadViews(); // the latest counts, the owner's own visits included
          },
        },
        // Table tents, the entrance poster and the printed menu (PDFs made by the API).
        { key: 'print', label: 'Imprimir', icon: <PrinterOutlined />, onClick: (s) => setPrinting(s) },
      ],
      remove: deletes
        ? {
            call: (s) => deleteBranch(s.id),
            note: 'Su link y sus códigos QR dejarán de abrir el menú.',
          }
        : undefined,
    };
  }, [pending, toggle, byBranch, reloadViews, enables, edits, deletes]);

  // The plan changed after the panel loaded (or the section was opened standalone).
  if (isScopeRequired(list.error)) return <PlanUpgrade variant="upgrade" />;

  const caption = `Cada sucursal tiene su menú público, su link y su código QR.${
    enabledLimit
      ? ` Tu plan permite ${enabledLimit} ${enabledLimit === 1 ? 'sucursal activa' : 'sucursales activas'}.`
      : ''
  }`;

  return (
    <>
      <Board<Branch>
        title="Sucursales"
        caption={caption}
        target="sucursal"
        list={list}
        items={items}
        onAdd={creates ? () => setEditing({}) : undefined}
      />
      <BranchEditor
        open={editing !== null}
        initial={editing?.initial}
        templates={templates}
        regions={regions}
        onClose={() => setEditing(null)}
        onSaved={() => {
          void list.reload();
          reloadViews();
        }}
      />
      {viewing && <ViewsModal branch={viewing} views={byBranch?.get(viewing.id)} onClose={() => setViewing(null)} />}
      <PrintModal branch={printing} onClose={() => setPrinting(null)} />
      {sharing && (
        <ShareLinkModal
          open
          branch={sharing}
          onClose={() => setSharing(null)}
          onSaved={(saved) => {
            setSharing(saved);
            list.setItems((all) => all.map((s) => (s.id === saved.id ? saved : s)));
          }}
        />
      )}
    </>
  );
}
