// Server field errors (the envelope's `fields`) as antd form fields, so each message shows
// under the field it is about. Stateful ApiError comes from the '@menu/shared' singleton.
import { ApiError } from '@menu/shared';

/** One form field's errors as antd's `form.setFields` takes them. */
export interface FieldErrorEntry {
  name: Array<string | number>;
  errors: string[];
}

/** A dotted API field path as an antd name path: 'variants.0.name' -> ['variants', 0, 'name']. */
export const fieldPath = (field: string): Array<string | number> =>
  field.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));

/** The field errors an error carries, one entry per field with all its messages (none for other errors). */
export function fieldErrors(error: unknown): FieldErrorEntry[] {
  if (!(error instanceof ApiError)) return [];
  const byField = new Map<string, string[]>();
  for (const { field, message } of error.fields) byField.set(field, [...(byField.get(field) ?? []), message]);
  return [...byField].map(([field, errors]) => ({ name: fieldPath(field), errors }));
}
