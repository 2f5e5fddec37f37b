import { useRole } from '@menu/shared';
import { Typography } from '@menu/shared/kit';
import { panelAllows } from '@menu/shared/roles';
import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from '@menu/shared/router';

export interface SectionTab {
  /** Absolute panel path of the tab, e.g. '/settings/account'. */
  path: string;
  label: string;
  /** The tab's name for assistive technology when `label` is a short form of it ('Del día' in Menú: 'Menú del día'). */
  ariaLabel?: string;
  children: ReactNode;
}

// Route tabs drawn here rather than with antd's Tabs: those bring a dropdown menu (for the
// tabs that do not fit) onto every section's first paint, about 15 KB gzip, and its '…'
// button at phone widths is not a valid child of the tab list. These tabs wrap instead: on a
// narrow screen (the list below 640 px) they are chips on one or more lines, so every tab is
// whole and in reach, none cut at the screen's edge.
// Below 1080 px the gap between tabs is 16 px instead of 24: with it Menú's nine tabs stay on one
// line on a 1280 px laptop (its list is about 980 px wide; with 24 px gaps they need about 1040).
const SECTION_CSS = `
.section-tabs { display: flex; flex-wrap: wrap; margin: 8px 0 16px; border-bottom: 1px solid rgba(5, 5, 5, 0.06); container-type: inline-size; }
.section-tab { position: relative; flex: none; padding: 12px 4px; color: rgba(0, 0, 0, 0.88); font-size: 14px; line-height: 1.5715; white-space: nowrap; text-decoration: none; outline: none; }
.section-tab:not(:last-child) { margin-right: 24px; }
.section-tab:hover { color: #7b52db; }
.section-tab[aria-selected='true'] { color: #5227D0; text-shadow: 0 0 0.25px currentcolor; }
.section-tab[aria-selected='true']::after { content: ''; position: absolute; left: 0; right: 0; bottom: 0; height: 2px; background: #5227D0; }
.section-tab:focus-visible { outline: 2px solid #5227D0; outline-offset: -2px; border-radius: 4px; }
@container (max-width: 1080px) {
  .section-tab:not(:last-child) { margin-right: 16px; }
}
@container (max-width: 640px) {
  .section-tabs .section-tab { margin: 0 8px 8px 0; padding: 5px 12px; border-radius: 16px; background: #f5f4fa; line-height: 1.4; }
  .section-tab[aria-selected='true'] { background: #f1edfd; }
  .section-tab[aria-selected='true']::after { content: none; }
  .section-tab:focus-visible { border-radius: 16px; }
}
`;

const tabId = (path: string) => `tab${path.replace(/[^a-z0-9]+/gi, '-')}`;

/**
 * A section of the panel: its title (h1) and route-linked tabs (only the active one is mounted).
 * Only the tabs the signed-in person's role may open are drawn (shared/roles.json's panel
 * lists: a manager has no Traducciones, staff only Productos), so every remote's tabs follow
 * the role from this one place; the shell's guard sends a hidden tab's path elsewhere.
 */
export function SectionPage({
  title,
  tabs: allTabs,
  extra,
  children,
}: {
  title: string;
  tabs?: SectionTab[];
  extra?: ReactNode;
  children?: ReactNode;
}) {
  const { pathname } = useLocation();
  const role = useRole();
  const tabs = allTabs?.filter((tab) => panelAllows(role, tab.path));
  const active = tabs?.find((tab) => pathname.startsWith(tab.path)) ?? tabs?.[0];
  return (
    <section className="section-page">
      <style href="menu-section-page" precedence="default">
        {SECTION_CSS}
      </style>
      <div
        style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 12, flexWrap: 'wrap' }}
      >
        <Typography.Title level={1} style={{ fontSize: 26, margin: 0 }}>
          {title}
        </Typography.Title>
        {extra}
      </div>
      {tabs && active ? (
        <>
          <TabList label={title} tabs={tabs} active={active} />
          <div role="tabpanel" id={`${tabId(active.path)}-panel`} aria-labelledby={tabId(active.path)}>
            {active.children}
          </div>
        </>
      ) : (
        children
      )}
    </section>
  );
}

/** The tab list: links (a new browser tab works too); arrow keys, Home and End move between them and open the tab. */
function TabList({ label, tabs, active }: { label: string; tabs: SectionTab[]; active: SectionTab }) {
  const navigate = useNavigate();
  const list = useRef<HTMLDivElement>(null);

  const onKeyDown = (event: KeyboardEvent) => {
    const index = tabs.indexOf(active);
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const target = tabs[(next + tabs.length) % tabs.length]!;
    navigate(target.path);
    list.current?.querySelector<HTMLElement>(`#${tabId(target.path)}`)?.focus();
  };

  return (
    <div role="tablist" aria-label={label} className="section-tabs" ref={list} onKeyDown={onKeyDown}>
      {tabs.map((tab) => {
        const selected = tab === active;
        return (
          <Link
            key={tab.path}
            to={tab.path}
            id={tabId(tab.path)}
            role="tab"
            aria-label={tab.ariaLabel}
            aria-selected={selected}
            aria-controls={selected ? `${tabId(tab.path)}-panel` : undefined}
            tabIndex={selected ? 0 : -1}
            className="section-tab"
          >
            {tab.label}
          </Link>
        );
      })}
    </div>
  );
}
