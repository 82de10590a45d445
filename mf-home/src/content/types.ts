// Shapes of the information pages' content. Texts may say {school} or {shortName}: the page
// fills in the school's name from the runtime school profile.
export type ContentImage = { path: string; alt: string; caption?: string };

export type ArticleSection = {
  heading?: string;
  paragraphs?: string[];
  /** A bulleted list. */
  list?: string[];
  /** A numbered list of steps. */
  steps?: string[];
  image?: ContentImage;
};

export type Article = {
  title: string;
  /** Breadcrumb between Home and the page, e.g. the header menu it sits under. */
  parent?: string;
  image?: ContentImage;
  sections: ArticleSection[];
};
