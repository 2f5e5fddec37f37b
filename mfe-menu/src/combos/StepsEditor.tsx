import type { ComboProblem, ComboStep } from '@menu/shared/menu/combos';
import { COMBO_LIMITS } from '@menu/shared/menu/combos';
import { Button, Typography } from '@menu/shared/antd';
import { useList } from '@menu/shared/data';
import { PlusOutlined } from '@menu/shared/ui';
import { useMemo, useState } from 'react';
import { StepBox } from './StepBox';
import { type Dish, keyOf, localProblems, move, problemField, sameKey, type StepField } from './stepFields';

export type { Dish } from './stepFields';

const NO_PROBLEMS: ComboProblem[] = [];

/**
 * The account's dishes, from the products list of the panel's data cache (the one Productos
 * reads: no second request); `except` leaves out the product being edited.
 */
export function useDishes(except?: number): Dish[] | undefined {
  const products = useList('/v1/products').data;
  return useMemo(
    () =>
      products
        ?.filter((product) => product.kind === 'dish' && product.id !== except)
        .map(({ id, name, price }) => ({ id, name, price })),
    [products, except],
  );
}

export interface StepsEditorProps {
  value: ComboStep[];
  onChange(steps: ComboStep[]): void;
  /** The dishes the options are chosen from (undefined while they load). */
  dishes: Dish[] | undefined;
  disabled?: boolean;
  /** Makes the inputs' ids unique when a page shows several editors (one per day). */
  idPrefix?: string;
  /** Show the rule's messages on every field, touched or not (after a save was tried). */
  showProblems?: boolean;
  /** The server's answer to a save: each shows at its field until the caller drops it. */
  problems?: ComboProblem[];
  /** The prefix of the server's fields ('days.2.'), as `stepsProblem(steps, at)` takes it. */
  at?: string;
}

const newStep = (): ComboStep => ({ name: '', min: 1, max: 1, items: [] });

/**
 * 'Pasos del combo': each step's name, 'Mínimo' and 'Máximo', its options (a dish of the
 * account or a named option, each with an optional 'Cargo extra'), their order, and
 * 'Agregar paso'. Controlled: the caller holds the steps and saves them. The shared rule's
 * message shows at the field it names once that field was left (all of them with
 * `showProblems`), the server's at theirs.
 */
export function StepsEditor({
  value,
  onChange,
  dishes,
  disabled,
  idPrefix = 'combo',
  showProblems = false,
  problems = NO_PROBLEMS,
  at = '',
}: StepsEditorProps) {
  const [touched, setTouched] = useState<ReadonlySet<StepField>>(new Set());
  const touch = (field: StepField) => setTouched((before) => (before.has(field) ? before : new Set(before).add(field)));
  const local = useMemo(() => localProblems(value), [value]);
  /** The message to show at a field: the server's first, else the rule's when the field was touched. */
  const messageAt = (field: StepField): string | undefined =>
    problems.find((problem) => problemField(problem.field, at) === field)?.message ??
    (showProblems || touched.has(field) ? local.find((problem) => problem.field === field)?.message : undefined);

  const dishById = useMemo(() => new Map((dishes ?? []).map((dish) => [dish.id, dish])), [dishes]);
  const setStep = (i: number, step: ComboStep) => onChange(value.map((s, k) => (k === i ? sameKey(s, step) : s)));
  const listMessage = messageAt('steps');

  return (
    <div>
      <ol aria-label="Pasos del combo" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {value.map((step, i) => (
          <li key={keyOf(step)} style={{ marginBottom: 12 }}>
            <StepBox
              step={step}
              index={i}
              count={value.length}
              id={`${idPrefix}-steps-${i}`}
              disabled={disabled}
              dishes={dishes}
              dishById={dishById}
              messageAt={messageAt}
              touch={touch}
              onChange={(next) => setStep(i, next)}
              onMove={(to) => onChange(move(value, i, to))}
              onRemove={() => {
                touch('steps');
                onChange(value.filter((_, k) => k !== i));
              }}
            />
          </li>
        ))}
      </ol>
      {listMessage && <Typography.Text type="danger">{listMessage}</Typography.Text>}
      <div>
        <Button
          icon={<PlusOutlined />}
          disabled={disabled || value.length >= COMBO_LIMITS.steps}
          onClick={() => onChange([...value, newStep()])}
        >
          Agregar paso
        </Button>
      </div>
    </div>
  );
}
