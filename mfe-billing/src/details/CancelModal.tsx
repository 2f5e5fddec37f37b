import { errorMessage } from '@menu/shared';
import { Alert, Modal } from '@menu/shared/antd';
import { useState } from 'react';
import { cancelSubscription, type Subscription, type SubscriptionKind } from '../api';
import { formatDate } from '../labels';
import { useRefreshPlan } from '../refreshPlan';
import { useNotify } from '@menu/shared/ui';

interface Props {
  kind: SubscriptionKind;
  sub: Subscription;
  /** Cancelling the menu plan with extra branches in force: they end with it. */
  withAddOn?: boolean;
  onClose: () => void;
  /** Cancelled, and the profile read again. */
  onDone: () => void;
}

/**
 * 'Cancelar suscripción': the benefits stay until the paid period ends; then the account
 * (or its extra branches) steps down without losing data. On success the plan is read again
 * and the page shows it.
 */
export function CancelModal({ kind, sub, withAddOn = false, onClose, onDone }: Props) {
  const { notification } = useNotify();
  const refreshPlan = useRefreshPlan();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const until = formatDate(sub.expires_at);

  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await cancelSubscription(kind);
    } catch (e) {
      setError(errorMessage(e));
      setBusy(false);
      return;
    }
    notification.success({ title: kind === 'menu' ? 'Suscripción cancelada' : 'Sucursales adicionales canceladas' });
    await refreshPlan();
    onDone();
  };

  return (
    <Modal
      open
      title={kind === 'menu' ? 'Cancelar suscripción' : 'Cancelar sucursales adicionales'}
      okText={kind === 'menu' ? 'Cancelar suscripción' : 'Cancelar sucursales'}
      cancelText={kind === 'menu' ? 'Mantener suscripción' : 'Mantener sucursales'}
      okButtonProps={{ danger: true, loading: busy }}
      cancelButtonProps={{ disabled: busy }}
      onOk={() => void confirm()}
      onCancel={busy ? undefined : onClose}
      destroyOnHidden
    >
      {kind === 'menu' ? (
        <>
          <p>
            Conservarás todos los beneficios de tu plan hasta el <strong>{until}</strong>. Después tu cuenta pasará al
            plan Gratis y conservará todos tus datos.
          </p>
          <ul className="billing-cancel-list">
            {withAddOn && <li>Tus sucursales adicionales terminarán junto con tu plan.</li>}
            <li>Las sucursales que excedan el límite del plan Gratis se deshabilitarán.</li>
            <li>Tu identidad de marca, la publicidad y las plantillas dejarán de mostrarse en el menú público.</li>
          </ul>
          <p>Puedes reactivar tu suscripción en cualquier momento.</p>
        </>
      ) : (
        <p>
          Tus sucursales adicionales seguirán disponibles hasta el <strong>{until}</strong>. Después, las sucursales que
          excedan el límite de tu plan se deshabilitarán; sus datos se conservan.
        </p>
      )}
      {error && <Alert type="error" showIcon title={error} />}
    </Modal>
  );
}
