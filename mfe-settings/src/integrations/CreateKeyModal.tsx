import { errorMessage, rules } from '@menu/shared';
import { Alert, Input, Modal } from '@menu/shared/antd';
import { Form, Radio } from '@menu/shared/antd/editor';
import { antdRules, fieldErrors } from '@menu/shared/ui';
import { useState } from 'react';
import { ShownOnce } from './ShownOnce';
import { createApiKey, type KeyScope, type NewKey, refreshApiKeys, SCOPE_LABELS } from './apiKeys';

interface Values {
  name: string;
  scope: KeyScope;
}

/** The key, shown this once (the API keeps only its hash). */
const KEY_WORDS = {
  label: 'Clave de API',
  title: 'Guárdala ahora: no volverás a verla',
  description: 'Cópiala en tu sistema (punto de venta, app de reparto). Si la pierdes, revócala y crea otra.',
  copied: 'Clave copiada',
  copyFailed: 'No se pudo copiar la clave: selecciónala y cópiala.',
};

/**
 * 'Crear clave': Nombre and Permiso ('Lectura' or 'Lectura y escritura'); then the key, once,
 * with a way to copy it. Closing it any way leaves the list with the new key's prefix only.
 */
export function CreateKeyModal({ open, onClose }: { open: boolean; onClose(): void }) {
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [created, setCreated] = useState<NewKey | null>(null);

  const close = () => {
    setProblem(null);
    setCreated(null);
    form.resetFields();
    onClose();
  };

  const submit = async (values: Values) => {
    setSaving(true);
    setProblem(null);
    try {
      setCreated(await createApiKey({ name: values.name.trim(), scope: values.scope }));
      await refreshApiKeys();
    } catch (error) {
      const onFields = fieldErrors(error);
      if (onFields.length) form.setFields(onFields as Parameters<typeof form.setFields>[0]);
      else setProblem(errorMessage(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title={created ? `Clave «${created.name}»` : 'Crear clave de API'}
      okText="Crear clave"
      cancelText="Cancelar"
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={close}
      footer={created ? null : undefined}
      destroyOnHidden
    >
      {created ? (
        <ShownOnce value={created.key} words={KEY_WORDS} onDone={close} />
      ) : (
        <Form
          form={form}
          name="api-key"
          layout="vertical"
          requiredMark={false}
          onFinish={submit}
          initialValues={{ scope: 'read' }}
          preserve={false}
        >
          <Form.Item
            label="Nombre"
            name="name"
            htmlFor="api-key-name"
            rules={antdRules(rules.required)}
            extra="Quién la usará, por ejemplo «Punto de venta»."
          >
            <Input id="api-key-name" autoComplete="off" maxLength={100} />
          </Form.Item>
          <Form.Item label="Permiso" name="scope">
            <Radio.Group
              options={(['read', 'write'] as const).map((scope) => ({ value: scope, label: SCOPE_LABELS[scope] }))}
            />
          </Form.Item>
          {problem && <Alert type="error" showIcon title={problem} />}
        </Form>
      )}
    </Modal>
  );
}
