import StopOutlined from '@ant-design/icons/es/icons/StopOutlined';
import { Button, Tag } from '@menu/shared/antd';

/** The row's red 'Agotado …' tag with its one-tap 'Reactivar'. */
export function SoldOutTag({ label, onReactivate, busy }: { label: string; onReactivate(): void; busy?: boolean }) {
  return (
    <span style={{ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: 4, marginTop: 4 }}>
      <Tag color="red" style={{ margin: 0, whiteSpace: 'normal' }}>
        {label}
      </Tag>
      <Button size="small" type="link" loading={busy} onClick={onReactivate} style={{ padding: 0 }}>
        Reactivar
      </Button>
    </span>
  );
}

/** The row action that opens the sold-out sheet. */
export function SoldOutButton({ onClick }: { onClick(): void }) {
  return <Button type="text" aria-label="Agotado" title="Agotado" icon={<StopOutlined />} onClick={onClick} />;
}
