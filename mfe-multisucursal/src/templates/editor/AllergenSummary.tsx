import {
  ALLERGEN_BY_CODE,
  ALLERGEN_CODES,
  type AllergenCode,
  type AllergenLevel,
  type AllergenMap,
  codesAt,
  DIET_LABELS,
  type Diet,
  LEVEL_LABELS,
} from '@menu/shared/menu/allergens';
import { Typography } from '@menu/shared/antd';

const words = (codes: AllergenCode[]) => codes.map((code) => ALLERGEN_BY_CODE.get(code)!.name).join(', ');

/**
 * A dish's allergens in one short line, as the template editor shows them (read-only: templates
 * keep the base menu's, docs/allergens.md): what it contains and may contain, or 'Alérgenos sin
 * confirmar' when nothing is, never a silence a reader could take for "free". `detail` names
 * every level, for the tooltip.
 */
export function allergenSummary(allergens: AllergenMap, diets: readonly Diet[] = []): { text: string; detail: string } {
  const dietWords = diets.map((d) => DIET_LABELS[d]);
  const at = (level: AllergenLevel) => codesAt(allergens, level);
  const unconfirmed = ALLERGEN_CODES.filter((code) => !allergens[code]);
  const parts = (['contains', 'may_contain'] as const)
    .filter((level) => at(level).length)
    .map((level) => `${LEVEL_LABELS[level]}: ${words(at(level))}`);
  let text: string;
  if (parts.length) text = parts.join(' · ');
  else if (unconfirmed.length) text = 'Alérgenos sin confirmar';
  else text = 'No contiene alérgenos';
  const detail = [
    ...(['contains', 'may_contain', 'free'] as const)
      .filter((level) => at(level).length)
      .map((level) => `${LEVEL_LABELS[level]}: ${words(at(level))}`),
    ...(unconfirmed.length ? [`${LEVEL_LABELS.unconfirmed}: ${words(unconfirmed)}`] : []),
  ].join('. ');
  return { text: [text, ...dietWords].join(' · '), detail: `${detail}.` };
}

/** The line under a product's or variant's name; the base menu's editors change it, not the template. */
export function AllergenSummary({ allergens, diets }: { allergens: AllergenMap; diets?: readonly Diet[] }) {
  const { text, detail } = allergenSummary(allergens, diets);
  return (
    <Typography.Text type="secondary" className="template-allergens" title={`${detail} Se cambian en el menú base.`}>
      {text}
    </Typography.Text>
  );
}
