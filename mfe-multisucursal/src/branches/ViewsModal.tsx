import { BranchViewsChart, type BranchViews } from '@menu/shared/features/multisucursal';
import { Modal, Spin } from '@menu/shared/antd';
import type { Branch } from './api';

/** 'Visitas': a branch's public menu views over the last 30 days, per day or per table ('Por mesa'). */
export function ViewsModal({
  branch,
  views,
  onClose,
}: {
  branch: Branch;
  views: BranchViews | undefined;
  onClose(): void;
}) {
  return (
    <Modal open title={`Visitas de ${branch.name} (30 días)`} footer={null} onCancel={onClose} width={720}>
      {views ? <BranchViewsChart views={views} /> : <Spin />}
    </Modal>
  );
}
