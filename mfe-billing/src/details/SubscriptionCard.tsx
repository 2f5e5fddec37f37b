import { BILLING_PATH } from '@menu/shared/ui';
import { Button, Space, Typography } from '@menu/shared/antd';
import { useNavigate } from '@menu/shared/router';
import type { Subscription, SubscriptionKind } from '../api';
import { formatDate, planName } from '../labels';
import { BillingCard } from './BillingCard';
import { StatusTag } from './StatusTag';
import { canResume, isFree, isOver, pendingChange, perPeriod, planLine, resumesFree } from './subscriptions';

interface Props {
  menu: Subscription | null;
  /** The account's plan: a paid plan without a subscription (granted, seeded) is shown as such. */
  planCode: string;
  onCancel: (kind: SubscriptionKind) => void;
  onResume: (kind: SubscriptionKind) => void;
}

/** Suscripción: the menu plan, its state, what it costs, what changes next, and what the owner can do. */
export function SubscriptionCard({ menu, planCode, onCancel, onResume }: Props) {
  return (
    <BillingCard title="Suscripción">
      {menu && isOver(menu) ? (
        <FreePlan ended={menu} onResume={onResume} />
      ) : menu && !isFree(menu) ? (
        <PaidPlan sub={menu} onCancel={onCancel} onResume={onResume} />
      ) : planCode !== 'FREEMIUM' && !menu ? (
        <GrantedPlan code={planCode} />
      ) : (
        <FreePlan />
      )}
    </BillingCard>
  );
}

/** Gratis; after a paid plan that is over, a quiet line says which and when, with Reactivar. */
function FreePlan({ ended, onResume }: { ended?: Subscription; onResume?: (kind: SubscriptionKind) => void }) {
  const navigate = useNavigate();
  return (
    <div className="billing-plan">
      <div>
        <Typography.Title level={3} className="billing-plan__name">
          Plan Gratis
        </Typography.Title>
        <Typography.Text type="secondary">Menú digital con código QR, promociones y 1 sucursal.</Typography.Text>
        {ended && (
          <div className="billing-plan__ended">
            <Typography.Text>
              Tu plan {planName(ended.plan)} terminó el {formatDate(ended.expires_at)}.
            </Typography.Text>{' '}
            <Typography.Text type="secondary">
              Tu cuenta está en el plan Gratis y conserva todos sus datos.
            </Typography.Text>
          </div>
        )}
      </div>
      <Space wrap>
        <Button type="primary" onClick={() => navigate(BILLING_PATH)}>
          Mejorar plan
        </Button>
        {ended && onResume && canResume(ended) && <Button onClick={() => onResume('menu')}>Reactivar</Button>}
      </Space>
    </div>
  );
}

function GrantedPlan({ code }: { code: string }) {
  const navigate = useNavigate();
  return (
    <div className="billing-plan">
      <div>
        <Typography.Title level={3} className="billing-plan__name">
          Plan {planName(code)}
        </Typography.Title>
        <Typography.Text type="secondary">Tu cuenta tiene este plan sin cobros recurrentes.</Typography.Text>
      </div>
      <Button onClick={() => navigate(BILLING_PATH)}>Ver planes</Button>
    </div>
  );
}

function PaidPlan({ sub, onCancel, onResume }: { sub: Subscription } & Pick<Props, 'onCancel' | 'onResume'>) {
  const navigate = useNavigate();
  const next = pendingChange(sub);
  const active = sub.status === 'active';
  return (
    <div className="billing-plan">
      <div>
        <Space wrap size={8} align="center">
          <Typography.Title level={3} className="billing-plan__name">
            {planLine(sub.plan, sub.interval)}
          </Typography.Title>
          <StatusTag sub={sub} />
        </Space>
        {sub.demo ? (
          <p className="billing-plan__line">
            {active ? `Termina el ${formatDate(sub.expires_at)}` : `Terminó el ${formatDate(sub.expires_at)}`}
          </p>
        ) : (
          <>
            <p className="billing-plan__amount">{perPeriod(sub, sub.amount, sub.interval)}</p>
            <p className="billing-plan__line">{dateLine(sub)}</p>
          </>
        )}
        {next && !sub.demo && active && (
          <p className="billing-plan__line billing-plan__next">
            A partir del {formatDate(sub.expires_at)}: {planLine(next.plan, next.interval)},{' '}
            {perPeriod(sub, next.amount, next.interval)}
          </p>
        )}
      </div>
      <Space wrap>
        {sub.demo && (
          <Button type="primary" onClick={() => navigate(BILLING_PATH)}>
            Contratar un plan
          </Button>
        )}
        {!sub.demo && active && (
          <>
            <Button type="primary" onClick={() => navigate(BILLING_PATH)}>
              Cambiar plan
            </Button>
            <Button danger onClick={() => onCancel('menu')}>
              Cancelar suscripción
            </Button>
          </>
        )}
        {canResume(sub) && (
          <Button type="primary" onClick={() => onResume('menu')}>
            Reactivar
          </Button>
        )}
      </Space>
    </div>
  );
}

/** When the period renews or ends, by status. */
function dateLine(sub: Subscription) {
  const date = formatDate(sub.expires_at);
  switch (sub.status) {
    case 'active':
      return `Se renueva el ${date}`;
    case 'cancelled':
      return resumesFree(sub) ? `Activo hasta el ${date}` : `Terminó el ${date}`;
    case 'unpaid':
      return `El pago de la renovación del ${date} no se pudo cobrar`;
    default:
      return `Venció el ${date}`;
  }
}
