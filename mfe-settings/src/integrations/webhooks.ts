import { api, unwrap, type BodyOf, type InfoOf } from '@menu/shared';
import { queryClient } from '@menu/shared/data';
import { useQuery } from '@tanstack/react-query';

// The types come from the generated OpenAPI document (shared/src/api/schema.d.ts).

/** One webhook as the list shows it (never its secret). */
export type Webhook = InfoOf<'/v1/webhooks', 'get'>[number];
export type Delivery = InfoOf<'/v1/webhooks/{id}/deliveries', 'get'>[number];
export type NewWebhookBody = BodyOf<'/v1/webhooks', 'post'>;
export type WebhookChange = BodyOf<'/v1/webhooks/{id}', 'put'>;

export const WEBHOOKS_KEY = '/v1/webhooks';

const path = (id: number) => ({ params: { path: { id } } });

export const listWebhooks = () => unwrap(api.GET('/v1/webhooks'));
export const createWebhook = (body: NewWebhookBody) => unwrap(api.POST('/v1/webhooks', { body }));
/** The answer of 'Agregar webhook': its signing secret, this once. */
export type NewWebhook = Awaited<ReturnType<typeof createWebhook>>;
export const updateWebhook = (id: number, body: WebhookChange) =>
  unwrap(api.PUT('/v1/webhooks/{id}', { ...path(id), body }));
export const deleteWebhook = (id: number) => unwrap(api.DELETE('/v1/webhooks/{id}', path(id)));
export const listDeliveries = (id: number) => unwrap(api.GET('/v1/webhooks/{id}/deliveries', path(id)));
export const resendDelivery = (id: number, deliveryId: number) =>
  unwrap(api.POST('/v1/webhooks/{id}/deliveries/{deliveryId}/resend', { params: { path: { id, deliveryId } } }));

/** 'Último envío' changes with the sender, which no write of this panel marks: read again on each opening. */
export const useWebhooks = () =>
  useQuery({ queryKey: [WEBHOOKS_KEY], queryFn: listWebhooks, refetchOnMount: 'always' }, queryClient());

/** A webhook's delivery log, read while its window is open (`id` undefined: none open). */
export const useDeliveries = (id: number | undefined) =>
  useQuery(
    {
      queryKey: [WEBHOOKS_KEY, id, 'deliveries'],
      queryFn: () => listDeliveries(id!),
      enabled: id !== undefined,
      refetchOnMount: 'always',
    },
    queryClient(),
  );

/** After this card's own write: read the webhooks (and their logs) again at once. */
export const refreshWebhooks = () => queryClient().invalidateQueries({ queryKey: [WEBHOOKS_KEY] });
