// The templates modal loads with its first opening (its form needs antd's heavy set), not
// with the boards that offer it.
import { openLazily } from '@menu/shared/ui';
import type { TemplatesModalProps } from './TemplatesModal';

export type { TemplatesModalProps, TemplatesMode } from './TemplatesModal';
export { templatesTitle } from './title';

export const TemplatesModal = openLazily<TemplatesModalProps>(
  () => import('./TemplatesModal').then((m) => m.TemplatesModal),
  (props) => props.item !== null,
);
