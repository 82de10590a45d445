import { describe, expect, it } from 'vitest';
import { instantOnSchoolClock, onSchoolClock } from './school-time.ts';

describe('onSchoolClock', () => {
  it("gives a time of the school's day with its zone's offset", () => {
    expect(onSchoolClock('2024-03-05', [10, 0], 'Asia/Kolkata')).toBe('2024-03-05T10:00:00+05:30');
    expect(onSchoolClock('2024-12-31', [23, 45], 'Asia/Kolkata')).toBe('2024-12-31T23:45:00+05:30');
    expect(onSchoolClock('2024-03-05', [9, 30], 'UTC')).toBe('2024-03-05T09:30:00+00:00');
  });

  it('takes the offset of that day in a zone whose offset changes', () => {
    expect(onSchoolClock('2024-01-15', [9, 0], 'Europe/London')).toBe('2024-01-15T09:00:00+00:00');
    expect(onSchoolClock('2024-07-15', [9, 0], 'Europe/London')).toBe('2024-07-15T09:00:00+01:00');
    expect(onSchoolClock('2024-07-15', [18, 0], 'America/St_Johns')).toBe('2024-07-15T18:00:00-02:30');
    // The morning after the clocks went forward at 1 AM.
    expect(onSchoolClock('2024-03-31', [3, 0], 'Europe/London')).toBe('2024-03-31T03:00:00+01:00');
  });
});

describe('instantOnSchoolClock', () => {
  it("writes an instant as the school's clock reads it: the same instant", () => {
    const at = Date.parse('2024-03-05T20:00:00Z');
    expect(instantOnSchoolClock(at, 'Asia/Kolkata')).toBe('2024-03-06T01:30:00+05:30');
    expect(Date.parse(instantOnSchoolClock(at, 'Asia/Kolkata'))).toBe(at);
    expect(instantOnSchoolClock(Date.parse('2024-07-01T12:00:00.250Z'), 'Europe/London')).toBe(
      '2024-07-01T13:00:00+01:00',
    );
  });
});
