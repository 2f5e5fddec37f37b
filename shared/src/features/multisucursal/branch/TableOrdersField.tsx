import { canUse, FEATURE_LABELS, profileAtom, sessionStore } from '@menu/shared';
import { Switch } from '@menu/shared/antd';
import { Form } from '@menu/shared/antd/editor';
import { atom, useAtomValue } from 'jotai';

export const TABLE_ORDERS_LABEL = 'Pedidos y llamadas desde la mesa';

export const TABLE_ORDERS_HELP =
  'Los comensales arman su pedido en el menú, lo muestran al mesero o lo envían por WhatsApp, y llaman al mesero desde la mesa (Mesas).';

/** Said under the switch on a plan without the feature (the API refuses the field there: 403 SCOPE_REQUIRED). */
export const TABLE_ORDERS_PLAN_HINT = `Tu plan no incluye ${FEATURE_LABELS.tableService}. Mejora tu suscripción para activarlos.`;

/** Derived, so a new profile object of the same plan (a reload) re-renders nothing; no profile: no plan feature. */
const tableServiceAtom = atom((get) => {
  const profile = get(profileAtom);
  return Boolean(profile) && canUse(profile, 'tableService');
});

/**
 * Whether the signed-in account's plan offers 'Mi pedido' and the waiter calls (the Mesas
 * section's rule). The form shows the switch either way; only when this holds is it editable
 * and is `table_orders` part of the payload (branchPayload's `withTableOrders`).
 */
export const useTableService = (): boolean => useAtomValue(tableServiceAtom, { store: sessionStore });

/**
 * 'Pedidos y llamadas desde la mesa' (`table_orders`). On a plan without it the switch is
 * disabled and shown off, whatever is stored: the page does not offer it then (the branch's
 * value is kept for when the plan comes back).
 */
export function TableOrdersField() {
  const allowed = useTableService();
  return (
    <Form.Item
      label={TABLE_ORDERS_LABEL}
      name="table_orders"
      valuePropName="checked"
      extra={allowed ? TABLE_ORDERS_HELP : TABLE_ORDERS_PLAN_HINT}
      getValueProps={(value: boolean | undefined) => ({ checked: allowed && Boolean(value) })}
    >
      <Switch disabled={!allowed} />
    </Form.Item>
  );
}
