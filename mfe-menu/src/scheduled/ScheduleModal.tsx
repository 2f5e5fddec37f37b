import { errorMessage, rules } from '@menu/shared';
import { Button, Input, type FormInstance } from '@menu/shared/antd';
import { Form, Select } from '@menu/shared/antd/editor';
import { dayjs } from '@menu/shared/format/dates';
import { antdRules, DateField, EditorModal, fieldErrors, useNotify, type FieldErrorEntry } from '@menu/shared/ui';
import type { Dayjs } from 'dayjs';
import { useList } from '@menu/shared/data';
import { useState } from 'react';
import { createScheduledChange } from './api';
import type { ScheduledChangeCreate, ScheduledFields } from './types';

/** 'Activo' of a row: left as it is, or turned on or off. */
type EnabledChoice = 'same' | 'on' | 'off';

export interface ChangeRow {
  product_id?: number;
  price?: string;
  enabled: EnabledChoice;
}

export interface ScheduleValues {
  name: string;
  run_at?: Dayjs | null;
  changes: ChangeRow[];
}

export const SCHEDULE_MESSAGES = {
  future: 'La fecha debe ser futura',
  nothing: 'Indica un precio nuevo o si queda activo',
  product: 'Elige un producto',
} as const;

const ENABLED_OPTIONS: Array<{ value: EnabledChoice; label: string }> = [
  { value: 'same', label: 'Sin cambio' },
  { value: 'on', label: 'Sí' },
  { value: 'off', label: 'No' },
];

const emptyRow = (): ChangeRow => ({ enabled: 'same' });

/** The body of POST /v1/scheduled-changes from the form: run_at with its offset, only the fields set. */
export function scheduleBody(values: ScheduleValues): ScheduledChangeCreate {
  return {
    name: values.name.trim(),
    run_at: values.run_at!.second(0).millisecond(0).format(),
    changes: values.changes.map((row) => {
      const fields: ScheduledFields = {};
      const price = row.price?.trim();
      if (price) fields.price = Number(price);
      if (row.enabled !== 'same') fields.enabled = row.enabled === 'on';
      return { entity: 'product', id: row.product_id!, fields };
    }),
  };
}

/**
 * The API names the set's fields ('run_at', 'changes.2.fields.price', 'changes.2.id'); the
 * form's fields are 'run_at', ['changes', 2, 'price'] and ['changes', 2, 'product_id'].
 */
export function formFieldErrors(error: unknown): FieldErrorEntry[] {
  return fieldErrors(error).map(({ name, errors }) => {
    if (name[0] === 'changes' && typeof name[1] === 'number') {
      const field = name[2] === 'fields' ? name[3] : name[2] === 'id' ? 'product_id' : name[2];
      return { name: ['changes', name[1], field ?? 'product_id'], errors };
    }
    return { name, errors };
  });
}

/**
 * 'Programar cambios': a name, a future moment, and the products whose price and/or 'Activo'
 * change then. Checked by the API when saved (a bad price is refused now, on its row, not when
 * the set runs).
 */
export function ScheduleModal({ open, onClose, onSaved }: { open: boolean; onClose(): void; onSaved(): void }) {
  return (
    <EditorModal open={open} title="Programar cambios" onClose={onClose} width={760}>
      <ScheduleForm onClose={onClose} onSaved={onSaved} />
    </EditorModal>
  );
}

