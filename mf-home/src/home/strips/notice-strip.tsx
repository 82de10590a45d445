import { ExternalLink } from '../../lib/external-link.tsx';
import { Ticker, TickerItem } from '../../motion/ticker.tsx';

export type NoticeRow = { key: string; date: string; title: string; href?: string | undefined };
export type NoticeStripProps = { rows: NoticeRow[]; pending: boolean };

/** The island (mf_home/notice-ticker): the notices as the region found them; its Pause wakes it alone. */
export function NoticeStrip({ rows, pending }: NoticeStripProps) {
  const items = rows.map((n) => (
    <TickerItem key={n.key}>
      {n.date && <small>{n.date}:</small>}
      {n.href ? <ExternalLink href={n.href}>{n.title}</ExternalLink> : n.title}
    </TickerItem>
  ));
  return (
    <div data-testid="notices">
      <Ticker label="Notices" items={items} pending={pending} tone="light" />
    </div>
  );
}
