// The editor frame every section's editor modal uses (menu, marketing...) and the payload
// rules of its saves (useEditorSave runs them).
import { Button, Modal } from '@menu/shared/antd';
import type { ReactNode } from 'react';

/**
 * Props of every editor modal of the panel. `initial` undefined = Agregar
 * (create) mode, otherwise Actualizar (update). The editor saves through useEditorSave:
 * on success it calls onSaved(id) and then onClose().
 */
export interface EditorProps<T, C = undefined> {
  open: boolean;
  initial?: T;
  context?: C;
  onClose(): void;
  onSaved(id: number): void;
}

/** 'Agregar familia' / 'Actualizar familia': the title says whether the editor creates or updates. */
export const editorTitle = (initial: unknown, target: string) => `${initial ? 'Actualizar' : 'Agregar'} ${target}`;

/** The modal frame of an editor: the form inside renders its own footer (EditorFooter). */
export function EditorModal({
  open,
  title,
  onClose,
  children,
  width = 560,
  zIndex,
}: {
  open: boolean;
  title: string;
  onClose(): void;
  children: ReactNode;
  width?: number;
  zIndex?: number;
}) {
  return (
    <Modal
      open={open}
      title={title}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
      mask={{ closable: false }}
      width={width}
      zIndex={zIndex}
    >
      {children}
    </Modal>
  );
}

/**
 * Cancelar and Agregar/Actualizar ('Agregar plantilla' with a `target`); the second submits
 * the surrounding form. `extra` shows at the start of the row (e.g. a count of changes).
 */
export function EditorFooter({
  updating,
  saving,
  onCancel,
  target,
  extra,
}: {
  updating: boolean;
  saving: boolean;
  onCancel(): void;
  target?: string;
  extra?: ReactNode;
}) {
  const label = updating ? 'Actualizar' : 'Agregar';
  return (
    <div style={{ display: 'flex', justifyContent: 'flex-end', alignItems: 'center', gap: 8, marginTop: 24 }}>
      {extra && <div style={{ marginRight: 'auto' }}>{extra}</div>}
      <Button onClick={onCancel} disabled={saving}>
        Cancelar
      </Button>
      <Button type="primary" htmlType="submit" loading={saving}>
        {target ? `${label} ${target}` : label}
      </Button>
    </div>
  );
}

const isEmpty = (value: unknown) =>
  value === undefined ||
  value === null ||
  value === false ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

/**
 * A create's payload: only non-empty values are sent. Blank strings, null, undefined,
 * false and empty lists are left out; strings are trimmed.
 */
export function nonEmpty<T extends Record<string, unknown>>(values: T): { [K in keyof T]?: Exclude<T[K], null> } {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    if (isEmpty(value)) continue;
    out[key] = typeof value === 'string' ? value.trim() : value;
  }
  return out as { [K in keyof T]?: Exclude<T[K], null> };
}

/** An optional text as an update sends it: trimmed, and null when emptied. */
export const optionalText = (value: unknown): string | null => {
  const text = typeof value === 'string' ? value.trim() : '';
  return text === '' ? null : text;
};

/** Equal values; lists and objects (tag ids, variant groups) compare by content. */
const same = (a: unknown, b: unknown) =>
  a === b ||
  (typeof a === 'object' &&
    a !== null &&
    typeof b === 'object' &&
    b !== null &&
    JSON.stringify(a) === JSON.stringify(b));

/** The keys of `next` whose value differs from `before` (undefined values are left out). */
export function changed<T extends object>(before: Partial<T>, next: T): Partial<T> {
  const out: Partial<T> = {};
  for (const key of Object.keys(next) as Array<keyof T>) {
    if (next[key] !== undefined && !same(next[key], before[key])) out[key] = next[key];
  }
  return out;
}
