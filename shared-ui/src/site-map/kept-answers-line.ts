// A page built from the provider's last good answers says so (issue 35); the shell's server writes it.

/** `at`: when the provider sent the oldest answer shown; the clock is the school's, dated when not today. */
export function keptAnswersLine(at: number, timeZone: string, now: number = Date.now()): string {
  const time = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  const day = new Intl.DateTimeFormat('en-GB', { timeZone, day: 'numeric', month: 'long' });
  const when = day.format(at) === day.format(now) ? time.format(at) : `${time.format(at)} on ${day.format(at)}`;
  return `The school's server is not answering; showing what it sent at ${when}`;
}
