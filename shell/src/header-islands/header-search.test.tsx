import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { ThemeProvider } from 'styled-components';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setupApi } from '@school/shared-api/testing';
import { theme } from '@school/shared-ui/theme';
import { HeaderSearch } from './header-search.tsx';

const asked: string[] = [];
const { server } = setupApi();
beforeEach(() =>
  server.use(
    http.get('*/Search', ({ request }) => {
      asked.push(new URL(request.url).search);
      return HttpResponse.json({
        query: 'fees',
        total: 1,
        results: [
          {
            id: 'n:1',
            kind: 'news',
            title: [{ text: 'Fees', mark: true }],
            snippet: [],
            date: '',
            href: '/News?q=Fees',
          },
        ],
      });
    }),
  ),
);
afterEach(() => void (asked.length = 0));

const open = () =>
  render(
    <ThemeProvider theme={theme}>
      <HeaderSearch />
    </ThemeProvider>,
  );

describe('HeaderSearch', () => {
  it('is a labelled GET form to /Search with q, as the server renders it', () => {
    open();
    const form = screen.getByRole('search', { name: 'Site' });
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/Search');
    expect(within(form).getByRole('searchbox', { name: 'Search the site' })).toHaveAttribute('name', 'q');
    expect(within(form).getByRole('button', { name: 'Search' })).toHaveAttribute('type', 'submit');
  });

  it('suggests results once typing pauses, asking once for the last text', async () => {
    const user = userEvent.setup();
    open();
    await user.type(screen.getByRole('searchbox'), 'fees');
    const list = await screen.findByRole('list', { name: 'Suggestions' });
    expect(list).not.toHaveAttribute('aria-label');
    expect(within(list).getByRole('link', { name: /Fees/ })).toHaveAttribute('href', '/News?q=Fees');
    expect(screen.getByText('1 suggestions')).toBeInTheDocument();
    expect(asked).toEqual(['?q=fees&limit=6&format=json']);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('list', { name: 'Suggestions' })).toBeNull();
  });
});
