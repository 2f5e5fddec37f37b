import { ApiError, errorMessage, rules } from '@menu/shared';
import { Alert, Button, Input, Modal, Typography } from '@menu/shared/antd';
import { Form } from '@menu/shared/antd/editor';
import { queryClient } from '@menu/shared/data';
import { antdRules, fieldErrors } from '@menu/shared/ui';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import {
  createGlossaryTerm,
  deleteGlossaryTerm,
  GLOSSARY_KEY,
  type GlossaryTerm,
  listGlossary,
  updateGlossaryTerm,
} from './api';
import type { ColumnLanguage } from './TranslationRow';

interface Values {
  term: string;
  translations?: Record<string, string | undefined>;
}

/** The code the API gives a term already in the glossary (accents and case aside). */
export const TERM_EXISTS = 'GLOSSARY_TERM_EXISTS';

const GLOSSARY_CSS = `
.glossary-table { width: 100%; border-collapse: collapse; font-size: 13px; margin-bottom: 16px; }
.glossary-table th, .glossary-table td { border-bottom: 1px solid #f0eff5; padding: 6px 8px; text-align: left; vertical-align: top; }
.glossary-table thead th { background: #faf9fd; color: #4a4a5e; font-weight: 600; }
.glossary-same { color: #6d6d80; }
.glossary-actions { white-space: nowrap; text-align: right; }
.glossary-form { border-top: 1px solid #f0eff5; padding-top: 12px; }
.glossary-notice { margin: 0 0 8px; }
.glossary-notice-error { color: #b3261e; }
.glossary-languages { display: grid; grid-template-columns: repeat(auto-fill, minmax(180px, 1fr)); gap: 0 12px; }
`;

/** The form's translations as the API takes them: only the languages given a fixed text. */
const fixed = (translations: Values['translations']): Record<string, string> =>
  Object.fromEntries(
    Object.entries(translations ?? {})
      .map(([code, text]) => [code, (text ?? '').trim()] as const)
      .filter(([, text]) => text !== ''),
  );

/**
 * 'Glosario': the account's terms that stay as written in every language ('Tacos al pastor',
 * 'Mole poblano') or have a fixed translation in some; 'Rellenar con glosario' uses them.
 * Lists, adds, edits and deletes them (GET/POST/PUT/DELETE /v1/glossary).
 */
