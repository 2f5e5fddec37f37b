import { errorMessage, rules } from '@menu/shared';
import { Alert, Button, Input, Modal, Space, Typography } from '@menu/shared/antd';
import { Checkbox, Form } from '@menu/shared/antd/editor';
import { WEBHOOK_EVENT_LABELS, WEBHOOK_EVENTS, type WebhookEvent } from '@menu/shared/menu/webhook-events';
import { antdRules, fieldErrors, useNotify } from '@menu/shared/ui';
import { useState } from 'react';
import { createWebhook, type NewWebhook, refreshWebhooks } from './webhooks';

interface Values {
  url: string;
  events: WebhookEvent[];
}

/** The signing secret, shown this once, with 'Copiar'. */
function SecretOnce({ created, onDone }: { created: NewWebhook; onDone(): void }) {
  const { message } = useNotify();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(created.secret);
      message.success('Secreto copiado');
    } catch {
      message.error('No se pudo copiar el secreto: selecciónalo y cópialo.');
    }
  };
  return (
    <div>
      <Alert
        type="warning"
        showIcon
        title="Guarda el secreto ahora: no volverás a verlo"
        description="Tu sistema lo usa para comprobar la firma (X-Menu-Signature) de cada envío."
        style={{ marginBottom: 16 }}
      />
      <Typography.Paragraph>
        <Input readOnly aria-label="Secreto de firma" value={created.secret} style={{ fontFamily: 'monospace' }} />
      </Typography.Paragraph>
      <Space wrap>
        <Button onClick={copy}>Copiar</Button>
        <Button type="primary" onClick={onDone}>
          Listo
        </Button>
      </Space>
    </div>
  );
}

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
        <SecretOnce created={created} onDone={close} />
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
