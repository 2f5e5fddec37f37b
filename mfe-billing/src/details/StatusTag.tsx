import { Tag } from '@menu/shared/antd';
import type { Subscription } from '../api';
import { STATUS_NAMES } from '../labels';

const COLORS: Record<Subscription['status'], string> = {
  active: 'green',
  cancelled: 'orange',
  unpaid: 'red',
  expired: 'default',
};

/** Activa / Cancelada / Pago pendiente / Vencida; a demo in force is 'Prueba gratuita'. */
export function StatusTag({ sub }: { sub: Subscription }) {
  if (sub.demo && sub.status === 'active') return <Tag color="purple">Prueba gratuita</Tag>;
  return <Tag color={COLORS[sub.status]}>{STATUS_NAMES[sub.status]}</Tag>;
}
