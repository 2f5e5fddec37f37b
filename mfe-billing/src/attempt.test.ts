import { ApiError } from '@menu/shared';
import { isDefiniteFailure } from './attempt';

describe('isDefiniteFailure: whether the next try is a new payment (a new Idempotency-Key)', () => {
  it('a refusal with nothing charged is definite: a declined card, a refunded charge, a rule', () => {
    expect(isDefiniteFailure(new ApiError('PAYMENT_DECLINED', 'El pago falló.', 402))).toBe(true);
    expect(isDefiniteFailure(new ApiError('CHARGE_REFUNDED', 'Este pago se devolvió.', 409))).toBe(true);
    expect(isDefiniteFailure(new ApiError('SUBSCRIPTION_NOT_ACTIVE', 'Reactiva tu suscripción.', 409))).toBe(true);
  });

  it('a payment still under way is not: waiting for the 3-D Secure authentication or for the bank', () => {
    expect(
      isDefiniteFailure(new ApiError('PAYMENT_ACTION_REQUIRED', 'Tu banco pide confirmar este pago.', 402, [], '/x')),
    ).toBe(false);
    expect(isDefiniteFailure(new ApiError('CHARGE_IN_PROGRESS', 'Ya estamos procesando este pago.', 409))).toBe(false);
  });

  it('an unknown outcome is not: a server error, no answer', () => {
    expect(isDefiniteFailure(new ApiError('INTERNAL_ERROR', 'INTERNAL_ERROR', 500))).toBe(false);
    expect(isDefiniteFailure(new TypeError('Failed to fetch'))).toBe(false);
  });
});
