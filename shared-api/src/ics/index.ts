// Not in the shared chunk: only the calendar feed, the Events page and the calendar page load it.
export * from './ics.ts';
export * from './record-ics.ts';
