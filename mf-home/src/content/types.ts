// Shapes of the information pages' content. Texts may say {school} or {shortName}: the page
// fills in the school's name from the runtime school profile.
import type { OwnPicture } from '../lib/own-pictures.ts';

/** One of the site's own pictures (src/assets/pictures), with its text for screen readers. */
export type ContentImage = { picture: OwnPicture; alt: string; caption?: string };

export type ArticleSection = {
  heading?: string;
  paragraphs?: string[];
  /** A bulleted list. */
  list?: string[];
  /** A numbered list of steps. */
  steps?: string[];
  image?: ContentImage;
};

/** An information page's body; its title and breadcrumb are its route's, in the site map. */
export type Article = {
  image?: ContentImage;
  sections: ArticleSection[];
};
