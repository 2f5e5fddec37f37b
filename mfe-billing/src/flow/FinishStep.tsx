import { Button, Result } from '@menu/shared/antd';
import { useCallback, useEffect } from 'react';
import { useNavigate } from '@menu/shared/router';
import { reloadPage } from '../reload';

/** How long the success shows before the panel reloads on Facturación. */
export const FINISH_RELOAD_MS = 1500;

/**
 * The change is done: the plan (scopes, sections, limits) is read again by reloading the page,
 * on Facturación, shortly or at once with 'Ir a Facturación'.
 */
export function FinishStep({ summary }: { summary: string }) {
  const navigate = useNavigate();
  const leave = useCallback(() => {
    navigate('/billing');
    reloadPage();
  }, [navigate]);

  useEffect(() => {
    const timer = window.setTimeout(leave, FINISH_RELOAD_MS);
    return () => window.clearTimeout(timer);
  }, [leave]);

  return (
    <Result
      status="success"
      title="¡Listo! Tu plan se actualizó"
      subTitle={summary}
      extra={
        <Button type="primary" onClick={leave}>
          Ir a Facturación
        </Button>
      }
    />
  );
}
