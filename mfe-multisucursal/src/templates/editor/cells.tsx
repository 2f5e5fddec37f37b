import { truncateText } from '@menu/shared';
import { Button, Input, Switch, Tag, Tooltip, Typography } from '@menu/shared/antd';
import { InputNumber } from '@menu/shared/antd/editor';
import type { ReactNode } from 'react';
import { formatUpdated, formatVigencia, isExpired } from '../format';
import { AllergenSummary } from './AllergenSummary';
import { useRowState, type EditStore } from './editStore';
import type { LockState } from '../../locks/useLocks';
import { FieldNote, inheritedValue } from './FieldNote';
import {
  current,
  hasSchedule,
  isChanged,
  isOverridden,
  isPriceKind,
  money,
  resetEdit,
  type RowEdit,
  type RowField,
  type TemplateRow,
} from './rows';
import { ScheduleCell } from './ScheduleCell';

// The cells of the editor's rows. Each reads its row's edit from the store, so a change
// repaints that row's cells only.

interface CellProps {
  row: TemplateRow;
  store: EditStore;
}

/** The prices the API takes: at most 9,999,999.99 (the shared price rule). */
const PRICE_MAX = 9_999_999.99;

/** A field's cell: its lock (the owner's, Multisucursal > Bloqueos) when there is one. */
type FieldCellProps = CellProps & { lock?: LockState };

/** The value a cell shows: a locked field is the base menu's everywhere (design: resolution). */
const shown = (row: TemplateRow, edit: RowEdit | undefined, field: RowField, lock: LockState | undefined) =>
  lock?.locked ? row.base[field] : current(row, edit)[field];

export function ActiveCell({ row, store, lock }: FieldCellProps) {
  const { edit } = useRowState(store, row.key);
  return (
    <div className="template-field">
      <Switch
        size="small"
        checked={shown(row, edit, 'enabled', lock) as boolean}
        disabled={lock?.locked || undefined}
        aria-label={`Activo ${row.name}`}
        onChange={(enabled) => store.patch([[row.key, { enabled }]])}
      />
      <FieldNote row={row} store={store} edit={edit} field="enabled" lock={lock} />
    </div>
  );
}

const baseText = (row: TemplateRow) => {
  const value = isPriceKind(row.kind)
    ? row.base.value === null
      ? 'sin precio'
      : money(row.base.value as number)
    : `"${truncateText(String(row.base.value ?? ''))}"`;
  return `Menú base: ${value}, ${row.base.enabled ? 'activo' : 'inactivo'}`;
};

/** What Restablecer returns the row to: the base menu's values, or its region's. */
const inheritedText = (row: TemplateRow) => {
  const { from } = row.inherited;
  if (from.value === null && from.enabled === null) return baseText(row);
  const region = from.value ?? from.enabled;
  return `Región${region ? ` «${region}»` : ''}: ${inheritedValue(row, 'value')}, ${inheritedValue(row, 'enabled')}`;
};

/**
 * The name, marked 'Personalizado' (the base values in its tooltip) when the template differs
 * from the base menu; under it, a product's or variant's allergens (the base menu's, read-only).
 */
export function NameCell({ row, store }: CellProps) {
  const { edit } = useRowState(store, row.key);
  return (
    <>
      <span className="template-name">
        <span>{row.name}</span>
        {isOverridden(row, edit) && (
          <Tooltip title={baseText(row)}>
            <Tag color="purple" className="template-custom">
              Personalizado
            </Tag>
          </Tooltip>
        )}
      </span>
      {row.allergens && (
        <AllergenSummary allergens={row.allergens} diets={row.diets} option={row.kind === 'variants'} />
      )}
    </>
  );
}

/** A field's error under it (the price rule, or what the server said about the row). */
function FieldError({ error }: { error: string | undefined }) {
  if (!error) return null;
  return (
    <Typography.Text type="danger" role="alert" className="template-error">
      {error}
    </Typography.Text>
  );
}

