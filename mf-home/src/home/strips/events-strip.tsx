import type { SchoolEvent } from '@school/shared-api';
import type { PictureSource } from '@school/shared-api/pictures';
import { calendarDate, formatDate } from '@school/shared-api/selectors';
import { storyHref } from '@school/shared-ui/island';
import placeholderPhoto from '../../assets/placeholder-photo.svg';
import { Carousel } from '../../motion/carousel.tsx';
import { EVENTS_LAYOUT } from '../../motion/slides-per-view.ts';
import { Card, CardPhoto } from '../blocks/card.tsx';
import { DateBadge, EventButton } from '../blocks/events-styles.ts';
import { PLACEHOLDER_COUNT } from './placeholder-slides.tsx';

export type HomeEvent = Pick<SchoolEvent, 'key' | 'title' | 'date' | 'time' | 'description' | 'venue'> & {
  image: string | undefined;
  /** Its day and month as the badge shows them (DD.MM). */
  badge: string;
};
/** Whose calendar an event's file adds to: the school's code names its events. */
export type EventsCalendar = { schoolCode: string; name: string };
export type EventsStripProps = { events: HomeEvent[]; pictures: PictureSource; calendar: EventsCalendar };

function EventCard({
  event,
  pictures,
  calendar,
}: {
  event: HomeEvent;
  pictures: PictureSource;
  calendar: EventsCalendar;
}) {
  const when = [formatDate(event.date), event.time].filter(Boolean).join(', ');
  return (
    <Card>
      <CardPhoto pictures={pictures} path={event.image} fallback={placeholderPhoto} alt={event.title} ratio="3 / 2" />
      <div className="body">
        <DateBadge>{event.badge}</DateBadge>
        <h3>
          <a href={storyHref('eventItem', event)}>{event.title}</a>
        </h3>
        {when && <p className="muted">{when}</p>}
        {event.venue && <p className="muted">Location: {event.venue}</p>}
        {calendarDate(event.date) && (
          <EventButton
            type="button"
            onClick={() =>
              // The .ics writer loads on the click: most visitors never download one.
              void import('@school/shared-api/ics').then((m) =>
                m.downloadEventIcs(event, calendar.schoolCode, calendar.name),
              )
            }
          >
            Add to calendar<span className="visually-hidden"> ({event.title}, .ics file)</span>
          </EventButton>
        )}
      </div>
    </Card>
  );
}

const placeholders = Array.from({ length: PLACEHOLDER_COUNT }, (_, i) => ({
  key: `event-placeholder-${i}`,
  content: (
    <Card data-placeholder>
      <CardPhoto path="" fallback={placeholderPhoto} alt="" ratio="3 / 2" />
      <div className="body">
        <DateBadge>DD.MM</DateBadge>
        <h3>Event Title</h3>
      </div>
    </Card>
  ),
}));

/** The island (mf_home/events-slider): its Previous, Next, Pause, swipe and Add to calendar wake it alone. */
export function EventsStrip({ events, pictures, calendar }: EventsStripProps) {
  const slides =
    events.length > 0
      ? events.map((e) => ({
          key: e.key,
          content: <EventCard event={e} pictures={pictures} calendar={calendar} />,
        }))
      : placeholders;
  return <Carousel label="Upcoming Events" slides={slides} layout={EVENTS_LAYOUT} />;
}
