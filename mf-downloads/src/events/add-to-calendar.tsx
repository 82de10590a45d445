import styled from 'styled-components';
import type { SchoolEvent } from '@school/shared-api';
import { actionStyle } from '../lists/list-parts.tsx';

/** Whose calendar file it is: the school's code names its events, its name the calendar. */
export type EventCalendar = { schoolCode: string; name: string };

// The iCalendar writer is not part of the Events page: it loads on the first click.
const loadEventIcs = () => import('@school/shared-api/ics');

type EventFields = Pick<SchoolEvent, 'key' | 'title' | 'date' | 'time' | 'description' | 'venue'>;

export function AddToCalendar({ event, calendar }: { event: EventFields; calendar: EventCalendar }) {
  const onClick = () => {
    loadEventIcs().then(
      ({ downloadEventIcs }) => downloadEventIcs(event, calendar.schoolCode, calendar.name),
      (error: unknown) => console.error('The calendar file could not be prepared', error),
    );
  };
  return (
    <Button type="button" onClick={onClick} aria-label={`Add to calendar: ${event.title}`}>
      <CalendarIcon />
      Add to calendar
    </Button>
  );
}

function CalendarIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <rect x="3" y="5" width="18" height="16" rx="2" fill="none" stroke="currentColor" strokeWidth="2" />
      <path
        d="M3 10h18M8 3v4M16 3v4M12 13v5M9.5 15.5h5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}

const Button = styled.button`
  ${actionStyle}
`;
