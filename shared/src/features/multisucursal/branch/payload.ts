// What a branch form sends: a create only the non-empty values, an update what
// changed with emptied optional values as null. The texts are normalised by the rule the API
// stores them with (@menu/shared/format/branch), so a form saved unchanged is no change and the
// diff against the stored branch holds.
import type { Branch } from '@menu/shared';
import { BRANCH_TEXT_FIELDS, storedBranchText, type BranchTextField } from '@menu/shared/format/branch';
import { nonEmpty } from '@menu/shared/ui';
import { browserTimeZone } from './timeZones';

export { BRANCH_TEXT_FIELDS, type BranchTextField };

/** The form's values (phones as typed, grouped 3-3-4; usernames as typed or reduced). */
export type BranchValues = {
  name: string;
  template_id?: number | null;
  time_zone?: string;
  /** Mesas; empty (null) is 0. */
  tables?: number | null;
  /** 'Pedidos y llamadas desde la mesa'. */
  table_orders?: boolean;
} & Partial<Record<BranchTextField, string | null>>;

/** A branch's fields as saved: name, optional texts (null when empty) and, when the form has it, the template. */
export type BranchPayload = {
  name: string;
  template_id?: number | null;
  time_zone?: string;
  tables?: number;
  table_orders?: boolean;
} & Record<BranchTextField, string | null>;

/** A text as stored; what the rule cannot read is sent as typed, for the API to refuse with its message. */
function sent(field: BranchTextField, value: string | null | undefined): string | null {
  const { stored, unreadable } = storedBranchText(field, value ?? null);
  return unreadable ? (value ?? '').trim() : (stored ?? null);
}

/**
 * The saved form of the values. `withTemplate`: the form shows the template select (the plan
 * has templates); without it the template is left out and stays as it is. `withTableOrders`:
 * the plan offers the table service (useTableService); without it `table_orders` is never sent,
 * as the API refuses any value of it there (403 SCOPE_REQUIRED), and the stored one stays.
 */
export function branchPayload(
  values: BranchValues,
  { withTemplate, withTableOrders = false }: { withTemplate: boolean; withTableOrders?: boolean },
): BranchPayload {
  const payload = {
    name: values.name.trim(),
    ...Object.fromEntries(BRANCH_TEXT_FIELDS.map((field) => [field, sent(field, values[field])])),
  } as BranchPayload;
  if (withTemplate) payload.template_id = values.template_id ?? null;
  if (values.time_zone) payload.time_zone = values.time_zone;
  // A form without the field (undefined) leaves the tables as they are.
  if (values.tables !== undefined) payload.tables = values.tables ?? 0;
  if (withTableOrders && values.table_orders !== undefined) payload.table_orders = values.table_orders;
  return payload;
}

/** A create's body: only the non-empty values (no template = none chosen, no tables = 0, table_orders off: the defaults). */
export const branchCreateBody = ({ tables, ...payload }: BranchPayload) => ({
  ...nonEmpty(payload),
  name: payload.name,
  ...(tables ? { tables } : {}),
});

/** The branch as its form starts: the stored values (phones are grouped by PhoneInput); a new one in the browser's zone. */
export function branchValues(branch?: Branch): BranchValues {
  return {
    name: branch?.name ?? '',
    template_id: branch?.template_id ?? null,
    time_zone: branch?.time_zone ?? browserTimeZone(),
    tables: branch?.tables ?? 0,
    table_orders: branch?.table_orders ?? false,
    ...(Object.fromEntries(BRANCH_TEXT_FIELDS.map((field) => [field, branch?.[field] ?? null])) as Record<
      BranchTextField,
      string | null
    >),
  };
}

/**
 * The stored branch as a payload, for the update's diff. The template is always there: a
 * form without the select leaves it out of its payload, and the diff skips what is absent.
 */
export const branchSaved = (branch: Branch): BranchPayload => ({
  name: branch.name,
  template_id: branch.template_id ?? null,
  time_zone: branch.time_zone,
  tables: branch.tables ?? 0,
  table_orders: branch.table_orders ?? false,
  ...(Object.fromEntries(BRANCH_TEXT_FIELDS.map((field) => [field, branch[field] ?? null])) as Record<
    BranchTextField,
    string | null
  >),
});
