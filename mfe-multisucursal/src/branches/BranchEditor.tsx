import { EditorFooter, EditorModal, editorTitle, useEditorSave, type EditorProps } from '@menu/shared/ui';
import {
  BranchFields,
  branchCreateBody,
  branchPayload,
  branchSaved,
  branchValues,
  type BranchValues,
  type RegionChoice,
  type TemplateOption,
  useTableService,
} from '@menu/shared/features/multisucursal';
import { Form } from '@menu/shared/antd/editor';
import { createBranch, updateBranch, type Branch } from './api';

type BranchEditorProps = EditorProps<Branch> & {
  /** The account's templates; undefined hides the Plantilla select (none available). */
  templates?: TemplateOption[];
  /** The account's regions (Multisucursal > Regiones); undefined hides the Región select. */
  regions?: RegionChoice;
};

type Values = BranchValues & { region_id?: number | null };

/** Agregar / Actualizar sucursal: the branch fields of the kit (BranchFields), with its region. */
export function BranchEditor(props: BranchEditorProps) {
  return (
    <EditorModal open={props.open} title={editorTitle(props.initial, 'sucursal')} onClose={props.onClose} width={620}>
      <BranchForm {...props} />
    </EditorModal>
  );
}

function BranchForm({ initial, templates, regions, onClose, onSaved }: BranchEditorProps) {
  const [form] = Form.useForm<Values>();
  const withTemplate = templates !== undefined;
  // The table service's switch is sent only on a plan that offers it (the API refuses it elsewhere).
  const withTableOrders = useTableService();
  // The region is sent only where the form shows it, and (an update) only when it changed.
  const withRegion = (payload: ReturnType<typeof branchPayload>, regionId: number | null | undefined) =>
    regions ? { ...payload, region_id: regionId ?? null } : payload;
  const { saving, submit } = useEditorSave({
    form,
    initial: initial && { id: initial.id, fields: withRegion(branchSaved(initial), initial.region_id) },
    fields: (values: Values) => withRegion(branchPayload(values, { withTemplate, withTableOrders }), values.region_id),
    // A create sends only what was filled in; an update what changed, emptied values as null.
    create: (fields) => createBranch(branchCreateBody(fields)),
    update: (id, changes) => updateBranch(id, changes),
    failTitle: 'No se pudo guardar la sucursal',
    onSaved,
    onClose,
  });

  return (
    <Form
      form={form}
      name="sucursal"
      layout="vertical"
      requiredMark={false}
      onFinish={submit}
      initialValues={{ ...branchValues(initial), region_id: initial?.region_id ?? null }}
    >
      <BranchFields templates={templates} regions={regions} />
      <EditorFooter updating={Boolean(initial)} saving={saving} onCancel={onClose} />
    </Form>
  );
}
