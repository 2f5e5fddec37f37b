import { errorMessage, profileAtom, type Profile } from '@menu/shared';
import { Alert, Button, Grid, Spin } from '@menu/shared/antd';
import { Steps } from '@menu/shared/antd/editor';
import { useAtomValue } from 'jotai';
import { useMemo, useReducer, useRef, useState } from 'react';
import { useNavigate } from '@menu/shared/router';
import { queryClient } from '@menu/shared/data';
import { useQueries } from '@tanstack/react-query';
import {
  fetchPlans,
  fetchQuote,
  type Currency,
  type Interval,
  type PaymentMethod,
  type PlanCard,
  type Quote,
} from '../api';
import { CARDS } from '../details/reads';
import { branchesText, formatDate, INTERVAL_NAMES, planName } from '../labels';
import { accountBilling, addOnQuantity, type AccountBilling } from './account';
import type { PlanChange } from './applyChange';
import { BranchesStep } from './BranchesStep';
import { CheckoutStep } from './CheckoutStep';
import { FinishStep } from './FinishStep';
import { amountFor, cardOf } from './plans';
import { ResumeStep } from './ResumeStep';
import { SelectorStep } from './SelectorStep';
import {
  flowReducer,
  initialFlow,
  stepsOf,
  type BranchToDisable,
  type FlowState,
  type PaidPlan,
  type Step,
} from './state';
import './flow.css';

const STEP_TITLES: Record<Step, string> = {
  selector: 'Plan',
  branches: 'Sucursales',
  checkout: 'Tarjeta',
  resume: 'Resumen',
  finish: 'Listo',
};

/** Facturación > change plan: selector -> branch count (Franquicias) -> card (when needed) -> summary -> finish. */
export function ChangePlanFlow() {
  const profile = useAtomValue(profileAtom);
  if (!profile) return <Spin description="Cargando…" />;
  return <FlowLoader profile={profile} />;
}

/** The plan cards of a currency: a list of the panel's data cache, keyed by its API path and query. */
const plansQuery = (currency: Currency) => ({
  queryKey: ['/v1/plans', { currency }],
  queryFn: () => fetchPlans(currency),
});

/**
 * The plan cards in the account's currency and the card the server would charge, read through
 * the panel's data cache (Facturación's page has usually read the cards already).
 */
function FlowLoader({ profile }: { profile: Profile }) {
  const account = useMemo(() => accountBilling(profile), [profile]);
  const [plans, cards] = useQueries({ queries: [plansQuery(account.currency), CARDS] }, queryClient());
  const reading = plans.isFetching || cards.isFetching;
  const failure = plans.error ?? cards.error;

  if (failure && !reading) {
    return (
      <Alert
        type="error"
        showIcon
        title="No se pudieron cargar los planes"
        description={errorMessage(failure)}
        action={
          <Button
            size="small"
            onClick={() => {
              if (plans.error) void plans.refetch();
              if (cards.error) void cards.refetch();
            }}
          >
            Reintentar
          </Button>
        }
      />
    );
  }
  if (!plans.data || !cards.data) {
    return (
      <Spin description="Cargando planes…">
        <div className="plan-flow__loading" />
      </Spin>
    );
  }
  return <Wizard account={account} plans={plans.data} card={cards.data.find((card) => card.default) ?? null} />;
}

function finishSummary(state: FlowState, quote: Quote | null) {
  if (state.demo) return 'Tu prueba gratuita de Franquicias por 15 días comenzó.';
  const plan = `${planName(state.plan)} ${INTERVAL_NAMES[state.interval].toLowerCase()}`;
  const branches = state.plan === 'FRANCHISES' && state.branches ? ` con ${branchesText(state.branches)}` : '';
  if (quote?.lines.some((line) => line.takes_effect === 'period_end'))
    return `Tu plan cambia a ${plan}${branches} el ${formatDate(quote.expires_at)}.`;
  return `Ahora tienes el plan ${plan}${branches}.`;
}

