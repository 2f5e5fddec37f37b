import * as rules from '../validation/rules';
import { MESSAGES } from '../validation/messages';
import { antdRules } from './formRules';

type Validator = (rule: unknown, value: unknown) => Promise<void>;
const validatorsOf = (...list: Parameters<typeof antdRules>) =>
  antdRules(...list).map((r) => (r as { validator: Validator }).validator);

describe('antdRules', () => {
  it('makes one antd rule per shared rule', () => {
    expect(antdRules(rules.required, rules.email)).toHaveLength(2);
  });

  it('rejects with the shared message and resolves when valid', async () => {
    const [requiredRule, emailRule] = validatorsOf(rules.required, rules.email);
    await expect(requiredRule({}, '')).rejects.toThrow(MESSAGES.required);
    await expect(requiredRule({}, 'x')).resolves.toBeUndefined();
    await expect(emailRule({}, 'no-es-correo')).rejects.toThrow(MESSAGES.email);
    await expect(emailRule({}, 'ana@example.com')).resolves.toBeUndefined();
  });
});
