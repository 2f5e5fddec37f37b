import { ConfigProvider, esES } from '@menu/shared/antd';
import type { ReactNode } from 'react';
import '../format/dates';
import { panelTheme } from './theme';

/**
 * antd's context for the panel's antd components: Spanish texts and the panel's theme. The
 * first screens are drawn with the light kit and carry no antd; every place that renders
 * antd (an editor, a menu, a section built on antd) is wrapped in this, so antd's code
 * loads with it and not before.
 */
export function AntdProviders({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider locale={esES} theme={panelTheme}>
      {children}
    </ConfigProvider>
  );
}
