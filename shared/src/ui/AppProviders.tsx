import type { ReactNode } from 'react';
import { AntdProviders } from './AntdProviders';
import { NoticesProvider } from './notices';

/** The providers of an app's tree: antd's locale and theme, and the notices (useNotify), whose antd loads with the first one. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <AntdProviders>
      <NoticesProvider>{children}</NoticesProvider>
    </AntdProviders>
  );
}
