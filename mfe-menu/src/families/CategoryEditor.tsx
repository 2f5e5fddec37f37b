import { rules } from '@menu/shared';
import { antdRules, changed, EditorFooter, EditorModal, type EditorProps, editorTitle, nonEmpty, optionalText, saveErrorMessage } from '@menu/shared/ui';
import { App, Form, Input, Select } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { createCategory, listFamilies, updateCategory, type Category, type CategoryUpdate, type Family } from './api';

export interface CategoryEditorContext {
  /** The family a new category goes to (preselected; the user can pick another). */
  familyId?: number;
  /** Position of a new category: the number of categories in that family (spec section 4). */
  position?: number;
  /** The families for the select, when the caller has them (else they are loaded). */
  families?: Array<Pick<Family, 'id' | 'name'>>;
}

interface Values {
  name: string;
  description?: string;
  family_id?: number;
}

/**
 * Agregar / Actualizar categoría: name (required), description and the family it
 * belongs to; choosing another family moves it there (family_id).
 */
export function CategoryEditor(props: EditorProps<Category, CategoryEditorContext>) {
  return (
    <EditorModal open={props.open} title={editorTitle(props.initial, 'categoría')} onClose={props.onClose}>
      <CategoryForm {...props} />
    </EditorModal>
  );
}

function useFamilies(given?: Array<Pick<Family, 'id' | 'name'>>) {
  const [loaded, setLoaded] = useState<Array<Pick<Family, 'id' | 'name'>>>();
  const [error, setError] = useState(false);
  const needed = !given;
  useEffect(() => {
    if (!needed) return;
    let live = true;
    listFamilies().then(
      (list) => live && setLoaded(list.map(({ id, name }) => ({ id, name }))),
      () => live && setError(true),
    );
    return () => {
      live = false;
    };
  }, [needed]);
  return { families: given ?? loaded, error };
}

function CategoryForm({ initial, context, onClose, onSaved }: EditorProps<Category, CategoryEditorContext>) {
  const { notification } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const { families, error } = useFamilies(context?.families);
  const saved = useRef({
    id: initial?.id,
    name: initial?.name,
    description: initial?.description ?? null,
    family_id: initial?.family_id,
  });

  const submit = async (values: Values) => {
    setSaving(true);
    const name = values.name.trim();
    const description = optionalText(values.description);
    const familyId = values.family_id!;
    let id = saved.current.id;
    try {
      if (id === undefined) {
        // The given position is the count of the preselected family; elsewhere the API puts it last.
        const position = familyId === context?.familyId ? context?.position : undefined;
        ({ id } = await createCategory(familyId, { ...nonEmpty({ description, position }), name }));
      } else {
        const body: CategoryUpdate = changed(
          { name: saved.current.name, description: saved.current.description, family_id: saved.current.family_id },
          { name, description, family_id: familyId },
        );
        if (Object.keys(body).length) await updateCategory(id, body);
      }
      saved.current = { id, name, description, family_id: familyId };
    } catch (e) {
      notification.error({ title: 'No se pudo guardar la categoría', description: saveErrorMessage(e) });
      setSaving(false);
      return;
    }
    setSaving(false);
    onSaved(id);
    onClose();
  };

  return (
    <Form
      form={form}
      name="category"
      layout="vertical"
      requiredMark={false}
      onFinish={submit}
      initialValues={{ name: initial?.name ?? '', description: initial?.description ?? '', family_id: initial?.family_id ?? context?.familyId }}
    >
      <Form.Item label="Nombre" name="name" rules={antdRules(rules.required)}>
        <Input autoFocus maxLength={120} />
      </Form.Item>
      <Form.Item label="Descripción" name="description">
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={500} />
      </Form.Item>
      <Form.Item
        label="Familia"
        name="family_id"
        rules={antdRules(rules.required)}
        extra={error ? 'No se pudieron cargar las familias.' : undefined}
      >
        <Select
          loading={!families && !error}
          options={(families ?? []).map((family) => ({ value: family.id, label: family.name }))}
          placeholder="Selecciona una familia"
          showSearch={{ optionFilterProp: 'label' }}
        />
      </Form.Item>
      <EditorFooter updating={Boolean(initial)} saving={saving} onCancel={onClose} />
    </Form>
  );
}