function ScheduleForm({ onClose, onSaved }: { onClose(): void; onSaved(): void }) {
  const { notification, message } = useNotify();
  const [form] = Form.useForm<ScheduleValues>();
  // The products to pick from: the data cache's list (drawn at once when read within its fresh time).
  const { data: products, isError: failed } = useList('/v1/products');
  const [saving, setSaving] = useState(false);

  const options = (products ?? []).map((product) => ({
    value: product.id,
    label: product.name,
    title: product.name,
  }));

  const submit = async (values: ScheduleValues) => {
    setSaving(true);
    try {
      await createScheduledChange(scheduleBody(values));
    } catch (error) {
      const onFields = formFieldErrors(error);
      // The API's paths are not the typed form's names: through the untyped instance, as useEditorSave does.
      if (onFields.length) (form as FormInstance).setFields(onFields);
      notification.error({ title: 'No se pudieron programar los cambios', description: errorMessage(error) });
      setSaving(false);
      return;
    }
    setSaving(false);
    void message.success('Cambios programados');
    onSaved();
    onClose();
  };

  return (
    <Form<ScheduleValues>
      form={form}
      name="scheduled-change"
      layout="vertical"
      requiredMark={false}
      onFinish={submit}
      initialValues={{ name: '', run_at: null, changes: [emptyRow()] }}
    >
      <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap' }}>
        <Form.Item label="Nombre" name="name" rules={antdRules(rules.required)} style={{ flex: '1 1 260px' }}>
          <Input autoFocus maxLength={120} placeholder="Precios de enero" />
        </Form.Item>
        <Form.Item
          label="Fecha y hora"
          name="run_at"
          rules={[
            ...antdRules(rules.required),
            {
              validator: (_, value: Dayjs | null | undefined) =>
                !value || value.isAfter(dayjs())
                  ? Promise.resolve()
                  : Promise.reject(new Error(SCHEDULE_MESSAGES.future)),
            },
          ]}
        >
          {/* Enter takes the date only (as Vigencia's): the set is saved by 'Programar', with all its rows. */}
          <DateField
            showTime={{ format: 'HH:mm' }}
            format="DD/MM/YYYY HH:mm"
            placeholder="DD/MM/AAAA HH:mm"
            disabledDate={(day) => day.isBefore(dayjs(), 'day')}
            style={{ width: 220 }}
          />
        </Form.Item>
      </div>
      <Form.List name="changes">
        {(rows, { add, remove }) => (
          <section aria-label="Cambios">
            {failed && <p role="alert">No se pudieron cargar los productos.</p>}
            {rows.map((row, index) => (
              <div key={row.key} style={{ display: 'flex', gap: 8, alignItems: 'flex-start', flexWrap: 'wrap' }}>
                <Form.Item
                  name={[row.name, 'product_id']}
                  rules={[{ required: true, message: SCHEDULE_MESSAGES.product }]}
                  style={{ flex: '1 1 240px' }}
                >
                  <Select
                    aria-label={`Producto ${index + 1}`}
                    placeholder="Busca un producto"
                    loading={!products && !failed}
                    options={options}
                    showSearch={{ optionFilterProp: 'label' }}
                  />
                </Form.Item>
                <Form.Item
                  name={[row.name, 'price']}
                  rules={[
                    ...antdRules(rules.price),
                    ({ getFieldValue }) => ({
                      validator: (_, value: string | undefined) =>
                        value?.trim() || getFieldValue(['changes', row.name, 'enabled']) !== 'same'
                          ? Promise.resolve()
                          : Promise.reject(new Error(SCHEDULE_MESSAGES.nothing)),
                    }),
                  ]}
                  dependencies={[['changes', row.name, 'enabled']]}
                  style={{ width: 170 }}
                >
                  <Input
                    aria-label={`Nuevo precio ${index + 1}`}
                    prefix="$"
                    placeholder="Nuevo precio"
                    inputMode="decimal"
                  />
                </Form.Item>
                <Form.Item name={[row.name, 'enabled']} style={{ width: 150 }}>
                  <Select aria-label={`Activo ${index + 1}`} options={ENABLED_OPTIONS} prefix="Activo:" />
                </Form.Item>
                <Button
                  onClick={() => remove(row.name)}
                  disabled={rows.length === 1}
                  aria-label={`Quitar ${index + 1}`}
                >
                  Quitar
                </Button>
              </div>
            ))}
            <Button type="dashed" onClick={() => add(emptyRow())} style={{ marginBottom: 16 }}>
              + Agregar producto
            </Button>
          </section>
        )}
      </Form.List>
      <div style={{ display: 'flex', justifyContent: 'flex-end', gap: 8, marginTop: 24 }}>
        <Button onClick={onClose} disabled={saving}>
          Cancelar
        </Button>
        <Button type="primary" htmlType="submit" loading={saving}>
          Programar
        </Button>
      </div>
    </Form>
  );
}
