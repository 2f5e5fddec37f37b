import { formatPrice } from '@menu/shared';
import { type ComboItem, type ComboStep, COMBO_LIMITS } from '@menu/shared/menu/combos';
import { Button, Input, Typography } from '@menu/shared/antd';
import { Form, Select } from '@menu/shared/antd/editor';
import { PlusOutlined } from '@menu/shared/ui';
import type { ReactNode } from 'react';
import { ItemRow } from './ItemRow';
import { RowActions } from './RowActions';
import { keyOf, move, NumberInput, parseCount, sameKey, type Dish, type StepField } from './stepFields';

interface StepBoxProps {
  step: ComboStep;
  index: number;
  count: number;
  id: string;
  disabled?: boolean;
  dishes: Dish[] | undefined;
  dishById: Map<number, Dish>;
  messageAt(field: StepField): string | undefined;
  touch(field: StepField): void;
  onChange(step: ComboStep): void;
  onMove(to: number): void;
  onRemove(): void;
}

/** A labelled field of a step with the message of its field under it. */
function Field(props: {
  label: string;
  htmlFor: string;
  message?: string;
  width?: number | string;
  children: ReactNode;
}) {
  return (
    <Form.Item
      layout="vertical"
      label={props.label}
      htmlFor={props.htmlFor}
      validateStatus={props.message ? 'error' : undefined}
      help={props.message}
      style={{
        marginBottom: 12,
        flex: typeof props.width === 'string' ? props.width : undefined,
        width: typeof props.width === 'number' ? props.width : undefined,
      }}
    >
      {props.children}
    </Form.Item>
  );
}

/** One step of the combo: its name, how many options a diner picks, and its options. */
export function StepBox({
  step,
  index,
  count,
  id,
  disabled,
  dishes,
  dishById,
  messageAt,
  touch,
  onChange,
  onMove,
  onRemove,
}: StepBoxProps) {
  const f = `steps.${index}.`;
  const label = `paso ${index + 1}`;
  const setItems = (items: ComboItem[]) => onChange({ ...step, items });
  const chosen = new Set(step.items.flatMap((item) => (item.product_id ? [item.product_id] : [])));
  const options = (dishes ?? [])
    .filter((dish) => !chosen.has(dish.id))
    .map((dish) => ({ value: dish.id, label: dish.name, price: dish.price }));
  const itemsMessage = messageAt(`${f}items`);
  const full = step.items.length >= COMBO_LIMITS.items;

  return (
    <fieldset
      aria-label={`Paso ${index + 1}`}
      style={{ border: '1px solid #e4e4eb', borderRadius: 8, padding: '12px 16px 4px', margin: 0 }}
    >
      <div style={{ display: 'flex', flexWrap: 'wrap', columnGap: 12, alignItems: 'flex-start' }}>
        <Field label="Nombre del paso" htmlFor={`${id}-name`} message={messageAt(`${f}name`)} width="1 1 200px">
          <Input
            id={`${id}-name`}
            value={step.name}
            placeholder="Por ejemplo: Sopa"
            maxLength={COMBO_LIMITS.name}
            disabled={disabled}
            onChange={(event) => onChange({ ...step, name: event.target.value })}
            onBlur={() => touch(`${f}name`)}
          />
        </Field>
        <Field label="Mínimo" htmlFor={`${id}-min`} message={messageAt(`${f}min`)} width={96}>
          <NumberInput
            id={`${id}-min`}
            inputMode="numeric"
            value={step.min}
            parse={parseCount}
            disabled={disabled}
            onValue={(min) => onChange({ ...step, min: min as number })}
            onBlur={() => touch(`${f}min`)}
          />
        </Field>
        <Field label="Máximo" htmlFor={`${id}-max`} message={messageAt(`${f}max`)} width={96}>
          <NumberInput
            id={`${id}-max`}
            inputMode="numeric"
            value={step.max}
            parse={parseCount}
            disabled={disabled}
            onValue={(max) => onChange({ ...step, max: max as number })}
            onBlur={() => touch(`${f}max`)}
          />
        </Field>
        <RowActions
          label={label}
          noun="paso"
          index={index}
          count={count}
          disabled={disabled}
          onMove={onMove}
          onRemove={onRemove}
          style={{ paddingTop: 30 }}
        />
      </div>
      <Typography.Text strong>Opciones</Typography.Text>
      <ul aria-label={`Opciones del ${label}`} style={{ listStyle: 'none', margin: '4px 0 0', padding: 0 }}>
        {step.items.map((item, j) => (
          <ItemRow
            key={keyOf(item)}
            item={item}
            index={j}
            count={step.items.length}
            id={`${id}-items-${j}`}
            field={`${f}items.${j}.`}
            dish={item.product_id ? dishById.get(item.product_id) : undefined}
            disabled={disabled}
            messageAt={messageAt}
            touch={touch}
            onChange={(next) => setItems(step.items.map((it, k) => (k === j ? sameKey(it, next) : it)))}
            onMove={(to) => setItems(move(step.items, j, to))}
            onRemove={() => {
              touch(`${f}items`);
              setItems(step.items.filter((_, k) => k !== j));
            }}
          />
        ))}
      </ul>
      {itemsMessage && (
        <div>
          <Typography.Text type="danger">{itemsMessage}</Typography.Text>
        </div>
      )}
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, margin: '8px 0 12px' }}>
        <Select
          aria-label={`Agregar platillo al ${label}`}
          placeholder="Agregar platillo"
          style={{ flex: '1 1 240px' }}
          loading={!dishes}
          disabled={disabled || full}
          value={null}
          options={options}
          showSearch={{ optionFilterProp: 'label' }}
          notFoundContent="No hay más platillos"
          optionRender={(option) => (
            <span>
              {option.data.label} <Typography.Text type="secondary">{formatPrice(option.data.price)}</Typography.Text>
            </span>
          )}
          onChange={(productId: number | null) => {
            if (productId) setItems([...step.items, { product_id: productId, name: null, surcharge: null }]);
          }}
        />
        <Button
          icon={<PlusOutlined />}
          disabled={disabled || full}
          onClick={() => setItems([...step.items, { product_id: null, name: '', surcharge: null }])}
        >
          Agregar opción con nombre
        </Button>
      </div>
    </fieldset>
  );
}
