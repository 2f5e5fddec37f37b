import { Button, Tag } from '@menu/shared/kit';

/** The row's red 'Agotado …' tag with its one-tap 'Reactivar' (neither button for a role that may not mark sold out). */
export function SoldOutTag({
  label,
  onReactivate,
  onChange,
  busy,
}: {
  label: string;
  onReactivate?: () => void;
  onChange?: () => void;
  busy?: boolean;
}) {
  return (
    // At most the name column's width: the tag wraps instead of covering the price beside it.
    <span
      style={{ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: 4, marginTop: 4, maxWidth: '100%' }}
    >
      <Tag color="red" style={{ margin: 0, whiteSpace: 'normal', maxWidth: '100%' }}>
        {label}
      </Tag>
      {onReactivate && (
        <Button size="small" type="link" loading={busy} onClick={onReactivate} style={{ padding: 0 }}>
          Reactivar
        </Button>
      )}
      {onChange && (
        <Button size="small" type="link" onClick={onChange} style={{ padding: 0 }}>
          Cambiar
        </Button>
      )}
    </span>
  );
}
