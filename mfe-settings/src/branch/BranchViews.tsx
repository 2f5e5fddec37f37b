import { BranchViewsChart, useBranchViews } from '@menu/shared/features/multisucursal';
import { Alert, Spin, Typography } from '@menu/shared/antd';

/** The branch's public menu views over the last 30 days (the chart of Multisucursal's 'Visitas'). */
export function BranchViews({ branchId }: { branchId: number }) {
  const { byBranch, error } = useBranchViews(30);
  const views = byBranch?.get(branchId);
  return (
    <section aria-label="Visitas (30 días)" style={{ marginTop: 24 }}>
      <Typography.Title level={3} style={{ fontSize: 16 }}>
        Visitas (30 días)
      </Typography.Title>
      {views ? (
        <BranchViewsChart views={views} />
      ) : error !== undefined ? (
        <Alert type="warning" showIcon title="No se pudieron cargar las visitas" />
      ) : (
        <Spin />
      )}
    </section>
  );
}
