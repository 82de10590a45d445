import type { ApiClient } from '@school/shared-api';
import { formatDate } from '@school/shared-api';
import { Island } from '@school/shared-ui/island';
import { useApi, useApiData } from '@school/shared-ui/runtime';
import { ExternalLink } from '../../lib/external-link.tsx';
import { Ticker, TickerItem } from '../../motion/ticker.tsx';
import { NOTICE_TICKER } from '../../islands/names.ts';
import { homeNotices } from '../home-selectors.ts';

const loadNotices = (api: ApiClient) => api.getHomeNotices().then(homeNotices);

export type NoticeRow = { key: string; date: string; title: string; href?: string | undefined };
export type NoticeStripProps = { rows: NoticeRow[]; pending: boolean };

/** The island (mf_home/notice-ticker): the notices as the region found them; its Pause wakes it alone. */
export function NoticeStrip({ rows, pending }: NoticeStripProps) {
  const items = rows.map((n) => (
    <TickerItem key={n.key}>
      {n.date && <small>{n.date}:</small>}
      {n.href ? <ExternalLink href={n.href}>{n.title}</ExternalLink> : n.title}
    </TickerItem>
  ));
  return (
    <div data-testid="notices">
      <Ticker label="Notices" items={items} pending={pending} tone="light" />
    </div>
  );
}

export function NoticeTicker() {
  const api = useApi();
  const { data, loaded } = useApiData(loadNotices, []);
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
