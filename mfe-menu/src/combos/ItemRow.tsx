import { formatPrice } from '@menu/shared';
import { type ComboItem, COMBO_LIMITS } from '@menu/shared/menu/combos';
import { Input, Typography } from '@menu/shared/antd';
import { Form } from '@menu/shared/antd/editor';
import { NumberInput, parseMoney, type Dish, type StepField } from './stepFields';
import { RowActions } from './RowActions';

interface ItemRowProps {
  item: ComboItem;
  index: number;
  count: number;
  id: string;
  field: StepField;
  /** The item's dish (undefined: a named item, or a dish not loaded or deleted). */
  dish: Dish | undefined;
  disabled?: boolean;
  messageAt(field: StepField): string | undefined;
  touch(field: StepField): void;
  onChange(item: ComboItem): void;
  onMove(to: number): void;
  onRemove(): void;
}

/** One option of a step: the dish's name (and price) or the typed name, its 'Cargo extra', its order. */
export function ItemRow({
  item,
  index,
  count,
  id,
  field,
  dish,
  disabled,
  messageAt,
  touch,
  onChange,
  onMove,
  onRemove,
}: ItemRowProps) {
  const isDish = Boolean(item.product_id);
  const label = isDish ? (dish?.name ?? `Platillo ${item.product_id}`) : item.name?.trim() || `opción ${index + 1}`;
  const nameMessage = messageAt(`${field}name`) ?? messageAt(`${field}product_id`);
  const surchargeMessage = messageAt(`${field}surcharge`);
  const errorStatus = (message?: string) => (message ? 'error' : undefined);
  return (
    <li style={{ display: 'flex', flexWrap: 'wrap', columnGap: 8, alignItems: 'flex-start', marginBottom: 8 }}>
      <Form.Item
        validateStatus={errorStatus(nameMessage)}
        help={nameMessage}
        style={{ flex: '1 1 200px', marginBottom: 0 }}
      >
        {isDish ? (
          <div style={{ paddingTop: 5 }}>
            <Typography.Text>{label}</Typography.Text>{' '}
            {dish && <Typography.Text type="secondary">{formatPrice(dish.price)}</Typography.Text>}
          </div>
        ) : (
          <Input
            id={`${id}-name`}
            aria-label={`Nombre de la opción ${index + 1}`}
            placeholder="Nombre de la opción"
            value={item.name ?? ''}
            maxLength={COMBO_LIMITS.name}
            disabled={disabled}
            onChange={(event) => onChange({ ...item, name: event.target.value })}
            onBlur={() => touch(`${field}name`)}
          />
        )}
      </Form.Item>
      <Form.Item
        validateStatus={errorStatus(surchargeMessage)}
        help={surchargeMessage}
        style={{ width: 150, marginBottom: 0 }}
      >
        <NumberInput
          id={`${id}-surcharge`}
          aria-label={`Cargo extra de ${label}`}
          placeholder="Cargo extra"
          prefix="+$"
          inputMode="decimal"
          value={item.surcharge}
          parse={parseMoney}
          disabled={disabled}
          onValue={(surcharge) => onChange({ ...item, surcharge })}
          onBlur={() => touch(`${field}surcharge`)}
        />
      </Form.Item>
      <RowActions
        label={label}
        noun="opción"
        index={index}
        count={count}
        disabled={disabled}
        onMove={onMove}
        onRemove={onRemove}
      />
    </li>
  );
}
