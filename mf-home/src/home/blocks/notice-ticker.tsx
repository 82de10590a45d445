import type { ApiClient } from '@school/shared-api';
import { formatDate } from '@school/shared-api';
import { Island } from '@school/shared-ui/island';
import { useApi, useApiData } from '@school/shared-ui/runtime';
import { NOTICE_TICKER } from '../../islands/names.ts';
import { homeNotices } from '../home-selectors.ts';
import { NoticeStrip } from '../strips/notice-strip.tsx';

const loadNotices = (api: ApiClient) => api.getHomeNotices().then(homeNotices);

export function NoticeTicker() {
  const api = useApi();
  const { data, loaded } = useApiData(loadNotices, [], { forIslands: true });
  const rows = data.map((n) => {
    const file = n.attachments[0];
    return { key: n.key, date: formatDate(n.fromDate || n.date), title: n.title, href: file && api.imageUrl(file) };
  });
  return (
    <Island
      name={NOTICE_TICKER}
      wake="interaction"
      component={NoticeStrip}
      props={{ rows, pending: !loaded }}
      settled={loaded}
    />
  );
}
