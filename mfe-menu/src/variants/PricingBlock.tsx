import { POSITION_LIMITS, positionPricingProblem, positionPricingText } from '@menu/shared/menu/combos';
import { MinusCircleOutlined, PlusOutlined } from '@menu/shared/ui';
import { Button, Input, Typography, type FormInstance } from '@menu/shared/antd';
import { Form, Radio } from '@menu/shared/antd/editor';
import { PRICING_FIELD, type PricingValues, pricingOf, pricingRule } from './pricing';

const ordinal = (index: number) => `${index + 1}.ª`;

/**
 * 'Precio de los extras' of a variant group: each option with its own price (the default), the
 * first N free then $X each, or a price per position (1.ª, 2.ª…, the last one repeats). A line
 * says it as the diner reads it on the menu (the shared words, positionPricingText).
 */
export function PricingBlock({ form }: { form: FormInstance }) {
  const values: Partial<PricingValues> | undefined = Form.useWatch(PRICING_FIELD, form);
  const pricing = pricingOf(values);
  const preview = pricing && !positionPricingProblem(pricing) ? positionPricingText(pricing) : null;
  const at = (name: string | number) => [PRICING_FIELD, name];

  return (
    <div style={{ marginTop: 16 }}>
      <Form.Item label="Precio de los extras" name={at('mode')} style={{ marginBottom: 8 }}>
        <Radio.Group aria-label="Precio de los extras" style={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
          <Radio value="none">Cada opción con su precio</Radio>
          <Radio value="free">Las primeras N sin costo, después $X c/u</Radio>
          <Radio value="prices">Precio por posición</Radio>
        </Radio.Group>
      </Form.Item>
      {values?.mode === 'free' && (
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'flex-start' }}>
          <span style={{ paddingTop: 5 }}>Las primeras</span>
          <Form.Item name={at('free')} rules={[pricingRule('free')]} style={{ width: 90, marginBottom: 8 }}>
            <Input inputMode="numeric" aria-label="Opciones sin costo" placeholder="0" />
          </Form.Item>
          <span style={{ paddingTop: 5 }}>sin costo, después</span>
          <Form.Item
            name={at('each')}
            rules={[pricingRule('each')]}
            dependencies={[at('free')]}
            style={{ width: 130, marginBottom: 8 }}
          >
            <Input inputMode="decimal" prefix="$" aria-label="Precio de cada opción después" placeholder="00.00" />
          </Form.Item>
          <span style={{ paddingTop: 5 }}>c/u</span>
        </div>
      )}
      {values?.mode === 'prices' && (
        <Form.List name={at('prices')}>
          {(fields, { add, remove }, { errors }) => (
            <>
              <ol aria-label="Precios por posición" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                {fields.map((field, index) => (
                  <li key={field.key} style={{ display: 'flex', gap: 8, alignItems: 'flex-start' }}>
                    <span style={{ width: 32, paddingTop: 5 }}>{ordinal(index)}</span>
                    <Form.Item
                      name={field.name}
                      rules={[pricingRule(`prices.${index}`)]}
                      style={{ width: 130, marginBottom: 8 }}
                    >
                      <Input
                        inputMode="decimal"
                        prefix="$"
                        aria-label={`Precio de la ${ordinal(index)}`}
                        placeholder="00.00"
                      />
                    </Form.Item>
                    <Button
                      type="text"
                      danger
                      icon={<MinusCircleOutlined />}
                      aria-label={`Quitar la ${ordinal(index)}`}
                      title="Quitar posición"
                      disabled={fields.length === 1}
                      onClick={() => remove(field.name)}
                    />
                  </li>
                ))}
              </ol>
              <Form.ErrorList errors={errors} />
              <Typography.Text type="secondary" style={{ display: 'block', marginBottom: 8 }}>
                El último precio vale también para las opciones siguientes.
              </Typography.Text>
              <Button
                type="dashed"
                icon={<PlusOutlined />}
                disabled={fields.length >= POSITION_LIMITS.prices}
                onClick={() => add('')}
              >
                Agregar posición
              </Button>
            </>
          )}
        </Form.List>
      )}
      {preview && (
        <p style={{ margin: '8px 0 0' }}>
          <Typography.Text type="secondary">En el menú: </Typography.Text>
          <span>{preview}</span>
        </p>
      )}
    </div>
  );
}
