import type { SchoolProfile } from '@school/shared-ui/runtime';

export function fill(text: string, school: Pick<SchoolProfile, 'name' | 'shortName'>): string {
  return text.replaceAll('{school}', school.name).replaceAll('{shortName}', school.shortName);
}
