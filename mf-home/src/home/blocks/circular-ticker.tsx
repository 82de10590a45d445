import type { ApiClient } from '@school/shared-api';
import { href, storyHref } from '@school/shared-ui/kit';
import { Link, useApiData } from '@school/shared-ui/runtime';
import { Ticker, TickerItem } from '../../motion/ticker.tsx';
import { homeCirculars } from '../home-selectors.ts';

const loadCirculars = (api: ApiClient) => api.getCirculars().then(homeCirculars);

export function CircularTicker() {
  const { data, loaded } = useApiData(loadCirculars, []);
  const items = data.map((c) => (
    <TickerItem key={c.key}>
      <Link to={storyHref('circularItem', c)}>{c.title || 'Untitled'}</Link>
    </TickerItem>
  ));
  const more = (
    <Link to={href('circular')}>
      View all<span className="visually-hidden"> circulars</span>
    </Link>
  );
  return <Ticker label="Circulars" items={items} pending={!loaded} more={more} />;
}
