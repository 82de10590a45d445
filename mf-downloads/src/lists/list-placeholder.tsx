import type { ReactNode } from 'react';
import { EmptyState, NOT_ANSWERING } from '@school/shared-ui/island';

type Props = { total: number; count: number; noMatch: string; unanswered?: boolean; children: ReactNode };

export function ListOrPlaceholder({ total, count, noMatch, unanswered = false, children }: Props) {
  if (unanswered) return <EmptyState message={NOT_ANSWERING} />;
  if (total === 0) return <EmptyState />;
  if (count === 0) return <EmptyState message={noMatch} />;
  return <>{children}</>;
}
