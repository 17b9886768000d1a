import type { ReactNode } from 'react';

export const EmptyState = ({ title, children }: { title: string; children?: ReactNode }) => (
  <div className="empty-state">
    <p className="empty-state__title">{title}</p>
    {children && <div className="empty-state__body">{children}</div>}
  </div>
);
