import type { ReactNode } from 'react';
import { href, ToEntry } from '@school/shared-ui/kit';
import type { StoryKind } from './story-kinds.ts';

/** A list entry's link to its own page; its back link returns to the list's same view (ToEntry). */
export function StoryLink({ route, id, children }: { route: StoryKind['route']; id: string; children: ReactNode }) {
  return <ToEntry to={href(route, { id })}>{children}</ToEntry>;
}
