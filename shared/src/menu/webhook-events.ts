/**
 * The events an integrator's webhook may hear (Configuración > Integraciones): the API validates
 * a webhook's list against these and the panel offers them with these labels.
 */
export const WEBHOOK_EVENTS = [
  'menu.changed',
  'product.sold_out',
  'product.available',
  'price.changed',
  'scheduled_change.applied',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** How the panel names each event. */
export const WEBHOOK_EVENT_LABELS: Record<WebhookEvent, string> = {
  'menu.changed': 'Cambió el menú de una sucursal',
  'product.sold_out': 'Producto agotado',
  'product.available': 'Producto disponible otra vez',
  'price.changed': 'Cambió un precio',
  'scheduled_change.applied': 'Se aplicó un cambio programado',
};

/** A delivery's state, as the delivery log shows it. */
export const WEBHOOK_DELIVERY_STATES = ['pending', 'delivered', 'failed'] as const;
export type WebhookDeliveryState = (typeof WEBHOOK_DELIVERY_STATES)[number];

export const WEBHOOK_STATE_LABELS: Record<WebhookDeliveryState, string> = {
  pending: 'Pendiente',
  delivered: 'Entregado',
  failed: 'Fallido',
};

export const isWebhookEvent = (value: unknown): value is WebhookEvent =>
  typeof value === 'string' && (WEBHOOK_EVENTS as readonly string[]).includes(value);
