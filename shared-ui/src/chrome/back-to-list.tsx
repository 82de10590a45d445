// The list's filters travel in history state from the entry's link (ToEntry) to the page's back link.
import type { ReactNode, Ref } from 'react';
import styled from 'styled-components';
import { Link, useLocation } from '@school/shared-ui/runtime';
import { siteMap, type RouteName } from '../site-map/site-map.ts';
import { backLink } from '@school/shared-ui/runtime';

type ListState = { listSearch: string };

export function ToEntry({
  to,
  children,
  className,
  linkRef,
}: {
  to: string;
  children: ReactNode;
  className?: string;
  linkRef?: Ref<HTMLAnchorElement>;
}) {
  const { search } = useLocation();
  return (
    <Link ref={linkRef} to={to} state={{ listSearch: search } satisfies ListState} className={className}>
      {children}
    </Link>
  );
}

export function BackToList({ list, children }: { list: RouteName; children: ReactNode }) {
  const state: unknown = useLocation().state;
  const from = typeof state === 'object' && state !== null && 'listSearch' in state ? state.listSearch : '';
  const search = typeof from === 'string' && from.startsWith('?') ? from : '';
  return (
    <Back to={`${siteMap[list].path}${search}`} {...backLink}>
      <span aria-hidden="true">←</span> {children}
    </Back>
  );
}

const Back = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  min-height: 44px;
  margin: 20px 0 8px;
  font-weight: 600;
`;
