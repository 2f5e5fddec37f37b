import CopyOutlined from '@ant-design/icons/es/icons/CopyOutlined';
import {
  ALLERGENS,
  type AllergenCode,
  type AllergenLevel,
  DIET_LABELS,
  DIETS,
  type Diet,
  LEVEL_LABELS,
} from '@menu/shared/menu/allergens';
import { memo } from 'react';
import type { RowFacts } from './useAllergenSaves';

/** A level's symbol: its shape says it as well as its colour does (the legend names them). */
export const LEVEL_SYMBOLS: Record<AllergenLevel | 'unconfirmed', string> = {
  contains: '●',
  may_contain: '◐',
  free: '○',
  unconfirmed: '?',
};

export interface RowActions {
  onCycle(id: number, code: AllergenCode): void;
  onDiet(id: number, diet: Diet, on: boolean): void;
  onSelect(id: number, selected: boolean): void;
  onCopy(id: number): void;
}

interface AllergenRowProps extends RowActions {
  id: number;
  name: string;
  facts: RowFacts;
  selected: boolean;
  /** Why the row is not saved (a diet its allergens contradict, the server's refusal). */
  error?: string;
  /** The person's role may not change the menu: the facts show, nothing changes them. */
  readOnly?: boolean;
}

/**
 * One product of the allergen board. Memoized: a click re-draws its own row only (its facts
 * object is the only one that changes), so 150 dishes x 14 allergens stay quick.
 */
export const AllergenRow = memo(function AllergenRow({
  id,
  name,
  facts,
  selected,
  error,
  readOnly,
  onCycle,
  onDiet,
  onSelect,
  onCopy,
}: AllergenRowProps) {
  const errorId = `allergen-row-${id}-error`;
  return (
    <tr aria-label={name} className={selected ? 'allergen-selected' : undefined}>
      <td className="allergen-check">
        {!readOnly && (
          <input
            type="checkbox"
            checked={selected}
            aria-label={`Seleccionar ${name}`}
            onChange={(event) => onSelect(id, event.target.checked)}
          />
        )}
      </td>
      <th scope="row" className="allergen-name">
        <span>{name}</span>
        {error && (
          <span id={errorId} role="alert" className="allergen-row-error">
            {error}
          </span>
        )}
      </th>
      {ALLERGENS.map(({ code, name: word }) => {
        const level = facts.allergens[code] ?? 'unconfirmed';
        const label = `${word}: ${LEVEL_LABELS[level]}`;
        return (
          <td key={code} className="allergen-cell-td">
            <button
              type="button"
              className={`allergen-cell allergen-${level}`}
              aria-label={label}
              title={label}
              data-code={code}
              aria-describedby={error ? errorId : undefined}
              disabled={readOnly}
              onClick={() => onCycle(id, code)}
            >
              <span aria-hidden="true">{LEVEL_SYMBOLS[level]}</span>
            </button>
          </td>
        );
      })}
      <td className="allergen-diets">
        {DIETS.map((diet) => (
          <label key={diet}>
            <input
              type="checkbox"
              checked={facts.diets.includes(diet)}
              disabled={readOnly}
              onChange={(event) => onDiet(id, diet, event.target.checked)}
            />
            {DIET_LABELS[diet]}
          </label>
        ))}
      </td>
      <td className="allergen-copy">
        {!readOnly && (
          <button
            type="button"
            className="allergen-copy-button"
            aria-label={`Copiar ${name} a seleccionados`}
            title="Copiar a seleccionados"
            onClick={() => onCopy(id)}
          >
            <CopyOutlined aria-hidden />
          </button>
        )}
      </td>
    </tr>
  );
});
