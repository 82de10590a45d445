import type { ApiClient } from '@school/shared-api';
import { useApi, useApiData } from '@school/shared-ui/runtime';
import { ExternalLink } from '../../lib/external-link.tsx';
import { Ticker, TickerItem } from '../../motion/ticker.tsx';
import { homeHighlights } from '../home-selectors.ts';

const loadHighlights = (api: ApiClient) => api.getHighlights().then(homeHighlights);

export function HighlightsMarquee() {
  const api = useApi();
  const { data, loaded } = useApiData(loadHighlights, []);
  const items = data.map((h) => {
    const file = h.attachments[0];
    return (
      <TickerItem key={h.key}>
        {file ? <ExternalLink href={api.imageUrl(file)}>{h.title}</ExternalLink> : h.title}
      </TickerItem>
    );
  });
  return (
    <div data-testid="highlights">
      <Ticker label="Highlights" items={items} pending={!loaded} />
    </div>
  );
}
