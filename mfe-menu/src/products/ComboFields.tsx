import { ApiError } from '@menu/shared';
import { type ComboProblem, type ProductKind, stepsProblem } from '@menu/shared/menu/combos';
import { useNotify } from '@menu/shared/ui';
import { Switch, Typography, type FormInstance } from '@menu/shared/antd';
import { Form, Radio } from '@menu/shared/antd/editor';
import { StepsEditor, useDishes } from '../combos/StepsEditor';
import type { Values } from './productForm';

/** The server's problems with a combo's steps ('steps', 'steps.1.min'): StepsEditor shows them at their fields. */
export const stepProblemsOf = (error: unknown): ComboProblem[] =>
  error instanceof ApiError ? error.fields.filter(({ field }) => field === 'steps' || field.startsWith('steps.')) : [];

/**
 * 'Tipo': Platillo or Combo. Turning a combo with steps into a dish asks first ('Se quitarán
 * los pasos del combo'): saving it drops them.
 */
export function KindField({
  value,
  onChange,
  form,
}: {
  value?: ProductKind;
  onChange?(kind: ProductKind): void;
  form: FormInstance<Values>;
}) {
  const { modal } = useNotify();
  const pick = (kind: ProductKind) => {
    const steps = form.getFieldValue('steps') ?? [];
    if (value === 'combo' && kind === 'dish' && steps.length)
      modal.confirm({
        title: '¿Cambiar a platillo?',
        content: 'Se quitarán los pasos del combo.',
        okText: 'Cambiar a platillo',
        cancelText: 'Seguir como combo',
        onOk: () => onChange?.(kind),
      });
    else onChange?.(kind);
  };
  return (
    <Radio.Group
      optionType="button"
      aria-label="Tipo"
      value={value}
      onChange={(event) => pick(event.target.value)}
      options={[
        { value: 'dish', label: 'Platillo' },
        { value: 'combo', label: 'Combo' },
      ]}
    />
  );
}

/** The menu-of-the-day switch with its words beside it (the form item's label is 'Menú del día'). */
function DailySwitch({ id, value, onChange }: { id?: string; value?: boolean; onChange?(on: boolean): void }) {
  return (
    <span style={{ display: 'inline-flex', gap: 8, alignItems: 'center' }}>
      <Switch id={id} checked={Boolean(value)} onChange={(on) => onChange?.(on)} />
      <span>Cambia cada día</span>
    </span>
  );
}

/**
 * What a combo adds to the product form: 'Pasos del combo' (the steps, checked with the shared
 * rule before anything is sent; their messages show at their fields, the server's too) and
 * the 'Menú del día' switch. `productId` leaves the combo itself out of the dishes it offers.
 */
export function ComboFields({
  form,
  productId,
  showProblems,
  problems,
}: {
  form: FormInstance<Values>;
  productId?: number;
  showProblems: boolean;
  problems: ComboProblem[];
}) {
  const dishes = useDishes(productId);
  const daily = Form.useWatch('daily', form);
  return (
    <>
      <Typography.Title level={5} style={{ marginTop: 8 }}>
        Pasos del combo
      </Typography.Title>
      {/* noStyle: the rule blocks the save; StepsEditor shows its message at the field it names. */}
      <Form.Item
        name="steps"
        noStyle
        rules={[
          {
            validator: (_, steps) => {
              const problem = stepsProblem(steps ?? []);
              return problem ? Promise.reject(new Error(problem.message)) : Promise.resolve();
            },
          },
        ]}
      >
        <StepsEditorField dishes={dishes} showProblems={showProblems} problems={problems} />
      </Form.Item>
      <Form.Item
        label="Menú del día"
        name="daily"
        style={{ marginTop: 16 }}
        extra={daily ? 'Llena cada día en Menú > Menú del día' : undefined}
      >
        <DailySwitch />
      </Form.Item>
    </>
  );
}

/** StepsEditor as a form control (the form item gives it value and onChange). */
function StepsEditorField({
  value,
  onChange,
  ...rest
}: Omit<Parameters<typeof StepsEditor>[0], 'value' | 'onChange'> & {
  value?: Parameters<typeof StepsEditor>[0]['value'];
  onChange?: Parameters<typeof StepsEditor>[0]['onChange'];
}) {
  return <StepsEditor value={value ?? []} onChange={(steps) => onChange?.(steps)} idPrefix="product" {...rest} />;
}
