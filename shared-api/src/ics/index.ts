// @school/shared-api/ics: the iCalendar writer (RFC 5545) and the school's records as events. Not
// in the shared chunk: only the calendar feed, the Events page and the calendar page load it.
export * from './ics.ts';
export * from './record-ics.ts';
