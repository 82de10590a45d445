// ISO 8601 date-times on the school's clock, with the offset its time zone has at that moment.
const MINUTE = 60_000;
const pad = (n: number) => String(n).padStart(2, '0');

/** Minutes the zone is ahead of UTC at the instant. */
function offsetAt(ms: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
  }).formatToParts(ms);
  const n = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'));
  return Math.round((wall - Math.floor(ms / MINUTE) * MINUTE) / MINUTE);
}

const offsetText = (minutes: number) => {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
};

function format(wallMs: number, offset: number): string {
  return `${new Date(wallMs).toISOString().slice(0, 19)}${offsetText(offset)}`;
}

/** A time on the school's clock on a day ('2024-03-05', [10, 0]): '2024-03-05T10:00:00+05:30'. */
export function onSchoolClock(day: string, [hour, minute]: readonly [number, number], timeZone: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const wall = Date.UTC(y, m - 1, d, hour, minute);
  // The offset at the wall time read as UTC is off only near a change of offset; a second look settles it.
  const guess = offsetAt(wall, timeZone);
  const offset = offsetAt(wall - guess * MINUTE, timeZone);
  return format(wall, offset);
}

/** An instant as the school's clock reads it. */
export function instantOnSchoolClock(ms: number, timeZone: string): string {
  const offset = offsetAt(ms, timeZone);
  return format(Math.floor(ms / 1000) * 1000 + offset * MINUTE, offset);
}
