import { rules } from '@menu/shared';
import { antdRules, MinusCircleOutlined, PlusOutlined } from '@menu/shared/ui';
import { Button, Input, Switch, Typography, type FormInstance } from '@menu/shared/antd';
import { Form, Select } from '@menu/shared/antd/editor';
import type { VariantGroup } from '../variants/api';
import { limitFitsPricing } from '../variants/pricing';
import { newGroupRow, type GroupRow, type Values } from './productForm';

/**
 * The product's variant groups: one row per group with its per-product limit and
 * obligatory flag and a remove action; then 'Agregar grupo existente' and '+ Crear grupo'.
 */
export function GroupRows({
  form,
  groups,
  loading,
  onCreate,
}: {
  form: FormInstance<Values>;
  /** Every group of the account (undefined while loading). */
  groups?: VariantGroup[];
  loading: boolean;
  onCreate(): void;
}) {
  const rows: GroupRow[] = Form.useWatch('variant_groups', form) ?? [];
  const attached = new Set(rows.map((row) => row.group_id));
  const options = (groups ?? [])
    .filter((group) => !attached.has(group.id))
    .map((group) => ({ value: group.id, label: group.name }));

  return (
    <>
      <Typography.Title level={5} style={{ marginTop: 8 }}>
        Grupos de variantes
      </Typography.Title>
      <Form.List name="variant_groups">
        {(fields, { remove }) => (
          <ul aria-label="Grupos de variantes" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {fields.map((field) => {
              // The row's stored value (its id and name are not form fields).
              const row: GroupRow | undefined = form.getFieldValue(['variant_groups', field.name]);
              const name = row?.name ?? '';
              return (
                // The name beside its settings while there is room for both (at least 200 px of
                // name), above them on a phone: never squeezed to a letter per line.
                <li
                  key={field.key}
                  style={{ display: 'flex', flexWrap: 'wrap', columnGap: 12, alignItems: 'flex-start' }}
                >
                  <Typography.Text strong style={{ flex: '1 1 200px', paddingTop: 5, marginBottom: 8 }}>
                    {name}
                  </Typography.Text>
                  <div style={{ display: 'flex', flexWrap: 'wrap', columnGap: 12, alignItems: 'flex-start' }}>
                    <Form.Item
                      name={[field.name, 'limit']}
                      // A limit below the group's free extras is refused here too (the API would answer it).
                      rules={[
                        ...antdRules(rules.limit),
                        limitFitsPricing(groups?.find((group) => group.id === row?.group_id)?.position_pricing),
                      ]}
                      style={{ width: 150, marginBottom: 12 }}
                    >
                      <Input
                        placeholder="Sin límite"
                        inputMode="numeric"
                        prefix="Límite"
                        aria-label={`Límite de ${name}`}
                      />
                    </Form.Item>
                    <Form.Item name={[field.name, 'obligatory']} valuePropName="checked" style={{ marginBottom: 12 }}>
                      <Switch
                        aria-label={`Obligatorio ${name}`}
                        checkedChildren="Obligatorio"
                        unCheckedChildren="Opcional"
                      />
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
                </li>
              );
            })}
          </ul>
        )}
      </Form.List>
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        <Select
          aria-label="Agregar grupo existente"
          placeholder="Agregar grupo existente"
          style={{ flex: '1 1 240px' }}
          loading={loading}
          value={null}
          options={options}
          showSearch={{ optionFilterProp: 'label' }}
          notFoundContent="No hay más grupos"
          onChange={(groupId: number | null) => {
            const group = groups?.find((candidate) => candidate.id === groupId);
            if (group)
              form.setFieldValue('variant_groups', [
                ...(form.getFieldValue('variant_groups') ?? []),
                newGroupRow(group),
              ]);
          }}
        />
        <Button icon={<PlusOutlined />} onClick={onCreate}>
          Crear grupo
        </Button>
      </div>
    </>
  );
}
