import ArrowLeftOutlined from '@ant-design/icons/es/icons/ArrowLeftOutlined';
import { Button, Typography } from '@menu/shared/antd';
import type { ReactNode } from 'react';

/** A step's heading with its 'Regresar' button (the step before, or /billing from the first one). */
export function StepHeader({
  title,
  onBack,
  backDisabled,
}: {
  title: ReactNode;
  onBack: () => void;
  backDisabled?: boolean;
}) {
  return (
    <div className="plan-flow__head">
      <Button icon={<ArrowLeftOutlined />} onClick={onBack} disabled={backDisabled}>
        Regresar
      </Button>
      <Typography.Title level={4} className="plan-flow__title">
        {title}
      </Typography.Title>
    </div>
  );
}
