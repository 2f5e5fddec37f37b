import { Alert, Button, Empty, Spin } from '@menu/shared/kit';
import { CallCard } from './CallCard';
import type { LiveCalls } from './useLiveCalls';
import { useNow } from './waiting';

const STATUS_TEXT = {
  connecting: 'Conectando…',
  live: 'En vivo',
  reconnecting: 'Reconectando…',
  refused: 'Sin conexión',
};

/** Whether the list is live, for the bar ('En vivo' with a green dot, 'Reconectando…' with an amber one). */
export function LiveStatus({ status }: { status: LiveCalls['status'] }) {
  return (
    <span role="status" className="tables-status" data-live={status === 'live'}>
      {STATUS_TEXT[status]}
    </span>
  );
}

/** 'Llamadas abiertas': the cards, oldest first, their waiting time running every second. */
export function CallsList({ live }: { live: LiveCalls }) {
  const { calls, status, problem } = live;
  const now = useNow(Boolean(calls?.length));
  if (status === 'refused')
    return (
      <Alert
        type="error"
        showIcon
        title="No pudimos mostrar las llamadas de esta sucursal."
        description={problem}
        action={<Button onClick={live.retry}>Reintentar</Button>}
      />
    );
  if (calls === null)
    return <Spin size="large" aria-label="Cargando llamadas" style={{ display: 'block', margin: 48 }} />;
  return (
    <>
      <h2 className="tables-heading" id="tables-calls">
        Llamadas abiertas
      </h2>
      {calls.length === 0 ? (
        <Empty description="Sin llamadas por ahora" />
      ) : (
        <ul className="tables-calls" aria-labelledby="tables-calls">
          {calls.map((call) => (
            <CallCard key={call.id} call={call} now={now} onAttend={live.attend} />
          ))}
        </ul>
      )}
    </>
  );
}
