import { Tag } from '@menu/shared/kit';
import { memo } from 'react';
import type { TranslationField, TranslationItem, TranslationKind } from './api';
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
};

export const FIELD_LABELS: Record<TranslationField, string> = {
  name: 'Nombre',
  description: 'Descripción',
  portion: 'Porción',
};

/** A column of the board: one extra language. */
export interface ColumnLanguage {
  code: string;
  name: string;
}

export interface RowActions {
  onType(row: RowKey, lang: string, text: string): void;
  onLeave(row: RowKey, lang: string): void;
  onReview(row: RowKey, lang: string): void;
}

interface TranslationRowProps extends RowActions {
  rowKey: RowKey;
  item: TranslationItem;
  languages: readonly ColumnLanguage[];
  /** The owner's values not yet in the loaded list, by language. */
  edits: RowEdits | undefined;
  errors: RowErrors | undefined;
}

/** A long source in a field's name: its first words are enough to tell it. */
const short = (text: string) => (text.length > 48 ? `${text.slice(0, 47).trimEnd()}…` : text);

/** The name of a cell's field: 'Nombre de «Tacos al pastor» en inglés'. */
export const cellLabel = (item: Pick<TranslationItem, 'field' | 'source'>, language: ColumnLanguage) =>
  `${FIELD_LABELS[item.field]} de «${short(item.source)}» en ${language.name.toLowerCase()}`;

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
  onType,
  onLeave,
  onReview,
}: TranslationRowProps) {
  const long = item.field === 'description';
  return (
    <tr aria-label={item.source}>
      <th scope="row" className="translation-source">
        <span className="translation-source-text">{item.source}</span>
        <span className="translation-source-where">
          {KIND_LABELS[item.kind]} · {FIELD_LABELS[item.field]}
          {item.context && ` · ${item.context}`}
        </span>
      </th>
      {languages.map((language) => {
        const stored = item.texts[language.code];
        const edit = edits?.[language.code];
        const text = edit?.text ?? stored?.text ?? '';
        const unreviewed = !edit && stored?.reviewed === false;
        const error = errors?.[language.code];
        const label = cellLabel(item, language);
        const errorId = `translation-${rowKey}-${language.code}-error`.replace(/[^\w-]/g, '-');
        const field = {
          className: error ? 'translation-input translation-input-error' : 'translation-input',
          'aria-label': label,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': error ? errorId : undefined,
          placeholder: 'Sin traducir',
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
