// Which event /Events shows first, from the provider's raw list (dev-api plans events ahead).

/** The event /Events starts at: today's or the next one (dev-api plans some ahead), else the latest. */
export function nextEvent<T extends { date: string }>(events: readonly T[], now = new Date()): T {
  const today = [now.getFullYear(), now.getMonth() + 1, now.getDate()].map((n) => String(n).padStart(2, '0')).join('-');
  const ahead = events.filter((e) => e.date.slice(0, 10) >= today).sort((a, b) => a.date.localeCompare(b.date));
  return ahead[0] ?? [...events].sort((a, b) => b.date.localeCompare(a.date))[0]!;
}
