import type { ThemeConfig } from 'antd';

/** The panel's look: the product purple of the default theme. */
export const panelTheme: ThemeConfig = {
  token: {
    colorPrimary: '#5227D0',
    borderRadius: 8,
    fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  },
};

/** Notifications hide after 5000 ms; antd counts seconds. */
export const NOTIFICATION_SECONDS = 5;
