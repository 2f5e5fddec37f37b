import { ALLERGEN_CODES, ALLERGENS, DIET_LABELS, DIETS, LEVEL_LABELS, dietProblem } from '@menu/shared/menu/allergens';
import { VALUE_FACT_NAMES, VALUE_FACTS, type ValueFact } from '@menu/shared/menu/dish-facts';
import { antdRules } from '@menu/shared/ui';
import { Input, type FormInstance } from '@menu/shared/antd';
import { Checkbox, Form } from '@menu/shared/antd/editor';
import { type ComponentProps, useEffect, useId, useState } from 'react';
import { TagIcon } from '../tags/TagIcon';
import { allergenMapOf, type FormLevel, valueRule } from './facts';

type NamePath = Array<string | number>;

/** The four choices of a row, 'Sin confirmar' (the code absent from the map) last. */
const LEVEL_OPTIONS: Array<{ value: FormLevel; label: string }> = [
  { value: 'contains', label: LEVEL_LABELS.contains },
  { value: 'may_contain', label: LEVEL_LABELS.may_contain },
  { value: 'free', label: LEVEL_LABELS.free },
  { value: 'unconfirmed', label: LEVEL_LABELS.unconfirmed },
];

const DIET_OPTIONS = DIETS.map((diet) => ({ value: diet, label: DIET_LABELS[diet] }));

const BLOCK_CSS = `
.allergens-block { margin: 0 0 16px; border: 1px solid #ecebf3; border-radius: 8px; background: #fcfbfe; }
.allergens-block > summary { padding: 8px 12px; cursor: pointer; font-weight: 600; }
.allergens-block > summary:focus-visible { outline: 2px solid #5227D0; outline-offset: 2px; border-radius: 8px; }
.allergens-block-count { color: #6d6d80; font-weight: 400; }
.allergens-block-body { padding: 4px 12px 0; }
.allergens-block-list { margin: 0; padding: 0; border: 0; min-width: 0; }
.allergens-block-row { display: flex; flex-wrap: wrap; align-items: center; column-gap: 12px; padding: 3px 0; border-bottom: 1px solid #f0eff5; }
.allergens-block-row .ant-form-item { margin: 0; }
.allergens-block-name { flex: 0 0 128px; display: inline-flex; gap: 6px; align-items: center; }
.allergens-block-name i { color: #5227D0; }
.allergens-level { display: inline-flex; flex-wrap: wrap; gap: 4px; }
.allergens-level label { display: inline-flex; align-items: center; gap: 4px; padding: 1px 8px; border: 1px solid #d9d9e3; border-radius: 12px; font-size: 13px; cursor: pointer; background: #fff; }
.allergens-level label:has(input:checked) { border-color: #5227D0; background: #f1edfd; color: #3b1a9e; font-weight: 600; }
.allergens-level label:focus-within { outline: 2px solid #5227D0; outline-offset: 1px; }
.allergens-level input { margin: 0; accent-color: #5227D0; }
.allergens-block-facts { display: flex; flex-wrap: wrap; column-gap: 16px; padding-top: 12px; }
`;

export interface AllergensBlockProps {
  form: FormInstance;
  /** Where the fields sit, as their Form.Items name them: [] in the product form, [field.name] in a Form.List row. */
  prefix?: NamePath;
  /** The same place from the form's root (for watching): [] or ['variants', 2]. */
  path?: NamePath;
  /** 'Dietas' (products only): checked against the allergens with the shared rule. */
  diets?: boolean;
  /** Added to the inputs' accessible names when several blocks share a form: ' de la variante 2'. */
  of?: string;
  /** Open at first (the product editor of a dish that already has facts). */
  defaultOpen?: boolean;
}

/**
 * 'Alérgenos': one row per allergen of the catalogue with Contiene / Puede contener /
 * No contiene / Sin confirmar (a radio group named after the allergen), then a field per value
 * fact of DISH_FACTS (Porción, Calorías) and, for a product, Dietas. A collapsible section, so
 * the 14 rows do not push the rest of the editor away; its summary says how many are confirmed.
 */
