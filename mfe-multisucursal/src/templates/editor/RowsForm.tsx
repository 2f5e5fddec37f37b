import { errorMessage, foldText, rules } from '@menu/shared';
import { LOCK_FIELDS } from '@menu/shared/menu/locks';
import { antdRules, EditorFooter, fieldErrors, useDebounced, useNotify } from '@menu/shared/ui';
import { Alert, Button, ConfigProvider, Input, Skeleton, Tabs, Typography } from '@menu/shared/antd';
import { Form } from '@menu/shared/antd/editor';
import { useCallback, useMemo, useState, type Key, type ReactNode } from 'react';
import { saveRegionRows } from '../../regions/api';
import { useLocks } from '../../locks/useLocks';
import { createTemplate, updateTemplate, type TemplateSummary } from '../api';
import { BulkPrice } from './BulkPrice';
import { EditStore, useEditsVersion } from './editStore';
import {
  isChanged,
  KIND_LABELS,
  KINDS,
  missingPrice,
  PRICE_REQUIRED,
  rowsBody,
  type EditorRows,
  type Kind,
  type RowEdit,
  type TemplateRow,
} from './rows';
import { SectionTable, type SortState } from './SectionTable';
import type { RowsOwner } from './owner';
import { useEditorRows } from './useEditorRows';

/** Search pause before the sections filter (3,000 rows). */
export const SEARCH_DEBOUNCE_MS = 200;
const TABLE_HEIGHT = 380;

const EDITOR_CSS = `
.template-name { display: inline-flex; align-items: center; gap: 6px; flex-wrap: wrap; }
.template-custom { margin: 0; }
.template-allergens { display: block; font-size: 12px; line-height: 1.3; white-space: normal; }
.template-actions { display: inline-flex; flex-wrap: wrap; gap: 4px; }
.template-table .ant-table-cell { white-space: nowrap; }
.template-table .template-name, .template-table .template-error, .template-table .template-wrap, .template-table .template-stack { white-space: normal; }
.template-stack { display: flex; flex-direction: column; align-items: stretch; gap: 6px; min-width: 0; }
.template-stack > .template-name, .template-stack > .template-line, .template-stack > .template-actions { align-self: flex-start; }
.template-error { display: block; font-size: 12px; line-height: 1.3; }
.template-bulk { margin-bottom: 8px; }
.template-filter { margin-bottom: 8px; }
.template-field { display: flex; flex-direction: column; align-items: flex-start; gap: 2px; }
.template-field > .ant-input-number, .template-field > textarea { align-self: stretch; }
.template-origin { font-size: 12px; line-height: 1.3; white-space: normal; }
.template-table .template-origin { white-space: normal; }
.template-reset.ant-btn { padding: 0; height: auto; font-size: 12px; }
.template-region { margin-bottom: 8px; }
.template-close { display: flex; justify-content: flex-end; margin-top: 24px; }
`;

/** Rows changed by the user, in the sections' order. */
function changedRows(rows: EditorRows, store: EditStore) {
  const out: Array<{ row: TemplateRow; edit: RowEdit }> = [];
  for (const kind of KINDS) {
    for (const row of rows[kind]) {
      const edit = store.edit(row.key);
      if (edit && isChanged(row, edit)) out.push({ row, edit });
    }
  }
  return out;
}

function ChangeCount({ rows, store }: { rows: EditorRows | undefined; store: EditStore }) {
  const version = useEditsVersion(store);
  // The store is mutable: `version` changes with every edit and is what makes the count current.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` stands for the store's edits
  const count = useMemo(() => (rows ? changedRows(rows, store).length : 0), [rows, store, version]);
  if (count === 0) return null;
  return (
    <Typography.Text type="secondary">
      {count === 1 ? '1 cambio sin guardar' : `${count} cambios sin guardar`}
    </Typography.Text>
  );
}

/** What the form edits: a template (named, saved with its rows in one request) or a region's rows. */
interface RowsFormProps {
  owner: RowsOwner;
  /** The template being updated (absent: a new one; a region's rows have no name here). */
  initial?: TemplateSummary;
  onClose(): void;
  onSaved(id: number): void;
  /** Shown only (a role that reads a region's prices but may not change them): no input, 'Cerrar'. */
  readOnly?: boolean;
}

