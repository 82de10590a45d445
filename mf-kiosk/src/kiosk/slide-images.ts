// So they can be loaded while the slide before it is up.
import type { ApiClient } from '@school/shared-api';
import { ACHIEVEMENT_PHOTO_WIDTH, ACTIVITY_PHOTO_WIDTH, PERSON_PHOTO_WIDTH } from './constants.ts';
import type { KioskSlides } from './compose-slides.ts';

export function slideImages(slides: KioskSlides, slide: number, imageUrl: ApiClient['imageUrl']): string[] {
  const first = (paths: readonly string[]) => (paths[0] === undefined ? [] : [paths[0]]);
  switch (slide) {
    case 0:
      return slides.activities.flatMap((a) => first(a.photos)).map((p) => imageUrl(p, { width: ACTIVITY_PHOTO_WIDTH }));
    case 1:
      return slides.achievementPages
        .flat()
        .flatMap((a) => first(a.attachments))
        .map((p) => imageUrl(p, { width: ACHIEVEMENT_PHOTO_WIDTH }));
    case 2:
      return [...slides.studentPages.flat(), ...slides.teacherPages.flat()]
        .flatMap((b) => first(b.attachments))
        .map((p) => imageUrl(p, { width: PERSON_PHOTO_WIDTH }));
    default:
      return [];
  }
}
