import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { SearchAnswer } from '@school/shared-ui/site-search';
import { renderRoute, setupApi } from '@school/shared-ui/testing';
import { DownloadsApp } from '../downloads-app.tsx';

const { server } = setupApi();
const open = (route: string) => renderRoute(<DownloadsApp />, { route });

const answer: SearchAnswer = {
  query: 'fees',
  total: 2,
  results: [
    {
      id: 'circular:1',
      kind: 'circular',
      title: [{ text: 'Fees', mark: true }, { text: ' for <b>2025</b>' }],
      snippet: [{ text: 'Pay the ' }, { text: 'fees', mark: true }, { text: ' <script>x</script> online.' }],
      date: '2025-03-04T00:00:00.000Z',
      href: '/Circular?q=Fees+for+2025',
    },
    {
      id: 'page:ppHelp',
      kind: 'page',
      title: [{ text: 'Parent Portal Help' }],
      snippet: [],
      date: '',
      href: '/Pphelp',
    },
  ],
};

describe('Search page', () => {
  it('lists each result with its kind, date, link and the match marked, markup shown as text', async () => {
    let asked = '';
    server.use(
      http.get('*/Search', ({ request }) => {
        asked = request.url;
        return HttpResponse.json(answer);
      }),
    );
    open('/Search?q=fees');
    expect(await screen.findByRole('heading', { level: 1, name: 'Search' })).toBeInTheDocument();
    expect(await screen.findByText('2 results for “fees”.')).toBeInTheDocument();
    expect(new URL(asked).searchParams.get('format')).toBe('json');
    const results = screen.getByRole('list', { name: 'Search results' });
    expect(results).not.toHaveAttribute('aria-label');
    const [first, second] = within(results).getAllByRole('listitem');
    const link = within(first!).getByRole('link', { name: 'Fees for <b>2025</b>' });
    expect(link).toHaveAttribute('href', '/Circular?q=Fees+for+2025');
    expect(within(first!).getByText('Circular')).toBeInTheDocument();
    expect(first!.querySelector('time')).toHaveAttribute('dateTime', '2025-03-04');
    expect([...first!.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['Fees', 'fees']);
    expect(first!.querySelector('script, b')).toBeNull();
    expect(first).toHaveTextContent('Pay the fees <script>x</script> online.');
    expect(within(second!).getByText('Page')).toBeInTheDocument();
    expect(within(second!).getByRole('link', { name: 'Parent Portal Help' })).toHaveAttribute('href', '/Pphelp');
  });

  it('keeps the query in its own search box, and says when nothing matched', async () => {
    server.use(http.get('*/Search', () => HttpResponse.json({ query: 'zzz', total: 0, results: [] })));
    open('/Search?q=zzz');
    expect(await screen.findByText('No results for “zzz”.')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search the site' })).toHaveValue('zzz');
  });

  it('asks for a word when there is no query', async () => {
    open('/Search');
    expect(await screen.findByText(/Type a word to search/)).toBeInTheDocument();
  });
});
