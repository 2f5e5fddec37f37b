import { Tag } from '@menu/shared/kit';
import { TRANSLATABLE_FACTS } from '@menu/shared/menu/dish-facts';
import { memo } from 'react';
import type { SameTexts, TranslationField, TranslationItem, TranslationKind } from './api';
import type { RowEdits, RowErrors, RowKey } from './useTranslationSaves';

export const KIND_LABELS: Record<TranslationKind, string> = {
  family: 'Familia',
  category: 'Categoría',
  product: 'Producto',
  variant_group: 'Grupo de variantes',
  variant: 'Variante',
  tag: 'Etiqueta',
  promotion: 'Promoción',
  advertising: 'Publicidad',
  combo_step: 'Paso de combo',
  combo_item: 'Opción de combo',
};

/** A text's column: a translatable dish fact is named as it is declared (DISH_FACTS). */
export const FIELD_LABELS = {
  name: 'Nombre',
  description: 'Descripción',
  ...Object.fromEntries(TRANSLATABLE_FACTS.map((fact) => [fact.name, fact.label])),
} as Record<TranslationField, string>;

/** A column of the board: one extra language. */
export interface ColumnLanguage {
  code: string;
  name: string;
}

export interface RowActions {
  onType(row: RowKey, lang: string, text: string): void;
  onLeave(row: RowKey, lang: string): void;
  onReview(row: RowKey, lang: string): void;
  /** 'Aplicar a los N textos iguales': the cell's text on every identical Spanish text. */
  onApply(row: RowKey, lang: string, count: number): void;
}

interface TranslationRowProps extends RowActions {
  rowKey: RowKey;
  item: TranslationItem;
  languages: readonly ColumnLanguage[];
  /** The owner's values not yet in the loaded list, by language. */
  edits: RowEdits | undefined;
  errors: RowErrors | undefined;
  /** Where the Spanish text is written identically (this one included), when more than once. */
  same?: SameTexts['texts'];
  /** The languages ('en fr') in which applying this text to the identical ones would change one. */
  applicable?: string;
}

/** A long source in a field's name: its first words are enough to tell it. */
const short = (text: string) => (text.length > 48 ? `${text.slice(0, 47).trimEnd()}…` : text);

/** The name of a cell's field: 'Nombre de «Tacos al pastor» en inglés'. */
export const cellLabel = (item: Pick<TranslationItem, 'field' | 'source'>, language: ColumnLanguage) =>
  `${FIELD_LABELS[item.field]} de «${short(item.source)}» en ${language.name.toLowerCase()}`;

/** One place of an identical text: 'Porción de «Tacos de suadero» · Comida › Tacos'. */
const placeOf = (where: SameTexts['texts'][number]) =>
  `${FIELD_LABELS[where.field]} de «${short(where.name)}» (${KIND_LABELS[where.kind].toLowerCase()}) · ${where.context}`;

/**
 * One text of the menu: the Spanish original with where it is, and a cell per language.
 * Memoized: typing re-draws its own row only (its `edits` object is the only one that
 * changes), so a menu of a few hundred texts stays quick.
 */
export const TranslationRow = memo(function TranslationRow({
  rowKey,
  item,
  languages,
  edits,
  errors,
  same,
  applicable = '',
  onType,
  onLeave,
  onReview,
  onApply,
}: TranslationRowProps) {
  const long = item.field === 'description';
  const count = same?.length ?? 0;
  const applyIn = new Set(applicable.split(' '));
  return (
    <tr aria-label={item.source}>
      <th scope="row" className="translation-source">
        <span className="translation-source-text">{item.source}</span>
        <span className="translation-source-where">
          {KIND_LABELS[item.kind]} · {FIELD_LABELS[item.field]}
          {item.context && ` · ${item.context}`}
        </span>
        {same && (
          <details className="translation-same">
            <summary>Igual en {count} textos: comparten la traducción</summary>
            <ul>
              {same.map((where) => (
                <li key={`${where.kind}:${where.id}:${where.field}:${where.path ?? ''}`}>{placeOf(where)}</li>
              ))}
            </ul>
          </details>
        )}
      </th>
      {languages.map((language) => {
        const stored = item.texts[language.code];
        const edit = edits?.[language.code];
        const text = edit?.text ?? stored?.text ?? '';
        // No text of its own: the diner reads the one an identical text has (if any).
        const shared = stored ? undefined : item.shared?.[language.code];
        const unreviewed = !edit && stored?.reviewed === false;
        const error = errors?.[language.code];
        const label = cellLabel(item, language);
        const errorId = `translation-${rowKey}-${language.code}-error`.replace(/[^\w-]/g, '-');
        const field = {
          className: error ? 'translation-input translation-input-error' : 'translation-input',
          'aria-label': label,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': error ? errorId : undefined,
          placeholder: shared ?? 'Sin traducir',
          value: text,
          onBlur: () => onLeave(rowKey, language.code),
        };
        return (
          <td key={language.code} className="translation-cell">
            {long ? (
              <textarea {...field} rows={2} onChange={(event) => onType(rowKey, language.code, event.target.value)} />
            ) : (
              <input {...field} type="text" onChange={(event) => onType(rowKey, language.code, event.target.value)} />
            )}
            {unreviewed && (
              <span className="translation-review">
                <Tag color="warning">Sin revisar</Tag>
                <button
                  type="button"
                  className="translation-review-button"
                  aria-label={`Marcar como revisado: ${label}`}
                  onClick={() => onReview(rowKey, language.code)}
                >
                  Marcar como revisado
                </button>
              </span>
            )}
            {shared !== undefined && !text && (
              <span className="translation-shared">Compartida con los textos iguales: «{shared}»</span>
            )}
            {stored && !edit && count > 1 && applyIn.has(language.code) && (
              <button
                type="button"
                className="translation-apply-button"
                aria-label={`Aplicar a los ${count} textos iguales: ${label}`}
                onClick={() => onApply(rowKey, language.code, count)}
              >
                Aplicar a los {count} textos iguales
              </button>
            )}
            {error && (
              <span id={errorId} role="alert" className="translation-error">
                {error}
              </span>
            )}
          </td>
        );
      })}
    </tr>
  );
});
