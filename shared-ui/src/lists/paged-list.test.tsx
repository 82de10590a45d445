import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { theme } from '../theme.ts';
import { PAGE_SIZE, PagedList } from './paged-list.tsx';

const card = (item: { key: string; title: string }) => <h2>{item.title}</h2>;
const show = (items: { key: string; title: string }[], resetKey = 'k') => (
  <ThemeProvider theme={theme}>
    <PagedList items={items} resetKey={resetKey} label="News" noun="news items" minWidth={300} renderItem={card} />
  </ThemeProvider>
);
const titles = () =>
  within(screen.getByRole('list', { name: 'News' }))
    .getAllByRole('heading')
    .map((h) => h.textContent);

describe('PagedList', () => {
  it('renders a page, then the next on Show more with focus on the first new card', async () => {
    const items = Array.from({ length: PAGE_SIZE + 5 }, (_, i) => ({ key: `k${i}`, title: `Item ${i}` }));
    const user = userEvent.setup();
    render(show(items));
    expect(titles()).toHaveLength(PAGE_SIZE);
    expect(screen.getByText(`Showing ${PAGE_SIZE} of ${items.length} news items`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(titles()).toHaveLength(items.length);
    expect(document.activeElement).toContainElement(screen.getByRole('heading', { name: `Item ${PAGE_SIZE}` }));
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it('starts again at one page when the filters change', async () => {
    const items = Array.from({ length: PAGE_SIZE * 2 }, (_, i) => ({ key: `k${i}`, title: `Item ${i}` }));
    const user = userEvent.setup();
    const { rerender } = render(show(items, 'a'));
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(titles()).toHaveLength(PAGE_SIZE * 2);
    rerender(show(items, 'b'));
    expect(titles()).toHaveLength(PAGE_SIZE);
  });

  it('renders records that share a key (records without an id)', () => {
    render(
      show([
        { key: 'same', title: 'One' },
        { key: 'same', title: 'Two' },
      ]),
    );
    expect(titles()).toEqual(['One', 'Two']);
  });
});
