import type { ReactNode } from 'react';
import { storyHref, ToEntry, type StoryRoute } from '@school/shared-ui/kit';

/** A list entry's link to its own page; its back link returns to the list's same view (ToEntry). */
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
