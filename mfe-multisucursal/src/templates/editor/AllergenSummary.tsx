import {
  ALLERGEN_BY_CODE,
  ALLERGEN_CODES,
  type AllergenCode,
  type AllergenMap,
  codesAt,
  type Diet,
  LEVEL_LABELS,
} from '@menu/shared/menu/allergens';
import { dinerFacts, factLines, SPANISH_FACT_WORDS } from '@menu/shared/menu/fact-words';
import { Typography } from '@menu/shared/antd';

const words = (codes: AllergenCode[]) => codes.map((code) => ALLERGEN_BY_CODE.get(code)!.name).join(', ');

/**
 * A dish's allergens in one short line, as the template editor shows them (read-only: templates
 * keep the base menu's, docs/allergens.md): the words the diner reads on the public menu and on
 * paper (`dinerFacts`), so a partly confirmed dish says 'Otros alérgenos sin confirmar', never a
 * silence a reader could take for "free". A variant `option` says only its own lists ('' when
 * none), as under its name on the page. `detail` names every level, for the tooltip.
 */
export function allergenSummary(
  allergens: AllergenMap,
  diets: readonly Diet[] = [],
  kind: 'dish' | 'option' = 'dish',
): { text: string; detail: string } {
  const text = factLines(dinerFacts({ allergens, diets }, SPANISH_FACT_WORDS, kind)).join(' · ');
  const unconfirmed = ALLERGEN_CODES.filter((code) => !allergens[code]);
  const detail = [
    ...(['contains', 'may_contain', 'free'] as const)
      .filter((level) => codesAt(allergens, level).length)
      .map((level) => `${LEVEL_LABELS[level]}: ${words(codesAt(allergens, level))}`),
    ...(unconfirmed.length ? [`${LEVEL_LABELS.unconfirmed}: ${words(unconfirmed)}`] : []),
  ].join('. ');
  return { text, detail: `${detail}.` };
}

/** The line under a product's or variant's name; the base menu's editors change it, not the template. */
export function AllergenSummary({
  allergens,
  diets,
  option = false,
}: {
  allergens: AllergenMap;
  diets?: readonly Diet[];
  option?: boolean;
}) {
  const { text, detail } = allergenSummary(allergens, diets, option ? 'option' : 'dish');
  if (!text) return null;
  return (
    <Typography.Text type="secondary" className="template-allergens" title={`${detail} Se cambian en el menú base.`}>
      {text}
    </Typography.Text>
  );
}
