import type { ApiClient } from '@school/shared-api';
import { href } from '@school/shared-ui/kit';
import { Link, useApi, useApiData } from '@school/shared-ui/runtime';
import { ExternalLink } from '../../lib/external-link.tsx';
import { Ticker, TickerItem } from '../../motion/ticker.tsx';
import { homeCirculars } from '../home-selectors.ts';

const loadCirculars = (api: ApiClient) => api.getCirculars().then(homeCirculars);

/** The newest circulars, each linking to its file. */
export function CircularTicker() {
  const api = useApi();
  const { data, loaded } = useApiData(loadCirculars, []);
  const items = data.map((c) => {
    const file = c.attachments[0];
    return (
      <TickerItem key={c.key}>
        {file ? <ExternalLink href={api.imageUrl(file)}>{c.title}</ExternalLink> : c.title}
      </TickerItem>
    );
  });
  const more = (
    <Link to={href('circular')}>
      View all<span className="visually-hidden"> circulars</span>
    </Link>
  );
  return <Ticker label="Circulars" items={items} pending={!loaded} more={more} />;
}
