import type { ReactNode } from 'react';
import { storyHref, ToEntry, type StoryRoute } from '@school/shared-ui/kit';

export function StoryLink({
  route,
  entry,
  children,
}: {
  route: StoryRoute;
  entry: { key: string };
  children: ReactNode;
}) {
  return <ToEntry to={storyHref(route, entry)}>{children}</ToEntry>;
}
