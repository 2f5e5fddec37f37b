import { rules } from '@menu/shared';
import { useBranches } from '@menu/shared/data';
import { Input } from '@menu/shared/antd';
import { Form, Select } from '@menu/shared/antd/editor';
import { antdRules, EditorFooter, EditorModal, editorTitle, useEditorSave, type EditorProps } from '@menu/shared/ui';
import { createRegion, updateRegion, type Region } from './api';

interface RegionValues {
  name: string;
  sucursal_ids: number[];
}

/** Agregar / Actualizar región: its name and its branches (a branch is in one region at most). */
export function RegionEditor(props: EditorProps<Region>) {
  return (
    <EditorModal open={props.open} title={editorTitle(props.initial, 'región')} onClose={props.onClose}>
      <RegionForm {...props} />
    </EditorModal>
  );
}

const fields = ({ name, sucursal_ids }: RegionValues) => ({ name: name.trim(), sucursal_ids: sucursal_ids ?? [] });

function RegionForm({ initial, onClose, onSaved }: EditorProps<Region>) {
  const [form] = Form.useForm<RegionValues>();
  const { data: branches } = useBranches();
  const { saving, submit } = useEditorSave({
    form,
    initial: initial && { id: initial.id, fields: { name: initial.name, sucursal_ids: initial.sucursal_ids } },
    fields,
    create: (values) => createRegion(values),
    // Only what changed; `sucursal_ids` is the region's whole set of branches.
    update: (id, changes) => updateRegion(id, changes),
    failTitle: 'No se pudo guardar la región',
    onSaved,
    onClose,
  });

  return (
    <Form
      form={form}
      name="region"
      layout="vertical"
      requiredMark={false}
      onFinish={submit}
      initialValues={{ name: initial?.name ?? '', sucursal_ids: initial?.sucursal_ids ?? [] }}
    >
      <Form.Item name="name" label="Nombre" rules={antdRules(rules.required, rules.singleLineText)}>
        <Input maxLength={200} autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="sucursal_ids"
        label="Sucursales"
        tooltip="Una sucursal pertenece a una región como máximo: elegirla aquí la saca de la que tenía."
      >
        <Select
          mode="multiple"
          placeholder="Elige las sucursales de la región"
          loading={!branches}
          options={(branches ?? []).map((b) => ({ value: b.id, label: b.name }))}
          showSearch={{ optionFilterProp: 'label' }}
        />
      </Form.Item>
      <EditorFooter updating={Boolean(initial)} saving={saving} onCancel={onClose} target="región" />
    </Form>
  );
}
