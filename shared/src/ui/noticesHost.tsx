// The one place antd's notices come from (loaded by NoticesProvider with the first notice).
import type { Notices } from '@menu/shared';
import { App } from '@menu/shared/antd';
import { useEffect } from 'react';
import { AntdProviders } from './AntdProviders';
import { NOTIFICATION_SECONDS } from './theme';

type OnReady = (api: Notices) => void;

/** antd's App with the panel's notices (5 s, notifications at the top right); it wraps no page content, so no element of its own. */
export default function NoticesHost({ onReady }: { onReady: OnReady }) {
  return (
    <AntdProviders>
      <App component={false} notification={{ duration: NOTIFICATION_SECONDS, placement: 'topRight' }} message={{ duration: NOTIFICATION_SECONDS }}>
        <Capture onReady={onReady} />
      </App>
    </AntdProviders>
  );
}

/** Hands App's instances over after mount: by then App's holders are mounted and can show what was queued. */
function Capture({ onReady }: { onReady: OnReady }) {
  const api = App.useApp();
  useEffect(() => onReady(api), [api, onReady]);
  return null;
}
