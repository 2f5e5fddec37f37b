// The master-enable modal ('Actualizar {target} en plantillas'): one base item
// (a product, a promotion or an ad) in every template of the account, in three modes.
import { errorMessage } from '@menu/shared';
import { Alert, Button, Empty, Input, Spin, Switch, Typography } from '@menu/shared/antd';
import { Checkbox, Form, Radio } from '@menu/shared/antd/editor';
import { queryClient } from '@menu/shared/data';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { EditorModal } from '@menu/shared/ui';
import { antdRules } from '@menu/shared/ui';
import {
  itemTemplates,
  saveItemTemplates,
  type TemplateItemKind,
  type TemplateProductChange,
  type TemplateProductItem,
  type TemplateTextChange,
  type TemplateTextItem,
} from './api';
import { templatesTitle } from './title';
import {
  changesOf,
  initialDraft,
  KINDS,
  productRows,
  textRows,
  type Draft,
  type ItemRow,
  type KindSpec,
} from './draft';
import { useNotify } from '@menu/shared/ui';
import { Overridden, TemplateLine } from './TemplateLine';

export type TemplatesMode = 'enable' | 'update' | 'replicate';

const MODES: Array<{ value: TemplatesMode; label: string }> = [
  { value: 'enable', label: 'Activar' },
  { value: 'update', label: 'Actualizar' },
  { value: 'replicate', label: 'Replicar' },
];

export interface TemplatesModalProps {
  /** Which base item: its kind and id; null = closed. */
  kind: TemplateItemKind;
  item: { id: number; name?: string } | null;
  /**
   * The mode it opens in (default 'enable'). After an edit of the value templates copy, the
   * mode that carries it to them: 'replicate'.
   */
  mode?: TemplatesMode;
  onClose(): void;
  /** After a save the server accepted. */
  onSaved?(): void;
}

/** 'Actualizar producto en plantillas', 'Actualizar promoción en plantillas', 'Actualizar anuncio en plantillas'. */

/**
 * The item in every template: 'Activar' turns it on or off per template, 'Actualizar' sets
 * its price (products) or description (promotions, ads) per template, 'Replicar' copies the
 * base value to the picked templates (they follow the base menu again). Guardar sends ONE
 * PUT with only the templates that changed, in any mode; an invalid value blocks it with
 * its message under the input. A refused save keeps the modal open and says why.
 */
export function TemplatesModal({ kind, item, mode = 'enable', onClose, onSaved }: TemplatesModalProps) {
  return (
    <EditorModal open={item !== null} title={templatesTitle(kind)} onClose={onClose} width={640}>
      {item && (
        <TemplatesForm
          key={`${kind}:${item.id}:${mode}`}
          kind={kind}
          item={item}
          mode={mode}
          onClose={onClose}
          onSaved={onSaved}
        />
      )}
    </EditorModal>
  );
}

type Load = { state: 'loading' } | { state: 'failed'; error: unknown } | { state: 'ready'; rows: ItemRow[] };

/**
 * The item's rows, read through the panel's data cache under the templates' key (a write to a
 * template, or to the item, marks it stale: shared/src/data/writes.ts). The form starts from
 * rows the server has now: while a stale copy is read again the modal waits for the new one.
 */
function useItemRows(kind: TemplateItemKind, id: number) {
  const query = useQuery(
    {
      queryKey: ['/v1/templates', 'items', kind, id],
      queryFn: async () => {
        const items = await itemTemplates(kind, id);
        return kind === 'products'
          ? productRows(items as TemplateProductItem[])
          : textRows(items as TemplateTextItem[]);
      },
    },
    queryClient(),
  );
  const load: Load = query.isFetching
    ? { state: 'loading' }
    : query.error
      ? { state: 'failed', error: query.error }
      : query.data
        ? { state: 'ready', rows: query.data }
        : { state: 'loading' };
  return { load, retry: () => void query.refetch() };
}

