import { errorMessage, rules } from '@menu/shared';
import { Alert, Input, Modal } from '@menu/shared/antd';
import { Checkbox, Form } from '@menu/shared/antd/editor';
import { WEBHOOK_EVENT_LABELS, WEBHOOK_EVENTS, type WebhookEvent } from '@menu/shared/menu/webhook-events';
import { antdRules, fieldErrors } from '@menu/shared/ui';
import { useState } from 'react';
import { ShownOnce } from './ShownOnce';
import { createWebhook, type NewWebhook, refreshWebhooks } from './webhooks';

interface Values {
  url: string;
  events: WebhookEvent[];
}

/** The signing secret, shown this once. */
const SECRET_WORDS = {
  label: 'Secreto de firma',
  title: 'Guarda el secreto ahora: no volverás a verlo',
  description: 'Tu sistema lo usa para comprobar la firma (X-Menu-Signature) de cada envío.',
  copied: 'Secreto copiado',
  copyFailed: 'No se pudo copiar el secreto: selecciónalo y cópialo.',
};

/** 'Agregar webhook': the URL and the events it hears; then its signing secret, once. */
export function CreateWebhookModal({ open, onClose }: { open: boolean; onClose(): void }) {
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [created, setCreated] = useState<NewWebhook | null>(null);

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
      setCreated(await createWebhook({ url: values.url.trim(), events: values.events }));
      await refreshWebhooks();
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
      title={created ? 'Webhook agregado' : 'Agregar webhook'}
      okText="Agregar"
      cancelText="Cancelar"
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={close}
      footer={created ? null : undefined}
      destroyOnHidden
    >
      {created ? (
        <ShownOnce value={created.secret} words={SECRET_WORDS} onDone={close} />
      ) : (
        <Form
          form={form}
          name="webhook"
          layout="vertical"
          requiredMark={false}
          onFinish={submit}
          initialValues={{ events: ['menu.changed'] }}
          preserve={false}
        >
          <Form.Item
            label="URL"
            name="url"
            htmlFor="webhook-url"
            rules={antdRules(rules.required)}
            extra="Una dirección https pública de tu sistema, por ejemplo https://pos.ejemplo.com/menu."
          >
            <Input id="webhook-url" autoComplete="off" maxLength={2000} inputMode="url" />
          </Form.Item>
          <Form.Item
            label="Eventos"
            name="events"
            rules={[{ required: true, type: 'array', min: 1, message: 'Elige al menos un evento.' }]}
          >
            <Checkbox.Group
              style={{ display: 'grid', gap: 8 }}
              options={WEBHOOK_EVENTS.map((event) => ({ value: event, label: WEBHOOK_EVENT_LABELS[event] }))}
            />
          </Form.Item>
          {problem && <Alert type="error" showIcon title={problem} />}
        </Form>
      )}
    </Modal>
  );
}
