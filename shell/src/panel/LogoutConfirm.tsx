import { logout } from '@menu/shared';
import { Modal } from '@menu/shared/antd';

/** 'Cerrar Sesión' asks for confirmation before ending the session (on the server too: logout()). */
export function LogoutConfirm({ open, onCancel }: { open: boolean; onCancel: () => void }) {
  const confirm = async () => {
    await logout();
    // A full load drops every remote's in-memory state along with the session.
    window.location.assign('/login');
  };
  return (
    <Modal
      open={open}
      title="Cerrar Sesión"
      okText="Cerrar Sesión"
      cancelText="Cancelar"
      onOk={confirm}
      onCancel={onCancel}
    >
      ¿Seguro que quieres cerrar tu sesión?
    </Modal>
  );
}