function TemplatesForm({
  kind,
  item,
  mode,
  onClose,
  onSaved,
}: TemplatesModalProps & { item: NonNullable<TemplatesModalProps['item']>; mode: TemplatesMode }) {
  const spec = KINDS[kind];
  const { load, retry } = useItemRows(kind, item.id);
  return (
    <>
      {item.name && (
        <Typography.Paragraph strong style={{ marginBottom: 12 }}>
          {item.name}
        </Typography.Paragraph>
      )}
      {load.state === 'loading' && (
        <div style={{ textAlign: 'center', padding: 32 }}>
          <Spin aria-label="Cargando plantillas" />
        </div>
      )}
      {load.state === 'failed' && (
        <>
          <Alert
            type="error"
            showIcon
            title="No se pudieron cargar las plantillas"
            description={errorMessage(load.error)}
            action={
              <Button size="small" onClick={retry}>
                Reintentar
              </Button>
            }
          />
          <Footer saving={false} onCancel={onClose} disabled />
        </>
      )}
      {load.state === 'ready' &&
        (load.rows.length === 0 ? (
          <>
            <Empty description="Aún no tienes plantillas." />
            <Footer saving={false} onCancel={onClose} disabled />
          </>
        ) : (
          <ModesForm
            spec={spec}
            kind={kind}
            itemId={item.id}
            rows={load.rows}
            initialMode={mode}
            onClose={onClose}
            onSaved={onSaved}
          />
        ))}
    </>
  );
}

function Footer({
  saving,
  onCancel,
  disabled,
  extra,
}: {
  saving: boolean;
  onCancel(): void;
  disabled?: boolean;
  extra?: string;
}) {
  return (
    <div style={{ display: 'flex', justifyContent: 'flex-end', alignItems: 'center', gap: 8, marginTop: 24 }}>
      {extra && (
        <Typography.Text type="secondary" style={{ marginRight: 'auto' }}>
          {extra}
        </Typography.Text>
      )}
      <Button onClick={onCancel} disabled={saving}>
        Cancelar
      </Button>
      <Button type="primary" htmlType="submit" loading={saving} disabled={disabled}>
        Guardar
      </Button>
    </div>
  );
}

const HINTS: Record<TemplatesMode, (spec: KindSpec) => string> = {
  enable: (spec) => `Activa o desactiva ${spec.the} en cada plantilla.`,
  update: (spec) => `Cambia ${spec.theValue} de ${spec.the} en cada plantilla.`,
  replicate: (spec) =>
    `Copia ${spec.theValue} del menú base a las plantillas que elijas: vuelven a seguir el menú base.`,
};

const changeCount = (count: number) =>
  count === 0 ? 'Sin cambios' : count === 1 ? '1 plantilla con cambios' : `${count} plantillas con cambios`;

