import type { ThemeConfig } from '@menu/shared/antd';

/** The panel's look: the product purple of the default theme. */
export const panelTheme: ThemeConfig = {
  token: {
    colorPrimary: '#5227D0',
    // Links in the product's purple (antd's default link blue is 4.1:1 on white), and secondary
    // text dark enough for 4.5:1 (antd's 45% black is 3.4:1): Lighthouse's contrast audit.
    colorLink: '#5227D0',
    colorTextDescription: 'rgba(0, 0, 0, 0.56)',
    borderRadius: 8,
    fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  },
};

/** Notifications hide after 5000 ms; antd counts seconds. */
export const NOTIFICATION_SECONDS = 5;
