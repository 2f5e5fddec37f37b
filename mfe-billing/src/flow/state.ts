// The change-plan wizard's state: which step is shown and what the owner chose. Pure, so the
// step order (and which steps are skipped) is tested without rendering.
import type { Interval, PaymentMethod } from '../api';

export type PaidPlan = 'NEGOCIO' | 'FRANCHISES';
export type Step = 'selector' | 'branches' | 'checkout' | 'resume' | 'finish';

export interface BranchToDisable {
  id: number;
  name: string;
}

export interface FlowState {
  step: Step;
  interval: Interval;
  plan: PaidPlan | null;
  /** Franquicias: the branch count chosen (the add-on's quantity). */
  branches: number | null;
  /** Enabled branches the owner unticked because the new count is below them. */
  disable: BranchToDisable[];
  /** The card the server charges (the default saved card); null when the account has none. */
  card: PaymentMethod | null;
  /** What is charged today: the quote's charge_now; null before a quote answered (the summary asks for it again). */
  amountDue: number | null;
  /** The owner asked, from the summary, to enter another card. */
  changingCard: boolean;
  /** The finish step follows the free demo rather than a paid change. */
  demo: boolean;
}

export type FlowAction =
  | { type: 'interval'; interval: Interval }
  | { type: 'choose'; plan: PaidPlan; amountDue: number | null }
  | { type: 'branches'; count: number; disable: BranchToDisable[]; amountDue: number | null }
  | { type: 'quote'; amountDue: number }
  | { type: 'cardSaved'; card: PaymentMethod }
  | { type: 'changeCard' }
  | { type: 'back' }
  | { type: 'finish'; demo?: boolean };

export const initialFlow = (interval: Interval, card: PaymentMethod | null): FlowState => ({
  step: 'selector',
  interval,
  plan: null,
  branches: null,
  disable: [],
  card,
  amountDue: null,
  changingCard: false,
  demo: false,
});

/**
 * The card step shows when the quote charges a positive amount and there is no card, or when the owner
 * asked to change the card. Without a quote it waits: the summary offers to add a card once the quote says so.
 */
export const needsCard = (state: FlowState) =>
  state.changingCard || (state.card === null && state.amountDue !== null && state.amountDue > 0);

/** The steps in force, in order: the branch count only for Franquicias, the card step only when needed. */
export function stepsOf(state: FlowState): Step[] {
  const steps: Step[] = ['selector'];
  if (state.plan === 'FRANCHISES') steps.push('branches');
  if (needsCard(state)) steps.push('checkout');
  steps.push('resume', 'finish');
  return steps;
}

const after = (state: FlowState, step: Step): Step => {
  const steps = stepsOf(state);
  return steps[steps.indexOf(step) + 1] ?? step;
};

const before = (state: FlowState): Step => {
  const steps = stepsOf(state);
  return steps[Math.max(0, steps.indexOf(state.step) - 1)] ?? 'selector';
};

export function flowReducer(state: FlowState, action: FlowAction): FlowState {
  switch (action.type) {
    case 'interval':
      return state.step === 'selector' ? { ...state, interval: action.interval } : state;
    case 'choose': {
      // Another plan drops the branch choice made for Franquicias.
      const keep = action.plan === state.plan;
      const next = {
        ...state,
        plan: action.plan,
        amountDue: action.amountDue,
        branches: keep ? state.branches : null,
        disable: keep ? state.disable : [],
      };
      return { ...next, step: after(next, 'selector') };
    }
    case 'branches': {
      const next = { ...state, branches: action.count, disable: action.disable, amountDue: action.amountDue };
      return { ...next, step: after(next, 'branches') };
    }
    case 'quote':
      return { ...state, amountDue: action.amountDue };
    case 'cardSaved': {
      const next = { ...state, card: action.card, changingCard: false };
      return { ...next, step: 'resume' };
    }
    case 'changeCard':
      return state.step === 'resume' ? { ...state, changingCard: true, step: 'checkout' } : state;
    case 'back':
      if (state.step === 'finish' || state.step === 'selector') return state;
      // Back from a card change requested on the summary returns to the summary.
      if (state.step === 'checkout' && state.changingCard) return { ...state, changingCard: false, step: 'resume' };
      return { ...state, step: before(state) };
    case 'finish':
      return { ...state, step: 'finish', demo: action.demo ?? false };
    default:
      return state;
  }
}
