import { ExternalLink } from '../../lib/external-link.tsx';
import { Ticker, TickerItem } from '../../motion/ticker.tsx';

export type HighlightRow = { key: string; title: string; href?: string | undefined };
export type HighlightStripProps = { rows: HighlightRow[]; pending: boolean };

/** The island (mf_home/highlights): the highlights as the region found them; its Pause wakes it alone. */
export function HighlightStrip({ rows, pending }: HighlightStripProps) {
  const items = rows.map((h) => (
    <TickerItem key={h.key}>{h.href ? <ExternalLink href={h.href}>{h.title}</ExternalLink> : h.title}</TickerItem>
  ));
  return (
    <div data-testid="highlights">
      <Ticker label="Highlights" items={items} pending={pending} />
    </div>
  );
}
