import DisconnectOutlined from '@ant-design/icons/es/icons/DisconnectOutlined';
import { Button, Typography } from '@menu/shared/kit';

/**
 * What the panel shows for something that could not load because the device is offline,
 * drawn with the light kit only: offline, code that has not been loaded yet (antd, which draws
 * the panel's other error screens) cannot arrive either. The screen's owner loads again by
 * itself when the connection returns (useRetryWhenOnline); Reintentar is there for the
 * impatient.
 */
export function OfflineNotice({ text, onRetry }: { text: string; onRetry(): void }) {
  return (
    <div role="alert" className="offline-notice">
      <DisconnectOutlined aria-hidden className="offline-notice-icon" />
      <Typography.Title level={3}>Sin conexión a internet</Typography.Title>
      <Typography.Paragraph type="secondary">{text}</Typography.Paragraph>
      <Button type="primary" onClick={onRetry}>
        Reintentar
      </Button>
    </div>
  );
}
