import type { ReactNode } from 'react';

export const EmptyState = ({ title, children }: { title: string; children?: ReactNode }) => (
  <div className="empty-state">
    <p className="empty-state__title">{title}</p>
    {children && <div className="empty-state__body">{children}</div>}
  </div>
);

/** A list or page whose data could not be loaded, with the one thing to do about it. */
export const LoadFailedState = ({ title, onRetry }: { title: string; onRetry: () => void }) => (
  <EmptyState title={title}>
    <button type="button" className="button" onClick={onRetry}>
      Try again
    </button>
  </EmptyState>
);
