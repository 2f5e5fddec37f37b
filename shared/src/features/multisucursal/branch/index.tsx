// A branch's pieces, shared by Multisucursal (every branch) and Settings > General (the one
// branch of a single-branch plan).
import { Modal } from '@menu/shared/antd';
import { lazy, Suspense, useState } from 'react';
import type { ShareLinkModalProps } from './ShareLinkModal';

export { PhoneInput } from './PhoneInput';
export { SocialInput } from './SocialInput';
export { BranchFields, type RegionChoice, type TemplateOption } from './BranchFields';
export { TableOrdersField, useTableService, TABLE_ORDERS_LABEL } from './TableOrdersField';
export {
  branchPayload,
  branchCreateBody,
  branchValues,
  branchSaved,
  type BranchValues,
  type BranchPayload,
  type BranchTextField,
} from './payload';
export { updateBranch, routeKeyTaken, type BranchUpdate } from './api';
export { PrintChoices, PrintModal } from './PrintChoices';
export { printFiles, TENTS_HINT, type PrintFile, type Paper } from './print';
export { QR_LEVEL, QR_MARGIN, QR_SCALE, QR_PRINT_PX } from './qr';
export type { ShareLinkModalProps };

const LazyShareLinkModal = lazy(() => import('./ShareLinkModal'));

/**
 * Compartir Link, loaded when first opened: the QR code library is a chunk of its own, out
 * of the first load of the screens that offer the link. While it loads, the modal shows
 * its frame with a spinner.
 */
export function ShareLinkModal(props: ShareLinkModalProps) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  if (!opened) return null;
  const loading = <Modal open={props.open} title="Compartir Link" loading footer={null} onCancel={props.onClose} />;
  return (
    <Suspense fallback={loading}>
      <LazyShareLinkModal {...props} />
    </Suspense>
  );
}
