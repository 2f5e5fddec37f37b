import { ApiError, errorMessage } from '@menu/shared';
import { Button, Result } from 'antd';
import { useNavigate } from 'react-router-dom';

/** The API refused the call because the plan lacks the section's scope (403 SCOPE_REQUIRED). */
export const isScopeRequired = (error: unknown) => error instanceof ApiError && error.code === 'SCOPE_REQUIRED';

/**
 * Shown instead of a board when the API answers SCOPE_REQUIRED (the plan changed after the
 * panel loaded, or the section was opened standalone): the API's Spanish message and a way
 * to billing, like the shell's disabled view.
 */
export function ScopeRequired({ error }: { error: unknown }) {
  const navigate = useNavigate();
  return (
    <Result
      status="info"
      title={errorMessage(error)}
      subTitle="Mejora tu suscripción para activar esta sección."
      extra={
        <Button type="primary" onClick={() => navigate('/billing')}>
          Ir a Facturación
        </Button>
      }
    />
  );
}
