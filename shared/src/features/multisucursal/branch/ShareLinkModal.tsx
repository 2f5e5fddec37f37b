// Compartir Link ("Link edit"): the branch's public link with its key
// editable, Copiar / Guardar, the QR code of the saved link and its downloads. Loaded on
// demand (see ./index.ts): the QR generator stays out of the boards' first load.
import DownloadOutlined from '@ant-design/icons/es/icons/DownloadOutlined';
import { ApiError, errorMessage, MESSAGES, rules, saveFile, type Branch } from '@menu/shared';
import { Button, Divider, Grid, Input, Modal, Space, Typography } from '@menu/shared/antd';
import { Form, InputNumber } from '@menu/shared/antd/editor';
import { QUIET_ZONE_MODULES, qrCells, qrMatrix, qrPath, qrRuns } from '@menu/shared/format/qr';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { routeKeyTaken, updateBranch } from './api';
import { PrintChoices } from './PrintChoices';
import { printSide, QR_SCALE, QR_USE, svgFile } from './qr';
import { useDebounced, useNotify } from '@menu/shared/ui';
import { queryClient } from '@menu/shared/data';
import { useQuery } from '@tanstack/react-query';

/** How long typing must pause before the key's availability is looked up. */
export const ROUTE_KEY_CHECK_MS = 400;

export const OLD_LINK_NOTE =
  'Los códigos QR que ya imprimiste seguirán funcionando: el link anterior redirige al nuevo.';

export interface ShareLinkModalProps {
  branch: Branch;
  open: boolean;
  onClose(): void;
  /** The branch as stored after its key changed. */
  onSaved?(branch: Branch): void;
}

/** The public link without its key: menu_url is '<public menu base>/m/<route_key>'. */
export const linkBase = (menuUrl: string) => menuUrl.slice(0, menuUrl.lastIndexOf('/') + 1);

export default function ShareLinkModal({ branch, open, onClose, onSaved }: ShareLinkModalProps) {
  return (
    <Modal open={open} title="Compartir Link" onCancel={onClose} footer={null} destroyOnHidden width={560}>
      <ShareLink branch={branch} onSaved={onSaved} />
    </Modal>
  );
}

/** A refusal of the key, for the key it was about. */
interface KeyNote {
  key: string;
  message: string;
}

function ShareLink({ branch, onSaved }: Pick<ShareLinkModalProps, 'branch' | 'onSaved'>) {
  const { message, notification } = useNotify();
  const [saved, setSaved] = useState(branch);
  const [key, setKey] = useState(branch.route_key);
  const [refused, setRefused] = useState<KeyNote | null>(null);
  const [saving, setSaving] = useState(false);
  const inputId = useId();
  const screens = Grid.useBreakpoint();
  // On a phone the link's start goes above the field, so the key has the field's whole width.
  const phone = screens.sm === false && Boolean(screens.xs);

  // The branch changed outside (a reload of the list): show it as stored. Only a change of
  // what the modal shows counts: a new object for the same branch keeps the edit.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new object for the same branch must keep the edit
  useEffect(() => {
    setSaved(branch);
    setKey(branch.route_key);
  }, [branch.id, branch.route_key, branch.menu_url]);

  const dirty = key !== saved.route_key;
  const problem = dirty ? rules.routeKey(key) : null;

  // Availability, looked up once typing pauses, through the data cache: one query per key (under
  // the branches' key, so a branch saved anywhere marks the answers stale), so a key checked
  // before answers at once, and an answer only ever shows for its own key.
  const settled = useDebounced(key, ROUTE_KEY_CHECK_MS);
  const taken = useQuery(
    {
      queryKey: ['/v1/sucursales', 'url', key, { sucursal_id: saved.id }],
      queryFn: () => routeKeyTaken(key, saved.id),
      enabled: dirty && !problem && settled === key,
    },
    queryClient(),
  );

  const inUse = dirty && !problem && taken.data === true;
  const error =
    problem ?? (inUse ? MESSAGES.routeKeyTaken : null) ?? (dirty && refused?.key === key ? refused.message : null);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(saved.menu_url);
      message.success('Link copiado');
    } catch {
      message.error('No se pudo copiar el link: selecciónalo y cópialo.');
    }
  };

  const save = async () => {
    if (error || saving) return;
    setSaving(true);
    try {
      const updated = await updateBranch(saved.id, { route_key: key });
      setSaved(updated);
      setKey(updated.route_key);
      message.success('Link actualizado');
      onSaved?.(updated);
    } catch (failure) {
      // The key is the only field sent: a refusal of it shows under the field.
      if (failure instanceof ApiError && failure.code === 'ROUTE_KEY_IN_USE')
        setRefused({ key, message: MESSAGES.routeKeyTaken });
      else if (failure instanceof ApiError && failure.code === 'VALIDATION_ERROR')
        setRefused({ key, message: errorMessage(failure) });
      else notification.error({ title: 'No se pudo guardar el link', description: errorMessage(failure) });
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <Form layout="vertical" onFinish={() => void (dirty ? save() : copy())} requiredMark={false}>
        <Form.Item
          label="Link de tu menú"
          htmlFor={inputId}
          validateStatus={error ? 'error' : undefined}
          help={error ?? undefined}
          style={{ marginBottom: 8 }}
        >
          {phone && (
            <Typography.Text type="secondary" style={{ display: 'block', marginBottom: 4, overflowWrap: 'anywhere' }}>
              {linkBase(saved.menu_url)}
            </Typography.Text>
          )}
          <Space.Compact block>
            {!phone && <Space.Addon>{linkBase(saved.menu_url)}</Space.Addon>}
            <Input
              id={inputId}
              value={key}
              // Keys are case-insensitive and stored in lower case: show them so while typing.
              onChange={(event) => setKey(event.target.value.toLowerCase())}
              aria-describedby={`${inputId}-note`}
              autoComplete="off"
              spellCheck={false}
              status={error ? 'error' : undefined}
            />
            {dirty ? (
              <Button type="primary" htmlType="submit" loading={saving} disabled={Boolean(error)}>
                Guardar
              </Button>
            ) : (
              <Button type="primary" htmlType="submit">
                Copiar
              </Button>
            )}
          </Space.Compact>
        </Form.Item>
      </Form>
      <Typography.Paragraph type="secondary" id={`${inputId}-note`}>
        {OLD_LINK_NOTE}
      </Typography.Paragraph>
      <TableQr branch={saved} />
      <Divider />
      <PrintChoices branch={saved} />
    </>
  );
}

