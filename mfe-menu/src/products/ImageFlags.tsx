import { rules } from '@menu/shared';
import { Switch, type FormInstance } from '@menu/shared/antd';
import type { Values } from './productForm';

const FLAGS = ['featured', 'recommended'] as const;
const IMAGE_REQUIRED = rules.IMAGE_MESSAGES.imageRequired;

/** Featured / recommended need an image: turning one on without it reverts it with 'Imagen requerida'. */
export function FlagSwitch({
  checked,
  onChange,
  field,
  form,
  label,
}: {
  checked?: boolean;
  onChange?: (value: boolean) => void;
  field: (typeof FLAGS)[number];
  form: FormInstance<Values>;
  label: string;
}) {
  return (
    <Switch
      checked={checked}
      aria-label={label}
      onChange={(next) => {
        if (next && !form.getFieldValue('image')) {
          form.setFields([{ name: field, value: false, errors: [IMAGE_REQUIRED] }]);
          return;
        }
        form.setFields([{ name: field, errors: [] }]);
        onChange?.(next);
      }}
    />
  );
}

/** Removing the image turns the flags off with 'Imagen requerida' (the API does the same); a new image clears that message. */
export function flagsFollowImage(form: FormInstance<Values>, change: Partial<Values>) {
  if (!('image' in change)) return;
  if (!change.image) {
    const on = FLAGS.filter((flag) => form.getFieldValue(flag));
    if (on.length) form.setFields(on.map((flag) => ({ name: flag, value: false, errors: [IMAGE_REQUIRED] })));
  } else {
    form.setFields(FLAGS.map((flag) => ({ name: flag, errors: [] })));
  }
}
