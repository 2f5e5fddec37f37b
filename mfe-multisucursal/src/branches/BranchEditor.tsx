import { EditorFooter, EditorModal, editorTitle, useEditorSave, type EditorProps } from '@menu/shared/ui';
import {
  BranchFields,
  branchCreateBody,
  branchPayload,
  branchSaved,
  branchValues,
  type BranchValues,
  type TemplateOption,
} from '@menu/shared/features/multisucursal';
import { Form } from '@menu/shared/antd/editor';
import { createBranch, updateBranch, type Branch } from './api';

type BranchEditorProps = EditorProps<Branch> & {
  /** The account's templates; undefined hides the Plantilla select (none available). */
  templates?: TemplateOption[];
};

/** Agregar / Actualizar sucursal: the branch fields of the kit (BranchFields). */
export function BranchEditor(props: BranchEditorProps) {
  return (
    <EditorModal open={props.open} title={editorTitle(props.initial, 'sucursal')} onClose={props.onClose} width={620}>
      <BranchForm {...props} />
    </EditorModal>
  );
}

function BranchForm({ initial, templates, onClose, onSaved }: BranchEditorProps) {
  const [form] = Form.useForm<BranchValues>();
  const withTemplate = templates !== undefined;
  const { saving, submit } = useEditorSave({
    form,
    initial: initial && { id: initial.id, fields: branchSaved(initial) },
    fields: (values: BranchValues) => branchPayload(values, { withTemplate }),
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
      initialValues={branchValues(initial)}
    >
      <BranchFields templates={templates} />
      <EditorFooter updating={Boolean(initial)} saving={saving} onCancel={onClose} />
    </Form>
  );
}
