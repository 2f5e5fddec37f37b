// The screens that say the plan lacks a section or a feature, each with a way to billing.
// ApiError comes from the '@menu/shared' singleton, so `instanceof` holds across apps.
import { ApiError, errorMessage, useRole } from '@menu/shared';
import { panelAllows } from '@menu/shared/roles';
import { Button, Result } from '@menu/shared/kit';
import type { ReactNode } from 'react';
import { useNavigate } from '@menu/shared/router';
import LockOutlined from '@ant-design/icons/es/icons/LockOutlined';

/** Where every 'Ir a Facturación' and 'Mejorar Suscripción' lands: the plan selector. */
export const BILLING_PATH = '/billing/plans';

/** The API refused a call because the plan lacks the section's scope (403 SCOPE_REQUIRED). */
export const isScopeRequired = (error: unknown) => error instanceof ApiError && error.code === 'SCOPE_REQUIRED';

interface PlanUpgradeProps {
  /**
   * 'disabled': the plan lacks a whole section (sidebar entry, route guard, API refusal);
   * 'upgrade': a section's own invitation to unlock it ('Obtén acceso', 'Mejorar Suscripción').
   */
  variant?: 'disabled' | 'upgrade';
  title?: ReactNode;
  description?: ReactNode;
}

const TEXTS = {
  disabled: {
    title: 'Tu plan no incluye esta sección',
    description: 'Mejora tu suscripción para activarla.',
    button: 'Ir a Facturación',
  },
  upgrade: {
    title: 'Obtén acceso',
    description: 'Mejora tu suscripción para usar esta función.',
    button: 'Mejorar Suscripción',
  },
} as const;

/** Said instead of the way to billing to a person whose role does not open Facturación. */
export const ASK_OWNER = 'Pide al propietario de la cuenta que mejore la suscripción.';

/**
 * One component for every "your plan does not include this" screen of the panel. Only a role
 * that opens Facturación (the owner) gets the button there; the others are told to ask the owner.
 */
export function PlanUpgrade({ variant = 'disabled', title, description }: PlanUpgradeProps) {
  const navigate = useNavigate();
  const pays = panelAllows(useRole(), BILLING_PATH);
  const texts = TEXTS[variant];
  return (
    <Result
      status="info"
      icon={variant === 'upgrade' ? <LockOutlined /> : undefined}
      title={title ?? texts.title}
      subTitle={pays ? (description ?? texts.description) : ASK_OWNER}
      extra={
        pays ? (
          <Button type="primary" onClick={() => navigate(BILLING_PATH)}>
            {texts.button}
          </Button>
        ) : undefined
      }
    />
  );
}

/** The section named in `section` (a sidebar label) is not part of the plan. */
export function SectionDisabled({ section }: { section?: string }) {
  return (
    <PlanUpgrade
      description={`${section ? `${section} no está disponible en tu plan actual. ` : ''}Mejora tu suscripción para activarla.`}
    />
  );
}

/**
 * The API answered SCOPE_REQUIRED (the plan changed after the panel loaded, or the section
 * was opened standalone): its Spanish message, and the way to billing.
 */
export function ScopeRequired({ error }: { error: unknown }) {
  return <PlanUpgrade title={errorMessage(error)} description="Mejora tu suscripción para activar esta sección." />;
}
