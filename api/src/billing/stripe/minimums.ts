import type { BillingCurrency } from '@menu/shared/billing/zones'

/**
 * Stripe's minimum charge amounts (stripe.com/docs/currencies#minimum-and-maximum-charge-amounts), in
 * cents: a PaymentIntent for less is refused (400 amount_too_small). The sandbox provider enforces the
 * same minimums, so an amount Stripe would refuse fails in every test too.
 */
export const STRIPE_MINIMUM_CHARGE_CENTS: Readonly<Record<BillingCurrency, number>> = { MXN: 1000, USD: 50 }
