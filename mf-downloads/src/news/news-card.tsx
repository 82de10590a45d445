import { memo } from 'react';
import styled from 'styled-components';
import { dateParts } from '@school/shared-api/selectors';
import { storyHref, type StoryRoute } from '@school/shared-ui/island';
import { AttachmentAnchor } from '../lists/attachment-anchor.tsx';
import { CardFrame } from '../lists/list-parts.tsx';

/** What a card shows of an entry, as the list's island carries it: the attachment's link is made on the server. */
export type NewsCardItem = { key: string; title: string; date: string; description?: string; attachment: string };

/** Memoized: a keystroke re-renders the page, not the cards already shown. */
export const NewsCard = memo(function NewsCard({ item, story }: { item: NewsCardItem; story: StoryRoute }) {
  const date = dateParts(item.date);
  return (
    <Card>
      <DateBadge aria-hidden={!date || undefined}>
        {date ? (
          <time dateTime={item.date.slice(0, 10)}>
            <span className="day">{date.day}</span> <span className="month">{date.month}</span>{' '}
            <span className="year">{date.year}</span>
          </time>
        ) : (
          <span className="day">--</span>
        )}
      </DateBadge>
      <Body>
        <h2>
          <a href={storyHref(story, item)}>{item.title || 'Untitled'}</a>
        </h2>
        {item.description && <p className="description">{item.description}</p>}
        <AttachmentAnchor href={item.attachment} title={item.title} />
      </Body>
    </Card>
  );
});

const Card = styled(CardFrame)`
  border-left: 4px solid ${(p) => p.theme.color.primary};
`;
const DateBadge = styled.div`
  flex: none;
  width: 72px;
  padding: 16px 0;
  text-align: center;
  line-height: 1.1;
  background: ${(p) => p.theme.color.surfaceAlt};
  color: ${(p) => p.theme.color.primary};
  .day {
    display: block;
    font-size: 1.6rem;
    font-weight: 700;
  }
  .month {
    display: block;
    font-size: 0.9rem;
    font-weight: 600;
    text-transform: uppercase;
    letter-spacing: 0.05em;
  }
  /* Beyond the day and month: with All years chosen, the year tells items apart. */
  .year {
    display: block;
    margin-top: 4px;
    font-size: 0.8rem;
    color: ${(p) => p.theme.color.muted};
  }
`;
const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: 10px;
  padding: 14px 16px 16px;
  min-width: 0;
  flex: 1;
  .description {
    color: ${(p) => p.theme.color.text};
    font-size: 0.95rem;
  }
`;
