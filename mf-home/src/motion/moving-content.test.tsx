import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderRoute } from '@school/shared-ui/testing';
import { setReducedMotion } from '../testing/setup.ts';
import { Ticker, TickerItem } from './ticker.tsx';
import { VerticalMarquee } from './vertical-marquee.tsx';

afterEach(() => setReducedMotion(false));

const items = ['One', 'Two'].map((t) => (
  <TickerItem key={t}>
    <a href={`/${t}`}>{t}</a>
  </TickerItem>
));
const reel = () => screen.getByTestId('ticker-reel');

describe('Ticker', () => {
  it('moves until its Pause button is pressed, and moves again with Play', async () => {
    renderRoute(<Ticker label="Highlights" items={items} />);
    expect(reel()).toHaveStyle({ animationPlayState: 'running' });
    await userEvent.click(screen.getByRole('button', { name: 'Pause Highlights' }));
    expect(reel()).toHaveStyle({ animationPlayState: 'paused' });
    await userEvent.click(screen.getByRole('button', { name: 'Play Highlights' }));
    expect(reel()).toHaveStyle({ animationPlayState: 'running' });
  });

  it('holds while hovered or while focus is inside', () => {
    renderRoute(<Ticker label="Highlights" items={items} />);
    const region = reel().parentElement!;
    fireEvent.mouseEnter(region);
    expect(reel()).toHaveStyle({ animationPlayState: 'paused' });
    fireEvent.mouseLeave(region);
    expect(reel()).toHaveStyle({ animationPlayState: 'running' });
    act(() => screen.getByRole('link', { name: 'One' }).focus());
    // No animation at all, and no copy beside it: the browser scrolls the focused link into view.
    expect(getComputedStyle(reel()).animationPlayState).toBe('');
    expect(reel().nextElementSibling).toBeNull();
  });

  it('starts paused when reduced motion is preferred', () => {
    setReducedMotion(true);
    renderRoute(<Ticker label="Notices" items={items} />);
    expect(screen.getByRole('button', { name: 'Play Notices' })).toBeInTheDocument();
    expect(reel()).toHaveStyle({ animationPlayState: 'paused' });
  });

  it('hides the looping copy from screen readers and the keyboard', async () => {
    renderRoute(<Ticker label="Highlights" items={items} />);
    await waitFor(() => expect(reel().nextElementSibling).not.toBeNull());
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
  it('pauses with its button and on hover', async () => {
    renderRoute(
      <VerticalMarquee label="Latest News" height={200} duration={10}>
        <p>News item</p>
      </VerticalMarquee>,
    );
    const reel = screen.getByTestId('vertical-reel');
    expect(reel).toHaveStyle({ animationPlayState: 'running' });
    fireEvent.mouseEnter(reel.parentElement!);
    expect(reel).toHaveStyle({ animationPlayState: 'paused' });
    fireEvent.mouseLeave(reel.parentElement!);
    await userEvent.click(screen.getByRole('button', { name: 'Pause Latest News' }));
    expect(reel).toHaveStyle({ animationPlayState: 'paused' });
    expect(screen.getAllByText('News item')).toHaveLength(2);
    expect(screen.getAllByText('News item')[1]?.closest('[aria-hidden="true"]')).not.toBeNull();
  });
});
