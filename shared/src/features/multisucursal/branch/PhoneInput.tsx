import { formatPhone, PHONE_FIELD_MAX_LENGTH } from '@menu/shared';
import { Input, type InputProps } from '@menu/shared/antd';

type PhoneInputProps = Omit<InputProps, 'value' | 'onChange'> & {
  /** Stored digits ('5512345678') or what was typed: shown as 'XXX XXX XXXX' either way. */
  value?: string | null;
  onChange?: (value: string) => void;
};

/**
 * A phone number field: at most 12 characters, grouped 3-3-4 while typing and
 * when loaded from the 10 stored digits. Non-digits are dropped as they are typed; the
 * form holds the grouped text and the payload sends its digits.
 */
export function PhoneInput({ value, onChange, ...props }: PhoneInputProps) {
  return (
    <Input
      type="tel"
      inputMode="tel"
      autoComplete="tel-national"
      placeholder="XXX XXX XXXX"
      {...props}
      maxLength={PHONE_FIELD_MAX_LENGTH}
      value={formatPhone(value)}
      onChange={(event) => onChange?.(formatPhone(event.target.value))}
    />
  );
}
