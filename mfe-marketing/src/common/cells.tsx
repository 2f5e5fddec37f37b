import type { Schedule } from '@menu/shared/menu/schedule';
import { ScheduleTag, Truncated, type BoardColumn } from '@menu/shared/ui';
import { Tag, Typography } from '@menu/shared/kit';
import { formatExpiration, storedExpiration } from './expiration';

/** What the Promociones and Publicidad boards show of an item. */
export interface MarketingItem {
  id: number;
  name: string;
  description: string;
  expiration: string | null;
  /** Computed by the API: the expiration is before today (an item expiring today is still shown). */
  expired: boolean;
  /** Promotions only: its hours (a clock tag under the name). */
  schedule?: Schedule | null;
}

/** Vigencia: the date in Spanish ('31 de diciembre de 2026'), 'Sin vigencia', and a red 'Vencida' when expired. */
export function Vigencia({ expiration, expired }: Pick<MarketingItem, 'expiration' | 'expired'>) {
  const date = storedExpiration(expiration);
  if (!date) return <Typography.Text type="secondary">Sin vigencia</Typography.Text>;
  return (
    <span className="vigencia">
      <span>{formatExpiration(date)}</span>
      {expired && (
        <Tag color="red" style={{ marginInlineStart: 8 }} title="La vigencia ya pasó: no se muestra en tu menú">
          Vencida
        </Tag>
      )}
    </span>
  );
}

/** Nombre, Vigencia, Descripción (truncated to 70 characters + '…'): the columns of both boards. */
export function marketingColumns<T extends MarketingItem>(): BoardColumn<T>[] {
  return [
    {
      key: 'name',
      title: 'Nombre',
      width: 'minmax(140px, 1fr)',
      render: (item) => (
        <>
          <strong>{item.name}</strong>
          {item.schedule && (
            <div>
              <ScheduleTag schedule={item.schedule} />
            </div>
          )}
        </>
      ),
    },
    {
      key: 'expiration',
      title: 'Vigencia',
      width: 'minmax(190px, 0.9fr)',
      render: (item) => <Vigencia expiration={item.expiration} expired={item.expired} />,
    },
    {
      key: 'description',
      title: 'Descripción',
      width: 'minmax(160px, 1.6fr)',
      render: (item) => <Truncated text={item.description} />,
    },
  ];
}
