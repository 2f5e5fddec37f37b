import { rules } from '@menu/shared';
import {
  antdRules,
  EditorFooter,
  EditorModal,
  type EditorProps,
  editorTitle,
  nonEmpty,
  useEditorSave,
} from '@menu/shared/ui';
import { Input } from '@menu/shared/antd';
import { Form } from '@menu/shared/antd/editor';
import { createTag, updateTag, type Tag } from './api';
import { IconPicker } from './IconPicker';

interface Values {
  name: string;
  icon?: string | null;
}

/** Agregar / Actualizar etiqueta: name (required) and an icon from TAG_ICONS. */
export function TagEditor(props: EditorProps<Tag>) {
  return (
    <EditorModal open={props.open} title={editorTitle(props.initial, 'etiqueta')} onClose={props.onClose} width={620}>
      <TagForm {...props} />
    </EditorModal>
  );
}

function TagForm({ initial, onClose, onSaved }: EditorProps<Tag>) {
  const [form] = Form.useForm<Values>();
  const { saving, submit } = useEditorSave({
    form,
    initial: initial && { id: initial.id, fields: { name: initial.name, icon: initial.icon ?? null } },
    fields: (values: Values) => ({ name: values.name.trim(), icon: values.icon ?? null }),
    create: ({ name, icon }) => createTag({ ...nonEmpty({ icon }), name }),
    update: (id, changes) => updateTag(id, changes),
    failTitle: 'No se pudo guardar la etiqueta',
    onSaved,
    onClose,
  });

  return (
    <Form
      form={form}
      name="tag"
      layout="vertical"
      requiredMark={false}
      onFinish={submit}
      initialValues={{ name: initial?.name ?? '', icon: initial?.icon ?? null }}
    >
      <Form.Item label="Nombre" name="name" rules={antdRules(rules.required)}>
        <Input autoFocus maxLength={60} />
      </Form.Item>
      <Form.Item label="Icono" name="icon">
        <IconPicker />
      </Form.Item>
      <EditorFooter updating={Boolean(initial)} saving={saving} onCancel={onClose} />
    </Form>
  );
}
