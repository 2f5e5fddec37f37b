import type { SubscriptionRow } from '../../data/subscriptions.js'
import type { SubscriptionKind } from '../../db/types.js'
import type { IdempotentRequest } from '../payments/idempotency.js'
import type { AddOnInput } from './add-on-period.js'
import { enabledBranchIds } from './branches.js'
import { cancel } from './cancel.js'
import { changeMenu, type ChangeMenuInput, prepareChangeMenu } from './change-menu.js'
import { carryUnderMinimum } from './carry.js'
import { addOnAfter, type Billing, type SubscriptionDeps } from './context.js'
import { preparePutAddOn, putAddOn } from './put-add-on.js'
import { resume } from './resume.js'
import { startAddOn } from './start-add-on.js'
import { prepareStartMenu, startMenu, type StartMenuInput } from './start-menu.js'
import type { Step } from './step.js'
import type { MenuAhead, MenuTermsAhead } from './terms.js'

/**
 * The subscription calls of one account (menu plan and branch add-on), one module per flow
 * over the step engine (step.ts): validation, amounts from the price list, the charge, then
 * the write. See docs/billing.md, "Subscriptions".
 */

export function subscriptionService(deps: SubscriptionDeps, accountId: number) {
  const b: Billing = { ...deps, accountId }
  // What a step would do as the step engine runs it: a charge under the provider's minimum is carried (carry.ts).
  const asRun = async (step: Promise<Step | null>) => carryUnderMinimum(await step, b.payments)
  return {
    startMenu: (input: StartMenuInput, request: IdempotentRequest) => startMenu(b, input, request),
    changeMenu: (input: ChangeMenuInput, request: IdempotentRequest) => changeMenu(b, input, request),
    startAddOn: (input: AddOnInput, request: IdempotentRequest) => startAddOn(b, input, request),
    putAddOn: (input: AddOnInput, request: IdempotentRequest) => putAddOn(b, input, request),
    cancel: (kind: SubscriptionKind) => cancel(b, kind),
    resume: (kind: SubscriptionKind, request: IdempotentRequest, paymentMethodId: string | undefined) =>
      resume(b, kind, request, paymentMethodId),
    /**
     * The steps' prepare parts, which read and check but never charge nor write: the price quote
     * (quote.ts) shows what the calls would charge and change.
     */
    prepare: {
      startMenu: (input: StartMenuInput) => asRun(prepareStartMenu(b, input)),
      changeMenu: (input: Pick<ChangeMenuInput, 'plan_code' | 'interval' | 'payment_method_id'>) =>
        asRun(prepareChangeMenu(b, input)),
      putAddOn: (input: AddOnInput, ahead?: MenuAhead) => asRun(preparePutAddOn(b, input, ahead)),
      addOnAfter: (addOn: SubscriptionRow, ahead: MenuTermsAhead) => addOnAfter(b, addOn, ahead),
      enabledBranches: async () => (await enabledBranchIds(b, b.db)).length,
    },
  }
}
