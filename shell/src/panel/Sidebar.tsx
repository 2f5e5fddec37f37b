import { canAccess, profileAtom, roleOfProfile, SECTIONS, type Section } from '@menu/shared';
import { panelAllows } from '@menu/shared/roles';
import {
  AppstoreOutlined,
  BellOutlined,
  CreditCardOutlined,
  LogoutOutlined,
  NotificationOutlined,
  PlayCircleOutlined,
  SettingOutlined,
  ShopOutlined,
  TagsOutlined,
} from '@menu/shared/ui';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { NavLink, useLocation } from '@menu/shared/router';
import { sectionEntry } from './rolePaths';

/** The sidebar icons the section manifest may name (imported one by one to keep the bundle small). */
export const SIDEBAR_ICONS: Record<string, ReactNode> = {
  AppstoreOutlined: <AppstoreOutlined />,
  TagsOutlined: <TagsOutlined />,
  NotificationOutlined: <NotificationOutlined />,
  ShopOutlined: <ShopOutlined />,
  BellOutlined: <BellOutlined />,
  PlayCircleOutlined: <PlayCircleOutlined />,
  CreditCardOutlined: <CreditCardOutlined />,
  SettingOutlined: <SettingOutlined />,
};

/** Sections the shell renders itself instead of a remote: Tutoriales opens a modal over the panel. */
const TUTORIALS = 'tutorials';

/**
 * The main sections, then the secondary ones and Cerrar Sesión, in the manifest's order: those
 * the person's role opens (shared/roles.json), each leading to the first page of it the role may open.
 */
export function Sidebar({
  onTutorials,
  onLogout,
  onIntent,
}: {
  onTutorials: () => void;
  onLogout: () => void;
  onIntent?: (path: string) => void;
}) {
  const profile = useAtomValue(profileAtom);
  const { pathname } = useLocation();
  const role = roleOfProfile(profile);
  const link = ({ key, label, basePath, icon }: Section, path: string) => {
    const allowed = canAccess(profile, key);
    // A gated entry stays reachable: it leads to the view that explains the plan and links to billing.
    return (
      <li key={key}>
        <NavLink
          to={path}
          className={`sidebar-item${pathname === basePath || pathname.startsWith(`${basePath}/`) ? ' active' : ''}${allowed ? '' : ' disabled'}`}
          aria-disabled={allowed ? undefined : true}
          title={allowed ? undefined : 'No incluido en tu plan'}
          // A pointer resting on (or focus reaching) an entry is a click about to happen: its section starts loading.
          onMouseEnter={allowed && onIntent ? () => onIntent(path) : undefined}
          onFocus={allowed && onIntent ? () => onIntent(path) : undefined}
        >
          <span aria-hidden="true">{SIDEBAR_ICONS[icon]}</span>
          <span>{label}</span>
        </NavLink>
      </li>
    );
  };

  const entry = (section: Section) => {
    if (section.key === TUTORIALS) {
      if (!panelAllows(role, section.basePath)) return null;
      return (
        <li key={section.key}>
          <button type="button" className="sidebar-item" onClick={onTutorials}>
            <span aria-hidden="true">{SIDEBAR_ICONS[section.icon]}</span>
            <span>{section.label}</span>
          </button>
        </li>
      );
    }
    // A section the role may not open has no entry at all (no link to Facturación for a manager).
    const path = sectionEntry(role, section);
    return path === undefined ? null : link(section, path);
  };

  return (
    <nav className="sidebar" aria-label="Menú principal">
      <div className="sidebar-brand">
        <img src={profile?.logo || '/favicon.svg'} alt="" width={40} height={40} />
        <span className="sidebar-company">{profile?.company}</span>
      </div>
      <ul>{SECTIONS.filter((s) => s.sidebar === 'main').map(entry)}</ul>
      <hr />
      <ul>
        {SECTIONS.filter((s) => s.sidebar === 'secondary').map(entry)}
        <li>
          <button type="button" className="sidebar-item" onClick={onLogout}>
            <span aria-hidden="true">
              <LogoutOutlined />
            </span>
            <span>Cerrar Sesión</span>
          </button>
        </li>
      </ul>
    </nav>
  );
}
