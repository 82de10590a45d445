import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderRoute } from '@school/shared-ui/testing';
import { setReducedMotion } from '../testing/setup.ts';
import { reelSeconds, Ticker, TickerItem } from './ticker.tsx';
import { VerticalMarquee } from './vertical-marquee.tsx';

afterEach(() => setReducedMotion(false));

const items = ['One', 'Two'].map((t) => (
  <TickerItem key={t}>
    <a href={`/${t}`}>{t}</a>
  </TickerItem>
));
const reel = () => screen.getByTestId('ticker-reel');
/** The block whose data-choice the CSS holds its motion by (held-motion.ts). */
const choiceOf = (element: Element) => element.closest('[data-choice]')?.getAttribute('data-choice') ?? null;

describe('Ticker', () => {
  it("moves from the server's HTML, with the reel's duration reckoned from its text", () => {
    renderRoute(<Ticker label="Highlights" items={items} />);
    expect(reel()).toHaveAttribute('data-moving');
    expect(reel().style.animationDuration).toBe(`${reelSeconds(items, 40)}s`);
  });

  it('takes longer for more text, at least 8 seconds', () => {
    const long = Array.from({ length: 20 }, (_, i) => (
      <TickerItem key={i}>{'Admission open for class '.repeat(2)}</TickerItem>
    ));
    expect(reelSeconds(items, 40)).toBe(8);
    expect(reelSeconds(long, 40)).toBeGreaterThan(reelSeconds(long.slice(0, 10), 40));
  });

  it('is held by its Pause button, and moves again with Play', async () => {
    renderRoute(<Ticker label="Highlights" items={items} />);
    expect(choiceOf(reel())).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Pause Highlights' }));
    expect(choiceOf(reel())).toBe('pause');
    await userEvent.click(screen.getByRole('button', { name: 'Play Highlights' }));
    expect(choiceOf(reel())).toBe('play');
  });

  it('offers Play when reduced motion is preferred (its CSS holds it until then)', () => {
    setReducedMotion(true);
    renderRoute(<Ticker label="Notices" items={items} />);
    expect(screen.getByRole('button', { name: 'Play Notices' })).toBeInTheDocument();
  });

  it('hides the looping copy from screen readers and the keyboard', () => {
    renderRoute(<Ticker label="Highlights" items={items} />);
    const copies = reel().parentElement!.children;
    expect(copies).toHaveLength(2);
    expect(copies[1]).toHaveAttribute('aria-hidden', 'true');
    expect(copies[1]).toHaveAttribute('inert');
    expect(screen.getAllByRole('link', { name: 'One' })).toHaveLength(1);
  });

  it('takes the height it has with entries while they load, so nothing moves when they come', () => {
    const loading = renderRoute(<Ticker label="Notices" items={[]} pending />);
    expect(screen.getByText('Stay Tuned For More Updates').parentElement).toHaveStyle({ minHeight: '68px' });
    loading.unmount();
    renderRoute(<Ticker label="Notices" items={[]} />);
    expect(screen.getByText('Stay Tuned For More Updates').parentElement).toHaveStyle({ minHeight: '56px' });
  });

  it('stands still with the placeholder when empty', () => {
    renderRoute(<Ticker label="Circulars" items={[]} />);
    expect(screen.getByText('Stay Tuned For More Updates')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('VerticalMarquee', () => {
  it('is held by its button, its copy hidden from screen readers', async () => {
    renderRoute(
      <VerticalMarquee label="Latest News" height={200} duration={10}>
        <p>News item</p>
      </VerticalMarquee>,
    );
    const reel = screen.getByTestId('vertical-reel');
    expect(reel).toHaveAttribute('data-moving');
    await userEvent.click(screen.getByRole('button', { name: 'Pause Latest News' }));
    expect(choiceOf(reel)).toBe('pause');
    expect(screen.getAllByText('News item')).toHaveLength(2);
    expect(screen.getAllByText('News item')[1]?.closest('[aria-hidden="true"]')).not.toBeNull();
  });
});
