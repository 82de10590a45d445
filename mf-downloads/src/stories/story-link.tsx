import type { ReactNode } from 'react';
import { href } from '@school/shared-ui/kit';
import { Link, useLocation } from '@school/shared-ui/runtime';
import type { StoryKind } from './story-kinds.ts';

/**
 * A list entry's link to its own page. The list's filters travel in history state, so the
 * page's back link returns to the same view. Only this link reads the location: a memoized
 * card does not re-render when the filters change.
 */
export function StoryLink({ route, id, children }: { route: StoryKind['route']; id: string; children: ReactNode }) {
  const { search } = useLocation();
  return (
    <Link to={href(route, { id })} state={{ listSearch: search }}>
      {children}
    </Link>
  );
}