export function PriceCell({ row, store, lock }: FieldCellProps) {
  const { edit, error } = useRowState(store, row.key);
  const value = shown(row, edit, 'value', lock);
  return (
    <div className="template-field">
      <InputNumber<number>
        size="small"
        prefix="$"
        min={0}
        max={PRICE_MAX}
        precision={2}
        style={{ width: '100%' }}
        value={value as number | null}
        disabled={lock?.locked || undefined}
        placeholder={row.inherited.value === null ? 'Sin precio' : undefined}
        status={error ? 'error' : undefined}
        aria-label={`Precio ${row.name}`}
        aria-invalid={error ? true : undefined}
        onChange={(price) => store.patch([[row.key, { value: price ?? null }]])}
      />
      <FieldError error={error} />
      <FieldNote row={row} store={store} edit={edit} field="value" lock={lock} />
    </div>
  );
}

export function DescriptionCell({ row, store, lock }: FieldCellProps) {
  const { edit, error } = useRowState(store, row.key);
  return (
    <div className="template-field">
      <Input.TextArea
        size="small"
        autoSize={{ minRows: 1, maxRows: 3 }}
        maxLength={2000}
        value={String(shown(row, edit, 'value', lock) ?? '')}
        disabled={lock?.locked || undefined}
        placeholder={String(row.inherited.value ?? '')}
        status={error ? 'error' : undefined}
        aria-label={`Descripción ${row.name}`}
        aria-invalid={error ? true : undefined}
        onChange={(event) => store.patch([[row.key, { value: event.target.value }]])}
      />
      <FieldError error={error} />
      <FieldNote row={row} store={store} edit={edit} field="value" lock={lock} />
    </div>
  );
}

export function VigenciaCell({ row }: { row: TemplateRow }) {
  if (!row.expiration) return <Typography.Text type="secondary">Sin vigencia</Typography.Text>;
  return (
    // 'Vencida' goes under the date when the column is narrow.
    <span className="template-wrap">
      {formatVigencia(row.expiration)}
      {isExpired(row.expiration) && (
        <Tag color="default" style={{ marginLeft: 6 }}>
          Vencida
        </Tag>
      )}
    </span>
  );
}

/** "Ultimo cambio" of the row; 'Sin guardar' while it holds a change. */
export function UpdatedCell({ row, store }: CellProps) {
  const { edit } = useRowState(store, row.key);
  if (isChanged(row, edit)) return <Typography.Text type="warning">Sin guardar</Typography.Text>;
  return row.updated ? (
    <span>{formatUpdated(row.updated)}</span>
  ) : (
    <Typography.Text type="secondary">—</Typography.Text>
  );
}

/** 'Editar variantes' (products with variants) and 'Restablecer' (rows that differ from the base menu). */
export function ActionsCell({
  row,
  store,
  onEditVariants,
}: CellProps & { onEditVariants?: (row: TemplateRow) => void }) {
  const { edit } = useRowState(store, row.key);
  return (
    <span className="template-actions">
      {onEditVariants && row.hasVariants && (
        <Button size="small" onClick={() => onEditVariants(row)}>
          Editar variantes
        </Button>
      )}
      {isOverridden(row, edit) && (
        <Button
          size="small"
          type="link"
          title={inheritedText(row)}
          onClick={() => store.patch([[row.key, resetEdit(row)]])}
        >
          Restablecer
        </Button>
      )}
    </span>
  );
}

/** A labelled line of the stacked cell: 'Vigencia: 31 dic 2026'. */
function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <span className="template-line">
      <Typography.Text type="secondary">{label}:</Typography.Text> {children}
    </span>
  );
}

/**
 * A row on a phone: the columns of the table (name, group, price or description and
 * vigencia, horario, last change, actions) stacked in one cell, each field whole and in
 * reach instead of a table wider than the screen.
 */
export function StackedCell({
  row,
  store,
  actions,
  lock,
  schedules = true,
}: FieldCellProps & { actions: ReactNode; schedules?: boolean }) {
  return (
    <div className="template-stack">
      <NameCell row={row} store={store} />
      {row.group && <Line label="Grupo">{row.group.name}</Line>}
      {isPriceKind(row.kind) ? (
        <PriceCell row={row} store={store} lock={lock} />
      ) : (
        <DescriptionCell row={row} store={store} lock={lock} />
      )}
      {!isPriceKind(row.kind) && (
        <Line label="Vigencia">
          <VigenciaCell row={row} />
        </Line>
      )}
      {schedules && hasSchedule(row.kind) && (
        <Line label="Horario">
          <ScheduleCell row={row} store={store} />
        </Line>
      )}
      <Line label="Ultimo cambio">
        <UpdatedCell row={row} store={store} />
      </Line>
      {actions}
    </div>
  );
}
