import type { SchoolProfile } from '@school/shared-ui/runtime';

/** Puts the school's name from the runtime profile into a content text. */
export function fill(text: string, school: Pick<SchoolProfile, 'name' | 'shortName'>): string {
  return text.replaceAll('{school}', school.name).replaceAll('{shortName}', school.shortName);
}
