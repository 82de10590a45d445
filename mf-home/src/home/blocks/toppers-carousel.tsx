import type { ApiClient } from '@school/shared-api';
import { Island } from '@school/shared-ui/island';
import { href } from '@school/shared-ui/site-map';
import { Link, useApiData, usePictureSource } from '@school/shared-ui/runtime';
import { TOPPERS } from '../../islands/names.ts';
import { homeToppers } from '../home-selectors.ts';
import { Section } from '../section.tsx';
import { ToppersStrip } from '../strips/people-strips.tsx';

const loadToppers = (api: ApiClient) => api.getToppers().then(homeToppers);

export function ToppersCarousel() {
  const { data, loaded } = useApiData(loadToppers, [], { forIslands: true });
  const pictures = usePictureSource();
  const people = data.map((t) => ({ key: t.key, name: t.name, photo: t.attachments[0], lines: [t.division] }));
  return (
    <Section title="Our Toppers" minHeight={420} action={<Link to={href('toppers')}>All Toppers</Link>}>
      <Island
        name={TOPPERS}
        wake="interaction"
        component={ToppersStrip}
        props={{ people, pictures }}
        settled={loaded}
      />
    </Section>
  );
}
