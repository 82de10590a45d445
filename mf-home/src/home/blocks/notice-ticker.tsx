import type { ApiClient } from '@school/shared-api';
import { formatDate } from '@school/shared-api';
import { useApi, useApiData } from '@school/shared-ui/runtime';
import { ExternalLink } from '../../lib/external-link.tsx';
import { Ticker, TickerItem } from '../../motion/ticker.tsx';
import { homeNotices } from '../home-selectors.ts';

const loadNotices = (api: ApiClient) => api.getHomeNotices().then(homeNotices);

export function NoticeTicker() {
  const api = useApi();
  const { data, loaded } = useApiData(loadNotices, []);
  const items = data.map((n) => {
    const file = n.attachments[0];
    const date = formatDate(n.fromDate || n.date);
    return (
      <TickerItem key={n.key}>
        {date && <small>{date}:</small>}
        {file ? <ExternalLink href={api.imageUrl(file)}>{n.title}</ExternalLink> : n.title}
      </TickerItem>
    );
  });
  return (
    <div data-testid="notices">
      <Ticker label="Notices" items={items} pending={!loaded} tone="light" />
    </div>
  );
}
