/**
 * How many branches the branch add-on (Sucursales adicionales) may be bought for: whole
 * branches from MIN_BRANCHES to MAX_BRANCHES. One rule for the panel's 'Número de sucursales'
 * field, the API's price quote and the subscription calls that charge for them, so a quote
 * never shows what a charge would refuse, and no count can make an amount overflow.
 */
export const MIN_BRANCHES = 1;
export const MAX_BRANCHES = 1000;

export const BRANCH_COUNT_REQUIRED = 'Indica 1 o más sucursales';
export const BRANCH_COUNT_TOO_HIGH = `Puedes contratar hasta ${MAX_BRANCHES} sucursales`;

/** The message for a count outside the rule (not a whole number, below 1, above the maximum), or null when it is valid. */
export function branchCountProblem(count: number): string | null {
  if (!Number.isInteger(count) || count < MIN_BRANCHES) return BRANCH_COUNT_REQUIRED;
  if (count > MAX_BRANCHES) return BRANCH_COUNT_TOO_HIGH;
  return null;
}
