import { ApiError, imageRemoved, imageToUpload, rules, type ImageValue } from '@menu/shared';
import {
  antdRules,
  changed,
  EditorFooter,
  EditorModal,
  editorTitle,
  ImageField,
  isImageError,
  MinusCircleOutlined,
  nonEmpty,
  optionalText,
  PlusOutlined,
  saveErrorMessage,
  type EditorProps,
} from '@menu/shared/ui';
import { App, Button, Form, Input, Select, Switch, Typography, type FormInstance } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { listFamilies, type Family } from '../families/api';
import { listTags, type Tag } from '../tags/api';
import { TagIcon } from '../tags/TagIcon';
import { listGroups, type VariantGroup } from '../variants/api';
import { VariantsEditorModal } from '../variants/VariantsEditorModal';
import {
  attachGroup,
  attachTag,
  createProduct,
  detachGroup,
  detachTag,
  UNCLASSIFIED,
  updateProduct,
  updateProductGroup,
  uploadProductImage,
  type Product,
  type ProductUpdate,
} from './api';

export interface ProductEditorContext {
  /** The category a new product goes to (0 = 'Productos sin clasificar'); the user can pick another. */
  categoryId?: number;
  /** Position of a new product: the number of products in that category (spec section 4). */
  position?: number;
  /** Option lists the caller already has (else they are loaded when the editor opens). */
  families?: Family[];
  tags?: Tag[];
  groups?: VariantGroup[];
}

interface GroupRow {
  id: number;
  name: string;
  /** Per-product limit as typed: an integer >= 1, or empty for none. */
  limit?: string;
  obligatory: boolean;
}

interface Values {
  name: string;
  price: string;
  description?: string;
  image?: ImageValue;
  featured: boolean;
  recommended: boolean;
  category_id: number;
  tags: number[];
  groups: GroupRow[];
}

type Settings = { limit: number | null; obligatory: boolean };

/** What the server holds for the product being edited (updated as each call succeeds). */
interface Saved {
  id?: number;
  fields: { name?: string; price?: number; description?: string | null; featured?: boolean; recommended?: boolean; category_id?: number };
  image: string | null;
  tags: number[];
  groups: Map<number, Settings>;
}

const limitOf = (row: GroupRow): number | null => (row.limit && String(row.limit).trim() !== '' ? Number(row.limit) : null);

/**
 * Agregar / Actualizar producto (spec sections 2, 4, 5): name and price (required),
 * description, image, featured and recommended (only with an image: 'Imagen requerida'),
 * category, tags, and variant groups with a per-product limit and an obligatory flag.
 * '+ Crear grupo' chains the variants editor: the new group is created, then attached.
 */
export function ProductEditor(props: EditorProps<Product, ProductEditorContext>) {
  return (
    <EditorModal open={props.open} title={editorTitle(props.initial, 'producto')} onClose={props.onClose} width={720}>
      <ProductForm {...props} />
    </EditorModal>
  );
}

function useOptions(context?: ProductEditorContext) {
  const [loaded, setLoaded] = useState<{ families?: Family[]; tags?: Tag[]; groups?: VariantGroup[] }>({});
  const [failed, setFailed] = useState(false);
  const given = { families: context?.families, tags: context?.tags, groups: context?.groups };
  const reloadGroups = useCallback(async () => {
    const list = await listGroups();
    setLoaded((current) => ({ ...current, groups: list }));
    return list;
  }, []);
  const need = { families: !given.families, tags: !given.tags, groups: !given.groups };
  useEffect(() => {
    let live = true;
    const fail = () => live && setFailed(true);
    const keep = (patch: typeof loaded) => live && setLoaded((current) => ({ ...current, ...patch }));
    if (need.families) listFamilies().then((families) => keep({ families }), fail);
    if (need.tags) listTags().then((tags) => keep({ tags }), fail);
    if (need.groups) listGroups().then((groups) => keep({ groups }), fail);
    return () => {
      live = false;
    };
    // Loaded once per opening, for the lists the caller did not give.
  }, []);
  return {
    families: given.families ?? loaded.families,
    tags: given.tags ?? loaded.tags,
    // A group created here is newer than the caller's list.
    groups: loaded.groups ?? given.groups,
    failed,
    reloadGroups,
  };
}

/** Featured / recommended: turning one on without an image reverts it with 'Imagen requerida'. */
function FlagSwitch({
  checked,
  onChange,
  field,
  form,
  label,
}: {
  checked?: boolean;
  onChange?: (value: boolean) => void;
  field: 'featured' | 'recommended';
  form: FormInstance<Values>;
  label: string;
}) {
  return (
    <Switch
      checked={checked}
      aria-label={label}
      onChange={(next) => {
        if (next && !form.getFieldValue('image')) {
          form.setFields([{ name: field, value: false, errors: [MESSAGES_IMAGE_REQUIRED] }]);
          return;
        }
        form.setFields([{ name: field, errors: [] }]);
        onChange?.(next);
      }}
    />
  );
}

