import { useMemo } from 'react';
import { Island } from '@school/shared-ui/island';
import { PageHeader, siteMap } from '@school/shared-ui/kit';
import { useApi, useApiData, useListForIsland } from '@school/shared-ui/runtime';
import { NEWS_LIST } from '../islands/names.ts';
import { firstFileUrl } from '../lists/first-file-url.ts';
import type { NewsCardItem } from './news-card.tsx';
import type { NewsEntry, NewsKind } from './news-kinds.ts';
import { NewsList, type NewsListProps } from './news-list.tsx';

const NONE: NewsEntry[] = [];

export function NewsPage({ kind }: { kind: NewsKind }) {
  const api = useApi();
  const { data, loaded, unanswered } = useApiData(kind.load, NONE, { forIslands: true });
  const items = useMemo(
    () =>
      data.map(({ key, title, date, description, attachments }): NewsCardItem => ({
        key,
        title,
        date,
        description,
        attachment: firstFileUrl(api, attachments),
      })),
    [data, api],
  );
  const list: NewsListProps = {
    items: useListForIsland(items, {}, unanswered),
    story: kind.story,
    label: siteMap[kind.route].title,
    countLabel: kind.countLabel,
    noun: kind.noun,
  };
  return (
    <>
      <PageHeader route={kind.route} />
      <Island name={NEWS_LIST} wake="interaction" component={NewsList} props={list} settled={loaded} />
    </>
  );
}
