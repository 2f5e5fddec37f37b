/** The card page of a SetupIntent (routes.ts): what the panel shows in its 500x500 card frame. */
export const stripeCheckoutPath = (setupIntentId: string) =>
  `/payments/stripe/checkout/${encodeURIComponent(setupIntentId)}`

/** The page where the owner authenticates a PaymentIntent (3-D Secure), shown in the same frame. */
export const stripeAuthenticatePath = (paymentIntentId: string) =>
  `/payments/stripe/authenticate/${encodeURIComponent(paymentIntentId)}`

/** Stripe's id shapes (letters, digits and underscores after the prefix): anything else is nobody's. */
export const SETUP_INTENT_ID = '^seti_[A-Za-z0-9_]{1,100}$'
export const PAYMENT_INTENT_ID = '^pi_[A-Za-z0-9_]{1,100}$'
