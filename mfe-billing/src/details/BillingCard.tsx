import { Card } from '@menu/shared/antd';
import type { ReactNode } from 'react';

/** One block of the page: a card whose title is a heading, announced as a region by that title. */
export function BillingCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card
      role="region"
      aria-label={title}
      title={<h2 className="billing-card__title">{title}</h2>}
      className="billing-card"
    >
      {children}
    </Card>
  );
}
