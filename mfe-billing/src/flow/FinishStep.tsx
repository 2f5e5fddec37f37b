import { Button } from '@menu/shared/antd';
import { Result } from '@menu/shared/kit';
import { useCallback, useEffect } from 'react';
import { useNavigate } from '@menu/shared/router';
import { useRefreshPlan } from '../refreshPlan';

/** How long the success shows before the panel moves on to Facturación. */
export const FINISH_SHOW_MS = 1500;

/**
 * The change is done: the plan (scopes, sections, limits) is read again into the shared store at
 * once, and the panel moves on to Facturación shortly, or at once with 'Ir a Facturación'.
 */
export function FinishStep({ summary }: { summary: string }) {
  const navigate = useNavigate();
  const refreshPlan = useRefreshPlan();
  const leave = useCallback(() => navigate('/billing'), [navigate]);

  useEffect(() => {
    void refreshPlan();
  }, [refreshPlan]);

  useEffect(() => {
    const timer = window.setTimeout(leave, FINISH_SHOW_MS);
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
