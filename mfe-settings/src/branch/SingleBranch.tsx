import EyeOutlined from '@ant-design/icons/es/icons/EyeOutlined';
import LinkOutlined from '@ant-design/icons/es/icons/LinkOutlined';
import { errorMessage, isFranchise, type Profile, type Branch } from '@menu/shared';
import { useEditorSave, useNotify } from '@menu/shared/ui';
import {
  BranchFields,
  branchPayload,
  branchSaved,
  branchValues,
  ShareLinkModal,
  updateBranch,
  useTableService,
  type BranchValues,
} from '@menu/shared/features/multisucursal';
import { Alert, Button, Divider, Space, Spin, Typography } from '@menu/shared/antd';
import { Form } from '@menu/shared/antd/editor';
import { previewUrl } from '@menu/shared/menu/preview';
import { useState } from 'react';
import { listQuery, queryClient, useBranches, type ListOf } from '@menu/shared/data';
import { BranchViews } from './BranchViews';

export const BRANCH_SAVED = 'Sucursal actualizada';

/** Below a tab's own form: the account's one branch, for plans other than FRANCHISES (they manage branches in Multisucursal). */
export function SingleBranchSection({ profile }: { profile: Profile }) {
  if (isFranchise(profile)) return null;
  return (
    <>
      <Divider />
      <SingleBranch />
    </>
  );
}

/**
 * The account's one branch (plans other than FRANCHISES), on General and on Integraciones de
 * marketing: the kit's branch fields (no template), 'Guardar' (only what changed, emptied
 * values as null), 'Vista Previa' (its public menu, new tab) and 'Generar Link' (the kit's modal);
 * below, its public menu views of the last 30 days.
 */
export function SingleBranch() {
  // The branches list of the panel's data cache (the header's 'Ver Menú' reads the same one);
  // a save writes the answered branch into it.
  const branches = useBranches();
  const state = {
    branch: branches.data ? (branches.data[0] ?? null) : undefined,
    error: branches.isError ? branches.error : undefined,
  };
  const saved = (branch: Branch) =>
    queryClient().setQueryData<ListOf<'/v1/sucursales'>>(listQuery('/v1/sucursales').queryKey, (list) =>
      list?.map((other) => (other.id === branch.id ? branch : other)),
    );

  return (
    <section aria-label="Sucursal" style={{ maxWidth: 620 }}>
      <Typography.Title level={2} style={{ fontSize: 18 }}>
        Sucursal
      </Typography.Title>
      {state.error !== undefined ? (
        <Alert type="error" showIcon title="No se pudo cargar la sucursal" description={errorMessage(state.error)} />
      ) : state.branch === undefined ? (
        <Spin />
      ) : state.branch === null ? (
        <Typography.Paragraph type="secondary">Tu cuenta aún no tiene sucursal.</Typography.Paragraph>
      ) : (
        <>
          <BranchForm branch={state.branch} onChange={saved} />
          <BranchViews branchId={state.branch.id} />
        </>
      )}
    </section>
  );
}

function BranchForm({ branch, onChange }: { branch: Branch; onChange(branch: Branch): void }) {
  const { notification } = useNotify();
  const [form] = Form.useForm<BranchValues>();
  const [sharing, setSharing] = useState(false);
  // The table service's switch is sent only on a plan that offers it (the API refuses it elsewhere).
  const withTableOrders = useTableService();
  const { saving, submit } = useEditorSave({
    form,
    initial: { id: branch.id, fields: branchSaved(branch) },
    fields: (values: BranchValues) => branchPayload(values, { withTemplate: false, withTableOrders }),
    create: () => Promise.reject(new Error('the branch exists')),
    update: async (id, changes) => onChange(await updateBranch(id, changes)),
    failTitle: 'No se pudo guardar la sucursal',
    onSaved: () => notification.success({ title: BRANCH_SAVED }),
    onClose: () => undefined,
  });

  return (
    <>
      <Form
        form={form}
        name="sucursal"
        layout="vertical"
        requiredMark={false}
        onFinish={submit}
        initialValues={branchValues(branch)}
      >
        <BranchFields />
        <Space wrap>
          <Button type="primary" htmlType="submit" loading={saving}>
            Guardar
          </Button>
          <Button icon={<EyeOutlined />} href={previewUrl(branch.menu_url)} target="_blank" rel="noopener noreferrer">
            Vista Previa
          </Button>
          <Button icon={<LinkOutlined />} onClick={() => setSharing(true)}>
            Generar Link
          </Button>
        </Space>
      </Form>
      <ShareLinkModal branch={branch} open={sharing} onClose={() => setSharing(false)} onSaved={onChange} />
    </>
  );
}
