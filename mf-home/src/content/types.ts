// Texts may say {school} or {shortName}: the page fills in the school's name from the runtime profile.
import type { OwnPicture } from '../lib/own-pictures.ts';

export type ContentImage = { picture: OwnPicture; alt: string; caption?: string };

export type ArticleSection = {
  heading?: string;
  paragraphs?: string[];
  list?: string[];
  steps?: string[];
  image?: ContentImage;
};

export type Article = {
  image?: ContentImage;
  sections: ArticleSection[];
};
