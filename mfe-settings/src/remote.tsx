import { canUse, profileAtom, type RemoteModule } from '@menu/shared';
import { panelAllows } from '@menu/shared/roles';
import { SectionPage } from '@menu/shared/ui';
import { useAtomValue } from 'jotai';
import { Link, Navigate, useLocation } from '@menu/shared/router';
import { AccountTab } from './account/AccountTab';
import { BrandTab } from './brand/BrandTab';
import { GeneralTab } from './general/GeneralTab';
import { ApiIntegrationsTab } from './integrations/ApiIntegrationsTab';
import { IntegrationsTab } from './integrations/IntegrationsTab';
import { TeamTab } from './team/TeamTab';

function SettingsSection() {
  const profile = useAtomValue(profileAtom);
  const { pathname } = useLocation();
  const tabs = [
    { path: '/settings/general', label: 'General', children: <GeneralTab /> },
    { path: '/settings/account', label: 'Cuenta', children: <AccountTab /> },
    ...(canUse(profile, 'branding')
      ? [{ path: '/settings/customize', label: 'Identidad de marca', children: <BrandTab /> }]
      : []),
    { path: '/settings/marketing', label: 'Integraciones de marketing', children: <IntegrationsTab /> },
    // Equipo: the owner's (roles.json's panel rules; the API refuses the others anyway).
    ...(panelAllows(profile?.member?.role, '/settings/team')
      ? [{ path: '/settings/team', label: 'Equipo', children: <TeamTab /> }]
      : []),
    // Integraciones (API keys, webhooks): the owner's; a plan without them sees the invitation to upgrade.
    ...(panelAllows(profile?.member?.role, '/settings/integrations')
      ? [{ path: '/settings/integrations', label: 'Integraciones', children: <ApiIntegrationsTab /> }]
      : []),
  ];
  // Identidad de marca: its changes are in Menú > Historial (colours, fonts, logo), with the way back.
  const extra = pathname.startsWith('/settings/customize') ? (
    <Link to="/menu/historial?entity=brand">Historial</Link>
  ) : undefined;
  return <SectionPage title="Configuración" tabs={tabs} extra={extra} />;
}

const remote: RemoteModule = {
  routes: [
    { path: 'settings', element: <Navigate to="/settings/general" replace /> },
    { path: 'settings/*', element: <SettingsSection /> },
  ],
};

export default remote;
