import { App } from '@menu/shared/antd';
import type { ReactNode } from 'react';
import { NOTIFICATION_SECONDS } from './theme';

/**
 * antd's App with the panel's notices (5 s, notifications at the top right), wrapping no
 * element of its own. The notices host takes its instances; and it surrounds every section
 * built on antd, so a remote built before useNotify, which calls antd's App.useApp(), keeps
 * working beside a newer shell.
 */
export function NoticesApp({ children }: { children: ReactNode }) {
  return (
    <App
      component={false}
      notification={{ duration: NOTIFICATION_SECONDS, placement: 'topRight' }}
      message={{ duration: NOTIFICATION_SECONDS }}
    >
      {children}
    </App>
  );
}
