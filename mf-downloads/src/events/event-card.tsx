import { memo } from 'react';
import styled from 'styled-components';
import { formatDate, type SchoolEvent } from '@school/shared-api';
import { AttachmentLink } from '../lists/attachment-link.tsx';
import { CardFrame } from '../lists/list-parts.tsx';
import { StoryLink } from '../stories/story-link.tsx';
import { AddToCalendar } from './add-to-calendar.tsx';
import { EVENT_CARD_PHOTO, EventImage } from './event-image.tsx';

export const EventCard = memo(function EventCard({ event, eager }: { event: SchoolEvent; eager: boolean }) {
  const date = formatDate(event.date);
  return (
    <Card>
      <EventImage path={event.images[0]} eager={eager} layout={EVENT_CARD_PHOTO} />
      <Body>
        <h2>
          <StoryLink route="eventItem" entry={event}>
            {event.title}
          </StoryLink>
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
          <AttachmentLink files={event.attachments} title={event.title} />
          {date && <AddToCalendar event={event} />}
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
