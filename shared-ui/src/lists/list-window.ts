import { PAGE_SIZE } from './page-size.ts';

/**
 * What a long list's island is given in its page (issue 52): the cards the page shows for its
 * filters, and what the filters need of the rest. The island asks for the whole list when it wakes,
 * so a page weighs its cards, not the provider's list.
 */
export type ListWindow<T> = {
  shown: readonly T[];
  /** Items the page's filters match, of `total`. */
  matching: number;
  total: number;
  years: number[];
  months: number[];
  /** The filters `shown` was cut for (useFilteredList's `filterKey`). */
  filterKey: string;
  /** The provider failed the list's call and nothing kept stood in: the list says so (issue 52). */
  unanswered?: true;
};

/** A list an island is given: whole, or its page's window of it. */
export type ListItems<T> = readonly T[] | ListWindow<T>;

/** A list this long or shorter goes into its page whole: its island never asks for it. */
export const WHOLE_UP_TO = PAGE_SIZE * 5;

export const isListWindow = <T>(items: ListItems<T>): items is ListWindow<T> => !Array.isArray(items);

/** An empty list the provider did not answer: not SPEC's placeholder for a list it answered empty. */
export const UNANSWERED_LIST: ListWindow<never> = {
  shown: [],
  matching: 0,
  total: 0,
  years: [],
  months: [],
  filterKey: '',
  unanswered: true,
};
