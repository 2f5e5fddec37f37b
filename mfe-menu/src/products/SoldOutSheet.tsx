import { Button, Modal, Space, Switch, Typography } from '@menu/shared/antd';
import { Radio, Select } from '@menu/shared/antd/editor';
import { useMyBranches, type Branch } from '@menu/shared';
import { useEffect, useState } from 'react';
import type { Product } from './api';
import { markSoldOut, undoSoldOut, type SoldOutMark } from './soldOutApi';
import { useNotify } from '@menu/shared/ui';

/** 'Todas las sucursales' in the branch select. */
const ALL = 0;

export interface SoldOutSheetProps {
  open: boolean;
  product: Product | null;
  /** The product's current marks. */
  marks: SoldOutMark[];
  branches: Pick<Branch, 'id' | 'name'>[];
  onClose(): void;
  /** The product's marks after the change. */
  onChanged(product: Product, marks: SoldOutMark[]): void;
}

/** Item key of the toggles: 0 is the product itself, else a variant id. */
const ITSELF = 0;

/**
 * 'Agotado': a small sheet (full width on a phone) to mark the product and/or its variants sold
 * out in one branch or all, until the end of the day (default) or until reactivated. The
 * toggles start as the chosen branch has them; saving marks what was turned on and
 * reactivates what was turned off. A branch-bound person (manager, staff) picks one of their
 * own branches: no 'Todas las sucursales' (it names every branch of the account, which the API
 * refuses them), and with one branch no choice at all.
 */
export function SoldOutSheet({ open, product, marks, branches: listed, onClose, onChanged }: SoldOutSheetProps) {
  const { message } = useNotify();
  const mine = useMyBranches();
  const branches = mine === undefined ? listed : listed.filter((b) => mine.includes(b.id));
  /** Where the sheet starts: every branch, or a branch-bound person's first. */
  const start = mine === undefined ? ALL : (branches[0]?.id ?? ALL);
  const [branch, setBranch] = useState<number>(start);
  const [until, setUntil] = useState<'end_of_day' | 'manual'>('end_of_day');
  const [on, setOn] = useState<Record<number, boolean>>({});
  const [saving, setSaving] = useState(false);

  const variants = product?.variant_groups.flatMap((g) => g.variants) ?? [];
  const inBranch = (item: number, branchId: number) =>
    marks.some((m) => (m.variant_id ?? ITSELF) === item && (branchId === ALL ? true : m.sucursal_id === branchId));
  /** As stored for the chosen branch ('all': marked in every branch). */
  const current = (item: number) =>
    branch === ALL && branches.length > 1
      ? branches.every((b) => inBranch(item, b.id))
      : inBranch(item, branch === ALL ? (branches[0]?.id ?? ALL) : branch);

  // The sheet starts over when it opens or shows another product; a new object for the same
  // product (a reload of the list) keeps the owner's choices.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset on opening and on another product id only
  useEffect(() => {
    if (!open) return;
    setBranch(start);
    setUntil('end_of_day');
    setSaving(false);
  }, [open, product?.id]);

  // Recomputed when the sheet opens or the branch changes, not while the owner toggles nor when
  // the marks come back after a save.
  // biome-ignore lint/correctness/useExhaustiveDependencies: recomputed on opening, another product id or branch only; not on new marks
  useEffect(() => {
    if (!open || !product) return;
    const items = [ITSELF, ...product.variant_groups.flatMap((g) => g.variants.map((v) => v.id))];
    const nothingYet = items.every((item) => !current(item));
    // Nothing sold out yet: the product itself is preselected, so one more tap marks it.
    setOn(Object.fromEntries(items.map((item) => [item, nothingYet ? item === ITSELF : current(item)])));
  }, [open, product?.id, branch]);

  if (!product) return null;

  async function save() {
    if (!product) return;
    setSaving(true);
    try {
      const sucursal_id = branch === ALL ? null : branch;
      let latest = marks;
      for (const item of [ITSELF, ...variants.map((v) => v.id)]) {
        const wanted = Boolean(on[item]);
        if (wanted) {
          latest = await markSoldOut(product.id, { sucursal_id, variant_id: item === ITSELF ? null : item, until });
        } else if (current(item)) {
          // turned off here: reactivated where it showed as sold out
          latest = await undoSoldOut(product.id, {
            ...(sucursal_id === null ? {} : { sucursal_id }),
            variant_id: item,
          });
        }
      }
      onChanged(product, latest);
      message.success('Listo, se actualizó el estado de agotado.');
      onClose();
    } catch {
      message.error('No se pudo guardar. Intenta de nuevo.');
      setSaving(false);
    }
  }

  const toggle = (item: number, label: string) => (
    <label
      key={item}
      style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 12, minHeight: 40 }}
    >
      <span>{label}</span>
      <Switch
        aria-label={`Agotado: ${label}`}
        checked={Boolean(on[item])}
        onChange={(checked) => setOn((prev) => ({ ...prev, [item]: checked }))}
      />
    </label>
  );

  return (
    <Modal
      open={open}
      title={`Agotado: ${product.name}`}
      onCancel={onClose}
      width={420}
      destroyOnHidden
      footer={
        <Space>
          <Button onClick={onClose}>Cancelar</Button>
          <Button type="primary" danger loading={saving} onClick={() => void save()}>
            Guardar
          </Button>
        </Space>
      }
    >
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        {branches.length > 1 && (
          <div>
            <Typography.Text strong>Sucursal</Typography.Text>
            <Select<number>
              aria-label="Sucursal"
              style={{ width: '100%', marginTop: 4 }}
              value={branch}
              onChange={setBranch}
              options={[
                ...(mine === undefined ? [{ value: ALL, label: 'Todas las sucursales' }] : []),
                ...branches.map((b) => ({ value: b.id, label: b.name })),
              ]}
            />
          </div>
        )}
        <div>
          <Typography.Text strong>Duración</Typography.Text>
          <Radio.Group
            value={until}
            onChange={(e) => setUntil(e.target.value as 'end_of_day' | 'manual')}
            style={{ display: 'flex', flexDirection: 'column', marginTop: 4 }}
          >
            <Radio value="end_of_day">Hasta el final del día</Radio>
            <Radio value="manual">Hasta que lo reactive</Radio>
          </Radio.Group>
        </div>
        <div>
          {toggle(ITSELF, product.name)}
          {variants.map((v) => toggle(v.id, v.name))}
        </div>
      </Space>
    </Modal>
  );
}
