import type { ApiClient } from '@school/shared-api';
import { Island, storyHref } from '@school/shared-ui/island';
import { href } from '@school/shared-ui/site-map';
import { useApiData } from '@school/shared-ui/runtime';
import { CIRCULARS } from '../../islands/names.ts';
import { homeCirculars } from '../home-selectors.ts';
import { CircularStrip } from '../strips/circular-strip.tsx';

const loadCirculars = (api: ApiClient) => api.getCirculars().then(homeCirculars);

export function CircularTicker() {
  const { data, loaded } = useApiData(loadCirculars, [], { forIslands: true });
  const rows = data.map((c) => ({ key: c.key, title: c.title || 'Untitled', href: storyHref('circularItem', c) }));
  return (
    <Island
      name={CIRCULARS}
      wake="interaction"
      component={CircularStrip}
      props={{ rows, pending: !loaded, allHref: href('circular') }}
      settled={loaded}
    />
  );
}
