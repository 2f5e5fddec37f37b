import { Alert, Button } from '@menu/shared/antd';

/** A read that failed: its message and 'Reintentar'. */
export function LoadFailed({ title, error, onRetry }: { title: string; error: string; onRetry: () => void }) {
  return (
    <Alert
      type="error"
      showIcon
      title={title}
      description={error}
      action={
        <Button size="small" onClick={onRetry}>
          Reintentar
        </Button>
      }
    />
  );
}
