// What a region tells the shell of its page's item and list beyond the head's title, description and
// picture: the page's structured data is built from it (structured-data.ts).

export type ItemFacts = {
  /** The provider's date as shared-api reads it: a day ('2024-03-05') or an instant. */
  date?: string;
  /** Free text, as the page shows it: '10:00 AM', '8:00 AM to 11:00 AM'. */
  time?: string;
  venue?: string;
  /** The pictures the page shows of the item, as it links them. */
  images?: string[];
};

/** An entry of a list page that has a page of its own. */
export type ListedItem = { name: string; href: string };
