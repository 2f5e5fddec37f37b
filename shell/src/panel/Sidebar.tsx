import { canAccess, profileAtom, SECTIONS, type SectionKey } from '@menu/shared';
import {
  AppstoreOutlined, CreditCardOutlined, LogoutOutlined, NotificationOutlined, PlayCircleOutlined, SettingOutlined, ShopOutlined, TagsOutlined,
} from '@menu/shared/ui';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router-dom';

const ICONS: Record<SectionKey, ReactNode> = {
  menu: <AppstoreOutlined />,
  promotions: <TagsOutlined />,
  advertising: <NotificationOutlined />,
  multisucursal: <ShopOutlined />,
  tutorials: <PlayCircleOutlined />,
  billing: <CreditCardOutlined />,
  settings: <SettingOutlined />,
};

/** Menú, Promociones, Publicidad, Multisucursal | Tutoriales, Facturación, Configuración | Cerrar Sesión. */
const MAIN: SectionKey[] = ['menu', 'promotions', 'advertising', 'multisucursal'];
const SECONDARY: SectionKey[] = ['billing', 'settings'];

export function Sidebar({ onTutorials, onLogout }: { onTutorials: () => void; onLogout: () => void }) {
  const profile = useAtomValue(profileAtom);
  const { pathname } = useLocation();
  const section = (key: SectionKey) => SECTIONS.find((s) => s.key === key)!;

  const link = (key: SectionKey) => {
    const { label, path, basePath } = section(key);
    const allowed = canAccess(profile, key);
    // A gated entry stays reachable: it leads to the view that explains the plan and links to billing.
    return (
      <li key={key}>
        <NavLink
          to={path}
          className={`sidebar-item${pathname === basePath || pathname.startsWith(`${basePath}/`) ? ' active' : ''}${allowed ? '' : ' disabled'}`}
          aria-disabled={allowed ? undefined : true}
          title={allowed ? undefined : 'No incluido en tu plan'}
        >
          <span aria-hidden="true">{ICONS[key]}</span>
          <span>{label}</span>
        </NavLink>
      </li>
    );
  };

  return (
    <nav className="sidebar" aria-label="Menú principal">
      <div className="sidebar-brand">
        <img src={profile?.logo || '/favicon.svg'} alt="" width={40} height={40} />
        <span className="sidebar-company">{profile?.company}</span>
      </div>
      <ul>{MAIN.map(link)}</ul>
      <hr />
      <ul>
        <li>
          <button type="button" className="sidebar-item" onClick={onTutorials}>
            <span aria-hidden="true">{ICONS.tutorials}</span>
            <span>Tutoriales</span>
          </button>
        </li>
        {SECONDARY.map(link)}
        <li>
          <button type="button" className="sidebar-item" onClick={onLogout}>
            <span aria-hidden="true"><LogoutOutlined /></span>
            <span>Cerrar Sesión</span>
          </button>
        </li>
      </ul>
    </nav>
  );
}
