import { errorMessage, profileAtom, rules } from '@menu/shared';
import { antdRules, useNotify } from '@menu/shared/ui';
import { Button, Input } from '@menu/shared/antd';
import { Form } from '@menu/shared/antd/editor';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { renameMe } from './api';

/**
 * The signed-in person's name, as Equipo and Historial show them. The owner's starts as the
 * company's (the account's first member had no name of their own); a member's is the one they
 * chose accepting the invitation.
 */
export function NameForm() {
  const profile = useAtomValue(profileAtom);
  const { notification } = useNotify();
  const [form] = Form.useForm<{ name: string }>();
  const [saving, setSaving] = useState(false);
  const current = profile?.member?.name ?? '';
  const typed = Form.useWatch('name', form);

  const submit = async ({ name }: { name: string }) => {
    setSaving(true);
    try {
      await renameMe(name.trim());
      notification.success({ title: 'Nombre actualizado' });
    } catch (error) {
      notification.error({ title: 'El nombre no fue actualizado', description: errorMessage(error) });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form
      key={current}
      form={form}
      layout="vertical"
      onFinish={submit}
      initialValues={{ name: current }}
      style={{ maxWidth: 420 }}
      requiredMark={false}
    >
      <Form.Item
        label="Tu nombre"
        name="name"
        extra="Así te ven tu equipo y el historial de cambios."
        rules={antdRules(rules.required, rules.singleLineText)}
      >
        <Input autoComplete="name" maxLength={200} />
      </Form.Item>
      <Button htmlType="submit" loading={saving} disabled={!typed?.trim() || typed.trim() === current}>
        Guardar nombre
      </Button>
    </Form>
  );
}
