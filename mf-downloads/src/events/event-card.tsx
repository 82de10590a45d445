import { memo } from 'react';
import styled from 'styled-components';
import type { SchoolEvent } from '@school/shared-api';
import { formatDate } from '@school/shared-api/selectors';
import type { PictureUrls } from '@school/shared-api/pictures';
import { storyHref } from '@school/shared-ui/island';
import { AttachmentAnchor } from '../lists/attachment-anchor.tsx';
import { CardFrame } from '../lists/list-parts.tsx';
import { AddToCalendar, type EventCalendar } from './add-to-calendar.tsx';
import { EVENT_CARD_PHOTO, EventImage } from './event-image.tsx';

/** What a card shows of an event, as the list's island carries it: the attachment's link is made on the server. */
export type EventCardItem = Pick<SchoolEvent, 'key' | 'title' | 'description' | 'date' | 'time' | 'venue'> & {
  /** The photo's path at the provider ('' when it has none): its sizes are chosen in the page. */
  image: string;
  attachment: string;
};

type Props = { event: EventCardItem; eager: boolean; urls: PictureUrls; calendar: EventCalendar };

export const EventCard = memo(function EventCard({ event, eager, urls, calendar }: Props) {
  const date = formatDate(event.date);
  return (
    <Card>
      <EventImage path={event.image || undefined} eager={eager} layout={EVENT_CARD_PHOTO} urls={urls} />
      <Body>
        <h2>
          <a href={storyHref('eventItem', event)}>{event.title}</a>
        </h2>
        {event.description && <p>{event.description}</p>}
        <Facts>
          {event.venue && (
            <div>
              <dt>Location</dt>
              <dd>{event.venue}</dd>
            </div>
          )}
          {date && (
            <div>
              <dt>Date</dt>
              <dd>
                <time dateTime={event.date.slice(0, 10)}>{date}</time>
              </dd>
            </div>
          )}
          {event.time && (
            <div>
              <dt>Time</dt>
              <dd>{event.time}</dd>
            </div>
          )}
        </Facts>
        <Actions>
          <AttachmentAnchor href={event.attachment} title={event.title} />
          {date && <AddToCalendar event={event} calendar={calendar} />}
        </Actions>
      </Body>
    </Card>
  );
});
const Card = styled(CardFrame)`
  flex-direction: column;
`;
const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: 10px;
  padding: 14px 16px 16px;
  flex: 1;
  > p {
    font-size: 0.95rem;
  }
`;
const Facts = styled.dl`
  margin: 0;
  display: grid;
  gap: 4px;
  font-size: 0.95rem;
  div {
    display: flex;
    gap: 6px;
  }
  dt {
    font-weight: 700;
    color: ${(p) => p.theme.color.primary};
  }
  dt::after {
    content: ':';
  }
  dd {
    margin: 0;
  }
`;
const Actions = styled.div`
  margin-top: auto;
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  padding-top: 4px;
`;
