// The one place antd's notices come from (loaded by NoticesProvider with the first notice).
import type { Notices } from '@menu/shared';
import { App } from '@menu/shared/antd';
import { useEffect } from 'react';
import { AntdProviders } from './AntdProviders';
import { NoticesApp } from './NoticesApp';

type OnReady = (api: Notices) => void;

/** antd's App with the panel's notices, whose instances are handed to NoticesProvider. */
export default function NoticesHost({ onReady }: { onReady: OnReady }) {
  return (
    <AntdProviders>
      <NoticesApp>
        <Capture onReady={onReady} />
      </NoticesApp>
    </AntdProviders>
  );
}

/** Hands App's instances over after mount: by then App's holders are mounted and can show what was queued. */
function Capture({ onReady }: { onReady: OnReady }) {
  const api = App.useApp();
  useEffect(() => onReady(api), [api, onReady]);
  return null;
}
