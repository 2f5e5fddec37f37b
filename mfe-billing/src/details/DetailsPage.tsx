import { profileAtom } from '@menu/shared';
import { Skeleton } from '@menu/shared/antd';
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from '@menu/shared/router';
import type { SubscriptionKind } from '../api';
import { CancelModal } from './CancelModal';
import { HistoryCard } from './HistoryCard';
import { PaymentMethodCard } from './PaymentMethodCard';
import { PaymentMethodsModal, type CardsUpdate } from './PaymentMethodsModal';
import { CARDS, HISTORY, useRead } from './reads';
import { RecurringCard } from './RecurringCard';
import { ResumeModal } from './ResumeModal';
import { SubscriptionCard } from './SubscriptionCard';
import { addOnOf, awaitsPayment, menuOf } from './subscriptions';
import './details.css';

type Dialog = { type: 'cancel' | 'resume'; kind: SubscriptionKind } | { type: 'cards' };

/** The suspension banner links here with this query to pay the menu plan at once. */
export const PAY_QUERY = 'pagar';

/** Facturación: the subscription, the recurring charges, the payment method and the billing history. */
export function DetailsPage() {
  const profile = useAtomValue(profileAtom);
  const cards = useRead(CARDS);
  const history = useRead(HISTORY);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [params, setParams] = useSearchParams();
  const menu = menuOf(profile);
  const addOn = addOnOf(profile);
  const paying = params.get(PAY_QUERY) === '1';
  const unpaid = awaitsPayment(menu);

  useEffect(() => {
    if (!paying || !profile) return;
    if (unpaid) setDialog({ type: 'resume', kind: 'menu' });
    // Opened once: a reload or a closed modal does not bring it back.
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(PAY_QUERY);
        return next;
      },
      { replace: true },
    );
  }, [paying, profile, unpaid, setParams]);

  const setCards = cards.setData;
  const updateCards: CardsUpdate = useCallback((update) => setCards((current) => update(current ?? [])), [setCards]);
  const close = useCallback(() => setDialog(null), []);
  // A cancel or resume is done and the store holds the new plan: the history may have a new row.
  const reloadHistory = history.reload;
  const changed = useCallback(() => {
    setDialog(null);
    void reloadHistory();
  }, [reloadHistory]);
  const cancel = useCallback((kind: SubscriptionKind) => setDialog({ type: 'cancel', kind }), []);
  const resume = useCallback((kind: SubscriptionKind) => setDialog({ type: 'resume', kind }), []);

  if (!profile) return <Skeleton active />;
  const target = dialog && dialog.type !== 'cards' ? (dialog.kind === 'menu' ? menu : addOn) : null;

  return (
    <div className="billing-details">
      <div className="billing-details__grid">
        <SubscriptionCard menu={menu} planCode={profile.plan.code} onCancel={cancel} onResume={resume} />
        <PaymentMethodCard
          cards={cards.data}
          loading={cards.loading}
          error={cards.error}
          onRetry={() => void cards.reload()}
          onChange={() => setDialog({ type: 'cards' })}
        />
      </div>
      <RecurringCard menu={menu} addOn={addOn} onCancel={cancel} onResume={resume} />
      <HistoryCard
        rows={history.data}
        loading={history.loading}
        error={history.error}
        currency={profile.currency}
        onRetry={() => void history.reload()}
      />
      <PaymentMethodsModal
        open={dialog?.type === 'cards'}
        cards={cards.data ?? []}
        onCards={updateCards}
        onClose={close}
      />
      {dialog?.type === 'cancel' && target && (
        <CancelModal
          kind={dialog.kind}
          sub={target}
          withAddOn={dialog.kind === 'menu' && addOn?.status === 'active'}
          onClose={close}
          onDone={changed}
        />
      )}
      {dialog?.type === 'resume' && target && (
        <ResumeModal
          kind={dialog.kind}
          sub={target}
          menu={menu}
          cards={cards.data}
          cardsError={cards.error}
          onRetryCards={() => void cards.reload()}
          onCards={updateCards}
          onClose={close}
          onDone={changed}
        />
      )}
    </div>
  );
}
