import { Alert, Button, Skeleton } from '@menu/shared/kit';
import { errorMessage } from '@menu/shared';
import type { BoardList } from './useBoardList';

/**
 * What a list shows before it has its rows: a skeleton while it first loads, or the error with
 * 'Reintentar'. null once the list has loaded, so the caller draws its rows. Every screen
 * that lists rows shows these two states alike (and retries with useRetryWhenOnline).
 */
export function ListStatus<T>({ list, className }: { list: BoardList<T>; className?: string }) {
  if (!list.validated && list.loading) {
    return (
      <div role="status" aria-busy="true" aria-label="Cargando" className={className}>
        <Skeleton active paragraph={{ rows: 6 }} title={false} />
      </div>
    );
  }
  if (!list.validated && list.error) {
    return (
      <Alert
        type="error"
        showIcon
        title="No se pudo cargar la lista"
        description={errorMessage(list.error)}
        action={<Button onClick={() => void list.reload()}>Reintentar</Button>}
      />
    );
  }
  return null;
}

/** Whether ListStatus has something to show instead of the rows. */
export const listPending = <T,>(list: BoardList<T>): boolean =>
  !list.validated && (list.loading || Boolean(list.error));
