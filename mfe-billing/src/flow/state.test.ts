import { VISA } from '../testing';
import { flowReducer, initialFlow, stepsOf, type FlowAction, type FlowState } from './state';

const run = (state: FlowState, ...actions: FlowAction[]) => actions.reduce(flowReducer, state);

describe('change-plan flow state', () => {
  it('starts on the selector with the interval given', () => {
    const state = initialFlow('yearly', VISA);
    expect(state.step).toBe('selector');
    expect(state.interval).toBe('yearly');
  });

  it('Negocio with a saved card goes straight to the summary: no branch step, no card step', () => {
    const state = run(initialFlow('monthly', VISA), { type: 'choose', plan: 'NEGOCIO', amountDue: 299 });
    expect(state.step).toBe('resume');
    expect(stepsOf(state)).toEqual(['selector', 'resume', 'finish']);
  });

  it('without a card and an amount above 0 the card step comes before the summary', () => {
    const state = run(initialFlow('monthly', null), { type: 'choose', plan: 'NEGOCIO', amountDue: 299 });
    expect(state.step).toBe('checkout');
    expect(stepsOf(state)).toEqual(['selector', 'checkout', 'resume', 'finish']);
  });

  it('without a card but nothing to pay now (a downgrade) the card step is skipped', () => {
    const state = run(initialFlow('monthly', null), { type: 'choose', plan: 'NEGOCIO', amountDue: 0 });
    expect(state.step).toBe('resume');
  });

  it('without a quote (it failed) nothing is assumed due: the summary shows the error, and the card step waits for a quote', () => {
    const state = run(initialFlow('monthly', null), { type: 'choose', plan: 'NEGOCIO', amountDue: null });
    expect(state.step).toBe('resume');
    expect(stepsOf(state)).toEqual(['selector', 'resume', 'finish']);
    expect(stepsOf(run(state, { type: 'quote', amountDue: 299 }))).toEqual([
      'selector',
      'checkout',
      'resume',
      'finish',
    ]);
  });

  it('Franquicias goes through the branch count, then the card step when there is no card', () => {
    const chosen = run(initialFlow('monthly', null), { type: 'choose', plan: 'FRANCHISES', amountDue: 399 });
    expect(chosen.step).toBe('branches');
    const counted = run(chosen, { type: 'branches', count: 2, disable: [{ id: 9, name: 'Norte' }], amountDue: 899 });
    expect(counted.step).toBe('checkout');
    expect(counted.branches).toBe(2);
    expect(counted.disable).toEqual([{ id: 9, name: 'Norte' }]);
    expect(stepsOf(counted)).toEqual(['selector', 'branches', 'checkout', 'resume', 'finish']);
    const saved = run(counted, { type: 'cardSaved', card: VISA });
    expect(saved.step).toBe('resume');
    expect(saved.card).toEqual(VISA);
    // With the card saved the card step is no longer part of the way back.
    expect(stepsOf(saved)).toEqual(['selector', 'branches', 'resume', 'finish']);
  });

  it('the branch step is only for Franquicias: choosing Negocio after it drops the branch choice', () => {
    const state = run(
      initialFlow('monthly', VISA),
      { type: 'choose', plan: 'FRANCHISES', amountDue: 399 },
      { type: 'branches', count: 3, disable: [], amountDue: 100 },
      { type: 'back' },
      { type: 'back' },
      { type: 'choose', plan: 'NEGOCIO', amountDue: 0 },
    );
    expect(state.step).toBe('resume');
    expect(state.branches).toBeNull();
    expect(stepsOf(state)).not.toContain('branches');
  });

  it('back reverses each step, keeping what was chosen', () => {
    let state = run(
      initialFlow('monthly', null),
      { type: 'choose', plan: 'FRANCHISES', amountDue: 399 },
      { type: 'branches', count: 2, disable: [], amountDue: 150 },
    );
    expect(state.step).toBe('checkout');
    state = run(state, { type: 'back' });
    expect(state.step).toBe('branches');
    expect(state.branches).toBe(2);
    state = run(state, { type: 'back' });
    expect(state.step).toBe('selector');
    expect(state.plan).toBe('FRANCHISES');
    // The first step's back leaves the flow (the page goes to /billing): the state stays.
    expect(run(state, { type: 'back' })).toBe(state);
  });

  it("back from the summary with a saved card skips the card step; 'Cambiar' opens it and back returns to the summary", () => {
    const resume = run(initialFlow('monthly', VISA), { type: 'choose', plan: 'NEGOCIO', amountDue: 299 });
    expect(run(resume, { type: 'back' }).step).toBe('selector');
    const changing = run(resume, { type: 'changeCard' });
    expect(changing.step).toBe('checkout');
    expect(stepsOf(changing)).toContain('checkout');
    const returned = run(changing, { type: 'back' });
    expect(returned.step).toBe('resume');
    expect(returned.changingCard).toBe(false);
  });

  it('a quote updates the amount due; the interval changes only on the selector', () => {
    const resume = run(initialFlow('monthly', VISA), { type: 'choose', plan: 'NEGOCIO', amountDue: 299 });
    expect(run(resume, { type: 'quote', amountDue: 50 }).amountDue).toBe(50);
    expect(run(resume, { type: 'interval', interval: 'yearly' }).interval).toBe('monthly');
    expect(run(initialFlow('monthly', VISA), { type: 'interval', interval: 'yearly' }).interval).toBe('yearly');
  });

  it('finish ends the flow (back does nothing); the demo is marked for its message', () => {
    const done = run(initialFlow('monthly', null), { type: 'finish', demo: true });
    expect(done.step).toBe('finish');
    expect(done.demo).toBe(true);
    expect(run(done, { type: 'back' }).step).toBe('finish');
  });
});
