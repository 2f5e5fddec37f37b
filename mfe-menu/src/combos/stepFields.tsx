import {
  type ComboProblem,
  type ComboStep,
  COMBO_LIMITS,
  COMBO_MESSAGES,
  stepsProblem,
} from '@menu/shared/menu/combos';
import { Input, type InputProps } from '@menu/shared/antd';
import { useState } from 'react';

/**
 * The small parts of the steps editor: number inputs that keep what is typed, and where each
 * of the shared rule's messages goes (stepsProblem, so the panel says what the API would).
 */

/** A dish a step can offer (never a combo: a combo cannot include another). */
export interface Dish {
  id: number;
  name: string;
  price: number;
}

/** The list with the element at `from` moved to `to`. */
export const move = <T,>(list: readonly T[], from: number, to: number): T[] => {
  const out = [...list];
  const [moved] = out.splice(from, 1);
  out.splice(to, 0, moved as T);
  return out;
};

// Steps and options have no ids of their own: each object gets a React key when first drawn, and
// an edited copy keeps its original's, so a moved step keeps its inputs (and what they hold).
const keys = new WeakMap<object, number>();
let lastKey = 0;
/** The React key of a step or an option. */
export const keyOf = (item: object): number => {
  let key = keys.get(item);
  if (key === undefined) {
    key = ++lastKey;
    keys.set(item, key);
  }
  return key;
};
/** `next`, the edited copy of `before`, with its key. */
export const sameKey = <T extends object>(before: object, next: T): T => {
  keys.set(next, keyOf(before));
  return next;
};

/** Money as typed: '' is none (null), a number with up to two decimals a number, else NaN (the rule names it). */
export const parseMoney = (text: string): number | null => {
  const raw = text.trim();
  if (raw === '') return null;
  return /^\d+(\.\d*)?$|^\.\d+$/.test(raw) ? Number(raw) : Number.NaN;
};

/** A count as typed: digits are a number; anything else, empty too, is NaN (the rule names it). */
export const parseCount = (text: string): number => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);

const shownNumber = (value: number | null | undefined) =>
  value === null || value === undefined || Number.isNaN(value) ? '' : String(value);

/**
 * A text input for a number of the steps (they hold numbers, not texts): it shows what the
 * person typed while it still means the held value ('15.' while typing 15.50, 'doce' while
 * it is NaN), and the held value once it changes from elsewhere (a step moved, a day copied).
 */
export function NumberInput({
  value,
  parse,
  onValue,
  ...rest
}: Omit<InputProps, 'value' | 'onChange'> & {
  value: number | null | undefined;
  parse(text: string): number | null;
  onValue(value: number | null): void;
}) {
  const [draft, setDraft] = useState<{ text: string; parsed: number | null } | null>(null);
  const text = draft && Object.is(draft.parsed, value ?? null) ? draft.text : shownNumber(value);
  return (
    <Input
      {...rest}
      value={text}
      onChange={(event) => {
        const parsed = parse(event.target.value);
        setDraft({ text: event.target.value, parsed });
        onValue(parsed);
      }}
    />
  );
}

/** A field of the steps as the API names it: 'steps', 'steps.1.min', 'steps.1.items.0.surcharge'. */
export type StepField = string;

/**
 * The shared rule's first problem of each step (one message per step, so fixing one step
 * shows the next step's own), plus the list's: none or too many steps.
 */
export function localProblems(steps: readonly ComboStep[]): ComboProblem[] {
  if (steps.length === 0) return [{ field: 'steps', message: COMBO_MESSAGES.noSteps }];
  const out: ComboProblem[] =
    steps.length > COMBO_LIMITS.steps ? [{ field: 'steps', message: COMBO_MESSAGES.tooManySteps }] : [];
  for (const [i, step] of steps.entries()) {
    const problem = stepsProblem([step]);
    if (problem) out.push({ field: problem.field.replace(/^steps\.0\./, `steps.${i}.`), message: problem.message });
  }
  return out;
}

/**
 * Where a server problem shows: its field without the caller's prefix ('days.2.'); a
 * translation's problem shows at the name it translates.
 */
export const problemField = (field: string, at: string): StepField => {
  const own = at && field.startsWith(at) ? field.slice(at.length) : field;
  return own.replace(/\.translations(\..*)?$/, '.name');
};
