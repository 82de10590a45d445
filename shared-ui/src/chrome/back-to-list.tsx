// A list's entries are plain links from its island: the page loader points this link at the list as it
// was left (the referrer's query, BACK_ATTRIBUTE), and a step back returns to it.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { backLink, Link } from '@school/shared-ui/runtime';
import { siteMap, type RouteName } from '../site-map/site-map.ts';

export function BackToList({ list, children }: { list: RouteName; children: ReactNode }) {
  return (
    <Back to={siteMap[list].path} {...backLink}>
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
