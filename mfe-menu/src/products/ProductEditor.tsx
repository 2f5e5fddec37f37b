import { errorMessage, rules } from '@menu/shared';
import {
  antdRules,
  EditorFooter,
  EditorModal,
  editorTitle,
  ImageFormItem,
  nonEmpty,
  ScheduleField,
  useEditorSave,
  type EditorProps,
  useNotify,
} from '@menu/shared/ui';
import { Input } from '@menu/shared/antd';
import { Form, Select } from '@menu/shared/antd/editor';
import type { ComboProblem } from '@menu/shared/menu/combos';
import { useState } from 'react';
import { AllergensBlock } from '../allergens/AllergensBlock';
import { givenFacts, splitFacts } from '../allergens/facts';
import type { Family } from '../families/api';
import type { Tag } from '../tags/api';
import { TagIcon } from '../tags/TagIcon';
import type { VariantGroup } from '../variants/api';
import { VariantsEditorModal } from '../variants/VariantsEditorModal';
import { ComboFields, KindField, stepProblemsOf } from './ComboFields';
import { attachGroup, createProduct, UNCLASSIFIED, updateProduct, uploadProductImage, type Product } from './api';
import { GroupRows } from './GroupRows';
import { FlagSwitch, flagsFollowImage } from './ImageFlags';
import { formValues, heldFields, newGroupRow, productFields, type GroupRow, type Values } from './productForm';
import { useProductOptions } from './useProductOptions';

export interface ProductEditorContext {
  /** The category a new product goes to (0 = 'Productos sin clasificar'); the user can pick another. */
  categoryId?: number;
  /** Position of a new product: the number of products in that category (it goes last). */
  position?: number;
  /** Option lists the caller already has (else they are loaded when the editor opens). */
  families?: Family[];
  tags?: Tag[];
  groups?: VariantGroup[];
}

/**
 * Agregar / Actualizar producto: name and price (required), description, image, featured
 * and recommended (only with an image: 'Imagen requerida'), category, tags, the 'Alérgenos'
 * block (allergens, the value facts, diets), and variant groups with a per-product limit
 * and an obligatory flag. Fields, tags, facts and groups are saved in one request, then a
 * picked image is uploaded. '+ Crear grupo' chains the variants editor.
 */
export function ProductEditor(props: EditorProps<Product, ProductEditorContext>) {
  return (
    <EditorModal open={props.open} title={editorTitle(props.initial, 'producto')} onClose={props.onClose} width={720}>
      <ProductForm {...props} />
    </EditorModal>
  );
}