/** Table n's link: the menu's with ?mesa=n (the public menu says 'Mesa n' and counts it for the table). */
export const tableLink = (menuUrl: string, table: number) => `${menuUrl}?mesa=${table}`;

/**
 * The branch's QR code, or one table's: a branch with tables has a 'Mesa' field; a table from 1
 * to its tables shows that table's link and QR code (and downloads them), empty the branch's.
 */
function TableQr({ branch }: { branch: Branch }) {
  const [table, setTable] = useState<number | null>(null);
  const inputId = useId();
  const chosen = table !== null && Number.isInteger(table) && table >= 1 && table <= branch.tables ? table : null;
  const value = chosen ? tableLink(branch.menu_url, chosen) : branch.menu_url;
  return (
    <>
      {branch.tables > 0 && (
        <Space wrap align="center" style={{ marginBottom: 12 }}>
          <label htmlFor={inputId}>Mesa</label>
          <InputNumber
            id={inputId}
            min={1}
            max={branch.tables}
            precision={0}
            value={table}
            onChange={(n) => setTable(typeof n === 'number' ? n : null)}
            placeholder={`1 a ${branch.tables}`}
            style={{ width: 120 }}
          />
          <Typography.Text type="secondary">
            {chosen ? (
              <Typography.Text copyable={{ text: value }} style={{ overflowWrap: 'anywhere' }}>
                {value}
              </Typography.Text>
            ) : (
              'Vacío: el código QR de la sucursal'
            )}
          </Typography.Text>
        </Space>
      )}
      <QrCode value={value} name={chosen ? `${branch.route_key}-mesa-${chosen}` : branch.route_key} />
    </>
  );
}

/** The QR code of a link (the shared generator), at 6 px per module, and its PNG and SVG downloads (`name`.png / .svg). */
function QrCode({ value, name }: { value: string; name: string }) {
  const { message } = useNotify();
  const svgRef = useRef<SVGSVGElement>(null);
  const matrix = useMemo(() => qrMatrix(value, QR_USE), [value]);
  const cells = qrCells(matrix);
  const side = cells * QR_SCALE;
  const print = printSide(cells);

  // Drawn at print size in module units: the light background, then each dark run.
  const downloadPng = () => {
    const canvas = document.createElement('canvas');
    canvas.width = print;
    canvas.height = print;
    const context = canvas.getContext('2d');
    if (!context) {
      message.error('No se pudo generar la imagen del código QR');
      return;
    }
    context.scale(print / cells, print / cells);
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, cells, cells);
    context.fillStyle = '#000000';
    for (const run of qrRuns(matrix))
      context.fillRect(run.col + QUIET_ZONE_MODULES, run.row + QUIET_ZONE_MODULES, run.length, 1);
    canvas.toBlob((blob) => {
      if (blob) saveFile(blob, `${name}.png`);
      else message.error('No se pudo generar la imagen del código QR');
    }, 'image/png');
  };

  const downloadSvg = () => {
    if (svgRef.current) saveFile(svgFile(svgRef.current, print), `${name}.svg`);
  };

  return (
    <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 12 }}>
      <svg
        ref={svgRef}
        role="img"
        aria-label={`Código QR de ${value}`}
        data-value={value}
        viewBox={`0 0 ${cells} ${cells}`}
        shapeRendering="crispEdges"
        style={{ width: side, height: side }}
      >
        <path fill="#ffffff" d={`M0 0h${cells}v${cells}H0z`} />
        <path fill="#000000" d={qrPath(matrix)} />
      </svg>
      <Space wrap align="center">
        <Typography.Text strong>Descargar QR</Typography.Text>
        <Button
          icon={<DownloadOutlined />}
          aria-label="Descargar QR en PNG"
          title="Imagen PNG de alta resolución, para imprimir en tus mesas"
          onClick={downloadPng}
        >
          PNG
        </Button>
        <Button
          icon={<DownloadOutlined />}
          aria-label="Descargar QR en SVG"
          title="Imagen vectorial SVG, para imprentas"
          onClick={downloadSvg}
        >
          SVG
        </Button>
      </Space>
    </div>
  );
}
