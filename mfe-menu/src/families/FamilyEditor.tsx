import { rules, type ImageValue } from '@menu/shared';
import {
  antdRules,
  EditorFooter,
  EditorModal,
  type EditorProps,
  editorTitle,
  ImageFormItem,
  nonEmpty,
  optionalText,
  useEditorSave,
} from '@menu/shared/ui';
import { Input } from '@menu/shared/antd';
import { Form } from '@menu/shared/antd/editor';
import { createFamily, updateFamily, uploadFamilyIcon, type Family } from './api';

export interface FamilyEditorContext {
  /** Position of a new family: the number of families (it goes last). */
  position?: number;
}

interface Values {
  name: string;
  description?: string;
  icon?: ImageValue;
}

/** Agregar / Actualizar familia: name (required), description and an icon image. */
export function FamilyEditor(props: EditorProps<Family, FamilyEditorContext>) {
  return (
    <EditorModal open={props.open} title={editorTitle(props.initial, 'familia')} onClose={props.onClose}>
      <FamilyForm {...props} />
    </EditorModal>
  );
}

function FamilyForm({ initial, context, onClose, onSaved }: EditorProps<Family, FamilyEditorContext>) {
  const [form] = Form.useForm<Values>();
  const { saving, submit } = useEditorSave({
    form,
    initial: initial && {
      id: initial.id,
      fields: { name: initial.name, description: initial.description ?? null },
      images: { icon: initial.icon },
    },
    fields: (values: Values) => ({ name: values.name.trim(), description: optionalText(values.description) }),
    create: ({ name, description }) =>
      createFamily({ ...nonEmpty({ description, position: context?.position }), name }),
    update: (id, changes) => updateFamily(id, changes),
    upload: { fields: ['icon'], send: (id, files) => uploadFamilyIcon(id, files.icon!) },
    failTitle: 'No se pudo guardar la familia',
    onSaved,
    onClose,
  });

  return (
    <Form
      form={form}
      name="family"
      layout="vertical"
      requiredMark={false}
      onFinish={submit}
      initialValues={{
        name: initial?.name ?? '',
        description: initial?.description ?? '',
        icon: initial?.icon ?? null,
      }}
    >
      <Form.Item label="Nombre" name="name" rules={antdRules(rules.required)}>
        <Input autoFocus maxLength={120} />
      </Form.Item>
      <Form.Item label="Descripción" name="description">
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={500} />
      </Form.Item>
      <ImageFormItem name="icon" label="Icono" alt="Icono de la familia" previewSize={96} />
      <EditorFooter updating={Boolean(initial)} saving={saving} onCancel={onClose} />
    </Form>
  );
}
