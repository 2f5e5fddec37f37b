import { rules } from '@menu/shared';
import {
  antdRules,
  EditorFooter,
  EditorModal,
  type EditorProps,
  editorTitle,
  MinusCircleOutlined,
  nonEmpty,
  PlusOutlined,
  useEditorSave,
} from '@menu/shared/ui';
import { Button, Input } from '@menu/shared/antd';
import { Form } from '@menu/shared/antd/editor';
import { AllergensBlock } from '../allergens/AllergensBlock';
import { type DishFacts, dishFactsOf, type FactsValues, factsValues, heldFacts } from '../allergens/facts';
import { createGroup, updateGroup, type Variant, type VariantGroup, type VariantInput } from './api';
import { PricingBlock } from './PricingBlock';
import { PRICING_FIELD, type PricingValues, pricingOf, pricingValues } from './pricing';

interface Row extends Partial<FactsValues> {
  id?: number;
  name?: string;
  price?: string;
}

interface Values {
  name: string;
  variants?: Row[];
  [PRICING_FIELD]?: PricingValues;
}

/** An empty price is sent as null (a variant without its own price). */
export const priceOrNull = (value: unknown): number | null => {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  return text === '' ? null : Number(text);
};

/**
 * A row's allergens, calories and portion that differ from what the variant holds (nothing
 * for a new row): the sync leaves absent ones as they are, so an untouched variant sends none.
 */
function factsChanges(row: Row, stored: Partial<DishFacts> = {}): Partial<DishFacts> {
  const facts = dishFactsOf(row);
  const before = heldFacts(stored);
  return Object.fromEntries(
    (Object.keys(facts) as Array<keyof DishFacts>)
      .filter((key) => JSON.stringify(facts[key]) !== JSON.stringify(before[key]))
      .map((key) => [key, facts[key]]),
  );
}

/** The rows as sent, in their order: stored rows keep their id (not a form field), new rows have none. */
const variantsToSend = (rows: Row[], stored: Variant[]): VariantInput[] =>
  rows.map((row) => ({
    ...(row.id !== undefined ? { id: row.id } : {}),
    name: (row.name ?? '').trim(),
    price: priceOrNull(row.price),
    ...factsChanges(
      row,
      stored.find((variant) => variant.id === row.id),
    ),
  }));

const newRow = (): Row => ({ name: '', price: '', ...factsValues() });

/**
 * Variants editor modal: group name, variants with name and price
 * (placeholder '00.00') and their 'Alérgenos' block (allergens, calories, portion, folded
 * under the row), a remove action per row, '+ Agregar Variante', Cancelar and
 * Agregar/Actualizar. A create is one POST /v1/groups with the variants (atomic); an
 * update sends the complete list. Chained from the product editor, whose onSaved(id)
 * then attaches the new group.
 */
export function VariantsEditorModal(props: EditorProps<VariantGroup>) {
  return (
    <EditorModal open={props.open} title={editorTitle(props.initial, 'grupo')} onClose={props.onClose} width={620}>
      <VariantsForm {...props} />
    </EditorModal>
  );
}

function VariantsForm({ initial, onClose, onSaved }: EditorProps<VariantGroup>) {
  const [form] = Form.useForm<Values>();
  const { saving, submit } = useEditorSave({
    form,
    initial: initial && {
      id: initial.id,
      fields: {
        name: initial.name,
        variants: initial.variants.map(({ id, name, price }) => ({ id, name, price })),
        // So an unchanged group's pricing is no change.
        ...(initial.position_pricing ? { position_pricing: initial.position_pricing } : {}),
      },
    },
    fields: (values: Values) => {
      const pricing = pricingOf(form.getFieldValue(PRICING_FIELD));
      return {
        name: values.name.trim(),
        variants: variantsToSend(form.getFieldValue('variants') ?? values.variants ?? [], initial?.variants ?? []),
        // Sent when there is one, or to clear the group's: a group that never had one says nothing.
        ...(pricing || initial?.position_pricing ? { position_pricing: pricing } : {}),
      };
    },
    // Only non-empty values on create: no `variants` key for a group without variants.
    create: ({ name, variants, ...pricing }) => createGroup({ ...nonEmpty({ variants }), ...pricing, name }),
    // An update sends the whole group: its name and the complete list of rows.
    update: (id, _changes, group) => updateGroup(id, group),
    failTitle: 'No se pudo guardar el grupo',
    onSaved,
    onClose,
  });

  const initialRows: Row[] = initial
    ? initial.variants.map((variant) => ({
        id: variant.id,
        name: variant.name,
        price: variant.price === null ? '' : String(variant.price),
        ...factsValues(variant),
      }))
    : [newRow()];

  return (
    <Form
      form={form}
      name="group"
      layout="vertical"
      requiredMark={false}
      onFinish={submit}
      initialValues={{
        name: initial?.name ?? '',
        variants: initialRows,
        [PRICING_FIELD]: pricingValues(initial?.position_pricing),
      }}
    >
      <Form.Item label="Nombre del grupo" name="name" rules={antdRules(rules.required)}>
        <Input autoFocus maxLength={120} />
      </Form.Item>
      <Form.List name="variants">
        {(fields, { add, remove }) => (
          <>
            <ul aria-label="Variantes" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {fields.map((field, index) => (
                <li key={field.key}>
                  <div style={{ display: 'flex', gap: 8, alignItems: 'flex-start' }}>
                    <Form.Item
                      name={[field.name, 'name']}
                      rules={antdRules(rules.required)}
                      style={{ flex: 1, marginBottom: 12 }}
                    >
                      <Input placeholder="Nombre" aria-label={`Nombre de la variante ${index + 1}`} maxLength={120} />
                    </Form.Item>
                    <Form.Item
                      name={[field.name, 'price']}
                      rules={antdRules(rules.price)}
                      style={{ width: 140, marginBottom: 12 }}
                    >
                      <Input
                        placeholder="00.00"
                        prefix="$"
                        inputMode="decimal"
                        aria-label={`Precio de la variante ${index + 1}`}
                      />
                    </Form.Item>
                    <Button
                      type="text"
                      danger
                      icon={<MinusCircleOutlined />}
                      aria-label={`Eliminar variante ${index + 1}`}
                      title="Eliminar variante"
                      onClick={() => remove(field.name)}
                    />
                  </div>
                  <AllergensBlock
                    form={form}
                    prefix={[field.name]}
                    path={['variants', field.name]}
                    of={` de la variante ${index + 1}`}
                  />
                </li>
              ))}
            </ul>
            <Button type="dashed" icon={<PlusOutlined />} onClick={() => add(newRow())} block>
              Agregar Variante
            </Button>
          </>
        )}
      </Form.List>
      <PricingBlock form={form} />
      <EditorFooter updating={Boolean(initial)} saving={saving} onCancel={onClose} />
    </Form>
  );
}
