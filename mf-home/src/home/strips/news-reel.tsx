import styled from 'styled-components';
import { EmptyState } from '@school/shared-ui/island';
import { ExternalLink } from '../../lib/external-link.tsx';
import { VerticalMarquee } from '../../motion/vertical-marquee.tsx';

const SECONDS_PER_ITEM = 5;

export type NewsRow = {
  key: string;
  date: string;
  text: string;
  title: string;
  story: string;
  file?: string | undefined;
};
export type NewsReelProps = { rows: NewsRow[] };

/** The island (mf_home/news-reel): links are documents, so only its Pause needs script, and wakes it alone. */
export function NewsReel({ rows }: NewsReelProps) {
  if (rows.length === 0) return <EmptyState />;
  return (
    <VerticalMarquee label="Latest News" height={320} duration={rows.length * SECONDS_PER_ITEM}>
      <NewsList>
        {rows.map((n) => (
          <li key={n.key}>
            {n.date && <p className="date">{n.date}</p>}
            <p>
              <a href={n.story}>{n.text}</a>
            </p>
            {n.file && (
              <ExternalLink href={n.file}>
                Attachment<span className="visually-hidden">: {n.title}</span>
              </ExternalLink>
            )}
          </li>
        ))}
      </NewsList>
    </VerticalMarquee>
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
