import type { ApiClient } from '@school/shared-api';
import { Island } from '@school/shared-ui/island';
import { useApi, useApiData } from '@school/shared-ui/runtime';
import { HIGHLIGHTS } from '../../islands/names.ts';
import { homeHighlights } from '../home-selectors.ts';
import { HighlightStrip } from '../strips/highlight-strip.tsx';

const loadHighlights = (api: ApiClient) => api.getHighlights().then(homeHighlights);

export function HighlightsMarquee() {
  const api = useApi();
  const { data, loaded } = useApiData(loadHighlights, [], { forIslands: true });
  const rows = data.map((h) => {
    const file = h.attachments[0];
    return { key: h.key, title: h.title, href: file && api.imageUrl(file) };
  });
  return (
    <Island
      name={HIGHLIGHTS}
      wake="interaction"
      component={HighlightStrip}
      props={{ rows, pending: !loaded }}
      settled={loaded}
    />
  );
}