export function AllergensBlock({ form, prefix = [], path = [], diets, of = '', defaultOpen }: AllergensBlockProps) {
  const id = useId();
  const levels: Partial<Record<string, FormLevel>> | undefined = Form.useWatch([...path, 'allergens'], form);
  const confirmed = Object.keys(allergenMapOf(levels)).length;
  const [open, setOpen] = useState(Boolean(defaultOpen));
  const names: NamePath[] = [
    ...ALLERGEN_CODES.map((code) => [...path, 'allergens', code]),
    ...VALUE_FACT_NAMES.map((name) => [...path, name]),
    ...(diets ? [[...path, 'diets']] : []),
  ];

  return (
    <details className="allergens-block" open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <style href="menu-allergens-block" precedence="default">
        {BLOCK_CSS}
      </style>
      <summary>
        {diets ? 'Alérgenos, dietas y calorías' : 'Alérgenos y calorías'}
        <span className="allergens-block-count">
          {' '}
          · {confirmed} de {ALLERGEN_CODES.length} confirmados
        </span>
      </summary>
      {/* Re-drawn on every change of the form (errors too): a message is never left folded away. */}
      <Form.Item noStyle shouldUpdate>
        {() => (
          <OpenOnError invalid={form.getFieldsError(names).some((field) => field.errors.length > 0)} open={setOpen} />
        )}
      </Form.Item>
      <div className="allergens-block-body">
        <fieldset aria-label={`Alérgenos${of}`} className="allergens-block-list">
          {ALLERGENS.map((allergen) => (
            <div className="allergens-block-row" key={allergen.code}>
              <span className="allergens-block-name" id={`${id}-${allergen.code}`} title={allergen.description}>
                <TagIcon icon={`fa-solid fa-${allergen.icon}`} />
                {allergen.name}
              </span>
              <Form.Item name={[...prefix, 'allergens', allergen.code]}>
                <LevelChoice labelledBy={`${id}-${allergen.code}`} name={`${id}-${allergen.code}-level`} />
              </Form.Item>
            </div>
          ))}
        </fieldset>
        <div className="allergens-block-facts">
          {VALUE_FACTS.map((fact) => (
            <Form.Item
              key={fact.name}
              label={fact.label}
              name={[...prefix, fact.name]}
              rules={antdRules(valueRule(fact))}
              style={{ width: fact.kind === 'integer' ? 160 : 200 }}
            >
              <ValueInput fact={fact} label={`${fact.label}${of}`} />
            </Form.Item>
          ))}
          {diets && (
            <Form.Item
              label="Dietas"
              name={[...prefix, 'diets']}
              // Re-checked whenever an allergen changes: 'Contiene leche' on a vegan dish says so at once.
              dependencies={ALLERGEN_CODES.map((code) => [...path, 'allergens', code])}
              rules={[
                {
                  validator: (_, value: string[] | undefined) => {
                    const problem = dietProblem(value ?? [], allergenMapOf(form.getFieldValue([...path, 'allergens'])));
                    return problem ? Promise.reject(new Error(problem.message)) : Promise.resolve();
                  },
                },
              ]}
              extra="«Sin gluten» se muestra solo cuando Gluten es «No contiene»."
              style={{ flex: '1 1 240px' }}
            >
              <Checkbox.Group options={DIET_OPTIONS} />
            </Form.Item>
          )}
        </div>
      </div>
    </details>
  );
}

/** A value fact's input: a number with its unit ('kcal'), or a text with its example and limit. */
function ValueInput({ fact, label, ...field }: { fact: ValueFact; label: string } & ComponentProps<typeof Input>) {
  return fact.kind === 'integer' ? (
    <Input {...field} inputMode="numeric" suffix={fact.unit} aria-label={label} />
  ) : (
    <Input {...field} placeholder={fact.placeholder} maxLength={fact.maxLength} aria-label={label} />
  );
}

/** Opens the section when one of its fields has an error (the server's, or a rule's on submit). */
function OpenOnError({ invalid, open }: { invalid: boolean; open: (open: boolean) => void }) {
  useEffect(() => {
    if (invalid) open(true);
  }, [invalid, open]);
  return null;
}

/**
 * The four levels of one allergen as native radios (one tab stop, arrows move between them):
 * 14 rows per dish, several dishes in the variants editor, so no heavier widget per choice.
 * The picked one keeps its dot and is drawn bold, not only coloured.
 */
function LevelChoice({
  value,
  onChange,
  labelledBy,
  name,
}: {
  value?: FormLevel;
  onChange?: (value: FormLevel) => void;
  labelledBy: string;
  name: string;
}) {
  return (
    <div role="radiogroup" aria-labelledby={labelledBy} className="allergens-level">
      {LEVEL_OPTIONS.map((option) => (
        <label key={option.value}>
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={(value ?? 'unconfirmed') === option.value}
            onChange={() => onChange?.(option.value)}
          />
          {option.label}
        </label>
      ))}
    </div>
  );
}
