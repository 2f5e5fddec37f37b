import { Modal } from '@menu/shared/antd';
import type { BoardItems, BoardNested, BoardRows, PendingDelete } from './types';

export interface DeleteConfirmProps<P, C> {
  pending: PendingDelete<P, C> | null;
  items: BoardItems<P>;
  nested?: BoardNested<P, C>;
  /** The board's target, named while no row is pending. */
  target: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** 'Confirma para eliminar {target}': the row's name and its level's note. */
export function DeleteConfirmModal<P, C>({
  pending,
  items,
  nested,
  target,
  onConfirm,
  onCancel,
}: DeleteConfirmProps<P, C>) {
  const rows = pending ? ((pending.level === 'item' ? items : nested) as BoardRows<unknown> | undefined) : undefined;
  const note = pending && rows?.remove?.note;
  return (
    <Modal
      open={pending !== null}
      title={`Confirma para eliminar ${rows?.target ?? target}`}
      okText="Eliminar"
      okButtonProps={{ danger: true }}
      cancelText="Cancelar"
      onOk={onConfirm}
      onCancel={onCancel}
      destroyOnHidden
    >
      {pending && rows && (
        <>
          <p>
            Se eliminará <strong>{rows.name(pending.item)}</strong>.
          </p>
          {note && <p>{typeof note === 'function' ? note(pending.item) : note}</p>}
        </>
      )}
    </Modal>
  );
}
