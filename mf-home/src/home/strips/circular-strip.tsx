import { Ticker, TickerItem } from '../../motion/ticker.tsx';

export type CircularRow = { key: string; title: string; href: string };
export type CircularStripProps = { rows: CircularRow[]; pending: boolean; allHref: string };

/** The island (mf_home/circulars): links are documents, so only its Pause needs script, and wakes it alone. */
export function CircularStrip({ rows, pending, allHref }: CircularStripProps) {
  const items = rows.map((c) => (
    <TickerItem key={c.key}>
      <a href={c.href}>{c.title}</a>
    </TickerItem>
  ));
  const more = (
    <a href={allHref}>
      View all<span className="visually-hidden"> circulars</span>
    </a>
  );
  return <Ticker label="Circulars" items={items} pending={pending} more={more} />;
}
