import type { FormItemProps } from '@menu/shared/antd';
import { Form } from '@menu/shared/antd/editor';
import { image, imageRequired } from '../validation/images';
import { antdRules } from './formRules';
import { ImageField, type ImageFieldProps } from './ImageField';

export interface ImageFormItemProps extends Omit<ImageFieldProps, 'value' | 'onChange' | 'id' | 'onReject'> {
  /** The form field (and, in the editors, the upload's part name). */
  name: string;
  label: string;
  /** 'Imagen requerida' when empty (posters, advertising images). */
  required?: boolean;
  style?: FormItemProps['style'];
}

/**
 * An image field of a form, with its rule ('Imagen requerida' when required) and ONE message
 * at a time: a refused file ('Imagen no valida…', 'Imagen muy grande…') becomes the item's
 * error in place of the rule's, instead of showing under the field's own text as well. The
 * next pick, removal or save checks the field again and replaces it.
 */
export function ImageFormItem({ name, label, required, style, ...field }: ImageFormItemProps) {
  const form = Form.useFormInstance();
  return (
    <Form.Item label={label} name={name} rules={antdRules(required ? imageRequired : image)} style={style}>
      <ImageField {...field} onReject={(message) => form.setFields([{ name, errors: [message] }])} />
    </Form.Item>
  );
}
