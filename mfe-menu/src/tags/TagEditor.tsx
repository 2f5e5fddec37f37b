import { rules } from '@menu/shared';
import { antdRules, changed, EditorFooter, EditorModal, type EditorProps, editorTitle, nonEmpty, saveErrorMessage } from '@menu/shared/ui';
import { App, Form, Input } from 'antd';
import { useRef, useState } from 'react';
import { createTag, updateTag, type Tag, type TagUpdate } from './api';
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
  const { notification } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const saved = useRef({ id: initial?.id, name: initial?.name, icon: initial?.icon ?? null });

  const submit = async (values: Values) => {
    setSaving(true);
    const name = values.name.trim();
    const icon = values.icon ?? null;
    let id = saved.current.id;
    try {
      if (id === undefined) {
        ({ id } = await createTag({ ...nonEmpty({ icon }), name }));
      } else {
        const body: TagUpdate = changed({ name: saved.current.name, icon: saved.current.icon }, { name, icon });
        if (Object.keys(body).length) await updateTag(id, body);
      }
      saved.current = { id, name, icon };
    } catch (error) {
      notification.error({ title: 'No se pudo guardar la etiqueta', description: saveErrorMessage(error) });
      setSaving(false);
      return;
    }
    setSaving(false);
    onSaved(id);
    onClose();
  };

  return (
    <Form form={form} name="tag" layout="vertical" requiredMark={false} onFinish={submit} initialValues={{ name: initial?.name ?? '', icon: initial?.icon ?? null }}>
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
