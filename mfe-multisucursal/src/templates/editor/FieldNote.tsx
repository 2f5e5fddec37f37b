import LockOutlined from '@ant-design/icons/es/icons/LockOutlined';
import { truncateText } from '@menu/shared';
import { lockNote } from '@menu/shared/menu/locks';
import { Button, Tooltip, Typography } from '@menu/shared/antd';
import type { LockState } from '../../locks/useLocks';
import type { EditStore } from './editStore';
import { originText } from './inherited';
import { isPriceKind, money, ownsField, resetField, type RowEdit, type RowField, type TemplateRow } from './rows';

/** How the notes name a row's field: 'Restablecer precio Taco'. */
const fieldName = (row: TemplateRow, field: RowField) =>
  field === 'enabled' ? 'activo' : isPriceKind(row.kind) ? 'precio' : 'descripción';

/** The inherited value of a field as text: '$25.00', 'activo', '"Martes de tacos"'. */
export function inheritedValue(row: TemplateRow, field: RowField): string {
  if (field === 'enabled') return row.inherited.enabled ? 'activo' : 'inactivo';
  const { value } = row.inherited;
  if (isPriceKind(row.kind)) return value === null ? 'sin precio' : money(value as number);
  return `"${truncateText(String(value ?? ''))}"`;
}

/**
 * Under a price, description or Activo cell: a locked field's lock (its reason in the
 * tooltip); on a value of the row's own, 'Restablecer' (back to the inherited value, in the
 * pending changes, saved with the rest); otherwise where the value comes from ('De la región
 * «Norte»', 'Del menú base').
 */
export function FieldNote({
  row,
  store,
  edit,
  field,
  lock,
}: {
  row: TemplateRow;
  store: EditStore;
  edit: RowEdit | undefined;
  field: RowField;
  lock: LockState | undefined;
}) {
  if (lock?.locked) {
    const note = lockNote(lock.reason);
    return (
      <Tooltip title={note}>
        <Typography.Text type="secondary" className="template-origin">
          <LockOutlined role="img" aria-label={note} /> Bloqueado
        </Typography.Text>
      </Tooltip>
    );
  }
  const origin = originText(row.inherited, field);
  if (ownsField(row, edit, field))
    return (
      <Button
        size="small"
        type="link"
        className="template-reset"
        aria-label={`Restablecer ${fieldName(row, field)} ${row.name}`}
        title={`${origin}: ${inheritedValue(row, field)}`}
        onClick={() => store.patch([[row.key, resetField(row, field)]])}
      >
        Restablecer
      </Button>
    );
  return (
    <Typography.Text type="secondary" className="template-origin">
      {origin}
    </Typography.Text>
  );
}
