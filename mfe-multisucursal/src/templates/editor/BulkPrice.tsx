import { Button, Modal, Space, Typography } from '@menu/shared/antd';
import { InputNumber, Table } from '@menu/shared/antd/editor';
import { useState, type HTMLAttributes } from 'react';
import type { EditStore } from './editStore';
import { changedPrice, current, money, type TemplateRow } from './rows';

interface Preview {
  percent: number;
  rows: Array<{ key: string; name: string; from: number; to: number }>;
}

const signed = (percent: number) => `${percent > 0 ? '+' : ''}${percent}%`;

/**
 * Bulk price change of the selected products: a percentage (+10, -5), a preview of every new
 * price (rounded to cents) and only then the change, made in the editor: the template's save
 * sends it like any other.
 */
export function BulkPrice({
  selected,
  store,
  onApplied,
}: {
  selected: TemplateRow[];
  store: EditStore;
  onApplied: () => void;
}) {
  const [percent, setPercent] = useState<number | null>(null);
  const [preview, setPreview] = useState<Preview | null>(null);

  const open = () => {
    if (!percent) return;
    const rows = selected.flatMap((row) => {
      const price = current(row, store.edit(row.key)).value;
      return typeof price === 'number'
        ? [{ key: row.key, name: row.name, from: price, to: changedPrice(price, percent) }]
        : [];
    });
    setPreview({ percent, rows });
  };

  const apply = () => {
    if (!preview) return;
    store.patch(preview.rows.map(({ key, to }) => [key, { value: to }]));
    setPreview(null);
    setPercent(null);
    onApplied();
  };

  return (
    <div className="template-bulk">
      <Space wrap>
        <Typography.Text>
          {selected.length === 1 ? '1 producto seleccionado' : `${selected.length} productos seleccionados`}
        </Typography.Text>
        <InputNumber<number>
          size="small"
          aria-label="Porcentaje"
          placeholder="+10 / -5"
          suffix="%"
          min={-100}
          max={1000}
          precision={2}
          value={percent}
          onChange={setPercent}
          style={{ width: 130 }}
        />
        <Button size="small" onClick={open} disabled={selected.length === 0 || !percent}>
          Cambiar precios
        </Button>
      </Space>
      <Modal
        open={preview !== null}
        title={preview ? `Cambiar precios ${signed(preview.percent)}` : ''}
        okText="Aplicar"
        cancelText="Cancelar"
        onOk={apply}
        onCancel={() => setPreview(null)}
        okButtonProps={{ disabled: !preview?.rows.length }}
        width={560}
        destroyOnHidden
      >
        <Typography.Paragraph type="secondary">
          Revisa los precios nuevos: se guardan con la plantilla.
        </Typography.Paragraph>
        <Table
          virtual
          size="small"
          rowKey="key"
          pagination={false}
          scroll={{ y: 320 }}
          dataSource={preview?.rows ?? []}
          onRow={(row) => ({ role: 'row', 'aria-label': row.name }) as HTMLAttributes<HTMLElement>}
          columns={[
            { key: 'name', title: 'Producto', dataIndex: 'name' },
            { key: 'from', title: 'Precio actual', width: 130, render: (_: unknown, row) => money(row.from) },
            {
              key: 'to',
              title: 'Precio nuevo',
              width: 130,
              render: (_: unknown, row) => <strong>{money(row.to)}</strong>,
            },
          ]}
          locale={{ emptyText: 'Los productos seleccionados no tienen precio' }}
        />
      </Modal>
    </div>
  );
}
