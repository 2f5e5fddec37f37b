import { App, ConfigProvider, esES } from '@menu/shared/antd';
import type { ReactNode } from 'react';
import '../format/dates';
import { NOTIFICATION_SECONDS, panelTheme } from './theme';

/** antd providers of the panel: Spanish locale, theme, and notifications that hide after 5 s. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider locale={esES} theme={panelTheme}>
      <App notification={{ duration: NOTIFICATION_SECONDS, placement: 'topRight' }} message={{ duration: NOTIFICATION_SECONDS }}>
        {children}
      </App>
    </ConfigProvider>
  );
}
