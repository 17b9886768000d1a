import type { ReactNode } from 'react';
import { EmptyState } from '../empty-state';
import type { FilterControls } from './filter-controls';

/** A filtered list with no row: what to say, any advice (children), and a way back to every card. */
export const NoMatchState = ({
  title,
  filters,
  children,
}: {
  title: string;
  filters: FilterControls;
  children?: ReactNode;
}) => (
  <EmptyState title={title}>
    {children}
    <button
      type="button"
      className="button button--primary"
      onClick={() => filters.dispatch({ type: 'resetScreen' })}
    >
      Reset filters
    </button>
  </EmptyState>
);
