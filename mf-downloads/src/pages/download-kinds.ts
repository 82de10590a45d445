import { byCategory, cardTextsOf, type ApiClient, type ContentItem } from '@school/shared-api';

export type DownloadKind = {
  route: 'homeWork' | 'syllabus' | 'circular';
  story?: 'circularItem';
  load: (api: ApiClient) => Promise<ContentItem[]>;
  years: 'default-year' | 'all-years';
  search: boolean;
};

/** The page's hydration seed carries every file, so nothing the card does not show. */
const asCard = (items: readonly ContentItem[]): ContentItem[] =>
  cardTextsOf(items).map((item) => ({
    ...item,
    description: '',
    message: '',
    name: '',
    attachments: item.attachments.slice(0, 1),
  }));

// Loaders at module level: stable identities, so a page loads once when it opens.
const loadHomeWork = async (api: ApiClient) => asCard(byCategory(await api.getContent(), 'HomeWork'));
const loadSyllabus = async (api: ApiClient) => asCard(byCategory(await api.getContent(), 'Syllabus'));
const loadCirculars = (api: ApiClient) => api.getCirculars().then(asCard);

export const downloadKinds = {
  HomeWork: { route: 'homeWork', load: loadHomeWork, years: 'default-year', search: false },
  Syllabus: { route: 'syllabus', load: loadSyllabus, years: 'default-year', search: false },
  Circular: { route: 'circular', story: 'circularItem', load: loadCirculars, years: 'all-years', search: true },
} satisfies Record<string, DownloadKind>;
