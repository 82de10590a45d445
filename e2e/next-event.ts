// Which event /Events shows first, from the provider's raw list (dev-api plans events ahead).

/** The event /Events starts at: today's or the next one (dev-api plans some ahead), else the latest. */
export function nextEvent<T extends { date: string }>(events: readonly T[], now = new Date()): T {
  const today = [now.getFullYear(), now.getMonth() + 1, now.getDate()].map((n) => String(n).padStart(2, '0')).join('-');
  const day = (e: T) => e.date.slice(0, 10);
  // Stable sorts on the day alone, as the page does: events of one day keep the provider's order.
  const ahead = events.filter((e) => day(e) >= today).sort((a, b) => day(a).localeCompare(day(b)));
  return ahead[0] ?? [...events].sort((a, b) => day(b).localeCompare(day(a)))[0]!;
}
