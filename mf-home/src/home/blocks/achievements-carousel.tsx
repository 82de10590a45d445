import type { ApiClient, GalleryItem } from '@school/shared-api';
import { Island } from '@school/shared-ui/island';
import { href } from '@school/shared-ui/site-map';
import { Link, useApiData, usePictureSource } from '@school/shared-ui/runtime';
import { ACHIEVEMENTS } from '../../islands/names.ts';
import { homeAchievements } from '../home-selectors.ts';
import { Section } from '../section.tsx';
import { useSelectedLoad } from '../shared-load.ts';
import { AchievementsStrip } from '../strips/achievements-strip.tsx';

export function AchievementsCarousel({ load }: { load: (api: ApiClient) => Promise<GalleryItem[]> }) {
  const { data, loaded } = useApiData(useSelectedLoad(load, homeAchievements), [], { forIslands: true });
  const pictures = usePictureSource();
  const achievements = data.map((a) => ({ key: a.key, title: a.title, photo: a.attachments[0] }));
  return (
    <Section title="Our Achievements" minHeight={400} action={<Link to={href('activities')}>All Achievements</Link>}>
      <Island
        name={ACHIEVEMENTS}
        wake="interaction"
        component={AchievementsStrip}
        props={{ achievements, pictures }}
        settled={loaded}
      />
    </Section>
  );
}
