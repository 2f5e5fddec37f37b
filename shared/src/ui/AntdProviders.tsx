import LoadingOutlined from '@ant-design/icons/es/icons/LoadingOutlined';
import { ConfigProvider, esES } from '@menu/shared/antd';
import type { ReactNode } from 'react';
import '../format/dates';
import { panelTheme } from './theme';

/**
 * A button's spinner is shown and removed with its loading state, without antd's grow/shrink
 * motion: when a save ends while that motion is still starting, antd leaves the shrunk spinner
 * in the button for good (invisible, but still named 'loading'), so the button's accessible
 * name stays 'loading Guardar' and screen readers and tests no longer find 'Guardar'.
 */
const BUTTON_CONFIG = { loadingIcon: <LoadingOutlined /> };

/**
 * antd's context for the panel's antd components: Spanish texts and the panel's theme. The
 * first screens are drawn with the light kit and carry no antd; every place that renders
 * antd (an editor, a menu, a section built on antd) is wrapped in this, so antd's code
 * loads with it and not before.
 */
export function AntdProviders({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider locale={esES} theme={panelTheme} button={BUTTON_CONFIG}>
      {children}
    </ConfigProvider>
  );
}
