import { Empty } from '@menu/shared/antd';

/** What a tab shows until its issue lands: says so plainly, pretends nothing. */
export function Placeholder({ what }: { what: string }) {
  return <Empty description={`${what}: disponible próximamente.`} />;
}