// The spec's text; the shared image messages live in validation/images (MESSAGES has the rest).
const MESSAGES_IMAGE_REQUIRED = rules.IMAGE_MESSAGES.imageRequired;

function ProductForm({ initial, context, onClose, onSaved }: EditorProps<Product, ProductEditorContext>) {
  const { notification } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const [creatingGroup, setCreatingGroup] = useState(false);
  const { families, tags, groups, failed, reloadGroups } = useOptions(context);
  const rows: GroupRow[] = Form.useWatch('groups', form) ?? [];

  const startCategory = initial ? (initial.category_id ?? UNCLASSIFIED.id) : (context?.categoryId ?? UNCLASSIFIED.id);
  const saved = useRef<Saved>({
    id: initial?.id,
    fields: initial
      ? {
          name: initial.name,
          price: initial.price,
          description: initial.description ?? null,
          featured: initial.featured,
          recommended: initial.recommended,
          category_id: startCategory,
        }
      : {},
    image: initial?.image ?? null,
    tags: initial?.tags.map((tag) => tag.id) ?? [],
    groups: new Map(initial?.variant_groups.map((group) => [group.id, { limit: group.limit, obligatory: group.obligatory }]) ?? []),
  });

  const fail = (title: string, error: unknown) => {
    if (error instanceof ApiError && error.code === 'IMAGE_REQUIRED') {
      form.setFields([{ name: 'featured', errors: [MESSAGES_IMAGE_REQUIRED] }]);
    }
    notification.error({ title, description: saveErrorMessage(error) });
  };

  /** Syncs tags and variant groups of an existing product with the form. */
  const syncRelations = async (id: number, values: Values) => {
    const state = saved.current;
    const wantedTags = values.tags ?? [];
    for (const tagId of wantedTags.filter((tagId) => !state.tags.includes(tagId))) {
      await attachTag(id, tagId);
      state.tags = [...state.tags, tagId];
    }
    for (const tagId of state.tags.filter((tagId) => !wantedTags.includes(tagId))) {
      await detachTag(id, tagId);
      state.tags = state.tags.filter((other) => other !== tagId);
    }
    // The stored rows (their id and name are not form fields, so onFinish's values lack them).
    const wantedGroups: GroupRow[] = form.getFieldValue('groups') ?? values.groups ?? [];
    for (const groupId of [...state.groups.keys()].filter((groupId) => !wantedGroups.some((row) => row.id === groupId))) {
      await detachGroup(id, groupId);
      state.groups.delete(groupId);
    }
    for (const row of wantedGroups) {
      if (!state.groups.has(row.id)) {
        await attachGroup(id, row.id);
        state.groups.set(row.id, { limit: null, obligatory: false });
      }
      const next = { limit: limitOf(row), obligatory: Boolean(row.obligatory) };
      const before = state.groups.get(row.id)!;
      if (before.limit !== next.limit || before.obligatory !== next.obligatory) {
        await updateProductGroup(id, row.id, next);
        state.groups.set(row.id, next);
      }
    }
  };

  const submit = async (values: Values) => {
    setSaving(true);
    const state = saved.current;
    const categoryId = values.category_id ?? UNCLASSIFIED.id;
    const file = imageToUpload(values.image);
    const next = {
      name: values.name.trim(),
      price: Number(String(values.price).trim()),
      description: optionalText(values.description),
      featured: Boolean(values.featured),
      recommended: Boolean(values.recommended),
      category_id: categoryId,
    };
    const createdNow = state.id === undefined;
    let id = state.id;

    // 1. Create (only non-empty values). The flags need the image, which is uploaded next,
    //    so with a new image they are turned on by the update below.
    try {
      if (id === undefined) {
        const position = categoryId === (context?.categoryId ?? UNCLASSIFIED.id) ? context?.position : undefined;
        const deferFlags = Boolean(file);
        ({ id } = await createProduct(
          categoryId,
          {
            ...nonEmpty({
              description: next.description,
              featured: deferFlags ? undefined : next.featured,
              recommended: deferFlags ? undefined : next.recommended,
              position,
            }),
            name: next.name,
            price: next.price,
          },
        ));
        state.id = id;
        state.fields = { ...next, featured: deferFlags ? false : next.featured, recommended: deferFlags ? false : next.recommended };
      }
    } catch (error) {
      fail('No se pudo guardar el producto', error);
      setSaving(false);
      return;
    }

    // 2. Upload a newly chosen image (a URL that is already uploaded is kept as is).
    if (file) {
      try {
        const { image } = await uploadProductImage(id, file);
        state.image = image;
        form.setFieldValue('image', image);
      } catch (error) {
        const message = saveErrorMessage(error);
        if (isImageError(error)) form.setFields([{ name: 'image', errors: [message] }]);
        notification.error({ title: 'La imagen no se guardó', description: message });
        setSaving(false);
        if (createdNow) onSaved(id);
        return;
      }
    }

    // 3. Update what changed (a category change sends category_id; a removed image, image: null),
    //    then tags and variant groups.
    try {
      const body: ProductUpdate = {};
      const diff = changed(state.fields, next);
      if (diff.name !== undefined) body.name = diff.name;
      if (diff.price !== undefined) body.price = diff.price;
      if ('description' in diff) body.description = diff.description;
      if (diff.featured !== undefined) body.featured = diff.featured;
      if (diff.recommended !== undefined) body.recommended = diff.recommended;
      if (diff.category_id !== undefined) body.category_id = diff.category_id === UNCLASSIFIED.id ? null : diff.category_id;
      if (!file && imageRemoved(state.image, values.image)) body.image = null;
      if (Object.keys(body).length) {
        await updateProduct(id, body);
        state.fields = { ...next };
        if (body.image === null) state.image = null;
      }
      await syncRelations(id, values);
    } catch (error) {
      fail('No se pudo guardar el producto', error);
      setSaving(false);
      if (createdNow) onSaved(id);
      return;
    }
    setSaving(false);
    onSaved(id);
    onClose();
  };

  /** The chained variants editor saved a new group: attach it to this product (or keep it for the create). */
  const groupCreated = async (groupId: number) => {
    const list = await reloadGroups().catch(() => groups ?? []);
    const name = list.find((group) => group.id === groupId)?.name ?? `Grupo ${groupId}`;
    const productId = saved.current.id;
    if (productId !== undefined) {
      try {
        await attachGroup(productId, groupId);
        saved.current.groups.set(groupId, { limit: null, obligatory: false });
        // The product changed on the server: let the list know (the editor stays open).
        onSaved(productId);
      } catch (error) {
        // Kept in the form: saving the product attaches it again.
        notification.error({ title: 'No se pudo agregar el grupo al producto', description: saveErrorMessage(error) });
      }
    }
    const current: GroupRow[] = form.getFieldValue('groups') ?? [];
    if (!current.some((row) => row.id === groupId)) form.setFieldValue('groups', [...current, { id: groupId, name, limit: '', obligatory: false }]);
  };

  // Removing the image turns featured/recommended off (the API does the same).
  const valuesChanged = (change: Partial<Values>) => {
    if (!('image' in change)) return;
    if (!change.image) {
      const flags = (['featured', 'recommended'] as const).filter((flag) => form.getFieldValue(flag));
      if (flags.length) form.setFields(flags.map((flag) => ({ name: flag, value: false, errors: [MESSAGES_IMAGE_REQUIRED] })));
    } else {
      // With an image the flags may be turned on: an earlier 'Imagen requerida' no longer applies.
      form.setFields([
        { name: 'featured', errors: [] },
        { name: 'recommended', errors: [] },
      ]);
    }
  };

  const categoryOptions = [
    ...(families ?? []).map((family) => ({
      label: family.name,
      title: family.name,
      options: family.categories.map((category) => ({ value: category.id, label: category.name })),
    })),
    { label: 'Sin categoría', title: 'Sin categoría', options: [{ value: UNCLASSIFIED.id, label: UNCLASSIFIED.name }] },
  ];
  const attachedIds = new Set(rows.map((row) => row.id));
  const groupOptions = (groups ?? []).filter((group) => !attachedIds.has(group.id)).map((group) => ({ value: group.id, label: group.name }));

  return (
    <>
      <Form<Values>
        form={form}
        name="product"
        layout="vertical"
        requiredMark={false}
        onFinish={submit}
        onValuesChange={valuesChanged}
        initialValues={{
          name: initial?.name ?? '',
          price: initial ? String(initial.price) : '',
          description: initial?.description ?? '',
          image: initial?.image ?? null,
          featured: initial?.featured ?? false,
          recommended: initial?.recommended ?? false,
          category_id: startCategory,
          tags: initial?.tags.map((tag) => tag.id) ?? [],
          groups:
            initial?.variant_groups.map((group) => ({
              id: group.id,
              name: group.name,
              limit: group.limit === null ? '' : String(group.limit),
              obligatory: group.obligatory,
            })) ?? [],
        }}
      >
        <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap' }}>
          <Form.Item label="Nombre" name="name" rules={antdRules(rules.required)} style={{ flex: '1 1 280px' }}>
            <Input autoFocus maxLength={120} />
          </Form.Item>
          <Form.Item label="Precio" name="price" rules={antdRules(rules.required, rules.price)} style={{ width: 180 }}>
            <Input prefix="$" placeholder="00.00" inputMode="decimal" />
          </Form.Item>
        </div>
        <Form.Item label="Descripción" name="description">
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={1000} />
        </Form.Item>
        <Form.Item label="Imagen" name="image">
          <ImageField alt="Imagen del producto" previewSize={120} />
        </Form.Item>
        <div style={{ display: 'flex', gap: 32 }}>
          <Form.Item label="Destacado" name="featured" valuePropName="checked">
            <FlagSwitch field="featured" form={form} label="Destacado" />
          </Form.Item>
          <Form.Item label="Recomendado" name="recommended" valuePropName="checked">
            <FlagSwitch field="recommended" form={form} label="Recomendado" />
          </Form.Item>
        </div>
        <Form.Item label="Categoría" name="category_id" extra={failed ? 'No se pudieron cargar todas las opciones.' : undefined}>
          <Select loading={!families && !failed} options={categoryOptions} showSearch={{ optionFilterProp: 'label' }} />
        </Form.Item>
        <Form.Item label="Etiquetas" name="tags">
          <Select
            mode="multiple"
            loading={!tags && !failed}
            placeholder="Selecciona etiquetas"
            showSearch={{ optionFilterProp: 'label' }}
            options={(tags ?? []).map((tag) => ({ value: tag.id, label: tag.name, icon: tag.icon }))}
            optionRender={(option) => (
              <span>
                <TagIcon icon={option.data.icon} /> {option.data.label}
              </span>
            )}
          />
        </Form.Item>

        <Typography.Title level={5} style={{ marginTop: 8 }}>
          Grupos de variantes
        </Typography.Title>
        <Form.List name="groups">
          {(fields, { remove }) => (
            <div role="list" aria-label="Grupos de variantes">
              {fields.map((field) => {
                // The row's stored value (its id and name are not form fields).
                const row: GroupRow | undefined = form.getFieldValue(['groups', field.name]);
                const name = row?.name ?? '';
                return (
                  <div key={field.key} role="listitem" style={{ display: 'flex', gap: 12, alignItems: 'flex-start' }}>
                    <Typography.Text strong style={{ flex: 1, paddingTop: 5 }}>
                      {name}
                    </Typography.Text>
                    <Form.Item name={[field.name, 'limit']} rules={antdRules(rules.limit)} style={{ width: 150, marginBottom: 12 }}>
                      <Input placeholder="Sin límite" inputMode="numeric" prefix="Límite" aria-label={`Límite de ${name}`} />
                    </Form.Item>
                    <Form.Item name={[field.name, 'obligatory']} valuePropName="checked" style={{ marginBottom: 12 }}>
                      <Switch aria-label={`Obligatorio ${name}`} checkedChildren="Obligatorio" unCheckedChildren="Opcional" />
                    </Form.Item>
                    <Button
                      type="text"
                      danger
                      icon={<MinusCircleOutlined />}
                      aria-label={`Quitar ${name}`}
                      title="Quitar grupo"
                      onClick={() => remove(field.name)}
                    />
                  </div>
                );
              })}
            </div>
          )}
        </Form.List>
        <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
          <Select
            aria-label="Agregar grupo existente"
            placeholder="Agregar grupo existente"
            style={{ flex: '1 1 240px' }}
            loading={!groups && !failed}
            value={null}
            options={groupOptions}
            showSearch={{ optionFilterProp: 'label' }}
            notFoundContent="No hay más grupos"
            onChange={(groupId: number | null) => {
              const group = groups?.find((candidate) => candidate.id === groupId);
              if (!group) return;
              const current: GroupRow[] = form.getFieldValue('groups') ?? [];
              form.setFieldValue('groups', [...current, { id: group.id, name: group.name, limit: '', obligatory: false }]);
            }}
          />
          <Button icon={<PlusOutlined />} onClick={() => setCreatingGroup(true)}>
            Crear grupo
          </Button>
        </div>
        <EditorFooter updating={Boolean(initial)} saving={saving} onCancel={onClose} />
      </Form>
      <VariantsEditorModal open={creatingGroup} onClose={() => setCreatingGroup(false)} onSaved={groupCreated} />
    </>
  );
}
