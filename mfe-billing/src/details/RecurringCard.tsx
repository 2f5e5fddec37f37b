import { Button, Space, Tag, Typography } from '@menu/shared/antd';
import type { Subscription, SubscriptionKind } from '../api';
import { branchesText, currencyOf, formatDate, formatMoney, PER_INTERVAL, planName } from '../labels';
import { BillingCard } from './BillingCard';
import { StatusTag } from './StatusTag';
import { branchCount, canResume, inForce, money, pendingChange, perPeriod, planLine } from './subscriptions';

interface Props {
  menu: Subscription | null;
  addOn: Subscription | null;
  onCancel: (kind: SubscriptionKind) => void;
  onResume: (kind: SubscriptionKind) => void;
}

/** A paid menu plan in force: the part of the recurring charge it adds. */
const paidMenu = (menu: Subscription | null) => (menu && !menu.demo && inForce(menu) ? menu : null);

/**
 * The add-on is shown while it can matter: in force, unpaid, or ended while a paid
 * Franquicias plan is active (then it can be resumed).
 */
function visibleAddOn(addOn: Subscription | null, menu: Subscription | null) {
  if (!addOn) return null;
  if (addOn.status !== 'expired') return addOn;
  return menu && !menu.demo && menu.status === 'active' && menu.plan === 'FRANCHISES' ? addOn : null;
}

/** Detalles recurrentes: each recurring charge, the branch add-on with its own actions, the total and the next charge. */
export function RecurringCard({ menu, addOn, onCancel, onResume }: Props) {
  const plan = paidMenu(menu);
  const extra = visibleAddOn(addOn, menu);
  if (!plan && !extra) return null;
  // The add-on renews only with the menu plan: a plan that ends takes the extra branches with it.
  const renews = plan?.status === 'active';
  const active = renews ? [plan, extra].filter((sub): sub is Subscription => sub?.status === 'active') : [];
  const total = active.reduce((sum, sub) => sum + sub.amount, 0);
  const reference = active[0];
  return (
    <BillingCard title="Detalles recurrentes">
      <ul className="billing-lines">
        {plan && (
          <li className="billing-line">
            <div className="billing-line__main">
              <div className="billing-line__title">
                <span>Plan {planLine(plan.plan, plan.interval)}</span>
                <StatusTag sub={plan} />
              </div>
            </div>
            <span className="billing-line__amount">{money(plan, plan.amount)}</span>
          </li>
        )}
        {extra && (
          <AddOnLine
            sub={extra}
            planEnds={renews ? null : (plan?.expires_at ?? null)}
            planActive={renews}
            onCancel={onCancel}
            onResume={onResume}
          />
        )}
      </ul>
      {reference ? (
        <div className="billing-total">
          <div>
            <strong>Total</strong>
            <Typography.Text type="secondary"> · Próximo cobro el {formatDate(reference.expires_at)}</Typography.Text>
          </div>
          <strong>
            {formatMoney(total, currencyOf(reference.code))} {PER_INTERVAL[reference.interval]}
          </strong>
        </div>
      ) : (
        <Typography.Text type="secondary">Sin cobros programados.</Typography.Text>
      )}
    </BillingCard>
  );
}

interface AddOnProps extends Pick<Props, 'onCancel' | 'onResume'> {
  sub: Subscription;
  /** The menu plan is cancelled with time left: the add-on ends with it on this date. */
  planEnds: string | null;
  /** Extra branches need a paid plan in force: they are resumed after it. */
  planActive: boolean;
}

function AddOnLine({ sub, planEnds, planActive, onCancel, onResume }: AddOnProps) {
  const count = branchCount(sub);
  const next = pendingChange(sub);
  // Active extra branches of a plan that does not renew end with it: nothing of their own to cancel.
  const endsWithPlan = sub.status === 'active' && !planActive;
  return (
    <li className="billing-line">
      <div className="billing-line__main">
        <div className="billing-line__title">
          <span>
            {planName(sub.plan)}: {count} × {money(sub, sub.plan_price)}
          </span>
          {endsWithPlan ? <Tag color="orange">Termina con tu plan</Tag> : <StatusTag sub={sub} />}
        </div>
        {sub.status === 'cancelled' && (
          <Typography.Text type="secondary">Activas hasta el {formatDate(sub.expires_at)}</Typography.Text>
        )}
        {endsWithPlan && planEnds && (
          <Typography.Text type="secondary">Activas hasta el {formatDate(planEnds)}</Typography.Text>
        )}
        {next && sub.status === 'active' && planActive && (
          <Typography.Text type="secondary">
            A partir del {formatDate(sub.expires_at)}: {branchesText(next.quantity ?? count)},{' '}
            {perPeriod(sub, next.amount, next.interval)}
          </Typography.Text>
        )}
        {canResume(sub) && !planActive && (
          <Typography.Text type="secondary">Podrás reactivarlas cuando tu plan esté activo.</Typography.Text>
        )}
        <Space wrap size={4}>
          {sub.status === 'active' && planActive && (
            <Button
              size="small"
              danger
              aria-label="Cancelar sucursales adicionales"
              onClick={() => onCancel('sucursales')}
            >
              Cancelar
            </Button>
          )}
          {canResume(sub) && planActive && (
            <Button size="small" aria-label="Reactivar sucursales adicionales" onClick={() => onResume('sucursales')}>
              Reactivar
            </Button>
          )}
        </Space>
      </div>
      <span className="billing-line__amount">{money(sub, sub.amount)}</span>
    </li>
  );
}
