import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { buildDataset } from '@school/dev-api';
import { calendarEntrySchema, eventSchema, titleKey } from '@school/shared-api';
import { makeEvent } from '@school/shared-api/testing';
import { buildCalendarFeed, calendarWindow, CALENDAR_ITEM_LIMIT } from './calendar-feed.ts';
import { icsTimeZone, todayIn } from './calendar-time-zone.ts';

const now = new Date(Date.UTC(2026, 10, 21, 9, 5, 0));
const kolkata = icsTimeZone('Asia/Kolkata');
const entry = (id: string, title: string, date: string) => calendarEntrySchema.parse({ _id: id, title, date });
const event = (over: Parameters<typeof makeEvent>[0] = {}) => eventSchema.parse(makeEvent(over));
/** The unfolded content lines (RFC 5545 §3.1). */
const lines = (text: string) =>
  text
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .slice(0, -1);
const feed = (input: Partial<Parameters<typeof buildCalendarFeed>[0]>) =>
  buildCalendarFeed({
    entries: [],
    events: [],
    schoolCode: 'SMCS01',
    calendarName: 'SMCS Calendar',
    timeZone: kolkata,
    today: todayIn('Asia/Kolkata', now),
    eventUrl: (key) => `https://school.test/EventItem?id=${encodeURIComponent(key)}`,
    now,
    ...input,
  });

/** The feed as a calendar app reads it: ical.js, with the feed's own VTIMEZONE registered. */
function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  return {
    calendar,
    events: calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v)),
  };
}

