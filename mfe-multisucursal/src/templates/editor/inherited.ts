/** A row's value: a price, a description, or null (none). */
export type RowValue = number | string | null;

// Where a row's values come from when they are not its own: the template's region, else the
// base menu (design: a branch's value is its template's row, else its region's, else the base's).

/** A row's inherited values and, per field, the region it comes from (null: the base menu). */
export interface Inherited {
  value: RowValue;
  enabled: boolean;
  from: { value: string | null; enabled: string | null };
}

/** The two fields of a row the editor changes (and may reset, show the origin of, or find locked). */
export type RowField = 'value' | 'enabled';

/**
 * The `inherited` of a template row's answer (its region's values, or the base's), as the API
 * sends it: the value under the kind's name ('price' or 'description').
 */
export interface InheritedAnswer {
  price?: number | null;
  description?: string;
  enabled: boolean;
  from: 'base' | 'region';
}

/** A row that follows the base menu (a new template, a region's own rows). */
export const fromBase = (value: RowValue, enabled: boolean): Inherited => ({
  value,
  enabled,
  from: { value: null, enabled: null },
});

/**
 * The inherited values of an answered row: the region's where the answer says so (a field
 * equal to the base one is the base's: a region stores only what differs), else the base's.
 * `region`: the name of the template's region, for 'De la región «Norte»' ('' when unknown).
 */
export function inheritedOf(
  answer: InheritedAnswer | undefined,
  field: 'price' | 'description',
  base: { value: RowValue; enabled: boolean },
  region: string,
): Inherited {
  if (answer?.from !== 'region') return fromBase(base.value, base.enabled);
  const value = (answer[field] ?? null) as RowValue;
  return {
    value,
    enabled: answer.enabled,
    from: { value: value === base.value ? null : region, enabled: answer.enabled === base.enabled ? null : region },
  };
}

/** The inherited values in an answer's row, where the API sends them (older answers: none). */
export const answered = (item: object) => (item as { inherited?: InheritedAnswer }).inherited;

/** Where a field's inherited value comes from: 'De la región «Norte»' or 'Del menú base'. */
export const originText = (inherited: Inherited, field: RowField) => {
  const region = inherited.from[field];
  if (region === null) return 'Del menú base';
  return region ? `De la región «${region}»` : 'De la región';
};
