import type { FormRule } from '@menu/shared/antd';
import type { Rule } from '../validation/rules';

/** Turns shared validation rules into antd form rules, so forms never restate a message. */
export const antdRules = (...rules: Rule[]): FormRule[] =>
  rules.map((rule) => ({
    validator: (_: unknown, value: unknown) => {
      const message = rule(value);
      return message ? Promise.reject(new Error(message)) : Promise.resolve();
    },
  }));
