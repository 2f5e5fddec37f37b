import {
  addOnSubscription,
  billingProfile,
  FREEMIUM_PROFILE,
  franchisesProfile,
  menuSubscription,
  negocioProfile,
} from '../testing';
import { accountBilling, addOnQuantity } from './account';

const MX = { timeZone: 'America/Mexico_City' };

describe('accountBilling', () => {
  it('FREEMIUM that never subscribed: buys with POST, in its browser zone currency, the demo offered', () => {
    const profile = { ...FREEMIUM_PROFILE, currency: 'MXN', subscriptions: [], default_payment_method_id: null };
    expect(accountBilling(profile, MX)).toMatchObject({
      mode: 'subscribe',
      currency: 'MXN',
      canTryDemo: true,
      current: null,
      planCode: 'FREEMIUM',
    });
    expect(accountBilling(profile, { timeZone: 'Europe/Madrid' }).currency).toBe('USD');
  });

  it('an account that subscribed keeps its own currency, whatever the browser zone', () => {
    const profile = { ...negocioProfile(), currency: 'USD' };
    expect(accountBilling(profile, MX).currency).toBe('USD');
  });

  it('an active paid plan is changed with PUT and is the current plan and interval', () => {
    expect(accountBilling(negocioProfile(), MX)).toMatchObject({
      mode: 'change',
      current: { plan: 'NEGOCIO', interval: 'monthly' },
      canTryDemo: false,
    });
  });

  it('the demo and an ended plan buy with POST; a FREEMIUM account that used its demo is not offered it again', () => {
    const demo = billingProfile(FREEMIUM_PROFILE, [
      menuSubscription({ plan: 'FRANCHISES', demo: true, used_demo: true }),
    ]);
    expect(accountBilling({ ...demo, plan: { code: 'FRANCHISES', scopes: [] } }, MX)).toMatchObject({
      mode: 'subscribe',
      onDemo: true,
    });
    const ended = billingProfile(FREEMIUM_PROFILE, [menuSubscription({ status: 'expired', used_demo: true })]);
    expect(accountBilling(ended, MX)).toMatchObject({ mode: 'subscribe', canTryDemo: false });
  });

  it('a cancelled plan still in its period, or an unpaid one, must be reactivated first', () => {
    const cancelled = billingProfile(FREEMIUM_PROFILE, [menuSubscription({ status: 'cancelled' })]);
    expect(accountBilling(cancelled, MX).mode).toBe('reactivate');
    const unpaid = billingProfile(FREEMIUM_PROFILE, [menuSubscription({ status: 'unpaid' })]);
    expect(accountBilling(unpaid, MX).mode).toBe('reactivate');
    const over = billingProfile(FREEMIUM_PROFILE, [
      menuSubscription({ status: 'cancelled', expires_at: '2020-01-01T00:00:00.000Z' }),
    ]);
    expect(accountBilling(over, MX).mode).toBe('subscribe');
  });

  it("the add-on's quantity counts only while it is in force", () => {
    expect(addOnQuantity(accountBilling(franchisesProfile(3), MX).addOn)).toBe(3);
    expect(addOnQuantity(addOnSubscription(3, { status: 'expired' }))).toBeNull();
    expect(addOnQuantity(null)).toBeNull();
  });
});
