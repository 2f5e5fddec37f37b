import { Button, Result } from 'antd';
import { useNavigate } from 'react-router-dom';

/** Shown where the plan lacks the section's scope (spec sections 2 and 6). */
export function DisabledView({ section }: { section?: string }) {
  const navigate = useNavigate();
  return (
    <Result
      status="info"
      title="Tu plan no incluye esta sección"
      subTitle={`${section ? `${section} no está disponible en tu plan actual. ` : ''}Mejora tu suscripción para activarla.`}
      extra={
        <Button type="primary" onClick={() => navigate('/billing')}>
          Ir a Facturación
        </Button>
      }
    />
  );
}
