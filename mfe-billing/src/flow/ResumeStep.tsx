import CreditCardOutlined from '@ant-design/icons/es/icons/CreditCardOutlined';
import { Alert, Button, Spin, Tag, Typography } from '@menu/shared/antd';
import { useRef } from 'react';
import type { Quote } from '../api';
import { branchesText, cardLabel, formatDate, formatMoney, INTERVAL_NAMES, PER_INTERVAL, planName } from '../labels';
import { applyChange, type ChangeProgress, type PlanChange } from './applyChange';
import { oldestOf, useEnabledBranches } from './enabledBranches';
import type { FlowState } from './state';
import { StepHeader } from './StepHeader';
import { usePayment } from '../usePayment';

interface ResumeStepProps {
  state: FlowState;
  change: PlanChange;
  quote: Quote | null;
  quoteError: string | null;
  onRetryQuote: () => void;
  onChangeCard: () => void;
  onDone: () => void;
  onBack: () => void;
  /** Franquicias to Negocio: at the period end the renewal keeps one branch, the oldest enabled. */
  keepsOneBranch: boolean;
}

/** The server's quote of the change, the card it charges, and 'Realizar Cambio'. */
export function ResumeStep({
  state,
  change,
  quote,
  quoteError,
  onRetryQuote,
  onChangeCard,
  onDone,
  onBack,
  keepsOneBranch,
}: ResumeStepProps) {
  const payment = usePayment();
  const progress = useRef<ChangeProgress>({ menuStarted: false });
  const { enabled } = useEnabledBranches(keepsOneBranch);
  const loading = payment.busy;

  const submit = async () => {
    const outcome = await payment.pay((key) => applyChange(key, change, progress.current));
    if (outcome.status === 'paid') onDone();
  };

  const plan = `Plan ${planName(change.plan)} ${INTERVAL_NAMES[change.interval].toLowerCase()}${change.branches ? ` con ${branchesText(change.branches)}` : ''}`;
  const needsCard = quote !== null && quote.charge_now > 0 && state.card === null;
  const changed = quote?.lines.filter((line) => line.action !== 'none') ?? [];
  const laterLines = changed.some((line) => line.takes_effect === 'period_end');
  // Everything waits for the period end: the title says from when.
  const allLater = laterLines && changed.every((line) => line.takes_effect === 'period_end');
  const title = allLater && quote ? `A partir del ${formatDate(quote.expires_at)}: ${plan}` : plan;
  const kept = keepsOneBranch && enabled && enabled.length > 1 ? oldestOf(enabled) : null;

  return (
    <div>
      <StepHeader title="Resumen" onBack={onBack} backDisabled={loading} />
      <div className="plan-flow__narrow">
        <Typography.Title level={5}>{title}</Typography.Title>
        {!quote && !quoteError && (
          <Spin description="Calculando el cambio…">
            <div className="plan-flow__loading" />
          </Spin>
        )}
        {quoteError && (
          <Alert
            type="error"
            showIcon
            className="plan-flow__alert"
            title="No se pudo calcular el cambio"
            description={quoteError}
            action={
              <Button size="small" onClick={onRetryQuote}>
                Reintentar
              </Button>
            }
          />
        )}
        {quote && (
          <>
            <ul className="plan-flow__lines" aria-label="Detalle del cambio">
              {quote.lines.map((line) => (
                <li key={line.kind}>
                  <span className="plan-flow__line-text">
                    <span>{line.description}</span>
                    {line.takes_effect === 'period_end' && line.action !== 'none' && (
                      <Tag className="plan-flow__later">Al terminar el periodo</Tag>
                    )}
                  </span>
                  <strong>{formatMoney(line.charge_now, quote.currency)}</strong>
                </li>
              ))}
            </ul>
            <div className="plan-flow__total">
              <span>Total a pagar hoy:</span> <strong>{formatMoney(quote.charge_now, quote.currency)}</strong>
            </div>
            {quote.carried_to_renewal > 0 && (
              // Under the payment provider's minimum charge: the server adds it to the next renewal instead.
              <div>Se cobrará en tu próxima renovación: {formatMoney(quote.carried_to_renewal, quote.currency)}</div>
            )}
            <div>
              Después: {formatMoney(quote.recurring_amount, quote.currency)} {PER_INTERVAL[quote.interval]}
            </div>
            {laterLines && !allLater && (
              <div>Los cambios marcados «Al terminar el periodo» aplican el {formatDate(quote.expires_at)}</div>
            )}
          </>
        )}
        {kept && quote && (
          <Alert
            type="info"
            showIcon
            className="plan-flow__alert plan-flow__notice"
            title={`Al terminar el periodo quedará activa 1 sucursal (la más antigua: ${kept.name}); puedes elegir cuál antes de esa fecha en Multisucursal.`}
          />
        )}
        {state.disable.length > 0 && (
          <Alert
            type="warning"
            showIcon
            className="plan-flow__alert plan-flow__notice"
            title="Se deshabilitarán estas sucursales"
            description={state.disable.map((branch) => branch.name).join(', ')}
          />
        )}
        {state.card ? (
          <div className="plan-flow__card">
            <CreditCardOutlined aria-hidden /> <span>{cardLabel(state.card)}</span>
            <Button type="link" onClick={onChangeCard} disabled={loading}>
              Cambiar
            </Button>
          </div>
        ) : (
          needsCard && (
            <div className="plan-flow__card">
              <Button onClick={onChangeCard}>Agregar tarjeta</Button>
            </div>
          )
        )}
        {payment.error && <Alert type="error" showIcon className="plan-flow__alert" title={payment.error} />}
        {payment.notice && <Alert type="info" showIcon className="plan-flow__alert" title={payment.notice} />}
        {payment.dialog}
        <Button
          type="primary"
          size="large"
          loading={loading}
          disabled={!quote || needsCard}
          onClick={() => void submit()}
          className="plan-flow__next"
        >
          Realizar Cambio
        </Button>
      </div>
    </div>
  );
}
