import { ViewsChart, type BranchViews } from '@menu/shared/features/multisucursal';
import { Modal, Spin } from '@menu/shared/antd';
import type { Sucursal } from './api';

/** 'Visitas': a branch's public menu views over the last 30 days, as the chart of the kit. */
export function ViewsModal({ sucursal, views, onClose }: { sucursal: Sucursal; views: BranchViews | undefined; onClose(): void }) {
  return (
    <Modal open title={`Visitas de ${sucursal.name} (30 días)`} footer={null} onCancel={onClose} width={720}>
      {views ? <ViewsChart days={views.days} /> : <Spin />}
    </Modal>
  );
}
