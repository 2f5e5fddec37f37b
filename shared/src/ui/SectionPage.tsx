import { Tabs, Typography } from '@menu/shared/antd';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from '@menu/shared/router';

export interface SectionTab {
  /** Absolute panel path of the tab, e.g. '/settings/account'. */
  path: string;
  label: string;
  children: ReactNode;
}

/** A section of the panel: its title (h1) and route-linked tabs. */
export function SectionPage({ title, tabs, extra, children }: { title: string; tabs?: SectionTab[]; extra?: ReactNode; children?: ReactNode }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const active = tabs?.find((tab) => pathname.startsWith(tab.path))?.path ?? tabs?.[0]?.path;
  return (
    <section className="section-page">
      <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 12, flexWrap: 'wrap' }}>
        <Typography.Title level={1} style={{ fontSize: 26, margin: 0 }}>
          {title}
        </Typography.Title>
        {extra}
      </div>
      {tabs ? (
        <Tabs
          activeKey={active}
          onChange={(path) => navigate(path)}
          items={tabs.map((tab) => ({ key: tab.path, label: tab.label, children: tab.children }))}
          destroyOnHidden
        />
      ) : (
        children
      )}
    </section>
  );
}
