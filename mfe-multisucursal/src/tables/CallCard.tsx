import { Button } from '@menu/shared/kit';
import { KIND_LABELS, type TableCall } from './api';
import { LATE_MS, waitingText } from './waiting';

/** One open call: its table in large type, what it asks for, how long it has waited, and 'Atendido'. */
export function CallCard({ call, now, onAttend }: { call: TableCall; now: number; onAttend(call: TableCall): void }) {
  const title = `Mesa ${call.table}`;
  const kind = KIND_LABELS[call.kind];
  const late = now - Date.parse(call.created_at) >= LATE_MS;
  return (
    <li className="tables-call" aria-label={`${title}, ${kind}`} data-kind={call.kind} data-late={late}>
      <p className="tables-call-table">{title}</p>
      <span className="tables-call-kind">{kind}</span>
      <span className="tables-call-wait">{waitingText(call.created_at, now)}</span>
      <Button type="primary" size="large" onClick={() => onAttend(call)}>
        Atendido
      </Button>
    </li>
  );
}
