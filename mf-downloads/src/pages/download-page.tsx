import { useMemo } from 'react';
import { defaultYear } from '@school/shared-api/selectors';
import { Island } from '@school/shared-ui/island';
import { PageHeader, siteMap } from '@school/shared-ui/kit';
import { useApi, useApiData, useListForIsland } from '@school/shared-ui/runtime';
import type { DownloadCardItem } from '../components/download-card.tsx';
import { DOWNLOAD_LIST } from '../islands/names.ts';
import { firstFileUrl } from '../lists/first-file-url.ts';
import type { DownloadKind } from './download-kinds.ts';
import { DownloadList, type DownloadListProps } from './download-list.tsx';

export function DownloadPage({ kind }: { kind: DownloadKind }) {
  const api = useApi();
  const { data, loaded, unanswered } = useApiData(kind.load, [], { forIslands: true });
  const items = useMemo(
    () =>
      data.map(({ key, title, date, attachments }): DownloadCardItem => ({
        key,
        title,
        date,
        file: firstFileUrl(api, attachments),
      })),
    [data, api],
  );
  const startYear = kind.years === 'default-year' ? defaultYear(data) : 'all';
  const list: DownloadListProps = {
    items: useListForIsland(items, { year: startYear }, unanswered),
    story: kind.story,
    title: siteMap[kind.route].title,
    startYear,
    allYears: kind.years === 'all-years',
    search: kind.search,
  };
  return (
    <>
      <PageHeader route={kind.route} />
      <Island name={DOWNLOAD_LIST} wake="interaction" component={DownloadList} props={list} settled={loaded} />
    </>
  );
}
