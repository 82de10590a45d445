import type { ApiClient } from '@school/shared-api';
import { formatDate } from '@school/shared-api/selectors';
import { Island, storyHref } from '@school/shared-ui/island';
import { href } from '@school/shared-ui/site-map';
import { Link, useApi, useApiData } from '@school/shared-ui/runtime';
import { NEWS_REEL } from '../../islands/names.ts';
import { homeNews } from '../home-selectors.ts';
import { Section } from '../section.tsx';
import { NewsReel } from '../strips/news-reel.tsx';

const loadNews = (api: ApiClient) => api.getNews().then(homeNews);

export function NewsMarquee() {
  const api = useApi();
  const { data, loaded } = useApiData(loadNews, [], { forIslands: true });
  const rows = data.map((n) => {
    const file = n.attachments[0];
    return {
      key: n.key,
      date: formatDate(n.date),
      text: n.description || n.title,
      title: n.title,
      story: storyHref('newsItem', n),
      file: file && api.imageUrl(file),
    };
  });
  return (
    <Section title="Latest News" minHeight={420} action={<Link to={href('news')}>More News</Link>}>
      <Island name={NEWS_REEL} wake="interaction" component={NewsReel} props={{ rows }} settled={loaded} />
    </Section>
  );
}