function ProductForm({ initial, context, onClose, onSaved }: EditorProps<Product, ProductEditorContext>) {
  const { notification } = useNotify();
  const [form] = Form.useForm<Values>();
  const [creatingGroup, setCreatingGroup] = useState(false);
  // A combo's steps: their messages show on every field once a save was tried; the server's
  // problems with them show at their fields (StepsEditor) until the steps change.
  const [triedSave, setTriedSave] = useState(false);
  const [stepProblems, setStepProblems] = useState<ComboProblem[]>([]);
  const kind = Form.useWatch('kind', form) ?? initial?.kind ?? 'dish';
  const keepStepProblems = async <T,>(call: Promise<T>) => {
    try {
      return await call;
    } catch (error) {
      setStepProblems(stepProblemsOf(error));
      throw error;
    }
  };
  const { families, tags, groups, failed, reloadGroups } = useProductOptions(context);
  const contextCategory = context?.categoryId ?? UNCLASSIFIED.id;
  // The stored group rows: their id and name are not form fields, so onFinish's values lack them.
  const groupRows = (): GroupRow[] => form.getFieldValue('variant_groups') ?? [];

  const save = useEditorSave({
    form,
    initial: initial && { id: initial.id, fields: heldFields(initial), images: { image: initial.image } },
    fields: (values: Values) => productFields(values, groupRows()),
    create: ({ category_id: categoryId, name, price, kind: newKind, ...fields }) => {
      const category = categoryId ?? UNCLASSIFIED.id;
      // The given position is the count of the context category; elsewhere the API puts it last.
      const position = category === contextCategory ? context?.position : undefined;
      const { facts, rest } = splitFacts(fields);
      return keepStepProblems(
        createProduct(category, {
          // A dish is the API's default: its create says nothing of kind, steps or daily.
          ...nonEmpty({ ...rest, kind: newKind === 'combo' ? newKind : undefined, position }),
          ...givenFacts(facts),
          name,
          price,
        }),
      );
    },
    update: (id, changes) => keepStepProblems(updateProduct(id, changes)),
    upload: {
      fields: ['image'],
      send: (id, files) => uploadProductImage(id, files.image!),
      flagsAfterUpload: ['featured', 'recommended'],
    },
    failTitle: 'No se pudo guardar el producto',
    onSaved,
    onClose,
  });

  /** The chained variants editor created a group: it joins this product (at once when the product exists). */
  const groupCreated = async (groupId: number) => {
    const list = await reloadGroups().catch(() => groups ?? []);
    const row = newGroupRow({
      id: groupId,
      name: list.find((group) => group.id === groupId)?.name ?? `Grupo ${groupId}`,
    });
    const productId = save.held.id;
    if (productId !== undefined) {
      try {
        await attachGroup(productId, groupId);
        save.hold({
          variant_groups: [
            ...(save.held.fields.variant_groups ?? []),
            { group_id: groupId, limit: null, obligatory: false },
          ],
        });
        // The product changed on the server: let the list know (the editor stays open).
        onSaved(productId);
      } catch (error) {
        // Kept in the form: saving the product attaches it.
        notification.error({ title: 'No se pudo agregar el grupo al producto', description: errorMessage(error) });
      }
    }
    if (!groupRows().some((current) => current.group_id === groupId))
      form.setFieldValue('variant_groups', [...groupRows(), row]);
  };

  const categoryOptions = [
    ...(families ?? []).map((family) => ({
      label: family.name,
      title: family.name,
      options: family.categories.map((category) => ({ value: category.id, label: category.name })),
    })),
    { label: 'Sin categoría', title: 'Sin categoría', options: [{ value: UNCLASSIFIED.id, label: UNCLASSIFIED.name }] },
  ];

  return (
    <>
      <Form<Values>
        form={form}
        name="product"
        layout="vertical"
        requiredMark={false}
        onFinish={(values) => {
          setTriedSave(true);
          return save.submit(values);
        }}
        onFinishFailed={() => setTriedSave(true)}
        onValuesChange={(change) => {
          flagsFollowImage(form, change);
          if ('steps' in change) setStepProblems([]);
        }}
        initialValues={formValues(initial, contextCategory)}
      >
        <Form.Item label="Tipo" name="kind">
          <KindField form={form} />
        </Form.Item>
        <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap' }}>
          <Form.Item label="Nombre" name="name" rules={antdRules(rules.required)} style={{ flex: '1 1 280px' }}>
            <Input autoFocus maxLength={120} />
          </Form.Item>
          <Form.Item
            label={kind === 'combo' ? 'Precio del combo' : 'Precio'}
            name="price"
            rules={antdRules(rules.required, rules.price)}
            style={{ width: 180 }}
          >
            <Input prefix="$" placeholder="00.00" inputMode="decimal" />
          </Form.Item>
        </div>
        <Form.Item label="Descripción" name="description">
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={1000} />
        </Form.Item>
        <ImageFormItem name="image" label="Imagen" alt="Imagen del producto" previewSize={120} />
        <div style={{ display: 'flex', gap: 32 }}>
          <Form.Item label="Destacado" name="featured" valuePropName="checked">
            <FlagSwitch field="featured" form={form} label="Destacado" />
          </Form.Item>
          <Form.Item label="Recomendado" name="recommended" valuePropName="checked">
            <FlagSwitch field="recommended" form={form} label="Recomendado" />
          </Form.Item>
        </div>
        <Form.Item
          label="Categoría"
          name="category_id"
          extra={failed ? 'No se pudieron cargar todas las opciones.' : undefined}
        >
          <Select loading={!families && !failed} options={categoryOptions} showSearch={{ optionFilterProp: 'label' }} />
        </Form.Item>
        <Form.Item label="Etiquetas" name="tag_ids">
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
        {kind === 'combo' && (
          <ComboFields form={form} productId={initial?.id} showProblems={triedSave} problems={stepProblems} />
        )}
        <AllergensBlock form={form} diets />
        <GroupRows form={form} groups={groups} loading={!groups && !failed} onCreate={() => setCreatingGroup(true)} />
        <Form.Item label="Horario" name="schedule" rules={antdRules(...rules.schedule)}>
          <ScheduleField />
        </Form.Item>
        <EditorFooter
          updating={Boolean(initial)}
          saving={save.saving}
          onCancel={onClose}
          // A plain link: the editor is also drawn outside the panel's router (its tests, QA mode).
          extra={initial && <a href={`/menu/historial?entity=product&entity_id=${initial.id}`}>Ver historial</a>}
        />
      </Form>
      <VariantsEditorModal open={creatingGroup} onClose={() => setCreatingGroup(false)} onSaved={groupCreated} />
    </>
  );
}
