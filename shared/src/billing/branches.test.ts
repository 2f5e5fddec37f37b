import {
  BRANCH_COUNT_REQUIRED,
  BRANCH_COUNT_TOO_HIGH,
  branchCountProblem,
  MAX_BRANCHES,
  MIN_BRANCHES,
} from './branches';

describe('branchCountProblem', () => {
  it('accepts whole counts from 1 to the maximum', () => {
    for (const count of [MIN_BRANCHES, 2, 999, MAX_BRANCHES]) expect(branchCountProblem(count)).toBeNull();
  });

  it("refuses fewer than 1 or a fraction with the spec's message", () => {
    for (const count of [0, -3, 1.5, Number.NaN]) expect(branchCountProblem(count)).toBe(BRANCH_COUNT_REQUIRED);
    expect(BRANCH_COUNT_REQUIRED).toBe('Indica 1 o más sucursales');
  });

  it('refuses more than the maximum', () => {
    for (const count of [MAX_BRANCHES + 1, 1_000_000, 2 ** 53])
      expect(branchCountProblem(count)).toBe(BRANCH_COUNT_TOO_HIGH);
    expect(BRANCH_COUNT_TOO_HIGH).toBe('Puedes contratar hasta 1000 sucursales');
  });
});