function Wizard({ account, plans, card }: { account: AccountBilling; plans: PlanCard[]; card: PaymentMethod | null }) {
  const navigate = useNavigate();
  const phone = !Grid.useBreakpoint().md;
  const [state, dispatch] = useReducer(flowReducer, undefined, () =>
    initialFlow(account.current?.interval ?? 'monthly', card),
  );
  const [choosing, setChoosing] = useState<PaidPlan | null>(null);
  const [quote, setQuote] = useState<Quote | null>(null);
  const [quoteError, setQuoteError] = useState<string | null>(null);
  const quoteRequest = useRef(0);

  const planAmount = (plan: PaidPlan) => amountFor(cardOf(plans, plan), state.interval);
  const perBranch = amountFor(cardOf(plans, 'SUCURSALES'), state.interval);

  /** The server's quote of a choice; null when it failed (the summary offers to retry). The latest request wins. */
  const loadQuote = async (plan: PaidPlan, interval: Interval, branches: number | null): Promise<Quote | null> => {
    const request = ++quoteRequest.current;
    setQuote(null);
    setQuoteError(null);
    try {
      const answer = await fetchQuote({ plan_code: plan, interval, ...(branches ? { branches } : {}) });
      if (request === quoteRequest.current) setQuote(answer);
      return answer;
    } catch (e) {
      if (request === quoteRequest.current) setQuoteError(errorMessage(e));
      return null;
    }
  };

  const choose = async (plan: PaidPlan) => {
    // Franquicias asks for the branch count first; the quote needs it.
    if (plan === 'FRANCHISES') {
      dispatch({ type: 'choose', plan, amountDue: null });
      return;
    }
    setChoosing(plan);
    const answer = await loadQuote(plan, state.interval, null);
    setChoosing(null);
    // The panel never prices: without a quote the summary shows the quote's error (and Reintentar).
    dispatch({ type: 'choose', plan, amountDue: answer ? answer.charge_now : null });
  };

  const [continuing, setContinuing] = useState(false);
  const setBranches = async (count: number, disable: BranchToDisable[]) => {
    setContinuing(true);
    const answer = await loadQuote('FRANCHISES', state.interval, count);
    setContinuing(false);
    dispatch({ type: 'branches', count, disable, amountDue: answer ? answer.charge_now : null });
  };

  const retryQuote = async () => {
    if (!state.plan) return;
    const answer = await loadQuote(state.plan, state.interval, state.plan === 'FRANCHISES' ? state.branches : null);
    if (answer) dispatch({ type: 'quote', amountDue: answer.charge_now });
  };

  const back = () => (state.step === 'selector' ? navigate('/billing') : dispatch({ type: 'back' }));

  const steps = stepsOf(state);
  const change: PlanChange | null =
    state.plan && account.mode !== 'reactivate'
      ? {
          mode: account.mode,
          plan: state.plan,
          interval: state.interval,
          branches: state.plan === 'FRANCHISES' ? state.branches : null,
          disableIds: state.disable.map((branch) => branch.id),
          currency: account.currency,
        }
      : null;

  return (
    <div className="plan-flow">
      <nav aria-label="Pasos del cambio de plan" className="plan-flow__steps">
        <Steps
          size="small"
          type={phone ? 'inline' : 'default'}
          responsive={false}
          current={steps.indexOf(state.step)}
          // A phone has room for the current step's name only.
          items={steps.map((step) => ({
            key: step,
            title: !phone || step === state.step ? STEP_TITLES[step] : undefined,
          }))}
        />
      </nav>
      {state.step === 'selector' && (
        <SelectorStep
          plans={plans}
          account={account}
          interval={state.interval}
          onInterval={(interval) => dispatch({ type: 'interval', interval })}
          onChoose={(plan) => void choose(plan)}
          choosing={choosing}
          onDemoStarted={() => dispatch({ type: 'finish', demo: true })}
          onBack={back}
        />
      )}
      {state.step === 'branches' && (
        <BranchesStep
          currency={account.currency}
          interval={state.interval}
          perBranch={perBranch}
          planAmount={planAmount('FRANCHISES')}
          initialCount={state.branches ?? addOnQuantity(account.addOn)}
          initialDisable={state.disable}
          onContinue={(count, disable) => void setBranches(count, disable)}
          continuing={continuing}
          onBack={back}
        />
      )}
      {state.step === 'checkout' && (
        <CheckoutStep onSaved={(saved) => dispatch({ type: 'cardSaved', card: saved })} onBack={back} />
      )}
      {state.step === 'resume' && change && (
        <ResumeStep
          state={state}
          change={change}
          quote={quote}
          quoteError={quoteError}
          onRetryQuote={() => void retryQuote()}
          onChangeCard={() => dispatch({ type: 'changeCard' })}
          onDone={() => dispatch({ type: 'finish' })}
          onBack={back}
          keepsOneBranch={account.current?.plan === 'FRANCHISES' && change.plan === 'NEGOCIO'}
        />
      )}
      {state.step === 'finish' && <FinishStep summary={finishSummary(state, quote)} />}
    </div>
  );
}