function ModesForm({
  spec,
  kind,
  itemId,
  rows,
  initialMode,
  onClose,
  onSaved,
}: {
  spec: KindSpec;
  kind: TemplateItemKind;
  itemId: number;
  rows: ItemRow[];
  initialMode: TemplatesMode;
  onClose(): void;
  onSaved?(): void;
}) {
  const { notification, message } = useNotify();
  const [form] = Form.useForm<Draft>();
  const [mode, setMode] = useState<TemplatesMode>(initialMode);
  const [saving, setSaving] = useState(false);
  const initial = useMemo(() => initialDraft(rows), [rows]);
  const [count, setCount] = useState(0);
  const valueRules = useMemo(() => antdRules(...spec.rules), [spec]);
  const replicable = rows.filter((row) => row.overridden.value);

  const draft = () => form.getFieldsValue(true) as Draft;

  const onValuesChange = (changed: Partial<Draft>) => {
    // Replicating puts the base value in the template's input; typing another value there
    // un-picks it, and un-picking it gives the input back the template's value.
    for (const [id, follow] of Object.entries(changed.follow ?? {})) {
      const row = rows.find((r) => String(r.templateId) === id)!;
      form.setFieldValue(['value', id], follow ? row.base : row.value);
      void form.validateFields([['value', id]]).catch(() => undefined);
    }
    for (const id of Object.keys(changed.value ?? {})) {
      const row = rows.find((r) => String(r.templateId) === id)!;
      if (form.getFieldValue(['follow', id]) && form.getFieldValue(['value', id]) !== row.base)
        form.setFieldValue(['follow', id], false);
    }
    setCount(changesOf(spec, rows, draft()).length);
  };

  const save = async () => {
    const body = changesOf(spec, rows, draft());
    if (body.length === 0) {
      onClose();
      return;
    }
    setSaving(true);
    try {
      // Each kind's spec builds its own change shape (draft.ts).
      await saveItemTemplates(kind, itemId, body as TemplateProductChange[] | TemplateTextChange[]);
    } catch (error) {
      notification.error({ title: 'No se pudieron actualizar las plantillas', description: errorMessage(error) });
      setSaving(false);
      return;
    }
    setSaving(false);
    void message.success('Plantillas actualizadas');
    onSaved?.();
    onClose();
  };

  const follow = Form.useWatch('follow', form) as Draft['follow'] | undefined;
  const allPicked = replicable.length > 0 && replicable.every((row) => follow?.[String(row.templateId)]);

  return (
    <Form<Draft>
      form={form}
      name={`templates-${kind}`}
      layout="vertical"
      requiredMark={false}
      initialValues={initial}
      onValuesChange={onValuesChange}
      onFinish={save}
      // The only inputs that can be invalid are the values: show them with their messages.
      onFinishFailed={() => setMode('update')}
    >
      <Radio.Group
        optionType="button"
        buttonStyle="solid"
        value={mode}
        onChange={(event) => setMode(event.target.value as TemplatesMode)}
        options={MODES}
        aria-label="Modo"
      />
      <Typography.Paragraph type="secondary" style={{ margin: '12px 0' }}>
        {HINTS[mode](spec)}
      </Typography.Paragraph>

      {/* Every mode stays mounted: Guardar sends the changes of all three. */}
      <ul
        hidden={mode !== 'enable'}
        aria-label="Activar en plantillas"
        style={{ listStyle: 'none', margin: 0, padding: 0 }}
      >
        {rows.map((row) => (
          <TemplateLine key={row.templateId} row={row}>
            {/* An override always differs from the base (the server stores a base value as "follows the base"). */}
            <Overridden on={row.overridden.enabled} base={row.enabled ? 'inactivo' : 'activo'} />
            <Form.Item name={['enabled', String(row.templateId)]} valuePropName="checked" noStyle>
              <Switch aria-label={`Activo en ${row.name}`} />
            </Form.Item>
          </TemplateLine>
        ))}
      </ul>

      <ul
        hidden={mode !== 'update'}
        aria-label={`${spec.label} en plantillas`}
        style={{ listStyle: 'none', margin: 0, padding: 0 }}
      >
        {rows.map((row) => (
          <TemplateLine key={row.templateId} row={row} top>
            <Overridden on={row.overridden.value} base={spec.show(row.base)} />
            <Form.Item
              name={['value', String(row.templateId)]}
              rules={valueRules}
              extra={`Menú base: ${spec.show(row.base)}`}
              style={{ marginBottom: 0, width: kind === 'products' ? 180 : 320, maxWidth: '100%' }}
            >
              {kind === 'products' ? (
                <Input prefix="$" placeholder="00.00" inputMode="decimal" aria-label={`${spec.label} en ${row.name}`} />
              ) : (
                <Input.TextArea
                  autoSize={{ minRows: 1, maxRows: 4 }}
                  maxLength={2000}
                  aria-label={`${spec.label} en ${row.name}`}
                />
              )}
            </Form.Item>
          </TemplateLine>
        ))}
      </ul>

      <div hidden={mode !== 'replicate'}>
        <Checkbox
          checked={allPicked}
          disabled={replicable.length === 0}
          onChange={(event) => {
            for (const row of replicable) form.setFieldValue(['follow', String(row.templateId)], event.target.checked);
            onValuesChange({
              follow: Object.fromEntries(replicable.map((row) => [String(row.templateId), event.target.checked])),
            });
          }}
          style={{ marginBottom: 8 }}
        >
          Todas las plantillas personalizadas
        </Checkbox>
        <ul aria-label="Replicar en plantillas" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {rows.map((row) => (
            <TemplateLine key={row.templateId} row={row}>
              {row.overridden.value ? (
                <Typography.Text type="secondary" ellipsis style={{ maxWidth: 260 }} title={spec.show(row.value)}>
                  {spec.show(row.value)}
                </Typography.Text>
              ) : (
                <Typography.Text type="secondary">Ya usa el menú base</Typography.Text>
              )}
              <Form.Item name={['follow', String(row.templateId)]} valuePropName="checked" noStyle>
                <Checkbox aria-label={`Replicar en ${row.name}`} disabled={!row.overridden.value} />
              </Form.Item>
            </TemplateLine>
          ))}
        </ul>
      </div>

      <Footer saving={saving} onCancel={onClose} extra={changeCount(count)} />
    </Form>
  );
}
