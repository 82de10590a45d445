import { describe, expect, it } from 'vitest';
import { datedAt, eventTimes } from './item-dates.ts';

const zone = 'Asia/Kolkata';

describe('eventTimes', () => {
  it("puts the event's time on its day, with the school's offset", () => {
    expect(eventTimes('2024-03-05T12:00:00.000Z', '10:00 AM', zone)).toEqual({ start: '2024-03-05T10:00:00+05:30' });
    expect(eventTimes('2024-03-05', '5:30 PM', zone)).toEqual({ start: '2024-03-05T17:30:00+05:30' });
  });

  it('ends it when its time is a range, and only at a later time', () => {
    expect(eventTimes('2024-03-05', '8:00 AM to 11:00 AM', zone)).toEqual({
      start: '2024-03-05T08:00:00+05:30',
      end: '2024-03-05T11:00:00+05:30',
    });
    expect(eventTimes('2024-03-05', '9:00 AM - 1:00 PM', zone)?.end).toBe('2024-03-05T13:00:00+05:30');
    expect(eventTimes('2024-03-05', '9 to 1', zone)).toEqual({ start: '2024-03-05T09:00:00+05:30' });
  });

  it('gives the day alone when no time is known, and nothing without a day', () => {
    expect(eventTimes('2024-03-05T12:00:00.000Z', '', zone)).toEqual({ start: '2024-03-05', end: '2024-03-05' });
    expect(eventTimes('2024-03-05', 'after lunch', zone)).toEqual({ start: '2024-03-05', end: '2024-03-05' });
    expect(eventTimes('', '10:00 AM', zone)).toBeUndefined();
  });
});

describe('datedAt', () => {
  it("writes an instant on the school's clock and a day as the school's midnight, both with the offset", () => {
    expect(datedAt('2024-06-01T00:00:00.000Z', zone)).toBe('2024-06-01T05:30:00+05:30');
    expect(datedAt('2024-06-01T09:15:00+05:30', zone)).toBe('2024-06-01T09:15:00+05:30');
    expect(datedAt('2024-06-01', zone)).toBe('2024-06-01T00:00:00+05:30');
    expect(datedAt('2024-06-01T09:15:00', zone)).toBe('2024-06-01T09:15:00+05:30');
    expect(datedAt('', zone)).toBeUndefined();
  });
});
