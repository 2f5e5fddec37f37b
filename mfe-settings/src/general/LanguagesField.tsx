import { Checkbox } from '@menu/shared/antd/editor';
import {
  BASE_LANGUAGE,
  LANGUAGE_BY_CODE,
  LANGUAGE_MESSAGES,
  MAX_EXTRA_LANGUAGES,
  MENU_LANGUAGES,
  offeredLanguages,
} from '@menu/shared/menu/languages';
import { Link } from '@menu/shared/router';
import { BILLING_PATH } from '@menu/shared/ui';

interface LanguagesFieldProps {
  /** The account's languages: 'es' first, then the extras in the order chosen. */
  value?: string[];
  onChange?: (value: string[]) => void;
  /** How many languages besides Spanish the plan includes (extraLanguagesLimit). */
  limit: number;
  /** Set by the form item (its label points here). */
  id?: string;
  /** Set by the form item: its help (errors) and extra text. */
  'aria-describedby'?: string;
}

const EXTRA_LANGUAGES = MENU_LANGUAGES.filter((language) => language.code !== BASE_LANGUAGE);
const names = (codes: readonly string[]) => codes.map((code) => LANGUAGE_BY_CODE.get(code)?.name ?? code).join(', ');

/**
 * 'Idiomas del menú': Spanish, the language the menu is written in, always first and not
 * removable; then the extra languages of the shared list, ticked in the order chosen (after a
 * downgrade the first ones stay on the menu: offeredLanguages). At the plan's limit the other
 * languages cannot be ticked and the plan's message says why, with the way to upgrade when a
 * plan offers more.
 */
export function LanguagesField({
  value = [BASE_LANGUAGE],
  onChange,
  limit,
  id,
  'aria-describedby': describedBy,
}: LanguagesFieldProps) {
  const extras = value.filter((code) => code !== BASE_LANGUAGE);
  const full = extras.length >= limit;
  const limitId = id && `${id}-limit`;
  const toggle = (code: string, on: boolean) =>
    onChange?.([BASE_LANGUAGE, ...(on ? [...extras, code] : extras.filter((chosen) => chosen !== code))]);

  return (
    <fieldset
      id={id}
      aria-label="Idiomas del menú"
      aria-describedby={[full && limitId, describedBy].filter(Boolean).join(' ') || undefined}
      style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}
    >
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: '4px 16px' }}>
        <Checkbox checked disabled>
          Español <span style={{ color: '#6d6d80' }}>(en el que escribes el menú)</span>
        </Checkbox>
        {EXTRA_LANGUAGES.map((language) => {
          const checked = extras.includes(language.code);
          return (
            <Checkbox
              key={language.code}
              checked={checked}
              disabled={!checked && full}
              onChange={(event) => toggle(language.code, event.target.checked)}
            >
              {language.name}
            </Checkbox>
          );
        })}
      </div>
      {full && (
        <div id={limitId} style={{ marginTop: 4 }}>
          {LANGUAGE_MESSAGES.tooMany(limit)}.
          {extras.length > limit &&
            ` Tu menú se ofrece en: ${names(offeredLanguages([BASE_LANGUAGE, ...extras], limit))}.`}
          {limit < MAX_EXTRA_LANGUAGES && (
            <>
              {' '}
              <Link to={BILLING_PATH}>Mejorar Suscripción</Link>
            </>
          )}
        </div>
      )}
    </fieldset>
  );
}
