// Reading the plan cards GET /v1/plans answers: amounts come from the server, never computed here.
import type { Interval, PlanCard } from '../api';

/** The card's amount for a whole interval (yearly: the year's); Gratis has no intervals and costs 0. */
export const amountFor = (card: PlanCard | undefined, interval: Interval) =>
  card ? (card.intervals.find((option) => option.interval === interval)?.amount ?? card.price) : 0;

export const cardOf = (plans: PlanCard[], id: string) => plans.find((card) => card.id === id);
