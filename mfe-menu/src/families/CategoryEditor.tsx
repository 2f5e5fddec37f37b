import { rules } from '@menu/shared';
import type { Schedule } from '@menu/shared/menu/schedule';
import {
  antdRules,
  EditorFooter,
  ScheduleField,
  EditorModal,
  type EditorProps,
  editorTitle,
  nonEmpty,
  optionalText,
  useEditorSave,
} from '@menu/shared/ui';
import { Input } from '@menu/shared/antd';
import { Form, Select } from '@menu/shared/antd/editor';
import { listQuery, queryClient } from '@menu/shared/data';
import { useQuery } from '@tanstack/react-query';
import { createCategory, updateCategory, type Category, type Family } from './api';

export interface CategoryEditorContext {
  /** The family a new category goes to (preselected; the user can pick another). */
  familyId?: number;
  /** Position of a new category: the number of categories in that family (it goes last). */
  position?: number;
  /** The families for the select, when the caller has them (else they are loaded). */
  families?: Array<Pick<Family, 'id' | 'name'>>;
}

interface Values {
  name: string;
  description?: string;
  family_id?: number;
  schedule: Schedule | null;
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

/**
 * The families for the select: the caller's when given, else the data cache's list (a list read
 * within its fresh time draws at once, and a family saved elsewhere in the panel shows here).
 */
function useFamilies(given?: Array<Pick<Family, 'id' | 'name'>>) {
  const cached = useQuery({ ...listQuery('/v1/families'), enabled: !given }, queryClient());
  return { families: given ?? cached.data, error: !given && cached.isError };
}

function CategoryForm({ initial, context, onClose, onSaved }: EditorProps<Category, CategoryEditorContext>) {
  const [form] = Form.useForm<Values>();
  const { families, error } = useFamilies(context?.families);
  const { saving, submit } = useEditorSave({
    form,
    initial: initial && {
      id: initial.id,
      fields: {
        name: initial.name,
        description: initial.description ?? null,
        family_id: initial.family_id,
        schedule: initial.schedule,
      },
    },
    fields: (values: Values) => ({
      name: values.name.trim(),
      description: optionalText(values.description),
      family_id: values.family_id!,
      schedule: values.schedule ?? null,
    }),
    create: ({ name, description, family_id: familyId, schedule }) => {
      // The given position is the count of the preselected family; elsewhere the API puts it last.
      const position = familyId === context?.familyId ? context?.position : undefined;
      return createCategory(familyId, { ...nonEmpty({ description, position, schedule }), name });
    },
    update: (id, changes) => updateCategory(id, changes),
    failTitle: 'No se pudo guardar la categoría',
    onSaved,
    onClose,
  });

  return (
    <Form
      form={form}
      name="category"
      layout="vertical"
      requiredMark={false}
      onFinish={submit}
      initialValues={{
        name: initial?.name ?? '',
        description: initial?.description ?? '',
        family_id: initial?.family_id ?? context?.familyId,
        schedule: initial?.schedule ?? null,
      }}
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
      <Form.Item
        label="Horario"
        name="schedule"
        rules={antdRules(...rules.schedule)}
        extra="Fuera de horario, sus productos se ocultan o se muestran con su horario (Configuración > General)."
      >
        <ScheduleField />
      </Form.Item>
      <EditorFooter updating={Boolean(initial)} saving={saving} onCancel={onClose} />
    </Form>
  );
}
