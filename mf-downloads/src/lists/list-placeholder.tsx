import type { ReactNode } from 'react';
import { EmptyState } from '@school/shared-ui/kit';

type Props = { total: number; count: number; noMatch: string; children: ReactNode };

/**
 * While a list is empty or its call failed, the placeholder (EmptyState's STAY_TUNED) shows.
 * Filters that match nothing in a list that has items say so instead.
 */
export function ListOrPlaceholder({ total, count, noMatch, children }: Props) {
  if (total === 0) return <EmptyState />;
  if (count === 0) return <EmptyState message={noMatch} />;
  return <>{children}</>;
}
