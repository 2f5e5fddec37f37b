import { imageRemoved, imageToUpload, rules, type ImageValue } from '@menu/shared';
import { antdRules, changed, EditorFooter, EditorModal, type EditorProps, editorTitle, ImageField, nonEmpty, optionalText, saveErrorMessage } from '@menu/shared/ui';
import { App, Form, Input } from 'antd';
import { useRef, useState } from 'react';
import { createFamily, updateFamily, uploadFamilyIcon, type Family, type FamilyUpdate } from './api';

export interface FamilyEditorContext {
  /** Position of a new family: the number of families (spec section 4). */
  position?: number;
}

interface Values {
  name: string;
  description?: string;
  icon?: ImageValue;
}

/** Agregar / Actualizar familia: name (required), description, icon image (spec section 2). */
export function FamilyEditor(props: EditorProps<Family, FamilyEditorContext>) {
  return (
    <EditorModal open={props.open} title={editorTitle(props.initial, 'familia')} onClose={props.onClose}>
      <FamilyForm {...props} />
    </EditorModal>
  );
}

function FamilyForm({ initial, context, onClose, onSaved }: EditorProps<Family, FamilyEditorContext>) {
  const { notification } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  // What the server holds: the item (once created, later saves update it) and its fields.
  const saved = useRef<{ id?: number; name?: string; description?: string | null; icon: string | null }>({
    id: initial?.id,
    name: initial?.name,
    description: initial?.description ?? null,
    icon: initial?.icon ?? null,
  });

  const submit = async (values: Values) => {
    setSaving(true);
    const name = values.name.trim();
    const description = optionalText(values.description);
    let id = saved.current.id;
    try {
      if (id === undefined) {
        ({ id } = await createFamily({ ...nonEmpty({ description, position: context?.position }), name }));
      } else {
        const body: FamilyUpdate = changed({ name: saved.current.name, description: saved.current.description }, { name, description });
        if (imageRemoved(saved.current.icon, values.icon)) body.icon = null;
        if (Object.keys(body).length) await updateFamily(id, body);
      }
      saved.current = { ...saved.current, id, name, description, icon: values.icon ? saved.current.icon : null };
    } catch (error) {
      notification.error({ title: 'No se pudo guardar la familia', description: saveErrorMessage(error) });
      setSaving(false);
      return;
    }

    const file = imageToUpload(values.icon);
    if (file) {
      try {
        const { icon } = await uploadFamilyIcon(id, file);
        saved.current.icon = icon;
        form.setFieldValue('icon', icon);
      } catch (error) {
        // The family is saved; only its icon failed. Say why and let the user retry.
        const message = saveErrorMessage(error);
        form.setFields([{ name: 'icon', errors: [message] }]);
        notification.error({ title: 'La imagen no se guardó', description: message });
        setSaving(false);
        onSaved(id);
        return;
      }
    }
    setSaving(false);
    onSaved(id);
    onClose();
  };

  return (
    <Form
      form={form}
      name="family"
      layout="vertical"
      requiredMark={false}
      onFinish={submit}
      initialValues={{ name: initial?.name ?? '', description: initial?.description ?? '', icon: initial?.icon ?? null }}
    >
      <Form.Item label="Nombre" name="name" rules={antdRules(rules.required)}>
        <Input autoFocus maxLength={120} />
      </Form.Item>
      <Form.Item label="Descripción" name="description">
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={500} />
      </Form.Item>
      <Form.Item label="Icono" name="icon">
        <ImageField alt="Icono de la familia" previewSize={96} />
      </Form.Item>
      <EditorFooter updating={Boolean(initial)} saving={saving} onCancel={onClose} />
    </Form>
  );
}
