// What the master-enable modal edits and what its save sends: a draft of every template's
// Activo and value (price or description), and the body of ONE PUT with only the
// templates whose values differ from what the server answered.
import { formatPrice, rules } from '@menu/shared';
import type { Rule } from '@menu/shared/validation';
import type {
  TemplateItemKind,
  TemplateProductChange,
  TemplateProductItem,
  TemplateTextChange,
  TemplateTextItem,
} from './api';

/** The item in one template, the same for prices and descriptions: values as the inputs show them. */
export interface ItemRow {
  templateId: number;
  name: string;
  enabled: boolean;
  /** The effective value in the template (a price as typed: '12.5'). */
  value: string;
  /** The base menu's value. */
  base: string;
  overridden: { value: boolean; enabled: boolean };
}

/** The form of the modal: per template id, its Activo, its value and whether it goes back to the base value. */
export interface Draft {
  enabled: Record<string, boolean>;
  value: Record<string, string>;
  follow: Record<string, boolean>;
}

export type ItemChange = TemplateProductChange | TemplateTextChange;

/** What differs between products (a price) and promotions or ads (a description). */
export interface KindSpec {
  /** 'producto': 'Actualizar producto en plantillas'. */
  target: string;
  /** 'el producto', for the modes' texts. */
  the: string;
  /** The value's label: 'Precio', 'Descripción'. */
  label: string;
  /** 'el precio', 'la descripción'. */
  theValue: string;
  /** The value as a line of text ('$12.50'). */
  show(value: string): string;
  /** The rules of the value input (shared rules: messages are never restated). */
  rules: Rule[];
  /** The change of one template, or null when it holds what the server answered. */
  change(row: ItemRow, draft: Draft): ItemChange | null;
}

const key = (row: ItemRow) => String(row.templateId);

const priceText = (price: number | null) => (price === null || price === undefined ? '' : String(price));

export const productRows = (items: TemplateProductItem[]): ItemRow[] =>
  items.map((item) => ({
    templateId: item.template_id,
    name: item.template_name,
    enabled: item.enabled,
    value: priceText(item.price),
    base: priceText(item.base_price),
    overridden: { value: item.overridden.price, enabled: item.overridden.enabled },
  }));

export const textRows = (items: TemplateTextItem[]): ItemRow[] =>
  items.map((item) => ({
    templateId: item.template_id,
    name: item.template_name,
    enabled: item.enabled,
    value: item.description ?? '',
    base: item.base_description ?? '',
    overridden: { value: item.overridden.description, enabled: item.overridden.enabled },
  }));

/** The draft as the server answered: nothing changed, nothing to replicate. */
export const initialDraft = (rows: ItemRow[]): Draft => ({
  enabled: Object.fromEntries(rows.map((row) => [key(row), row.enabled])),
  value: Object.fromEntries(rows.map((row) => [key(row), row.value])),
  follow: Object.fromEntries(rows.map((row) => [key(row), false])),
});

/** What one template's draft says: Activo changed, back to the base value, or a new value. */
function edits(row: ItemRow, draft: Draft, same: (a: string, b: string) => boolean) {
  const enabled = draft.enabled[key(row)] ?? row.enabled;
  // Replicating into a template that already follows the base changes nothing.
  const follow = Boolean(draft.follow[key(row)]) && row.overridden.value;
  const value = draft.value[key(row)] ?? row.value;
  return {
    enabled,
    enabledChanged: enabled !== row.enabled,
    follow,
    value,
    valueChanged: !follow && !same(value, row.value),
  };
}

/** A typed price as the API takes it (the input's rules have accepted it). */
export const parsePrice = (text: string) => Number(text.trim());

const product: KindSpec = {
  target: 'producto',
  the: 'el producto',
  label: 'Precio',
  theValue: 'el precio',
  show: (value) => (value === '' ? 'Sin precio' : formatPrice(Number(value))),
  rules: [rules.required, rules.price],
  change(row, draft) {
    const edit = edits(row, draft, (a, b) => a.trim() !== '' && parsePrice(a) === parsePrice(b));
    if (!edit.enabledChanged && !edit.follow && !edit.valueChanged) return null;
    // Every product item carries a price: the new one, null to follow the base again, or
    // what the template holds (its override, or null while it follows the base).
    const price = edit.follow
      ? null
      : edit.valueChanged
        ? parsePrice(edit.value)
        : row.overridden.value
          ? parsePrice(row.value)
          : null;
    return { template_id: row.templateId, price, ...(edit.enabledChanged ? { enabled: edit.enabled } : {}) };
  },
};

const text = (target: string, the: string): KindSpec => ({
  target,
  the,
  label: 'Descripción',
  theValue: 'la descripción',
  show: (value) => value,
  rules: [rules.required, rules.multiLineText],
  change(row, draft) {
    const edit = edits(row, draft, (a, b) => a.trim() === b.trim());
    if (!edit.enabledChanged && !edit.follow && !edit.valueChanged) return null;
    return {
      template_id: row.templateId,
      ...(edit.follow ? { description: null } : edit.valueChanged ? { description: edit.value.trim() } : {}),
      ...(edit.enabledChanged ? { enabled: edit.enabled } : {}),
    };
  },
});

export const KINDS: Record<TemplateItemKind, KindSpec> = {
  products: product,
  promotions: text('promoción', 'la promoción'),
  advertising: text('anuncio', 'el anuncio'),
};

/** The body of the save: only the templates that changed, in the modal's order. */
export const changesOf = (spec: KindSpec, rows: ItemRow[], draft: Draft): ItemChange[] =>
  rows.map((row) => spec.change(row, draft)).filter((change): change is ItemChange => change !== null);
