import type { ReactNode } from 'react';
import { EmptyState } from '@school/shared-ui/island';

type Props = { total: number; count: number; noMatch: string; children: ReactNode };

export function ListOrPlaceholder({ total, count, noMatch, children }: Props) {
  if (total === 0) return <EmptyState />;
  if (count === 0) return <EmptyState message={noMatch} />;
  return <>{children}</>;
}
