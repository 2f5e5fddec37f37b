import CheckOutlined from '@ant-design/icons/es/icons/CheckOutlined';
import { errorMessage } from '@menu/shared';
import { Alert, Button, Tag, Typography } from '@menu/shared/antd';
import { Segmented } from '@menu/shared/antd/editor';
import { useState } from 'react';
import { Link } from '@menu/shared/router';
import { cancelSubscription, startDemo, type Interval, type PlanCard } from '../api';
import { formatDate, formatMoney, PER_INTERVAL, planName } from '../labels';
import type { AccountBilling } from './account';
import { useAttemptKey } from '../attempt';
import { useRefreshPlan } from '../refreshPlan';
import { amountFor, cardOf } from './plans';
import type { PaidPlan } from './state';
import { StepHeader } from './StepHeader';
import { useNotify } from '@menu/shared/ui';

interface SelectorStepProps {
  plans: PlanCard[];
  account: AccountBilling;
  interval: Interval;
  onInterval: (interval: Interval) => void;
  /** Elegir (or Cambiar sucursales) on a paid plan; `choosing` is the one being prepared. */
  onChoose: (plan: PaidPlan) => void;
  choosing: PaidPlan | null;
  onDemoStarted: () => void;
  onBack: () => void;
}

const INTERVAL_OPTIONS: Array<{ value: Interval; label: string }> = [
  { value: 'monthly', label: 'Mensual' },
  { value: 'yearly', label: 'Anual: 2 meses gratis' },
];

// The add-on (SUCURSALES) is priced in the branch step, not offered as a plan.
const PLAN_IDS = ['FREEMIUM', 'NEGOCIO', 'FRANCHISES'];
/** The plan the branch add-on goes with: its branches are the ones bought. */
const ADD_ON_PLAN = 'FRANCHISES';

/** The plan cards with the chosen interval's prices, and what each one lets the owner do. */
export function SelectorStep({
  plans,
  account,
  interval,
  onInterval,
  onChoose,
  choosing,
  onDemoStarted,
  onBack,
}: SelectorStepProps) {
  const { modal, notification } = useNotify();
  const demoKey = useAttemptKey();
  const refreshPlan = useRefreshPlan();
  const [startingDemo, setStartingDemo] = useState(false);
  const { mode, current, menu } = account;
  const blocked = mode === 'reactivate';

  const tryDemo = async () => {
    const key = demoKey.start();
    setStartingDemo(true);
    try {
      await startDemo(key);
      onDemoStarted();
    } catch (error) {
      demoKey.failed(error);
      notification.error({ title: 'No se pudo iniciar la prueba', description: errorMessage(error) });
    } finally {
      setStartingDemo(false);
    }
  };

  const confirmFree = () => {
    modal.confirm({
      title: '¿Cambiar a Gratis?',
      content: menu
        ? `Tu plan ${planName(menu.plan)} sigue activo hasta el ${formatDate(menu.expires_at)}; después tu cuenta pasa a Gratis. Tus datos se conservan.`
        : 'Tu cuenta pasa a Gratis al terminar el periodo pagado. Tus datos se conservan.',
      okText: 'Cambiar a Gratis',
      cancelText: 'Cancelar',
      onOk: async () => {
        try {
          await cancelSubscription('menu');
        } catch (error) {
          notification.error({ title: 'No se pudo cambiar a Gratis', description: errorMessage(error) });
          return;
        }
        // The plan cards on this page ('Tu plan', 'Plan actual') follow the store.
        await refreshPlan();
      },
    });
  };

  const actionsFor = (id: string, demoNote: string | null) => {
    const isCurrent = current?.plan === id && current.interval === interval;
    if (id === 'FREEMIUM') {
      if (mode === 'change')
        return (
          <Button block onClick={confirmFree}>
            Cambiar a Gratis
          </Button>
        );
      if (account.planCode === 'FREEMIUM')
        return (
          <Button block disabled>
            Plan actual
          </Button>
        );
      return null;
    }
    const plan = id as PaidPlan;
    const buttons = [];
    if (isCurrent && plan === 'NEGOCIO') {
      buttons.push(
        <Button key="current" block disabled>
          Plan actual
        </Button>,
      );
    } else {
      buttons.push(
        <Button
          key="choose"
          type="primary"
          block
          disabled={blocked || (choosing !== null && choosing !== plan)}
          loading={choosing === plan}
          onClick={() => onChoose(plan)}
        >
          {isCurrent ? 'Cambiar sucursales' : 'Elegir'}
        </Button>,
      );
    }
    if (plan === 'FRANCHISES' && account.canTryDemo) {
      buttons.push(
        <Button key="demo" block loading={startingDemo} disabled={choosing !== null} onClick={() => void tryDemo()}>
          Probar 15 días gratis
        </Button>,
      );
      if (demoNote) {
        buttons.push(
          <Typography.Text key="demo-note" type="secondary" className="plan-card__note">
            {demoNote}
          </Typography.Text>,
        );
      }
    }
    return buttons;
  };

  const cards = PLAN_IDS.map((id) => plans.find((card) => card.id === id)).filter(
    (card): card is PlanCard => card !== undefined,
  );
  // The add-on's price for the interval on show (yearly: the year's), beside the plan it goes with.
  const addOn = cardOf(plans, 'SUCURSALES');
  const featuresOf = (card: PlanCard) =>
    card.id === ADD_ON_PLAN && addOn
      ? [
          ...card.features,
          `Las sucursales que elijas: ${formatMoney(amountFor(addOn, interval), account.currency)} c/u ${PER_INTERVAL[interval]}`,
        ]
      : card.features;

  return (
    <div>
      <StepHeader title="Elige tu plan" onBack={onBack} />
      {blocked && (
        <Alert
          type="warning"
          showIcon
          className="plan-flow__alert"
          title="Reactiva tu suscripción para cambiarla"
          description={<Link to="/billing">Ir a Facturación</Link>}
        />
      )}
      <div className="plan-flow__interval">
        <Segmented<Interval>
          aria-label="Periodo de pago"
          options={INTERVAL_OPTIONS}
          value={interval}
          onChange={onInterval}
          disabled={choosing !== null}
        />
      </div>
      <div className="plan-flow__cards">
        {cards.map((card) => {
          const yours = account.planCode === card.id;
          return (
            <section key={card.id} aria-label={card.title} className={`plan-card${yours ? ' plan-card--current' : ''}`}>
              <div className="plan-card__top">
                <Typography.Title level={5} className="plan-card__title">
                  {card.title}
                </Typography.Title>
                {yours && <Tag color="purple">{account.onDemo ? 'Tu prueba' : 'Tu plan'}</Tag>}
              </div>
              <div className="plan-card__price">
                <span className="plan-card__amount">{formatMoney(amountFor(card, interval), account.currency)}</span>{' '}
                <Typography.Text type="secondary">{PER_INTERVAL[interval]}</Typography.Text>
              </div>
              <ul className="plan-card__features">
                {featuresOf(card).map((feature) => (
                  <li key={feature}>
                    <CheckOutlined aria-hidden className="plan-card__check" /> {feature}
                  </li>
                ))}
              </ul>
              <div className="plan-card__actions">{actionsFor(card.id, card.demo_note)}</div>
            </section>
          );
        })}
      </div>
    </div>
  );
}