export function GlossaryModal({
  open,
  languages,
  onClose,
}: {
  open: boolean;
  languages: readonly ColumnLanguage[];
  onClose(): void;
}) {
  const terms = useQuery({ queryKey: [GLOSSARY_KEY], queryFn: listGlossary, enabled: open }, queryClient());
  // Untyped: the server names its fields as paths (translations.en), set as they come.
  const [form] = Form.useForm();
  const [editing, setEditing] = useState<GlossaryTerm | null>(null);
  const [deleting, setDeleting] = useState<number | null>(null);
  const [saving, setSaving] = useState(false);
  const [notice, setNotice] = useState<{ error: boolean; text: string } | null>(null);

  const refresh = () => queryClient().invalidateQueries({ queryKey: [GLOSSARY_KEY] });

  const startEdit = (term: GlossaryTerm) => {
    setEditing(term);
    setDeleting(null);
    form.resetFields();
    form.setFieldsValue({ term: term.term, translations: { ...term.translations } });
  };
  const stopEdit = () => {
    setEditing(null);
    form.resetFields();
  };

  const submit = async (values: Values) => {
    const body = { term: values.term.trim(), translations: fixed(values.translations) };
    setSaving(true);
    setNotice(null);
    try {
      if (editing) await updateGlossaryTerm(editing.id, body);
      else await createGlossaryTerm(body);
      setNotice({ error: false, text: editing ? `«${body.term}» actualizado` : `«${body.term}» agregado al glosario` });
      stopEdit();
      await refresh();
    } catch (error) {
      const onFields = fieldErrors(error);
      if (onFields.length) form.setFields(onFields);
      else if (error instanceof ApiError && error.code === TERM_EXISTS)
        form.setFields([{ name: 'term', errors: [error.message] }]);
      else setNotice({ error: true, text: errorMessage(error) });
    } finally {
      setSaving(false);
    }
  };

  const remove = async (term: GlossaryTerm) => {
    setDeleting(null);
    setNotice(null);
    try {
      await deleteGlossaryTerm(term.id);
      if (editing?.id === term.id) stopEdit();
      setNotice({ error: false, text: `«${term.term}» eliminado del glosario` });
      await refresh();
    } catch (error) {
      setNotice({ error: true, text: `No se pudo eliminar «${term.term}»: ${errorMessage(error)}` });
    }
  };

  let list: ReactNode;
  if (terms.error && !terms.data) {
    list = (
      <Alert
        type="error"
        showIcon
        title="No se pudo cargar el glosario"
        description={errorMessage(terms.error)}
        action={<Button onClick={() => void terms.refetch()}>Reintentar</Button>}
      />
    );
  } else if (!terms.data) {
    list = <Typography.Paragraph type="secondary">Cargando glosario…</Typography.Paragraph>;
  } else if (terms.data.length === 0) {
    list = <Typography.Paragraph type="secondary">Aún no hay términos en el glosario.</Typography.Paragraph>;
  } else {
    list = (
      <table className="glossary-table" aria-label="Términos del glosario">
        <thead>
          <tr>
            <th scope="col">Término</th>
            {languages.map((language) => (
              <th scope="col" key={language.code}>
                {language.name}
              </th>
            ))}
            <th scope="col" className="glossary-actions">
              Acciones
            </th>
          </tr>
        </thead>
        <tbody>
          {terms.data.map((term) => (
            <tr key={term.id} aria-label={term.term}>
              <th scope="row">{term.term}</th>
              {languages.map((language) => (
                <td key={language.code}>
                  {term.translations[language.code] ?? <span className="glossary-same">Igual</span>}
                </td>
              ))}
              <td className="glossary-actions">
                {deleting === term.id ? (
                  <>
                    <span>¿Eliminar? </span>
                    <Button size="small" danger onClick={() => void remove(term)}>
                      Sí, eliminar
                    </Button>{' '}
                    <Button size="small" onClick={() => setDeleting(null)}>
                      No
                    </Button>
                  </>
                ) : (
                  <>
                    <Button
                      size="small"
                      type="link"
                      aria-label={`Editar «${term.term}»`}
                      onClick={() => startEdit(term)}
                    >
                      Editar
                    </Button>
                    <Button
                      size="small"
                      type="link"
                      danger
                      aria-label={`Eliminar «${term.term}»`}
                      onClick={() => setDeleting(term.id)}
                    >
                      Eliminar
                    </Button>
                  </>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    );
  }

  return (
    <Modal
      open={open}
      title="Glosario"
      onCancel={onClose}
      footer={<Button onClick={onClose}>Cerrar</Button>}
      width={Math.min(960, 480 + languages.length * 120)}
      mask={{ closable: false }}
    >
      <style href="menu-glossary" precedence="default">
        {GLOSSARY_CSS}
      </style>
      <Typography.Paragraph type="secondary">
        Los términos del glosario se quedan como están escritos en todos los idiomas (por ejemplo «Tacos al pastor» o
        «Mole poblano»), salvo en los que les des una traducción fija. «Rellenar con glosario» los usa en los textos sin
        traducir.
      </Typography.Paragraph>
      <div role="status">
        {notice && (
          <p className={notice.error ? 'glossary-notice glossary-notice-error' : 'glossary-notice'}>{notice.text}</p>
        )}
      </div>
      {list}
      <section className="glossary-form" aria-label={editing ? `Editar «${editing.term}»` : 'Agregar término'}>
        <Typography.Title level={3} style={{ fontSize: 16 }}>
          {editing ? `Editar «${editing.term}»` : 'Agregar término'}
        </Typography.Title>
        <Form form={form} layout="vertical" requiredMark={false} onFinish={(values: Values) => void submit(values)}>
          <Form.Item label="Término" name="term" rules={antdRules(rules.required, rules.singleLineText)}>
            <Input maxLength={200} placeholder="Tacos al pastor" />
          </Form.Item>
          <div className="glossary-languages">
            {languages.map((language) => (
              <Form.Item
                key={language.code}
                label={`En ${language.name.toLowerCase()}`}
                name={['translations', language.code]}
                rules={antdRules(rules.singleLineText)}
              >
                <Input maxLength={200} placeholder="Igual que el término" />
              </Form.Item>
            ))}
          </div>
          <div style={{ display: 'flex', gap: 8, justifyContent: 'flex-end' }}>
            {editing && (
              <Button onClick={stopEdit} disabled={saving}>
                Cancelar
              </Button>
            )}
            <Button type="primary" htmlType="submit" loading={saving}>
              {editing ? 'Guardar cambios' : 'Agregar término'}
            </Button>
          </div>
        </Form>
      </section>
    </Modal>
  );
}
