// What schema.org and Google's rich-result documentation expect of each type the site writes, for the
// builder's tests and the end-to-end suite alike. A path is required; `a.b` looks inside `a`.
type Node = Record<string, unknown>;

/** An ISO 8601 date-time with an offset, or a date alone. */
export const DATE_TIME_WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/;
export const DAY_OR_DATE_TIME = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2})?$/;

export const expectedProperties: Record<string, readonly string[]> = {
  School: ['name', 'url', 'logo', 'address', 'telephone', 'email'],
  WebSite: ['name', 'url'],
  // Google: at least two crumbs, each with its position and name; `item` on all but the last (here all).
  BreadcrumbList: ['itemListElement.position', 'itemListElement.name', 'itemListElement.item'],
  Event: [
    'name',
    'startDate',
    'location.name',
    'location.address',
    'eventStatus',
    'eventAttendanceMode',
    'organizer.name',
    'organizer.url',
    'url',
  ],
  NewsArticle: ['headline', 'datePublished', 'image', 'author.name', 'author.url', 'publisher.name'],
  Article: ['headline', 'datePublished', 'author.name', 'author.url', 'publisher.name'],
  ImageGallery: ['name', 'url', 'image.contentUrl'],
  ItemList: ['itemListElement.position', 'itemListElement.url', 'itemListElement.name'],
};

const present = (value: unknown) => value !== undefined && value !== null && value !== '';

/** Every value at the path: one per element where a value is a list. */
function valuesAt(node: unknown, path: string[]): unknown[] {
  if (Array.isArray(node)) return node.length === 0 ? [undefined] : node.flatMap((n) => valuesAt(n, path));
  if (path.length === 0) return [node];
  const [key, ...rest] = path;
  return valuesAt(typeof node === 'object' && node !== null ? (node as Node)[key!] : undefined, rest);
}

/** The expected properties a node of the site's types lacks ('Thing: no such type' for another type). */
export function missingProperties(node: Node): string[] {
  const type = String(node['@type']);
  const expected = expectedProperties[type];
  if (!expected) return [`${type}: no such type`];
  return expected.filter((path) => !valuesAt(node, path.split('.')).every(present));
}

/** A page's JSON-LD blocks' nodes: each block's @graph, or the block itself. */
export function nodesOf(blocks: readonly unknown[]): Node[] {
  return blocks.flatMap((block) => {
    const graph = (block as Node)['@graph'];
    return Array.isArray(graph) ? (graph as Node[]) : [block as Node];
  });
}
