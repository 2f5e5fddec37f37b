import { socialNetwork, socialUsername, type SocialField } from '@menu/shared';
import { Input, Space, type InputProps } from '@menu/shared/antd';

type SocialInputProps = Omit<InputProps, 'value' | 'onChange'> & {
  /** Which network: its fixed profile prefix is shown before the username. */
  field: SocialField;
  value?: string | null;
  onChange?: (value: string) => void;
};

/**
 * A username of one social network, after its fixed profile URL ('https://tiktok.com/@').
 * A pasted profile link or '@user' becomes the username at once; anything else is kept as
 * typed (the form's rule says when it is not a username).
 */
export function SocialInput({ field, value, onChange, id, ...props }: SocialInputProps) {
  const network = socialNetwork(field);
  const reduce = (typed: string) => {
    // Only a link or an '@' can be reduced: plain typing is never rewritten under the cursor.
    if (!/[/@]/.test(typed)) return typed;
    return socialUsername(typed, network) || typed;
  };
  return (
    <Space.Compact block>
      <Space.Addon>{network.prefix}</Space.Addon>
      <Input
        id={id}
        autoComplete="off"
        spellCheck={false}
        {...props}
        value={value ?? ''}
        onChange={(event) => onChange?.(reduce(event.target.value))}
      />
    </Space.Compact>
  );
}
