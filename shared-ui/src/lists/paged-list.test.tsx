import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { RouterUrlQuery } from '../parcel/router-url-query.tsx';
import { useListFilters } from '../filters/use-list-filters.ts';
import { theme } from '../theme.ts';
import { PagedList } from './paged-list.tsx';
import { PAGE_SIZE } from './shown-param.ts';

const card = (item: { key: string; title: string }) => <h2>{item.title}</h2>;
const show = (items: { key: string; title: string }[], resetKey = 'k', url = '/News?year=2024') => (
  <ThemeProvider theme={theme}>
    <MemoryRouter initialEntries={[url]}>
      <RouterUrlQuery>
        <PagedList items={items} resetKey={resetKey} label="News" noun="news items" minWidth={300} renderItem={card} />
      </RouterUrlQuery>
    </MemoryRouter>
  </ThemeProvider>
);
const items = (n: number) => Array.from({ length: n }, (_, i) => ({ key: `k${i}`, title: `Item ${i}` }));
const titles = () =>
  within(screen.getByRole('list', { name: 'News' }))
    .getAllByRole('heading')
    .map((h) => h.textContent);

describe('PagedList', () => {
  it('names its list without aria-label, which html-validate allows on no plain list', () => {
    render(show(items(2)));
    expect(screen.getByRole('list', { name: 'News' })).not.toHaveAttribute('aria-label');
  });

  it('renders a page, then the next on Show more with focus on the first new card', async () => {
    const list = items(PAGE_SIZE + 5);
    const user = userEvent.setup();
    render(show(list));
    expect(titles()).toHaveLength(PAGE_SIZE);
    expect(screen.getByText(`Showing ${PAGE_SIZE} of ${list.length} news items`)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Show more' }));
    expect(titles()).toHaveLength(list.length);
    expect(document.activeElement).toContainElement(screen.getByRole('heading', { name: `Item ${PAGE_SIZE}` }));
    expect(screen.queryByRole('link', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it('shows as many cards as ?show= asks, and links to one page more, keeping the filters', () => {
    render(show(items(PAGE_SIZE * 5), 'k', `/News?year=2024&show=${PAGE_SIZE * 2}`));
    expect(titles()).toHaveLength(PAGE_SIZE * 2);
    expect(screen.getByRole('link', { name: 'Show more' })).toHaveAttribute('href', `?year=2024&show=${PAGE_SIZE * 3}`);
  });

  it('shows the whole list when ?show= asks for more, with no link', () => {
    render(show(items(PAGE_SIZE + 1), 'k', `/News?show=${PAGE_SIZE * 9}`));
    expect(titles()).toHaveLength(PAGE_SIZE + 1);
    expect(screen.queryByRole('link', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it('starts again at one page when the filters change', async () => {
    const list = items(PAGE_SIZE * 2);
    function Filtered() {
      const { filters, setYear } = useListFilters();
      return (
        <>
          <button type="button" onClick={() => setYear(2023)}>
            2023
          </button>
          <PagedList
            items={list}
            resetKey={String(filters.year)}
            label="News"
            noun="news items"
            minWidth={300}
            renderItem={card}
          />
        </>
      );
    }
    const user = userEvent.setup();
    render(
      <ThemeProvider theme={theme}>
        <MemoryRouter initialEntries={['/News']}>
          <RouterUrlQuery>
            <Filtered />
          </RouterUrlQuery>
        </MemoryRouter>
      </ThemeProvider>,
    );
    await user.click(screen.getByRole('link', { name: 'Show more' }));
    expect(titles()).toHaveLength(PAGE_SIZE * 2);
    await user.click(screen.getByRole('button', { name: '2023' }));
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