/**
 * The name (templates), then every row of the menu in four sections, saved with the form's
 * button. A template's rows go with its name in one request; a region's in one request per
 * kind of row changed (its name and branches are edited in Regiones).
 */
export function RowsForm({ owner, initial, onClose, onSaved, readOnly = false }: RowsFormProps) {
  const { notification } = useNotify();
  const [form] = Form.useForm<{ name: string }>();
  const { rows, error, retry } = useEditorRows(owner);
  const { locks } = useLocks();
  const locked = useMemo(() => new Set(LOCK_FIELDS.filter((field) => locks[field].locked)), [locks]);
  const region = owner.kind === 'region' ? owner : null;
  const [store] = useState(() => new EditStore());
  const [saving, setSaving] = useState(false);
  const [active, setActive] = useState<Kind>('products');
  const [query, setQuery] = useState('');
  // Typing waits for a pause; clearing (the user, Editar variantes, a missing price) is at once.
  const settled = useDebounced(query, SEARCH_DEBOUNCE_MS);
  const needle = query.trim() === '' ? '' : foldText(settled).trim();
  const [variantsOf, setVariantsOf] = useState<{ name: string; groupIds: Set<number> } | null>(null);
  const [selection, setSelection] = useState<Key[]>([]);
  const [sorts, setSorts] = useState<Partial<Record<Kind, SortState | null>>>({});
  const [focus, setFocus] = useState<{ key: string; at: number } | null>(null);

  const shown = useMemo(() => {
    const out = {} as EditorRows;
    for (const kind of KINDS) {
      let list = rows?.[kind] ?? [];
      if (kind === 'variants' && variantsOf)
        list = list.filter((row) => row.group && variantsOf.groupIds.has(row.group.id));
      if (needle) list = list.filter((row) => row.search.includes(needle));
      out[kind] = list;
    }
    return out;
  }, [rows, needle, variantsOf]);

  const selectedRows = useMemo(() => {
    const keys = new Set(selection);
    return (rows?.products ?? []).filter((row) => keys.has(row.key));
  }, [rows, selection]);

  /** 'Editar variantes': the Variantes section with the variants of that product's groups. */
  const editVariants = useCallback((row: TemplateRow) => {
    setVariantsOf({ name: row.name, groupIds: new Set(row.groupIds) });
    setQuery('');
    setActive('variants');
  }, []);

  /** Shows a row whatever hides it (another section, the search, a product's variants) and scrolls to it. */
  const reveal = (row: TemplateRow) => {
    setActive(row.kind);
    setQuery('');
    if (row.kind === 'variants') setVariantsOf(null);
    setFocus({ key: row.key, at: Date.now() });
  };

  const submit = async ({ name }: { name?: string }) => {
    const changed = rows ? changedRows(rows, store) : [];
    const missing = changed.filter(({ row, edit }) => missingPrice(row, edit));
    if (missing.length) {
      store.setErrors(new Map(missing.map(({ row }) => [row.key, PRICE_REQUIRED])));
      notification.error({ title: 'Error en los productos', description: 'El precio de los productos es obligatorio' });
      reveal(missing[0].row);
      return;
    }
    store.setErrors(new Map());
    const { body, keys } = rowsBody(changed, locked);
    const trimmed = name?.trim() ?? '';
    setSaving(true);
    try {
      if (region) {
        if (changed.length > 0) {
          await saveRegionRows(region.id, body);
          onSaved(region.id);
        }
      } else if (initial) {
        const update = { ...(trimmed !== initial.name ? { name: trimmed } : {}), ...body };
        if (Object.keys(update).length > 0) {
          await updateTemplate(initial.id, update);
          onSaved(initial.id);
        }
      } else {
        const created = await createTemplate({ name: trimmed, ...body });
        onSaved(created.id);
      }
      onClose();
    } catch (failure) {
      // The server names the field: 'name', or a row as 'products.2.price'.
      const rowErrors = new Map<string, string>();
      for (const { name: path, errors } of fieldErrors(failure)) {
        const key = keys[path[0] as Kind]?.[path[1] as number];
        if (key) rowErrors.set(key, errors[0]);
        else if (path[0] === 'name') form.setFields([{ name: 'name', errors }]);
      }
      if (rowErrors.size) store.setErrors(rowErrors);
      notification.error({
        title: region ? 'No se pudieron guardar los precios de la región' : 'No se pudo guardar la plantilla',
        description: errorMessage(failure),
      });
    } finally {
      setSaving(false);
    }
  };

  const section = (kind: Kind) => (
    <>
      {kind === 'products' && !readOnly && (
        <BulkPrice selected={selectedRows} store={store} onApplied={() => setSelection([])} />
      )}
      {kind === 'variants' && variantsOf && (
        <Alert
          className="template-filter"
          type="info"
          showIcon
          title={`Variantes de ${variantsOf.name}`}
          action={
            <Button size="small" onClick={() => setVariantsOf(null)}>
              Ver todas
            </Button>
          }
        />
      )}
      {/* Read-only: every input, switch and action of the rows disabled; search and tabs still work. */}
      <ConfigProvider componentDisabled={readOnly}>
        <SectionTable
          kind={kind}
          rows={shown[kind]}
          store={store}
          sort={sorts[kind] ?? null}
          onSort={(sort) => setSorts((all) => ({ ...all, [kind]: sort }))}
          selection={kind === 'products' && !readOnly ? { keys: selection, onChange: setSelection } : undefined}
          onEditVariants={kind === 'products' ? editVariants : undefined}
          focus={focus}
          empty={needle ? 'No hay resultados para tu búsqueda' : `Tu menú no tiene ${KIND_LABELS[kind].toLowerCase()}`}
          height={TABLE_HEIGHT}
          locks={locks}
          schedules={!region}
        />
      </ConfigProvider>
    </>
  );

  let body: ReactNode;
  if (error) {
    body = (
      <Alert
        type="error"
        showIcon
        title="No se pudo cargar el menú"
        description={errorMessage(error)}
        action={<Button onClick={retry}>Reintentar</Button>}
      />
    );
  } else if (!rows) {
    body = (
      <div role="status" aria-busy="true" aria-label="Cargando">
        <Skeleton active paragraph={{ rows: 8 }} title={false} />
      </div>
    );
  } else {
    body = (
      <>
        <Input.Search
          allowClear
          placeholder="Buscar en productos, promociones, publicidad y variantes"
          aria-label="Buscar en la plantilla"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
        <Tabs
          activeKey={active}
          onChange={(key) => {
            // The tab itself shows the whole section: a product's variants are for 'Editar variantes'.
            setVariantsOf(null);
            setActive(key as Kind);
          }}
          destroyOnHidden
          items={KINDS.map((kind) => ({
            key: kind,
            label: `${KIND_LABELS[kind]} (${shown[kind].length})`,
            children: section(kind),
          }))}
        />
      </>
    );
  }

  return (
    <Form
      form={form}
      name={region ? 'region-rows' : 'template'}
      layout="vertical"
      requiredMark={false}
      onFinish={submit}
      initialValues={{ name: initial?.name ?? '' }}
    >
      <style href="template-editor" precedence="default">
        {EDITOR_CSS}
      </style>
      {!region && (
        <Form.Item name="name" label="Nombre" rules={antdRules(rules.required, rules.singleLineText)}>
          <Input maxLength={200} autoComplete="off" />
        </Form.Item>
      )}
      {owner.kind === 'template' && owner.region && (
        <Typography.Paragraph className="template-region">Región: {owner.region.name}</Typography.Paragraph>
      )}
      {body}
      {readOnly ? (
        <div className="template-close">
          <Button onClick={onClose}>Cerrar</Button>
        </div>
      ) : (
        <EditorFooter
          updating={Boolean(initial) || Boolean(region)}
          saving={saving}
          onCancel={onClose}
          target={region ? 'precios' : 'plantilla'}
          extra={<ChangeCount rows={rows} store={store} />}
        />
      )}
    </Form>
  );
}
