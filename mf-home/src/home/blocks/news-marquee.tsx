import styled from 'styled-components';
import { formatDate, type ApiClient } from '@school/shared-api';
import { EmptyState, href, storyHref } from '@school/shared-ui/kit';
import { Link, useApi, useApiData } from '@school/shared-ui/runtime';
import { ExternalLink } from '../../lib/external-link.tsx';
import { VerticalMarquee } from '../../motion/vertical-marquee.tsx';
import { homeNews } from '../home-selectors.ts';
import { Section } from '../section.tsx';

const loadNews = (api: ApiClient) => api.getNews().then(homeNews);
const SECONDS_PER_ITEM = 5;

export function NewsMarquee() {
  const api = useApi();
  const { data } = useApiData(loadNews, []);
  return (
    <Section title="Latest News" minHeight={420} action={<Link to={href('news')}>More News</Link>}>
      {data.length === 0 ? (
        <EmptyState />
      ) : (
        <VerticalMarquee label="Latest News" height={320} duration={data.length * SECONDS_PER_ITEM}>
          <NewsList>
            {data.map((n) => {
              const file = n.attachments[0];
              const date = formatDate(n.date);
              return (
                <li key={n.key}>
                  {date && <p className="date">{date}</p>}
                  <p>
                    <Link to={storyHref('newsItem', n)}>{n.description || n.title}</Link>
                  </p>
                  {file && (
                    <ExternalLink href={api.imageUrl(file)}>
                      Attachment<span className="visually-hidden">: {n.title}</span>
                    </ExternalLink>
                  )}
                </li>
              );
            })}
          </NewsList>
        </VerticalMarquee>
      )}
    </Section>
  );
}

const NewsList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    padding: 12px 4px;
    border-bottom: 1px dashed ${(p) => p.theme.color.border};
  }
  p {
    margin: 0 0 4px;
  }
  .date {
    font-size: 0.85rem;
    font-weight: 600;
    color: ${(p) => p.theme.color.accentText};
  }
  li > a {
    display: inline-block;
    padding: 6px 0;
    font-weight: 600;
  }
`;