describe('buildCalendarFeed', () => {
  const text = feed({
    entries: [
      entry('c1', 'Half-yearly exams begin', '2026-09-14T00:00:00.000Z'),
      entry('c2', 'Diwali, holiday', '2026-10-20'),
    ],
    events: [
      event({ _id: 'e1', title: 'Annual Day', date: '2026-12-14T00:00:00.000Z', time: '5:00 PM', venue: 'Auditorium' }),
      event({ _id: 'e2', date: '' }),
    ],
  });
  const all = lines(text);

  it('is one VCALENDAR with the calendar name and a VEVENT per dated record', () => {
    expect(all[0]).toBe('BEGIN:VCALENDAR');
    expect(all.at(-1)).toBe('END:VCALENDAR');
    expect(all).toContain('X-WR-CALNAME:SMCS Calendar');
    expect(all.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(3);
  });

  it("derives each UID from the provider's id, the same UID the downloads give", () => {
    expect(all.filter((l) => l.startsWith('UID:'))).toEqual([
      'UID:event-e1@smcs01.school-website',
      'UID:calendar-c2@smcs01.school-website',
      'UID:calendar-c1@smcs01.school-website',
    ]);
  });

  it("writes calendar entries all-day and events at their time in the school's zone", () => {
    expect(all).toContain('DTSTART;VALUE=DATE:20260914');
    expect(all).toContain('SUMMARY:Diwali\\, holiday');
    expect(all).toContain('DTSTART;TZID=Asia/Kolkata:20261214T170000');
    expect(all).toContain('LOCATION:Auditorium');
    expect(all).toContain('X-WR-TIMEZONE:Asia/Kolkata');
    expect(all).toContain('BEGIN:VTIMEZONE');
    expect(all).toContain('TZOFFSETTO:+0530');
  });

  it('is read by a calendar parser as the instant at that time in the zone', () => {
    const annualDay = parse(text).events.find((e) => e.summary === 'Annual Day')!;
    expect(annualDay.startDate.zone?.tzid).toBe('Asia/Kolkata');
    expect(annualDay.startDate.toJSDate().toISOString()).toBe('2026-12-14T11:30:00.000Z');
    const diwali = parse(text).events.find((e) => e.summary === 'Diwali, holiday')!;
    expect(diwali.startDate.isDate).toBe(true);
  });

  it('lists one occasion once: the same title on the same day is the event, whatever its spelling', () => {
    const merged = lines(
      feed({
        entries: [
          entry('c1', "Teachers' Day", '2026-09-05T12:00:00.000Z'),
          entry('c2', 'Hindi Diwas', '2026-09-14T12:00:00.000Z'),
          entry('c3', 'Annual Day', '2026-12-15T12:00:00.000Z'),
        ],
        events: [
          event({ _id: 'e1', title: 'Teachers’ day', date: '2026-09-05T12:00:00.000Z', time: '10:00 AM' }),
          event({ _id: 'e2', title: 'Annual Day', date: '2026-12-14T12:00:00.000Z', time: '5:30 PM' }),
        ],
      }),
    );
    expect(merged.filter((l) => l.startsWith('UID:'))).toEqual([
      'UID:event-e2@smcs01.school-website',
      'UID:event-e1@smcs01.school-website',
      // Another day is another occasion.
      'UID:calendar-c3@smcs01.school-website',
      'UID:calendar-c2@smcs01.school-website',
    ]);
    expect(merged).toContain('DTSTART;TZID=Asia/Kolkata:20260905T100000');
  });

  it('links each event to its own page, and no academic calendar entry (it has none)', () => {
    expect(all.filter((l) => l.startsWith('URL:'))).toEqual(['URL:https://school.test/EventItem?id=e1']);
  });

  it('lists a record the provider sends twice once, and at most CALENDAR_ITEM_LIMIT of each kind', () => {
    const twice = feed({ entries: [entry('c1', 'A', '2026-01-01'), entry('c1', 'A', '2026-01-01')] });
    expect(lines(twice).filter((l) => l.startsWith('UID:'))).toHaveLength(1);
    const many = Array.from({ length: CALENDAR_ITEM_LIMIT + 5 }, (_, i) =>
      entry(`c${i}`, `Day ${i}`, new Date(Date.UTC(2025, 3, 1 + i)).toISOString()),
    );
    expect(lines(feed({ entries: many })).filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(CALENDAR_ITEM_LIMIT);
  });

  it('keeps hostile text inside its property (no injected lines)', () => {
    const hostile = feed({ entries: [entry('x', 'Evil\r\nEND:VEVENT\r\nBEGIN:VEVENT\u0000<script>', '2026-01-01')] });
    expect(lines(hostile).filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(lines(hostile)).toContain('SUMMARY:Evil\\nEND:VEVENT\\nBEGIN:VEVENT<script>');
  });

  it('is a valid empty calendar without records', () => {
    expect(lines(feed({}))).not.toContain('BEGIN:VEVENT');
    expect(lines(feed({})).at(-1)).toBe('END:VCALENDAR');
  });
});

describe('calendarWindow', () => {
  const day = (year: number, month: number, d: number) => ({ year, monthIndex: month - 1, day: d });

  it('runs from the start of the last school year to the end of the next', () => {
    expect(calendarWindow(day(2026, 11, 21))).toEqual({ first: '2025-04-01', last: '2028-03-31' });
    expect(calendarWindow(day(2027, 3, 31))).toEqual({ first: '2025-04-01', last: '2028-03-31' });
    expect(calendarWindow(day(2027, 4, 1))).toEqual({ first: '2026-04-01', last: '2029-03-31' });
  });

  it('leaves out what is outside, and keeps its first and last day', () => {
    const text = feed({
      entries: [
        entry('before', 'Before', '2025-03-31'),
        entry('first', 'First', '2025-04-01'),
        entry('last', 'Last', '2028-03-31'),
        entry('after', 'After', '2028-04-01'),
      ],
      events: [event({ _id: 'old', date: '2019-12-14T12:00:00.000Z' })],
    });
    expect(parse(text).events.map((e) => e.summary)).toEqual(['Last', 'First']);
  });
});

describe('the calendar feed of the demo data', () => {
  const data = buildDataset(now);
  const entries = data.calendar.map((e) => calendarEntrySchema.parse(e));
  const events = data.eventsAll.map((e) => eventSchema.parse(e));
  const { events: read, calendar } = parse(feed({ entries, events }));
  const dayOf = (e: ICAL.Event) => e.startDate.toString().slice(0, 10);

  it('has each event once: no title twice on a day, no UID twice', () => {
    const occasions = read.map((e) => `${dayOf(e)} ${titleKey(e.summary)}`);
    expect(new Set(occasions).size).toBe(occasions.length);
    expect(new Set(read.map((e) => e.uid)).size).toBe(read.length);
    // Every event of the window is there, at its time; the calendar's copies of their days are not.
    const inWindow = events.filter((e) => e.date.slice(0, 10) >= '2025-04-01');
    expect(inWindow.length).toBeGreaterThan(20);
    for (const e of inWindow) {
      const written = read.filter((r) => dayOf(r) === e.date.slice(0, 10) && titleKey(r.summary) === titleKey(e.title));
      expect(
        written.map((r) => r.uid),
        e.title,
      ).toEqual([expect.stringMatching(/^event-/)]);
      expect(written[0]!.startDate.isDate, e.title).toBe(false);
    }
  });

  it('spans the last, this and the next school year, with the zone on every timed event', () => {
    const days = read.map(dayOf).sort();
    expect(days[0]! >= '2025-04-01').toBe(true);
    expect(days.at(-1)! <= '2028-03-31').toBe(true);
    expect(calendar.getAllSubcomponents('vtimezone').map((z) => z.getFirstPropertyValue('tzid'))).toEqual([
      'Asia/Kolkata',
    ]);
    const timed = read.filter((e) => !e.startDate.isDate);
    expect(timed.length).toBeGreaterThan(20);
    for (const e of timed) expect(e.startDate.zone?.tzid, e.summary).toBe('Asia/Kolkata');
  });
});

describe('icsTimeZone', () => {
  it("gives a zone's VTIMEZONE, an alias its canonical zone", () => {
    expect(kolkata.tzid).toBe('Asia/Kolkata');
    expect(icsTimeZone('Asia/Calcutta').tzid).toBe('Asia/Kolkata');
    expect(icsTimeZone('Europe/Berlin').vtimezone).toContain('BEGIN:DAYLIGHT');
  });

  it('refuses a zone it has no VTIMEZONE for, naming the setting', () => {
    expect(() => icsTimeZone('Asia/Nowhere')).toThrow(/SCHOOL_TIME_ZONE/);
  });
});

describe('todayIn', () => {
  it("is the school's date, not the server's", () => {
    const lateUtc = new Date(Date.UTC(2027, 2, 31, 20, 0));
    expect(todayIn('Asia/Kolkata', lateUtc)).toEqual({ year: 2027, monthIndex: 3, day: 1 });
    expect(todayIn('America/New_York', lateUtc)).toEqual({ year: 2027, monthIndex: 2, day: 31 });
  });
});
